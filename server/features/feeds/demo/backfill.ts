/**
 * The demo history, written once on the demo feed's first start through app.bars: daily bars (OHLC, settle
 * as the mean of the session's samples like a volume-weighted settlement, open interest) for `years` years and
 * 1-minute bars for the last `minuteDays` trading days, all from the same seeded model the live ticks come from.
 * Skipped when demo bars are already stored. Bars carry `demo: true`, source 'demo'.
 *
 * Days are trading dates (common/domain/sessions.ts, the one rule): the samples of date D are the instants whose
 * trading date is D (a night session the evening it opened, Globex's Sunday evening for Monday), so a daily bar here
 * is the bar the live aggregation builds from the same ticks; with an exchange calendar (`calendarOf`) holidays have
 * no bar. It runs after the server is ready and must not hold the event loop: the work is cut in slices of at most
 * SLICE_MS that yield between them (setImmediate), and bars are written in batches of BATCH (one SQLite transaction
 * is one synchronous stretch).
 */
import type { Bar } from '../../../../common/contract/marketData';
import { openingDate, parseSessions, type SessionSpan } from '../../../../common/domain/sessions';
import { TradingCalendar } from '../../../../common/domain/tradingCalendar';
import { zoneOffset } from '../../../../common/domain/zonedTime';
import { roundToTick } from '../../../../common/domain/tickGrid';
import type { BarStore, ContractInfo, ProductSpec, ReferenceData } from '../../../infra/market/ports';
import type { CalendarOf } from '../../../infra/market/tradingDate';
import { sliceYielder } from '../../../infra/sliceYielder';
import { instrumentPrices, productKeyOfSpec } from './demoTicks';
import { ANCHOR, DAY_MS, type DemoModel, isDemoProduct } from './model';

const MINUTE_MS = 60_000;
const DAILY_SAMPLE_MINUTES = 30;
const BATCH = 250;
/** The longest stretch of back-fill work between two yields to the event loop (the guide's budget is 100 ms). */
export const SLICE_MS = 20;

export interface BackfillOptions {
  model: DemoModel;
  reference: ReferenceData;
  bars: BarStore;
  now: number;
  years: number;
  minuteDays: number;
  /** Products the demo feed serves: others get no demo history (their real feed's bars must not mix with it). */
  serves: (productKey: string) => boolean;
  /** The exchange holiday calendar of a product (default: the reference data's, by exchange). */
  calendarOf?: CalendarOf;
  /** Called at each yield between slices (tests count them). */
  onYield?: () => void;
}

