/**
 * Bars from ticks (the leader process only; server/features/marketData subscribes it to app.bus):
 * - 1-minute bars: OHLC of `last`, volume = the sum of the ticks' cumulative-volume increases in the minute (a
 *   decrease means the feed's day count restarted: the new count is the increase), OI = the minute's last.
 *   A minute is written at the first flush after it ended (flushes run every minute).
 * - daily bars per trading date (server/infra/market/tradingDate.ts, common/domain/sessions.ts: a night session belongs
 *   to the NEXT trading day, with the exchange's holidays from `calendarOf`), at 00:00 UTC of that date: OHLC, volume = the day's last cumulative volume, OI last, and `settle` = the
 *   volume-weighted average price of the day's ticks (each tick weighted by its volume increase), the Chinese
 *   exchanges' settlement rule (docs/domain.md). Written on every flush while the day runs (settle so far), final
 *   after the day's last tick; null when no volume traded.
 * Ticks of instruments the reference data does not know are not aggregated (no trading date without a product).
 * Ticks older than the open minute of their instrument (late arrivals) count in the daily bar only.
 */
import type { Bar, Tick } from '../../../common/contract/marketData';
import { parseInstrument } from '../../../common/market/address';
import type { BarStore, ReferenceData, TickBus } from '../../infra/market/ports';
import { type CalendarOf, calendarOfReference, tradingDayOf } from '../../infra/market/tradingDate';

const MINUTE = 60_000;

interface Building {
  bar: Bar;
  /** Daily only: sum of price x volume increase, and of the increases. */
  pv: number;
  v: number;
}

interface InstrumentState {
  minute: Building | null;
  day: Building | null;
  /** The last cumulative volume seen (for increases). */
  cumVolume: number | null;
}

function newBar(t: Tick, interval: Bar['interval'], ts: number): Bar {
  return {
    instrument: t.instrument,
    interval,
    ts,
    open: t.last,
    high: t.last,
    low: t.last,
    close: t.last,
    settle: null,
    volume: null,
    oi: t.oi ?? null,
    demo: t.demo,
    source: t.feed,
  };
}

function extend(bar: Bar, t: Tick): void {
  bar.high = Math.max(bar.high, t.last);
  bar.low = Math.min(bar.low, t.last);
  bar.close = t.last;
  if (t.oi !== undefined && t.oi !== null) bar.oi = t.oi;
  bar.demo ||= t.demo;
}

export class BarAggregator {
  private readonly states = new Map<string, InstrumentState>();
  /** Finished minute bars and touched daily bars waiting for the next flush. */
  private pending: Bar[] = [];
  private readonly dirtyDays = new Set<Building>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: BarStore,
    private readonly reference: () => ReferenceData,
    private readonly onError: (err: unknown) => void = () => undefined,
    /** The exchange holiday calendar of a product (default: the reference data's). */
    private readonly calendarOf: CalendarOf = calendarOfReference(reference),
  ) {}

  add(ticks: readonly Tick[]): void {
    for (const t of ticks) this.addOne(t);
  }

  private addOne(t: Tick): void {
    if (!Number.isFinite(t.last) || !Number.isFinite(t.ts)) return;
    const ref = parseInstrument(t.instrument);
    // `@main` ticks repeat the main contract's own ticks (mainTicks.ts): its bars are the contract's, read through the roll rule.
    if (!ref || ref.continuous) return;
    const spec = this.reference().resolveInstrument(ref);
    if (!spec) return;
    let state = this.states.get(t.instrument);
    if (!state) {
      state = { minute: null, day: null, cumVolume: null };
      this.states.set(t.instrument, state);
    }
    // Volume increase since the previous tick (the first tick seen gives none: its count may span the whole day).
    let increase = 0;
    if (t.volume !== undefined && t.volume !== null && Number.isFinite(t.volume)) {
      if (state.cumVolume !== null) increase = t.volume >= state.cumVolume ? t.volume - state.cumVolume : t.volume;
      state.cumVolume = t.volume;
    }

    const minuteTs = Math.floor(t.ts / MINUTE) * MINUTE;
    if (!state.minute || minuteTs > state.minute.bar.ts) {
      if (state.minute) this.pending.push(state.minute.bar);
      state.minute = { bar: newBar(t, '1m', minuteTs), pv: 0, v: 0 };
      state.minute.bar.volume = increase;
    } else if (minuteTs === state.minute.bar.ts) {
      extend(state.minute.bar, t);
      state.minute.bar.volume = (state.minute.bar.volume ?? 0) + increase;
    }

    const dayTs = tradingDayOf(spec, t.ts, this.calendarOf(spec));
    if (!state.day || dayTs > state.day.bar.ts) {
      if (state.day) this.dirtyDays.add(state.day);
      state.day = { bar: newBar(t, '1d', dayTs), pv: 0, v: 0 };
    } else if (dayTs === state.day.bar.ts) {
      extend(state.day.bar, t);
    } else return; // a tick of an earlier trading day than the open one: too late to count
    const day = state.day;
    if (t.volume !== undefined && t.volume !== null && Number.isFinite(t.volume)) day.bar.volume = t.volume;
    day.pv += t.last * increase;
    day.v += increase;
    day.bar.settle = day.v > 0 ? day.pv / day.v : null;
    this.dirtyDays.add(day);
  }

  /** Writes finished minutes and the touched daily bars; with `all`, the open minutes too (shutdown). */
  flush(all = false): Promise<void> {
    const bars = this.pending;
    this.pending = [];
    if (all) for (const s of this.states.values()) if (s.minute) bars.push({ ...s.minute.bar });
    for (const d of this.dirtyDays) bars.push({ ...d.bar });
    this.dirtyDays.clear();
    // Serialised: a slow write never overlaps the next one.
    this.flushing = this.flushing.then(async () => {
      if (bars.length === 0) return;
      try {
        await this.store.upsert(bars);
      } catch (err) {
        this.onError(err);
      }
    });
    return this.flushing;
  }

  /** Flushes at each minute boundary (plus a second, so the minute's last ticks are in). */
  start(now: () => number = Date.now): void {
    const schedule = () => {
      const wait = MINUTE - (now() % MINUTE) + 1000;
      this.timer = setTimeout(() => {
        void this.flush();
        schedule();
      }, wait);
      this.timer.unref();
    };
    schedule();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush(true);
  }
}

/**
 * Feeds the bus's ticks to the aggregator in the leader process only (with Redis every process sees every tick, and
 * bars must be written once) and starts its minute flushes; answers the detach function (stops and flushes).
 */
export function aggregateFromBus(bus: TickBus, aggregator: BarAggregator, now?: () => number): () => Promise<void> {
  if (!bus.isLeader()) return async () => undefined;
  const unsubscribe = bus.subscribe((ticks) => aggregator.add(ticks));
  aggregator.start(now);
  return async () => {
    unsubscribe();
    await aggregator.stop();
  };
}
