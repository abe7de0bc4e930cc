/**
 * Row-by-row checks of a push batch: each refused row gets its reason, the valid rows become ticks (feed 'push',
 * demo false). Pure: reference data, the clock, the allowed skew, the assignment and each instrument's newest tick and
 * price anchor come from the caller (docs/market-data/feeds.md "push", "Plausibility").
 *
 * The time window is checked before anything reads a date from `ts`: `new Date(1e308)` is no date, and an
 * exception there once turned a whole batch into a 500 (issue 19 item 10).
 */
import type { PushRowError, PushTick } from '../../../../common/contract/feeds';
import type { Tick } from '../../../../common/contract/marketData';
import { isOnTickGrid } from '../../../../common/domain/tickGrid';
import { parseInstrument, productKeyOf } from '../../../../common/market/address';
import { listedInstrument } from '../../../infra/market/listedInstrument';
import type { ReferenceData } from '../../../infra/market/ports';
import { bandHalfWidth, MAX_PRICE_TICKS, MAY_BE_NEGATIVE } from './plausibility';
import type { Anchor } from './priceAnchors';

export interface PushCheck {
  reference: ReferenceData;
  now: number;
  /** How far in the future a tick's time may be (clock differences). */
  maxSkewMs: number;
  /** How old a tick may be. */
  maxAgeMs: number;
  /** Whether the push feed serves the product (`SHFE.FU`) now. */
  servesPush: (productKey: string) => boolean;
  /** The instrument's newest tick time on the bus (any feed), if any: an older row never replaces the live value. */
  latestTs: (instrument: string) => number | undefined;
  /** The centre of the instrument's price band, if one is known. */
  anchorOf: (instrument: string) => Anchor | undefined;
}

type Refusal = { reason: PushRowError['reason']; message: string };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optionalFinite = (v: unknown) => v === undefined || v === null || finite(v);
const num = (v: unknown): number | null => (finite(v) ? v : null);
const PRICES = ['last', 'bid', 'ask'] as const;
const DAY_MS = 86_400_000;

/** What the batch has accepted so far per instrument: later rows of the batch are checked against it. */
type Accepted = Map<string, { ts: number; last: number }>;

/** One row: its tick, or why it is refused. */
function checkRow(row: PushTick, check: PushCheck, accepted: Accepted): Tick | Refusal {
  const refuse = (reason: PushRowError['reason'], message: string): Refusal => ({ reason, message });
  const bad = (['ts', 'last', 'bid', 'ask', 'volume', 'oi'] as const).find((f) => (f === 'ts' || f === 'last' ? !finite(row[f]) : !optionalFinite(row[f])));
  if (bad) return refuse('notFinite', `${bad} is not a finite number`);
  const ts = row.ts as number;
  if (ts > check.now + check.maxSkewMs) return refuse('futureTime', `ts is ${ts - check.now} ms in the future (at most ${check.maxSkewMs} allowed)`);
  if (ts < check.now - check.maxAgeMs)
    return refuse('tooOld', `ts is ${((check.now - ts) / DAY_MS).toFixed(1)} days old (at most ${check.maxAgeMs / DAY_MS} days allowed)`);

  const ref = parseInstrument(row.instrument);
  if (!ref || ref.continuous) return refuse('unknownInstrument', `${row.instrument} is not a contract or instrument code (EXCHANGE.CODE[YYMM])`);
  const date = new Date(ts).toISOString().slice(0, 10);
  if (!check.reference.resolveInstrument(ref, date)) return refuse('unknownInstrument', `${row.instrument} is not a known instrument`);
  // A dated product takes only its contracts listed that day; an undated one only its bare code.
  const spec = listedInstrument(check.reference, ref, date);
  if (!spec) return refuse('unknownInstrument', `${row.instrument} is not a listed contract on ${date}`);
  const product = productKeyOf(ref);
  if (!check.servesPush(product)) return refuse('notAssigned', `${product} is not assigned to the push feed`);

  const prices = PRICES.filter((f) => finite(row[f])).map((f) => [f, row[f] as number] as const);
  const huge = prices.find(([, v]) => Math.abs(v) > MAX_PRICE_TICKS * spec.tick);
  if (huge) return refuse('outsideBand', `${huge[0]} ${huge[1]} is beyond ${MAX_PRICE_TICKS * spec.tick} (${MAX_PRICE_TICKS} ticks) from zero`);
  const offGrid = prices.find(([, v]) => !isOnTickGrid(v, spec.tick));
  if (offGrid) return refuse('offTickGrid', `${offGrid[0]} ${offGrid[1]} is not a multiple of the tick ${spec.tick}`);
  if (!MAY_BE_NEGATIVE.has(product)) {
    const notPositive = prices.find(([, v]) => v <= 0);
    if (notPositive) return refuse('nonPositivePrice', `${notPositive[0]} ${notPositive[1]} is not above zero (${product} prices are)`);
  }
  const [bid, ask] = [num(row.bid), num(row.ask)];
  if (bid !== null && ask !== null && bid > ask) return refuse('crossedQuote', `bid ${bid} is above ask ${ask}`);
  const negative = (['volume', 'oi'] as const).find((f) => finite(row[f]) && (row[f] as number) < 0);
  if (negative) return refuse('negativeCount', `${negative} ${row[negative]} is below zero`);

  const earlier = accepted.get(row.instrument);
  const anchor: Anchor | undefined = earlier ? { price: earlier.last, from: 'live' } : check.anchorOf(row.instrument);
  if (anchor) {
    const half = bandHalfWidth(spec, anchor.price);
    const outside = prices.find(([, v]) => Math.abs(v - anchor.price) > half);
    if (outside)
      return refuse(
        'outsideBand',
        `${outside[0]} ${outside[1]} is outside ${anchor.price - half} .. ${anchor.price + half} (the ${anchor.from === 'live' ? 'last price' : 'last settlement'} ${anchor.price} +- ${half})`,
      );
  }
  const newest = Math.max(earlier?.ts ?? Number.NEGATIVE_INFINITY, check.latestTs(row.instrument) ?? Number.NEGATIVE_INFINITY);
  if (ts < newest) return refuse('outOfOrder', `ts ${ts} is before the instrument's newest tick (${newest}): an older tick never replaces the live value`);

  return {
    instrument: row.instrument,
    ts,
    last: row.last as number,
    bid,
    ask,
    volume: num(row.volume),
    oi: num(row.oi),
    demo: false,
    feed: 'push',
  };
}

export function validatePushRows(rows: readonly PushTick[], check: PushCheck): { ticks: Tick[]; errors: PushRowError[] } {
  const ticks: Tick[] = [];
  const errors: PushRowError[] = [];
  const accepted: Accepted = new Map();
  for (const [index, row] of rows.entries()) {
    const result = checkRow(row, check, accepted);
    if ('reason' in result) {
      errors.push({ row: index, instrument: row.instrument, ...result });
    } else {
      ticks.push(result);
      accepted.set(result.instrument, { ts: result.ts, last: result.last });
    }
  }
  return { ticks, errors };
}

/** The instruments of a batch that exist (the only ones worth a stored-anchor read). */
export function listedInstrumentsOf(rows: readonly PushTick[], reference: ReferenceData, now: number): string[] {
  const date = new Date(now).toISOString().slice(0, 10);
  const out = new Set<string>();
  for (const row of rows) {
    const ref = parseInstrument(row.instrument);
    if (ref && !ref.continuous && listedInstrument(reference, ref, date)) out.add(row.instrument);
  }
  return [...out];
}