export interface BackfillResult {
  skipped: boolean;
  dailyBars: number;
  minuteBars: number;
  ms: number;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Minutes the zone is ahead of UTC around `t`. */
const zoneOffsetMinutes = (t: number, timeZone: string): number => Math.round(zoneOffset(t, timeZone) / MINUTE_MS);

/**
 * UTC instants every `step` minutes through the sessions of trading date `date` (night sessions the evening they
 * opened: the evening before, Friday's for Monday; none before or right after a holiday).
 */
export function sessionInstants(spans: readonly SessionSpan[], timeZone: string, date: string, step: number, calendar?: TradingCalendar): number[] {
  const out: number[] = [];
  const all = spans.length ? spans : [{ start: 0, end: 1440 }];
  for (const span of all) {
    const opened = openingDate(span, date, calendar);
    if (opened === null) continue;
    const localMidnight = dateMs(opened);
    const offset = zoneOffsetMinutes(localMidnight + 12 * 3600_000, timeZone);
    for (let m = span.start; m < span.end; m += step) out.push(localMidnight + (m - offset) * MINUTE_MS);
  }
  return out.sort((a, b) => a - b);
}

interface Acc {
  open: number;
  high: number;
  low: number;
  close: number;
  sum: number;
  n: number;
  oi: number | null;
}

/** OHLC, mean and last OI per instrument over the given instants. */
function aggregate(model: DemoModel, product: ProductSpec, contracts: readonly ContractInfo[], instants: readonly number[]): Map<string, Acc> {
  const acc = new Map<string, Acc>();
  for (const t of instants) {
    for (const { instrument, price, oi } of instrumentPrices(model, product, contracts, t)) {
      const a = acc.get(instrument);
      if (!a) acc.set(instrument, { open: price, high: price, low: price, close: price, sum: price, n: 1, oi });
      else {
        a.high = Math.max(a.high, price);
        a.low = Math.min(a.low, price);
        a.close = price;
        a.sum += price;
        a.n += 1;
        a.oi = oi;
      }
    }
  }
  return acc;
}

const NO_HOLIDAYS = new TradingCalendar();

export async function backfillDemo(opts: BackfillOptions): Promise<BackfillResult> {
  const started = Date.now();
  const coverage = await opts.bars.coverage();
  if (coverage.some((c) => c.demo && c.source === 'demo')) return { skipped: true, dailyBars: 0, minuteBars: 0, ms: Date.now() - started };
  const products = opts.reference.products().filter((p) => isDemoProduct(productKeyOfSpec(p)) && opts.serves(productKeyOfSpec(p)));
  if (products.length === 0) return { skipped: true, dailyBars: 0, minuteBars: 0, ms: Date.now() - started };
  const spans = new Map(products.map((p) => [p, parseSessions(p.sessions)]));
  const calendars = new Map(products.map((p) => [p, opts.calendarOf?.(p) ?? opts.reference.tradingCalendar(p.exchange)]));
  const calendarOf = (p: ProductSpec) => calendars.get(p) ?? NO_HOLIDAYS;
  const slice = sliceYielder(SLICE_MS, opts.onYield);
  let pending: Bar[] = [];
  let dailyBars = 0;
  let minuteBars = 0;
  const flush = async (force = false) => {
    while (pending.length >= BATCH || (force && pending.length)) {
      const batch = pending.slice(0, BATCH);
      pending = pending.slice(BATCH);
      await opts.bars.upsert(batch);
      await slice();
    }
  };

  const today = isoDate(opts.now);
  const first = Math.max(ANCHOR + DAY_MS, dateMs(today) - Math.round(opts.years * 365) * DAY_MS);
  // The last `minuteDays` weekdays before today (per product, only those its calendar trades get minutes).
  const minuteDates: string[] = [];
  for (let d = dateMs(today); minuteDates.length < opts.minuteDays && d > first; d -= DAY_MS)
    if (NO_HOLIDAYS.isTradingDay(isoDate(d))) minuteDates.unshift(isoDate(d));

  for (let d = first; d < dateMs(today); d += DAY_MS) {
    const date = isoDate(d);
    if (!NO_HOLIDAYS.isTradingDay(date)) continue;
    for (const product of products) {
      const calendar = calendarOf(product);
      if (!calendar.isTradingDay(date)) continue;
      const instants = sessionInstants(spans.get(product) ?? [], product.timeZone, date, DAILY_SAMPLE_MINUTES, calendar).filter((t) => t <= opts.now);
      for (const [instrument, a] of aggregate(opts.model, product, opts.reference.contracts(product.exchange, product.code, date), instants)) {
        pending.push({
          instrument,
          interval: '1d',
          ts: d,
          open: a.open,
          high: a.high,
          low: a.low,
          close: a.close,
          settle: roundToTick(a.sum / a.n, product.tick),
          volume: a.oi === null ? null : Math.round(a.oi * 0.4),
          oi: a.oi,
          demo: true,
          source: 'demo',
        });
        dailyBars += 1;
      }
      await flush();
      await slice();
    }
  }

  for (const date of minuteDates) {
    for (const product of products) {
      const calendar = calendarOf(product);
      if (!calendar.isTradingDay(date)) continue;
      const contracts = opts.reference.contracts(product.exchange, product.code, date);
      for (const t of sessionInstants(spans.get(product) ?? [], product.timeZone, date, 1, calendar)) {
        if (t + MINUTE_MS > opts.now) continue;
        // Two main contracts (largest open interest) and undated instruments: what the board's intraday charts draw.
        const at = [t, t + 20_000, t + 40_000, t + MINUTE_MS - 1];
        const acc = aggregate(opts.model, product, contracts, at);
        const chosen = [...acc].sort((x, y) => (y[1].oi ?? Infinity) - (x[1].oi ?? Infinity)).slice(0, 2);
        for (const [instrument, a] of chosen) {
          pending.push({
            instrument,
            interval: '1m',
            ts: t,
            open: a.open,
            high: a.high,
            low: a.low,
            close: a.close,
            settle: null,
            volume: null,
            oi: a.oi,
            demo: true,
            source: 'demo',
          });
          minuteBars += 1;
        }
        await flush();
        await slice();
      }
    }
  }
  await flush(true);
  return { skipped: false, dailyBars, minuteBars, ms: Date.now() - started };
}
