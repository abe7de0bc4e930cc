/**
 * Small in-memory fakes of the other areas' market services (server/infra/market/ports.ts) for the strategy tests:
 * products of docs/market-data.md with their units and access keys, dated rates, a bus, a bar store, a series
 * resolver over it and a topic registry. The real ones are built by the reference, marketData and stream areas.
 */
import { strategyServicesOf } from '../../server/features/strategy/plugin';
import { makeTestApp, must, type TestApp } from './helpers';
import type { Bar, Tick } from '../../common/contract/marketData';
import { formatInstrument, parseAddress } from '../../common/market/address';
import { stepAsOf } from '../../common/domain/dated';
import type { BarStore, MarketServices, ProductSpec, RateValue, ReferenceData, SeriesResolver, TickBus, TopicProvider } from '../../server/infra/market/ports';

const product = (exchange: string, code: string, kind: ProductSpec['kind'], unit: string, accessKey: string): ProductSpec => ({
  exchange,
  code,
  names: { 'en-US': code, 'zh-CN': code, 'ar-EG': code },
  kind,
  lot: 10,
  tick: 1,
  currency: unit.startsWith('USD') ? 'USD' : 'CNY',
  unit,
  quoteBasis: 'none',
  sessions: ['09:00-15:00'],
  timeZone: 'Asia/Shanghai',
  settlementRule: 'vwap',
  listingRule: 'monthly:12',
  accessKey,
  validFrom: '2000-01-01',
  versionNote: '',
});

/** docs/market-data.md, "Instruments and who may read them". */
export const PRODUCTS: ProductSpec[] = [
  product('SHFE', 'FU', 'future', 'CNY/t', 'auth_tool_trade_realtime_fu'),
  product('INE', 'LU', 'future', 'CNY/t', 'auth_tool_trade_realtime_lu'),
  product('DCE', 'PG', 'future', 'CNY/t', 'auth_tool_trade_realtime_ngl'),
  product('ZCE', 'TA', 'future', 'CNY/t', 'auth_tool_trade_realtime_pta'),
  product('ZCE', 'PX', 'future', 'CNY/t', 'auth_tool_trade_realtime_pta'),
  product('ZCE', 'PL', 'future', 'CNY/t', 'auth_tool_trade_realtime_ngl'),
  product('ICE', 'SG380', 'swap', 'USD/t', 'auth_tool_trade_realtime_fu'),
  product('ICE', 'MF05', 'swap', 'USD/t', 'auth_tool_trade_realtime_lu'),
  product('NYMEX', 'FEI', 'swap', 'USD/t', 'auth_tool_trade_realtime_ngl'),
  product('ICE', 'BRENT', 'future', 'USD/bbl', 'auth_tool_trade_realtime_oilOtc'),
  product('NYMEX', 'WTI', 'future', 'USD/bbl', 'auth_tool_trade_realtime_oilOtc'),
  product('FX', 'USDCNY', 'fx', 'CNY/USD', 'auth_tool_trade_realtime'),
];

const rate = (key: string, unit: string, steps: [string, number][]): RateValue[] =>
  steps.map(([validFrom, value]) => ({ key, unit, value, validFrom, source: 'test', note: '' }));

/** Dated rates; LPG VAT steps from docs/domain.md ("Taxes"), parity inputs are round test assumptions. */
export const RATES: RateValue[] = [
  ...rate('vat.cn.lpg', 'ratio', [
    ['2000-01-01', 0.13],
    ['2017-07-01', 0.11],
    ['2018-05-01', 0.1],
    ['2019-04-01', 0.09],
  ]),
  ...rate('factor.bblpert.fueloil', 'bbl/t', [['2000-01-01', 6.35]]),
  ...rate('tariff.cn.lpg', 'ratio', [['2000-01-01', 0.01]]),
  ...rate('lpg.parity.premium', 'USD/t', [['2000-01-01', 10]]),
  ...rate('lpg.parity.freight', 'USD/t', [['2000-01-01', 40]]),
  ...rate('lpg.parity.portfees', 'CNY/t', [['2000-01-01', 50]]),
  ...rate('coef.pta.px', 'ratio', [['2000-01-01', 0.655]]),
  ...rate('coef.pdh.propane', 'ratio', [['2000-01-01', 1.2]]),
  ...rate('coef.pdh.cost', 'USD/t', [['2000-01-01', 200]]),
];

/** FU month M against Singapore M-1 (and LU against MF 0.5 % the same). */
const MONTH_OFFSETS: Record<string, number> = { 'SHFE.FU>ICE.SG380': -1, 'INE.LU>ICE.MF05': -1 };

