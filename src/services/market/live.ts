/**
 * Live values by address (docs/market-layer.md): `useLive(address)` gives an md: address's last tick and a spread:
 * address's value, as a LiveValue, from the tab's one stream connection (src/services/streamConnection.ts).
 *
 * One store per tab, fed directly by the connection: the first reader of an address holds its topic on the connection
 * (`tick:<instrument>` or `spread:<id>`, common/market/address.ts liveTopicOf), the connection's topic listener writes
 * the typed payload (common/contract/stream.ts) into the store, and the last reader's leaving releases it.
 * Writes are batched per animation frame (docs/market-data/board.md, "Speed"): a write only marks the topic changed;
 * one frame later the changed topics' readers run together, so React renders the rows that changed in one pass, and
 * readers of topics that did not change do not render at all. A frame notifies at most TOPICS_PER_FRAME topics, the
 * longest waiting first, and leaves the rest to the next frames: a burst (the stream delivers 40 ticks at once on a
 * busy board) is drawn over two or three frames instead of one long task, and a topic that changes again while it
 * waits is still drawn once, with its latest value.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { SpreadValue, Tick } from '@common/contract/stream';
import { type LiveTopic, liveTopicOf } from '@common/market/address';
import { type StreamConnection, streamConnection } from '@/services/streamConnection';

/** A live value of an address: a tick's last or a spread's value. */
export interface LiveValue {
  value: number;
  /** Exchange / engine time of the value, epoch ms. */
  ts: number;
  demo: boolean;
  /** The feed that produced the tick (ticks only). */
  feed?: string;
  /** A tick's bid, ask, day volume and open interest (lots), as far as its feed gives them. */
  quote?: { bid: number | null; ask: number | null; volume: number | null; oi: number | null };
  /** A spread's legs with their own times (stale marking per leg). */
  legs?: { instrument: string; ts: number; feed?: string }[];
}

export const fromTick = (tick: Tick): LiveValue => ({
  value: tick.last,
  ts: tick.ts,
  demo: tick.demo,
  feed: tick.feed,
  quote: { bid: tick.bid ?? null, ask: tick.ask ?? null, volume: tick.volume ?? null, oi: tick.oi ?? null },
});
export const fromSpread = (spread: SpreadValue): LiveValue => ({ value: spread.value, ts: spread.ts, demo: spread.demo, legs: spread.legs });

type Listener = () => void;

export interface LiveStore {
  get(topic: string): LiveValue | undefined;
  set(topic: string, value: LiveValue): void;
  /** Forgets the topic's value (released, or the session ended). */
  delete(topic: string): void;
  subscribe(topic: string, listener: Listener): () => void;
  /** Runs pending notifications now (tests, and the bench's measurement). */
  flush(): void;
  /** True while any value held came from the demo simulator (a page's "DEMO DATA" badge). */
  anyDemo(): boolean;
  subscribeDemo(listener: Listener): () => void;
}

/**
 * Topics notified per frame: a board row's render, layout and paint take about 0.5 ms on the shared 2-core machine, so
 * 16 rows stay well under a 50 ms long task even with the CPU shared; 16 a frame at 60 frames a second is 960 a second,
 * above the board's 200 rows x 4 a second (docs/market-data/board.md, "Bench").
 */
export const TOPICS_PER_FRAME = 16;

