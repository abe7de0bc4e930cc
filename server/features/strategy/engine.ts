/**
 * The spread engine (SpreadEngine of server/infra/market/ports.ts; docs/market-data/strategy.md, "Engine"): keeps every
 * valid strategy compiled, re-evaluates the strategies that use an instrument on each of its ticks (leg prices from
 * the bus's latest ticks, USD/CNY live while fresh else the monthly average in force (fxRate.ts), rates in force on
 * the tick's trading date), publishes `spread:<id>` on the bus (leader
 * only: one process computes, every process fans out), tells listeners (alerts), and builds 1-minute and daily
 * bars of each strategy through the bar store. A strategy with an address leg (legs.ts) does not tick: the engine keeps
 * it compiled for its history (`compiled`) and computes no live value for it.
 */
import type { Kysely } from 'kysely';
import type { Tick } from '../../../common/contract/marketData';
import type { FxInUse } from '../../../common/contract/strategy';
import type { SpreadValue as SpreadPayload } from '../../../common/contract/stream';
import { spreadTopic } from '../../../common/market/address';
import type { Database } from '../../schema';
import type { BarStore, ProductSpec, ReferenceData, SeriesResolver, SpreadEngine, SpreadValue, TickBus } from '../../infra/market/ports';
import { addressLegUnits } from './addressUnits';
import { type CalendarOf, calendarOfReference } from '../../infra/market/tradingDate';
import { BarAggregator } from './barAggregator';
import { type Compiled, compileFormula, dateOf, evaluateAt } from './compile';
import { liveFx } from './fxRate';
import { legInstrument, legsTick } from './legs';
import { allStrategies, type StrategyRecord } from './store';
import { datingProduct, strategyTradingDate } from './tradingDate';

export interface EngineDeps {
  db: Kysely<Database>;
  reference: ReferenceData;
  bus: TickBus;
  bars: BarStore;
  /** Reads the units of address legs (history-only strategies). */
  series: Pick<SeriesResolver, 'resolve'>;
  now: () => number;
  warn: (msg: string, err?: unknown) => void;
  /** Exchange holidays of a product (tradingDate.ts); default: the reference data's. */
  calendarOf?: CalendarOf;
}

interface Running {
  record: StrategyRecord;
  compiled: Compiled;
  /** alias -> instrument read on the bus */
  instruments: Map<string, string>;
  /** The product whose trading date dates the values, their rates and daily bars (tradingDate.ts). */
  dating: ProductSpec | undefined;
}

/** The value with what it was computed from (the explanation of a live value). */
export interface LiveValue extends SpreadValue {
  /** Each leg's price and tick time (null: an FX leg on its reference rate, which has no tick). */
  legs: { alias: string; instrument: string; price: number; ts: number | null; demo: boolean }[];
  /** Which USD/CNY the FX legs used (fxRate.ts). */
  fx: FxInUse[];
}

export type ValueListener = (value: LiveValue) => void;

