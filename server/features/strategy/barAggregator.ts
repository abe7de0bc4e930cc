/**
 * Builds 1-minute and daily bars of a strategy's live values (instrument `spread:<id>`), written through the bar
 * store (no settlement: a spread has none, `settle` stays null): a finished bar at once, the open bar at each flush (the engine flushes every few seconds and on close).
 * A daily bar is the value's trading date (the caller's, tradingDate.ts: the first price leg's product), at 00:00 UTC.
 */
import type { Bar, Interval } from '../../../common/contract/marketData';
import type { IsoDate } from '../../infra/market/ports';

const start = (interval: Interval, ts: number, tradingDate: IsoDate): number =>
  interval === '1m' ? Math.floor(ts / 60000) * 60000 : Date.parse(`${tradingDate}T00:00:00Z`);

export class BarAggregator {
  private open = new Map<string, Bar>();
  private dirty = new Set<string>();
  private done: Bar[] = [];

  /** Adds a value at `ts` of trading date `tradingDate`; returns nothing, bars come out of `drain`. */
  add(instrument: string, ts: number, value: number, demo: boolean, tradingDate: IsoDate): void {
    for (const interval of ['1m', '1d'] as const) {
      const key = `${instrument}\u0000${interval}`;
      const t = start(interval, ts, tradingDate);
      const bar = this.open.get(key);
      if (bar && bar.ts === t) {
        bar.high = Math.max(bar.high, value);
        bar.low = Math.min(bar.low, value);
        bar.close = value;
        bar.demo = bar.demo || demo;
      } else {
        if (bar) this.done.push(bar);
        this.open.set(key, {
          instrument,
          interval,
          ts: t,
          open: value,
          high: value,
          low: value,
          close: value,
          settle: null,
          volume: null,
          oi: null,
          demo,
          source: 'strategy',
        });
      }
      this.dirty.add(key);
    }
  }

  /** Finished bars plus copies of the open bars changed since the last drain. */
  drain(): Bar[] {
    const out = this.done;
    this.done = [];
    for (const key of this.dirty) {
      const bar = this.open.get(key);
      if (bar) out.push({ ...bar });
    }
    this.dirty.clear();
    return out;
  }
}
