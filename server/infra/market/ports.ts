/**
 * The market-data pieces and how they meet (docs/market-data.md; the design note's picture):
 *
 *   feeds -> TickBus -> { bar aggregation (BarStore), SpreadEngine, stream }      SeriesResolver <- pages
 *
 * The interfaces of the shared market services. They live in infrastructure because several features consume
 * them; each is implemented and decorated on the app by the feature that owns it, when its plugin registers:
 * `app.reference` (reference), `app.bus` and `app.topics` (stream), `app.bars` and `app.series` (marketData),
 * `app.feeds` (feeds). A feature that reads one names it in its plugin's `decorators` (and the feature in
 * `dependencies`), so Fastify refuses to start when it is missing. Feeds start publishing in onReady, so
 * subscribers that registered earlier see every tick.
 */
import type { AuthUser } from '../auth/authUser';
import type { Bar, CatalogEntry, Interval, SeriesData, Tick } from '../../../common/contract/marketData';
import type { Address, InstrumentRef } from '../../../common/market/address';
import type { TradingCalendar } from '../../../common/domain/tradingCalendar';

/** `YYYY-MM-DD`, a trading or calendar date in the exchange's own time zone. */
export type IsoDate = string;

/** One version of a product specification, in force from `validFrom` until the next version. */
export interface ProductSpec {
  exchange: string;
  code: string;
  /** Product name per locale (`zh-CN`, `en-US`, `ar-EG`). */
  names: Record<string, string>;
  kind: 'future' | 'swap' | 'spot' | 'fx';
  /** Lot size in `unit`s (FU: 10 t; SC: 1000 bbl). */
  lot: number;
  tick: number;
  currency: 'CNY' | 'USD';
  /** Price unit, e.g. `CNY/t`, `USD/bbl`, `CNY/USD`. */
  unit: string;
  quoteBasis: 'taxIncluded' | 'taxExcluded' | 'bonded' | 'none';
  /** Trading sessions in exchange local time, `HH:mm-HH:mm`; a night session crosses midnight when end < start. */
  sessions: string[];
  timeZone: string;
  settlementRule: string;
  /** Listing rule, e.g. `monthly:12` (every month, 12 listed) or `months:1,5,9`. */
  listingRule: string;
  /** The route access key a user needs to read this product's data and stream topics. */
  accessKey: string;
  validFrom: IsoDate;
  versionNote: string;
}

export interface RateValue {
  key: string;
  value: number;
  unit: string;
  validFrom: IsoDate;
  source: string;
  note: string;
}

export interface ContractInfo {
  /** `SHFE.FU2601` */
  instrument: string;
  month: string;
  lastTradeDate: IsoDate;
}

export interface ReferenceData {
  /** Current version of every product. Synchronous: served from memory, refreshed on every change. */
  products(): ProductSpec[];
  /** The version in force on `date` (default: today). */
  product(exchange: string, code: string, date?: IsoDate): ProductSpec | undefined;
  /** The rate in force on `date`; undefined before its first `validFrom`. */
  rateAsOf(key: string, date: IsoDate): RateValue | undefined;
  /** Listed contract months of a product on `date`. */
  contracts(exchange: string, code: string, date: IsoDate): ContractInfo[];
  /**
   * The trading calendar of an exchange's products (weekdays minus its holidays in force; weekdays only for an
   * exchange without a calendar, such as FX). The same cached instance until the next reference change.
   */
  tradingCalendar(exchange: string): TradingCalendar;
  /**
   * The calendar of a product's pricing (averaging) days: its assessor's publishing days when they differ from its
   * exchange's (ICE's Singapore-assessed swaps: `SG`), else its trading calendar (common/domain/exchangeCalendars.ts).
   */
  pricingCalendar(exchange: string, code: string): TradingCalendar;
  /** Month mapping for spreads: the month of `to` compared with month `month` of `from` (FU M -> SG380 M-1). */
  mapMonth(from: string, to: string, month: string): string;
  /** The product spec behind an instrument (dated, continuous or undated), or undefined if unknown. */
  resolveInstrument(ref: InstrumentRef, date?: IsoDate): ProductSpec | undefined;
  /** Called after any change (products, versions, rates, mappings). */
  onChange(listener: () => void): () => void;
}

export interface BarRange {
  instrument: string;
  interval: Interval;
  from: number;
  to: number;
}

export interface BarStore {
  /** Insert or replace bars (same instrument, interval, ts). All or nothing. */
  upsert(bars: readonly Bar[]): Promise<void>;
  range(q: BarRange): Promise<Bar[]>;
  /** Instruments with stored bars: first and last bar time per interval. */
  coverage(): Promise<{ instrument: string; interval: Interval; first: number; last: number; demo: boolean; source: string }[]>;
}

export interface SeriesQuery {
  from: number;
  to: number;
  interval: Interval;
  maxPoints: number;
}

