/**
 * The demo history, written once on the demo feed's first start through app.market.bars: daily bars (OHLC, settle
 * as the mean of the session's samples like a volume-weighted settlement, open interest) for `years` years and
 * 1-minute bars for the last `minuteDays` trading days, all from the same seeded model the live ticks come from.
 * Skipped when demo bars are already stored. Bars carry `demo: true`, source 'demo'.
 */
import type { Bar } from '../../../../common/contract/marketData';
import { localTime, openingDate, parseSessions, type SessionSpan } from '../../../../common/domain/sessions';
import { roundToTick } from '../../../../common/domain/tickGrid';
import type { BarStore, ContractInfo, ProductSpec, ReferenceData } from '../../../infra/market/ports';
import { instrumentPrices, productKeyOfSpec } from './demoTicks';
import { ANCHOR, DAY_MS, type DemoModel, isDemoProduct } from './model';

const MINUTE_MS = 60_000;
const DAILY_SAMPLE_MINUTES = 30;
const BATCH = 2000;

export interface BackfillOptions {
  model: DemoModel;
  reference: ReferenceData;
  bars: BarStore;
  now: number;
  years: number;
  minuteDays: number;
  /** Products the demo feed serves: others get no demo history (their real feed's bars must not mix with it). */
  serves: (productKey: string) => boolean;
}

export interface BackfillResult {
  skipped: boolean;
  dailyBars: number;
  minuteBars: number;
  ms: number;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isWeekend = (date: string) => [0, 6].includes(new Date(dateMs(date)).getUTCDay());

/** Minutes the zone is ahead of UTC around `t`. */
function zoneOffsetMinutes(t: number, timeZone: string): number {
  const local = localTime(t, timeZone);
  return Math.round((dateMs(local.date) + local.minute * MINUTE_MS - Math.floor(t / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** UTC instants every `step` minutes through the sessions of trading date `date` (night sessions the evening before). */
export function sessionInstants(spans: readonly SessionSpan[], timeZone: string, date: string, step: number): number[] {
  const out: number[] = [];
  const all = spans.length ? spans : [{ start: 0, end: 1440 }];
  for (const span of all) {
    const opened = openingDate(span, date);
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

export async function backfillDemo(opts: BackfillOptions): Promise<BackfillResult> {
  const started = Date.now();
  const coverage = await opts.bars.coverage();
  if (coverage.some((c) => c.demo && c.source === 'demo')) return { skipped: true, dailyBars: 0, minuteBars: 0, ms: Date.now() - started };
  const products = opts.reference.products().filter((p) => isDemoProduct(productKeyOfSpec(p)) && opts.serves(productKeyOfSpec(p)));
  if (products.length === 0) return { skipped: true, dailyBars: 0, minuteBars: 0, ms: Date.now() - started };
  const spans = new Map(products.map((p) => [p, parseSessions(p.sessions)]));
  let pending: Bar[] = [];
  let dailyBars = 0;
  let minuteBars = 0;
  const flush = async (force = false) => {
    if (pending.length >= BATCH || (force && pending.length)) {
      await opts.bars.upsert(pending);
      pending = [];
    }
  };

  const today = isoDate(opts.now);
  const first = Math.max(ANCHOR + DAY_MS, dateMs(today) - Math.round(opts.years * 365) * DAY_MS);
  const minuteDates: string[] = [];
  for (let d = dateMs(today); minuteDates.length < opts.minuteDays && d > first; d -= DAY_MS) if (!isWeekend(isoDate(d))) minuteDates.unshift(isoDate(d));

  for (let d = first; d < dateMs(today); d += DAY_MS) {
    const date = isoDate(d);
    if (isWeekend(date)) continue;
    for (const product of products) {
      const instants = sessionInstants(spans.get(product) ?? [], product.timeZone, date, DAILY_SAMPLE_MINUTES).filter((t) => t <= opts.now);
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
    }
    // Let requests in between days: the backfill runs after the server is ready.
    await new Promise((resolve) => setImmediate(resolve));
  }

  for (const date of minuteDates) {
    for (const product of products) {
      const contracts = opts.reference.contracts(product.exchange, product.code, date);
      for (const t of sessionInstants(spans.get(product) ?? [], product.timeZone, date, 1)) {
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
      }
      await flush();
    }
  }
  await flush(true);
  return { skipped: false, dailyBars, minuteBars, ms: Date.now() - started };
}
