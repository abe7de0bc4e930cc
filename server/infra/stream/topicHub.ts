/**
 * The topic registry (server/infra/market/ports.ts `TopicRegistry`) and the live feeds of the topics clients hold.
 *
 * Areas register a provider per prefix (`tick:` here, `spread:` and `notify:` by strategy). A topic is open while at
 * least one client holds it: one provider subscription per topic per process however many clients hold it, and the
 * newest value kept once, so a client's update is never a copy queued for it (coalescing and slow clients,
 * server/infra/stream/streamClient.ts, read the value when they send).
 *
 * Payloads: a topic family with a schema in the contract (common/contract/stream.ts: `tick:`, `spread:`, `job:`) only
 * sends values that match it (payloadCheck.ts). A value that does not is logged and dropped where it enters (an update
 * is not counted nor sent, a snapshot leaves the topic without a value), so no client ever receives it.
 *
 * Sequence numbers: a feed starts at the wall-clock time in ms it opened and counts one per update. A `seq` the
 * client resumes with is therefore recognised as this feed's (base <= seq <= current) or not (an earlier run, another
 * process, a feed closed and reopened: those get a fresh snapshot), with no per-process id in the protocol.
 */
import type { AuthUser } from '../auth/authUser';
import type { TopicProvider, TopicRegistry } from '../market/ports';
import { payloadProblem } from './payloadCheck';

/** Something that holds topics: told when one of them has a new value. */
export interface TopicSink {
  topicUpdated(feed: TopicFeed): void;
}

export interface TopicFeed {
  readonly topic: string;
  /** First seq of this feed (the snapshot's). */
  readonly base: number;
  seq: number;
  /** The newest value; null when the topic has none yet. */
  data: unknown;
}

interface OpenFeed extends TopicFeed {
  sinks: Set<TopicSink>;
  unsubscribe: () => void;
  /** Resolves when the provider's snapshot is in (or an update came first). */
  ready: Promise<void>;
}

interface HubLogger {
  warn: (obj: object, msg: string) => void;
}

/** `tick:SHFE.FU2601` -> `tick:` (up to and including the first colon). */
export const prefixOf = (topic: string): string => topic.slice(0, topic.indexOf(':') + 1);

export class TopicHub implements TopicRegistry {
  private readonly providers = new Map<string, TopicProvider>();
  private readonly feeds = new Map<string, OpenFeed>();
  private lastBase = 0;

  constructor(private readonly log: HubLogger) {}

  register(prefix: string, provider: TopicProvider): void {
    if (!/^[a-z][a-zA-Z]*:$/.test(prefix)) throw new Error(`topic prefix must look like "name:", got "${prefix}"`);
    if (this.providers.has(prefix)) throw new Error(`topic prefix ${prefix} is already registered`);
    this.providers.set(prefix, provider);
  }

  providerOf(topic: string): TopicProvider | undefined {
    return this.providers.get(prefixOf(topic));
  }

  async canRead(user: AuthUser, topic: string): Promise<boolean> {
    const provider = this.providerOf(topic);
    if (!provider) return false;
    try {
      return (await provider.canRead(user, topic)) === true;
    } catch (err) {
      this.log.warn({ err, topic }, 'topic access check failed (refused)');
      return false;
    }
  }

  /** Adds `sink` to the topic's feed (opening it), resolved once the feed has its first value. */
  async attach(topic: string, sink: TopicSink): Promise<TopicFeed> {
    let feed = this.feeds.get(topic);
    if (!feed) feed = this.open(topic);
    feed.sinks.add(sink);
    await feed.ready;
    return feed;
  }

  detach(topic: string, sink: TopicSink): void {
    const feed = this.feeds.get(topic);
    if (!feed) return;
    feed.sinks.delete(sink);
    if (feed.sinks.size > 0) return;
    this.feeds.delete(topic);
    feed.unsubscribe();
  }

  /** The open feed of a topic (for resume checks and tests). */
  feed(topic: string): TopicFeed | undefined {
    return this.feeds.get(topic);
  }

  get openTopics(): number {
    return this.feeds.size;
  }

  close(): void {
    for (const feed of this.feeds.values()) feed.unsubscribe();
    this.feeds.clear();
  }

  private open(topic: string): OpenFeed {
    const provider = this.providerOf(topic);
    if (!provider) throw new Error(`no provider for topic ${topic}`);
    // Strictly increasing even when two feeds open in the same millisecond.
    const base = Math.max(Date.now(), this.lastBase + 1);
    this.lastBase = base;
    let updated = false;
    const feed: OpenFeed = { topic, base, seq: base, data: null, sinks: new Set(), unsubscribe: () => undefined, ready: Promise.resolve() };
    feed.unsubscribe = provider.subscribe(topic, (data) => {
      if (!this.sendable(topic, data, 'update')) return;
      updated = true;
      feed.seq += 1;
      feed.data = data;
      for (const sink of feed.sinks) sink.topicUpdated(feed);
    });
    feed.ready = (async () => {
      try {
        const snapshot = await provider.snapshot(topic);
        if (!updated) feed.data = this.sendable(topic, snapshot, 'snapshot') ? (snapshot ?? null) : null;
      } catch (err) {
        this.log.warn({ err, topic }, 'topic snapshot failed (the first update will fill it)');
      }
    })();
    this.feeds.set(topic, feed);
    return feed;
  }

  /** False (and a warning) for a payload its family's schema refuses: it is dropped, never sent. */
  private sendable(topic: string, data: unknown, what: 'update' | 'snapshot'): boolean {
    const problem = payloadProblem(topic, data);
    if (problem === null) return true;
    this.log.warn({ topic, problem }, `topic ${what} does not match its payload schema (dropped)`);
    return false;
  }
}
