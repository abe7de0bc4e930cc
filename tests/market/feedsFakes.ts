/**
 * Stand-ins at the edges the feeds tests cannot reach without a server: a recording tick bus whose leadership a test
 * moves (Redis decides it between processes) and an in-memory bar store (the database-free suites). Products and
 * rates are the seeded ones (tests/support/seededReference.ts), never a list of their own.
 */
import type { Bar, Tick } from '../../common/contract/marketData';
import type { BarStore, TickBus } from '../../server/infra/market/ports';

export interface RecordingBus extends TickBus {
  published: Tick[];
  topics: [string, unknown][];
  /** As the stream area's bus: leadership moving between processes. */
  onLeaderChange(listener: (leader: boolean) => void): () => void;
  setLeader(leader: boolean): void;
}

export function fakeBus(initialLeader = true): RecordingBus {
  let leader = initialLeader;
  const leaderListeners = new Set<(leader: boolean) => void>();
  const listeners = new Set<(ticks: readonly Tick[]) => void>();
  const topicListeners = new Set<[string, (topic: string, data: unknown) => void]>();
  const latest = new Map<string, Tick>();
  const bus: RecordingBus = {
    published: [],
    topics: [],
    publish: (ticks) => {
      bus.published.push(...ticks);
      for (const t of ticks) latest.set(t.instrument, t);
      for (const l of listeners) l(ticks);
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    latest: (i) => latest.get(i),
    publishTopic: (topic, data) => {
      bus.topics.push([topic, data]);
      for (const [prefix, l] of topicListeners) if (topic.startsWith(prefix)) l(topic, data);
    },
    subscribeTopics: (prefix, l) => {
      const entry: [string, (topic: string, data: unknown) => void] = [prefix, l];
      topicListeners.add(entry);
      return () => topicListeners.delete(entry);
    },
    isLeader: () => leader,
    onLeaderChange: (l) => {
      leaderListeners.add(l);
      return () => leaderListeners.delete(l);
    },
    setLeader: (value) => {
      leader = value;
      for (const l of leaderListeners) l(value);
    },
  };
  return bus;
}

export interface MemoryBars extends BarStore {
  rows: Map<string, Bar>;
  upserts: number;
}

export function fakeBars(): MemoryBars {
  const rows = new Map<string, Bar>();
  const store: MemoryBars = {
    rows,
    upserts: 0,
    upsert: async (bars) => {
      store.upserts += 1;
      for (const b of bars) rows.set(`${b.instrument}|${b.interval}|${b.ts}`, b);
    },
    range: async (q) =>
      [...rows.values()]
        .filter((b) => b.instrument === q.instrument && b.interval === q.interval && b.ts >= q.from && b.ts <= q.to)
        .sort((a, b) => a.ts - b.ts),
    coverage: async () => {
      const cov = new Map<string, { instrument: string; interval: Bar['interval']; first: number; last: number; demo: boolean; source: string }>();
      for (const b of rows.values()) {
        const k = `${b.instrument}|${b.interval}`;
        const c = cov.get(k);
        if (!c) cov.set(k, { instrument: b.instrument, interval: b.interval, first: b.ts, last: b.ts, demo: b.demo, source: b.source });
        else {
          c.first = Math.min(c.first, b.ts);
          c.last = Math.max(c.last, b.ts);
        }
      }
      return [...cov.values()];
    },
  };
  return store;
}