/** One address scheme's reader: may the user read it, and its points (before downsampling). */
export interface SeriesScheme<S extends Address['scheme'] = Address['scheme']> {
  canRead(user: AuthUser, address: Extract<Address, { scheme: S }>): boolean | Promise<boolean>;
  read(address: Extract<Address, { scheme: S }>, q: SeriesQuery): Promise<Omit<SeriesData, 'address'>>;
  /** The addresses a derived series reads (a strategy's legs, a data set's inputs); absent: it reads none. */
  inputs?(address: Extract<Address, { scheme: S }>): Promise<readonly string[]>;
}

export interface SeriesResolver {
  /** Areas register the schemes they own (marketData: md, ds, ref; strategy: spread). */
  register<S extends Address['scheme']>(scheme: S, reader: SeriesScheme<S>): void;
  /** Areas add their readable addresses to the catalogue (strategy: its spreads). */
  registerCatalog(source: (user: AuthUser, locale: string) => Promise<CatalogEntry[]>): void;
  /** Resolves for a user (access checked; refused addresses answer `forbidden`), LTTB to `maxPoints`. */
  resolve(user: AuthUser | null, address: string, q: Partial<SeriesQuery> & { interval: Interval }): Promise<SeriesData>;
  /** research (issue 11): may `user` read `address`? False for a malformed address or an unknown scheme; reads no data. */
  canRead(user: AuthUser, address: string): Promise<boolean>;
  /** The addresses `address` reads directly (server/infra/market/inputGraph.ts walks them); none for stored series. */
  inputsOf(address: string): Promise<readonly string[]>;
}

/** The `@main` rule's held contracts (the marketData feature; server/features/marketData/mainContract.ts). */
export interface MainContracts {
  /** The contract the rule holds on each daily bar date (00:00 UTC) from `from` to `to` inclusive, in date order. */
  heldDays(productKey: string, from: number, to: number): Promise<{ ts: number; instrument: string }[]>;
}

/** In-process tick and topic bus; with REDIS_URL, messages cross server processes through Redis pub/sub. */
export interface TickBus {
  publish(ticks: readonly Tick[]): void;
  subscribe(listener: (ticks: readonly Tick[]) => void): () => void;
  /** The newest tick of an instrument seen by this process. */
  latest(instrument: string): Tick | undefined;
  /** Other topics' updates (`spread:<id>`, `notify:<userId>`, ...), fanned out like ticks. */
  publishTopic(topic: string, data: unknown): void;
  subscribeTopics(prefix: string, listener: (topic: string, data: unknown) => void): () => void;
  /** True in the one process that runs feeds, bar aggregation, the engine and alerts (always true without Redis). */
  isLeader(): boolean;
  /**
   * Called with the new state when leadership moves (Redis only: a follower takes over from a leader that closed or
   * died); returns unsubscribe. Optional so test fakes need not implement it; the stream area's bus always does.
   */
  onLeaderChange?(listener: (leader: boolean) => void): () => void;
}

export interface FeedState {
  name: string;
  kind: 'demo' | 'replay' | 'push';
  connected: boolean;
  /** ms since the last tick, null before any. */
  lastTickAgeMs: number | null;
  ticksPerSecond: number;
  instruments: number;
  demo: boolean;
  /** The normal gap between this feed's ticks, for stale marking on the board. */
  normalGapMs: number;
}

export interface FeedManager {
  states(): FeedState[];
  /** Which feed serves a product (`SHFE.FU`), from configuration. */
  feedOf(productKey: string): string | undefined;
}

/** A stream topic family (`tick:`, `spread:`, `notify:`): access, snapshot and live updates. */
export interface TopicProvider {
  canRead(user: AuthUser, topic: string): boolean | Promise<boolean>;
  snapshot(topic: string): unknown | Promise<unknown>;
  /** Live updates of one topic; returns unsubscribe. */
  subscribe(topic: string, onUpdate: (data: unknown) => void): () => void;
}

export interface TopicRegistry {
  register(prefix: string, provider: TopicProvider): void;
}

export interface SpreadValue {
  strategyId: string;
  ts: number;
  value: number;
  unit: string;
  demo: boolean;
}

export interface SpreadEngine {
  /** Latest live value of a strategy, if its legs have ticked. */
  latest(strategyId: string): SpreadValue | undefined;
}

/** The shared market services together (the app itself satisfies it: `termStructure(app, ...)`). */
export interface MarketServices {
  reference: ReferenceData;
  bars: BarStore;
  series: SeriesResolver;
  bus: TickBus;
  feeds: FeedManager;
  topics: TopicRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Products, versions, rates and mappings: the reference feature (server/features/reference/). */
    reference: ReferenceData;
    /** Stored bars: the marketData feature. */
    bars: BarStore;
    /** Series by address, access-checked: the marketData feature (schemes: marketData, strategy). */
    series: SeriesResolver;
    /** Which contract `@main` holds each day (backtests' back-adjustment): the marketData feature. */
    mainContracts: MainContracts;
    /** Ticks and topics across processes: the stream feature (server/infra/stream/tickBus.ts). */
    bus: TickBus;
    /** The stream's topic families: the stream feature (server/infra/stream/topicHub.ts). */
    topics: TopicRegistry;
    /** The feeds and which serves each product: the feeds feature. */
    feeds: FeedManager;
  }
}