export class StrategyEngine implements SpreadEngine {
  private running = new Map<string, Running>();
  /** Every valid strategy compiled, the history-only ones too (their history reads it). */
  private compiledById = new Map<string, Compiled>();
  private byInstrument = new Map<string, Set<string>>();
  private values = new Map<string, LiveValue>();
  private listeners = new Set<ValueListener>();
  private aggregator = new BarAggregator();
  private unsubscribe: (() => void) | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  /** Serialises reloads and flushes. */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly deps: EngineDeps) {}

  latest(strategyId: string): LiveValue | undefined {
    return this.values.get(strategyId);
  }

  onValue(listener: ValueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the strategies and subscribes to ticks; flushes bars every `flushMs` (0: only on demand). */
  async start(flushMs = 5000): Promise<void> {
    await this.reload();
    this.unsubscribe = this.deps.bus.subscribe((ticks) => this.onTicks(ticks));
    if (flushMs > 0) {
      this.flushTimer = setInterval(() => void this.flush(), flushMs);
      this.flushTimer.unref();
    }
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.flushTimer = null;
    await this.flush();
  }

  /** Re-reads and recompiles every strategy (after a save, a delete or a reference change). */
  reload(): Promise<void> {
    this.chain = this.chain.then(async () => {
      const records = await allStrategies(this.deps.db);
      const now = this.deps.now();
      const today = dateOf(now);
      // Built aside and swapped in: a history read during the reload keeps the previous compiled strategies.
      const compiledById = new Map<string, Compiled>();
      const running = new Map<string, Running>();
      const byInstrument = new Map<string, Set<string>>();
      for (const record of records) {
        const units = legsTick(record.legs) ? undefined : await addressLegUnits(this.deps.series, record.legs, now);
        const result = compileFormula(this.deps.reference, record, today, units);
        if (!result.ok) continue; // a strategy broken by a reference change waits for an edit; the list still shows it
        compiledById.set(record.id, result.compiled);
        if (!legsTick(record.legs)) continue;
        const instruments = new Map<string, string>();
        for (const leg of record.legs) {
          const instrument = legInstrument(this.deps.reference, record.legs, leg);
          if (instrument) instruments.set(leg.alias, instrument);
        }
        if (instruments.size !== record.legs.length) continue;
        running.set(record.id, { record, compiled: result.compiled, instruments, dating: datingProduct(this.deps.reference, record.legs) });
        for (const instrument of instruments.values()) {
          const set = byInstrument.get(instrument) ?? new Set<string>();
          set.add(record.id);
          byInstrument.set(instrument, set);
        }
      }
      this.compiledById = compiledById;
      this.running = running;
      this.byInstrument = byInstrument;
      for (const id of [...this.values.keys()]) if (!this.running.has(id)) this.values.delete(id);
      // Values that can be computed from ticks already seen.
      for (const id of this.running.keys()) this.evaluate(id, this.deps.now());
    });
    return this.chain;
  }

  /** The compiled strategy, if it is valid (live or history only). */
  compiled(id: string): Compiled | undefined {
    return this.compiledById.get(id);
  }

  /** The engine computes the strategy's value on each tick (every leg an instrument that resolves). */
  isLive(id: string): boolean {
    return this.running.has(id);
  }

  onTicks(ticks: readonly Tick[]): void {
    const due = new Map<string, number>();
    for (const t of ticks) for (const id of this.byInstrument.get(t.instrument) ?? []) due.set(id, Math.max(due.get(id) ?? 0, t.ts));
    for (const [id, ts] of due) this.evaluate(id, ts);
  }

  private evaluate(id: string, ts: number): void {
    const run = this.running.get(id);
    if (!run) return;
    // Rates by the exchange's trading date: a Friday-night value before a Monday VAT change uses Monday's rate.
    const date = this.tradingDate(run, ts);
    const legs: LiveValue['legs'] = [];
    const fx: FxInUse[] = [];
    for (const [alias, instrument] of run.instruments) {
      const tick = this.deps.bus.latest(instrument);
      // USD/CNY: the live rate while fresh, else the monthly average in force (fxRate.ts).
      const rate = liveFx(this.deps.reference, alias, instrument, tick, ts, date, this.calendarOf());
      if (rate) {
        if (rate.value === null) return;
        fx.push(rate);
        legs.push({ alias, instrument, price: rate.value, ts: rate.ts, demo: rate.demo });
        continue;
      }
      if (!tick) return;
      legs.push({ alias, instrument, price: tick.last, ts: tick.ts, demo: tick.demo });
    }
    const prices = new Map(legs.map((l) => [l.alias, l.price]));
    const value = evaluateAt(this.deps.reference, run.compiled, (a) => prices.get(a), date);
    if (value === null) return;
    // Leg times: the ticks read (a reference rate has none, and is never stale).
    const legTimes = legs.flatMap((l) => (l.ts === null ? [] : [{ instrument: l.instrument, ts: l.ts }]));
    const at = legTimes.length > 0 ? Math.max(...legTimes.map((l) => l.ts)) : ts;
    const live: LiveValue = { strategyId: id, ts: at, value, unit: run.compiled.unit, demo: legs.some((l) => l.demo), legs, fx };
    this.values.set(id, live);
    if (!this.deps.bus.isLeader()) return;
    // The legs' own times let the board mark a spread stale when one leg stops (docs/market-data/board.md).
    const payload: SpreadPayload = { strategyId: id, ts: at, value, unit: live.unit, demo: live.demo, legs: legTimes };
    this.deps.bus.publishTopic(spreadTopic(id), payload);
    this.aggregator.add(spreadTopic(id), at, value, live.demo, this.tradingDate(run, at));
    for (const l of this.listeners) {
      try {
        l(live);
      } catch (err) {
        this.deps.warn('strategy value listener failed', err);
      }
    }
  }

  private calendarOf(): CalendarOf {
    return this.deps.calendarOf ?? calendarOfReference(() => this.deps.reference);
  }

  private tradingDate(run: Running, ts: number): string {
    return strategyTradingDate(run.dating, ts, this.calendarOf());
  }

  /** Writes the finished and open bars built since the last flush. */
  flush(): Promise<void> {
    this.chain = this.chain.then(async () => {
      const bars = this.aggregator.drain();
      if (bars.length === 0) return;
      try {
        await this.deps.bars.upsert(bars);
      } catch (err) {
        this.deps.warn('strategy bars not stored', err);
      }
    });
    return this.chain;
  }
}
