/** Market rows as the tests write them: a tick as a feed publishes it, a daily bar as an import stores it. */
import type { Bar, Tick } from '../../common/contract/marketData';

/** A tick as a feed would publish it on the bus. */
export const tick = (instrument: string, last: number, ts: number, demo = false): Tick => ({ instrument, ts, last, demo, feed: 'test' });

/** A daily bar (close = settle = value) at 00:00 UTC of `date`. */
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
