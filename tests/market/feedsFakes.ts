/**
 * Small stand-ins for the other areas' slots the feeds area uses (server/infra/market/ports.ts): reference data with the
 * issue's products (sessions as the exchanges publish them, ticks from docs/domain.md), a recording tick bus and an
 * in-memory bar store. The real ones are built by the reference, stream and marketData areas.
 */
import type { Bar, Tick } from '../../common/contract/marketData';
import type { BarStore, ContractInfo, ProductSpec, ReferenceData, TickBus } from '../../server/infra/market/ports';

const CN_NIGHT = ['21:00-23:00', '09:00-10:15', '10:30-11:30', '13:30-15:00'];
const spec = (exchange: string, code: string, p: Partial<ProductSpec>): ProductSpec => ({
  exchange,
  code,
  names: { 'en-US': code, 'zh-CN': code, 'ar-EG': code },
  kind: 'future',
  lot: 10,
  tick: 1,
  currency: 'CNY',
  unit: 'CNY/t',
  quoteBasis: 'none',
  sessions: CN_NIGHT,
  timeZone: 'Asia/Shanghai',
  settlementRule: 'vwap',
  listingRule: 'monthly:12',
  accessKey: 'auth_tool_trade_realtime',
  validFrom: '2018-01-01',
  versionNote: '',
  ...p,
});

export const FAKE_PRODUCTS: ProductSpec[] = [
  spec('SHFE', 'FU', { accessKey: 'auth_tool_trade_realtime_fu' }),
  spec('INE', 'LU', { accessKey: 'auth_tool_trade_realtime_lu' }),
  spec('INE', 'SC', { tick: 0.1, unit: 'CNY/bbl', lot: 1000, sessions: ['21:00-02:30', '09:00-10:15', '10:30-11:30', '13:30-15:00'] }),
  spec('DCE', 'PG', { lot: 20 }),
  spec('ZCE', 'TA', { tick: 2, lot: 5, sessions: ['21:00-23:00', '09:00-10:15', '10:30-11:30', '13:30-15:00'] }),
  spec('ZCE', 'PX', { tick: 2, lot: 5 }),
  spec('ZCE', 'PL', { lot: 20 }),
  spec('ICE', 'SG380', { kind: 'swap', tick: 0.25, currency: 'USD', unit: 'USD/t', sessions: ['08:00-20:00'], timeZone: 'Asia/Singapore' }),
  spec('ICE', 'MF05', { kind: 'swap', tick: 0.25, currency: 'USD', unit: 'USD/t', sessions: ['08:00-20:00'], timeZone: 'Asia/Singapore' }),
  spec('NYMEX', 'FEI', { kind: 'swap', tick: 0.001, currency: 'USD', unit: 'USD/t', sessions: ['18:00-17:00'], timeZone: 'America/New_York' }),
  spec('ICE', 'BRENT', { tick: 0.01, currency: 'USD', unit: 'USD/bbl', sessions: ['01:00-23:00'], timeZone: 'Europe/London' }),
  spec('ICE', 'DUBAI', { kind: 'swap', tick: 0.01, currency: 'USD', unit: 'USD/bbl', sessions: ['01:00-23:00'], timeZone: 'Europe/London' }),
  spec('NYMEX', 'WTI', { tick: 0.01, currency: 'USD', unit: 'USD/bbl', sessions: ['18:00-17:00'], timeZone: 'America/New_York' }),
  spec('FX', 'USDCNY', { kind: 'fx', tick: 0.0001, currency: 'CNY', unit: 'CNY/USD', sessions: ['09:30-23:30'], listingRule: 'none' }),
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Twelve monthly contracts from the current month, each trading until the 15th of its month. */
function monthly(exchange: string, code: string, date: string): ContractInfo[] {
  const [y, m] = date.split('-').map(Number);
  const out: ContractInfo[] = [];
  for (let i = 0; out.length < 12; i++) {
    const year = y + Math.floor((m - 1 + i) / 12);
    const month = ((m - 1 + i) % 12) + 1;
    const lastTradeDate = `${year}-${pad(month)}-15`;
    if (lastTradeDate < date) continue;
    out.push({ instrument: `${exchange}.${code}${String(year).slice(2)}${pad(month)}`, month: `${year}-${pad(month)}`, lastTradeDate });
  }
  return out;
}

export function fakeReference(products: ProductSpec[] = FAKE_PRODUCTS): ReferenceData {
  const find = (exchange: string, code: string) => products.find((p) => p.exchange === exchange && p.code === code);
  return {
    products: () => products,
    product: find,
    rateAsOf: () => undefined,
    contracts: (exchange, code, date) => (find(exchange, code)?.listingRule === 'none' ? [] : monthly(exchange, code, date)),
    mapMonth: (_from, _to, month) => month,
    resolveInstrument: (ref) => find(ref.exchange, ref.code),
    onChange: () => () => undefined,
  };
}

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