export function fakeReference(): ReferenceData & { change: () => void } {
  const listeners = new Set<() => void>();
  const find = (exchange: string, code: string) => PRODUCTS.find((p) => p.exchange === exchange && p.code === code);
  return {
    products: () => PRODUCTS,
    product: find,
    rateAsOf: (key, date) =>
      stepAsOf(
        RATES.filter((r) => r.key === key),
        date,
      ),
    contracts: () => [],
    mapMonth: (from, to, month) => {
      const offset = MONTH_OFFSETS[`${from}>${to}`] ?? 0;
      const [y, m] = month.split('-').map(Number);
      const d = new Date(Date.UTC(y, m - 1 + offset, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    },
    resolveInstrument: (ref) => find(ref.exchange, ref.code),
    onChange: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    change: () => {
      for (const l of listeners) l();
    },
  };
}

export function fakeBus(): TickBus & { leader: boolean; topicsSeen: [string, unknown][] } {
  const latest = new Map<string, Tick>();
  const tickListeners = new Set<(t: readonly Tick[]) => void>();
  const topicListeners = new Set<[string, (topic: string, data: unknown) => void]>();
  const bus = {
    leader: true,
    topicsSeen: [] as [string, unknown][],
    publish(ticks: readonly Tick[]) {
      for (const t of ticks) latest.set(t.instrument, t);
      for (const l of tickListeners) l(ticks);
    },
    subscribe(l: (t: readonly Tick[]) => void) {
      tickListeners.add(l);
      return () => tickListeners.delete(l);
    },
    latest: (instrument: string) => latest.get(instrument),
    publishTopic(topic: string, data: unknown) {
      bus.topicsSeen.push([topic, data]);
      for (const [prefix, l] of topicListeners) if (topic.startsWith(prefix)) l(topic, data);
    },
    subscribeTopics(prefix: string, l: (topic: string, data: unknown) => void) {
      const entry: [string, (topic: string, data: unknown) => void] = [prefix, l];
      topicListeners.add(entry);
      return () => topicListeners.delete(entry);
    },
    isLeader: () => bus.leader,
  };
  return bus;
}

export function fakeBars(): BarStore & { all: Bar[] } {
  const store = {
    all: [] as Bar[],
    async upsert(bars: readonly Bar[]) {
      for (const b of bars) {
        const i = store.all.findIndex((x) => x.instrument === b.instrument && x.interval === b.interval && x.ts === b.ts);
        if (i >= 0) store.all[i] = b;
        else store.all.push(b);
      }
    },
    async range(q: { instrument: string; interval: string; from: number; to: number }) {
      return store.all.filter((b) => b.instrument === q.instrument && b.interval === q.interval && b.ts >= q.from && b.ts <= q.to).sort((a, b) => a.ts - b.ts);
    },
    async coverage() {
      return [];
    },
  };
  return store;
}

/** md: addresses from the bar store (close), schemes registered by areas (spread) on top; no access check for `null`. */
export function fakeSeries(bars: BarStore): SeriesResolver & { schemes: Map<string, unknown> } {
  const schemes = new Map<string, unknown>();
  return {
    schemes,
    register: (scheme, reader) => void schemes.set(scheme, reader),
    registerCatalog: () => undefined,
    // research (issue 11): every md: address is readable in this fake, like resolve without an access check.
    canRead: async (_user, address) => parseAddress(address)?.scheme === 'md',
    async resolve(_user, address, q) {
      const a = parseAddress(address);
      if (a?.scheme !== 'md') throw new Error(`fake series reads md: only, not ${address}`);
      const instrument = formatInstrument(a.instrument);
      const rows = await bars.range({ instrument, interval: q.interval, from: q.from ?? 0, to: q.to ?? Number.MAX_SAFE_INTEGER });
      return { address, unit: '', points: rows.map((b) => [b.ts, b.close] as [number, number]), demo: rows.some((b) => b.demo), source: 'test' };
    },
  };
}

export function fakeTopics(): { register: (prefix: string, p: TopicProvider) => void; providers: Map<string, TopicProvider> } {
  const providers = new Map<string, TopicProvider>();
  return { providers, register: (prefix, p) => void providers.set(prefix, p) };
}

export interface FakeMarket {
  reference: ReturnType<typeof fakeReference>;
  bus: ReturnType<typeof fakeBus>;
  bars: ReturnType<typeof fakeBars>;
  series: ReturnType<typeof fakeSeries>;
  topics: ReturnType<typeof fakeTopics>;
}

/** Puts fakes into `market` (app.market) and returns them. */
export function installFakeMarket(market: MarketServices): FakeMarket {
  const bars = fakeBars();
  const fakes = { reference: fakeReference(), bus: fakeBus(), bars, series: fakeSeries(bars), topics: fakeTopics() };
  Object.assign(market, fakes);
  return fakes;
}

/** A tick as a feed would publish it. */
export const tick = (instrument: string, last: number, ts: number, demo = false): Tick => ({ instrument, ts, last, demo, feed: 'test' });

/** A daily bar (close = settle = value). */
export const dailyBar = (instrument: string, date: string, close: number): Bar => ({
  instrument,
  interval: '1d',
  ts: Date.parse(`${date}T00:00:00Z`),
  open: close,
  high: close,
  low: close,
  close,
  settle: close,
  volume: null,
  oi: null,
  demo: false,
  source: 'test',
});

/** A QA app whose strategy services run over fake market services: the app started them over the real ones when ready. */
export async function strategyAppOverFakes(): Promise<{ t: TestApp; m: FakeMarket }> {
  const t = await makeTestApp({ seedQa: true });
  const services = must(strategyServicesOf(t.app), 'strategy services');
  await services.stop();
  const m = installFakeMarket(t.app.market);
  await services.start();
  return { t, m };
}
