/**
 * The board's live values, batched per animation frame (docs/market-data/board.md, "Speed"). Each row's topic is read
 * through `useStream` by a component that renders nothing (components/TopicSource.tsx) and writes here; rows read
 * with `useSyncExternalStore`. Writes only mark the topic changed; one animation frame later every changed topic's
 * listeners run together, so React renders all rows that changed in that frame in one pass, and rows whose topic did
 * not change do not render at all.
 */
import type { LiveValue } from './data';

type Listener = () => void;

export interface LiveStore {
  get(topic: string): LiveValue | undefined;
  set(topic: string, value: LiveValue): void;
  subscribe(topic: string, listener: Listener): () => void;
  /** Runs pending notifications now (tests, and the bench's measurement). */
  flush(): void;
  /** True once any value shown came from the demo simulator (the page's "DEMO DATA" badge). */
  anyDemo(): boolean;
  subscribeDemo(listener: Listener): () => void;
}

export function createLiveStore(schedule: (run: () => void) => void = defaultSchedule): LiveStore {
  const values = new Map<string, LiveValue>();
  const listeners = new Map<string, Set<Listener>>();
  const changed = new Set<string>();
  const demoListeners = new Set<Listener>();
  const demoTopics = new Set<string>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const topics = [...changed];
    changed.clear();
    for (const topic of topics) for (const listener of listeners.get(topic) ?? []) listener();
  };

  return {
    get: (topic) => values.get(topic),
    set(topic, value) {
      const before = values.get(topic);
      if (before && before.ts === value.ts && before.value === value.value && before.demo === value.demo) return;
      values.set(topic, value);
      changed.add(topic);
      const wasDemo = demoTopics.size > 0;
      if (value.demo) demoTopics.add(topic);
      else demoTopics.delete(topic);
      if (wasDemo !== demoTopics.size > 0) for (const listener of demoListeners) listener();
      if (!scheduled) {
        scheduled = true;
        schedule(flush);
      }
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

function defaultSchedule(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run());
  else setTimeout(run, 16);
}