export function createLiveStore(schedule: (run: () => void) => void = nextFrame, perFrame = TOPICS_PER_FRAME): LiveStore {
  const values = new Map<string, LiveValue>();
  const listeners = new Map<string, Set<Listener>>();
  const changed = new Set<string>();
  const demoListeners = new Set<Listener>();
  const demoTopics = new Set<string>();
  let scheduled = false;

  /** Notifies up to `limit` changed topics, in the order they changed; true when some are left. */
  const notify = (limit: number): boolean => {
    const topics: string[] = [];
    for (const topic of changed) {
      if (topics.length === limit) break;
      topics.push(topic);
    }
    for (const topic of topics) changed.delete(topic);
    for (const topic of topics) for (const listener of listeners.get(topic) ?? []) listener();
    return changed.size > 0;
  };
  const frame = () => {
    scheduled = false;
    if (notify(perFrame) && !scheduled) {
      scheduled = true;
      schedule(frame);
    }
  };
  const flush = () => {
    notify(Number.POSITIVE_INFINITY);
  };
  const markChanged = (topic: string, demo: boolean) => {
    changed.add(topic);
    const wasDemo = demoTopics.size > 0;
    if (demo) demoTopics.add(topic);
    else demoTopics.delete(topic);
    if (wasDemo !== demoTopics.size > 0) for (const listener of demoListeners) listener();
    if (!scheduled) {
      scheduled = true;
      schedule(frame);
    }
  };

  return {
    get: (topic) => values.get(topic),
    set(topic, value) {
      const before = values.get(topic);
      if (before && before.ts === value.ts && before.value === value.value && before.demo === value.demo) return;
      values.set(topic, value);
      markChanged(topic, value.demo);
    },
    delete(topic) {
      if (!values.delete(topic)) return;
      markChanged(topic, false);
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    flush,
    anyDemo: () => demoTopics.size > 0,
    subscribeDemo(listener) {
      demoListeners.add(listener);
      return () => {
        demoListeners.delete(listener);
      };
    },
  };
}

function nextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
}

/**
 * The store's feeder: holds each topic on the connection once however many readers it has, and writes the topic's
 * payload into the store whenever the connection says it changed.
 */
export class LiveFeed {
  private readonly held = new Map<string, { readers: number; release: () => void }>();

  constructor(
    private readonly connection: Pick<StreamConnection, 'hold' | 'payload'>,
    readonly store: LiveStore = createLiveStore(),
  ) {}

  /** Reads `live` while the returned function is not called; `listener` hears its value change (once per frame). */
  watch(live: LiveTopic, listener: Listener): () => void {
    const unsubscribe = this.store.subscribe(live.topic, listener);
    const holding = this.held.get(live.topic);
    if (holding) holding.readers += 1;
    else {
      const release = this.connection.hold(live.topic, () => this.receive(live));
      this.held.set(live.topic, { readers: 1, release });
      this.receive(live);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      const entry = this.held.get(live.topic);
      if (!entry) return;
      entry.readers -= 1;
      if (entry.readers > 0) return;
      this.held.delete(live.topic);
      entry.release();
      this.store.delete(live.topic);
    };
  }

  private receive(live: LiveTopic): void {
    const value =
      live.kind === 'tick' ? mapDefined(this.connection.payload(live.topic), fromTick) : mapDefined(this.connection.payload(live.topic), fromSpread);
    if (value) this.store.set(live.topic, value);
    else this.store.delete(live.topic);
  }
}

const mapDefined = <A, B>(a: A | null | undefined, f: (a: A) => B): B | undefined => (a === undefined || a === null ? undefined : f(a));

let shared: LiveFeed | null = null;

/** The tab's live store and its feeder, created on first use over the tab's stream connection. */
export function liveFeed(): LiveFeed {
  if (!shared) shared = new LiveFeed(streamConnection());
  return shared;
}

const NOTHING = () => () => undefined;

/** The live value of `address` while mounted (undefined before the first, or for an address with no live topic). */
export function useLive(address: string | null): LiveValue | undefined {
  const feed = liveFeed();
  const live = address ? liveTopicOf(address) : null;
  const topic = live?.topic ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` is derived from `topic` (a new object every render).
  const subscribe = useCallback((notify: Listener) => (live ? feed.watch(live, notify) : NOTHING()), [feed, topic]);
  return useSyncExternalStore(subscribe, () => (topic ? feed.store.get(topic) : undefined));
}

/** The value on screen for `address` now, outside React (an export of what the rows show). */
export function liveValueOf(address: string): LiveValue | undefined {
  const topic = liveTopicOf(address)?.topic;
  return topic ? liveFeed().store.get(topic) : undefined;
}

/** True while a value shown came from the demo simulator: the page's "DEMO DATA" badge. */
export function useLiveDemo(): boolean {
  const { store } = liveFeed();
  return useSyncExternalStore(store.subscribeDemo, store.anyDemo);
}
