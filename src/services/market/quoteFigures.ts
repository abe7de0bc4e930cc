/**
 * A quote row's reference figures (docs/market-data/board.md, "Trading date and previous settlement"), pure so they
 * are tested with known answers:
 * - the trading date of a value: the product's (common/domain/sessionState.ts: a night session belongs to the next
 *   trading day, a price left after the close to the day it was traded on); a spread's is its latest leg's; without a
 *   product, the value's UTC day (the stamp of daily points);
 * - the reference price: the previous trading day's settlement, or its close where the product settles on close
 *   (spot, fx) or that day's settlement is not stored: the last daily point before the value's trading date;
 * - change against it; change % for outright prices above zero only: a spread near zero, or a price below it, has no
 *   meaningful percent (a spread of 0.5 after 0.2 is not "+150 %").
 */
import type { SessionPhase } from '@common/domain/sessionState';
import { productKeyOfInstrument } from './instruments';
import type { RowMeta } from './rows';

type Points = readonly (readonly [number, number])[];

const DAY_MS = 86_400_000;

/** A trading date's stamp: 00:00 UTC of the date, as daily points are stamped. */
export const dayStamp = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const utcDay = (ts: number) => Math.floor(ts / DAY_MS) * DAY_MS;

/** What a row's trading date depends on. */
export type TradingDayRow = Pick<RowMeta, 'product' | 'legProducts'>;

/** The trading date (as a daily stamp) a value at `ts` belongs to; a spread's legs with their own times when known. */
export function tradingDayOf(row: TradingDayRow, value: { ts: number; legs?: readonly { instrument: string; ts: number }[] }): number {
  const stamp = (phase: SessionPhase) => (phase.tradingDate ? dayStamp(phase.tradingDate) : null);
  if (row.product) return stamp(row.product.phaseAt(value.ts)) ?? utcDay(value.ts);
  if (row.legProducts.length === 0) return utcDay(value.ts);
  const legs = value.legs?.length ? value.legs : null;
  const days = legs
    ? legs.map((leg) => {
        const product = row.legProducts.find((p) => p.key === productKeyOfInstrument(leg.instrument));
        return product ? stamp(product.phaseAt(leg.ts)) : null;
      })
    : row.legProducts.map((p) => stamp(p.phaseAt(value.ts)));
  const known = days.filter((d): d is number => d !== null);
  return known.length ? Math.max(...known) : utcDay(value.ts);
}

/** The last point stamped before `day`. */
function lastBefore(points: Points, day: number): readonly [number, number] | null {
  for (let i = points.length - 1; i >= 0; i -= 1) if (points[i][0] < day) return points[i];
  return null;
}

export interface Reference {
  value: number;
  /** The stamp of the trading date it is from. */
  day: number;
  kind: 'settle' | 'close';
}

/**
 * The price a value of trading date `day` is compared with: the previous trading day's settlement (`settles` given:
 * the product settles), else its close; a settling product whose last day before has a close but no settlement stored
 * is compared with that close, said so by `kind`.
 */
export function referencePrice(closes: Points, settles: Points | null, day: number): Reference | null {
  const close = lastBefore(closes, day);
  const settle = settles ? lastBefore(settles, day) : null;
  if (settle && (!close || settle[0] >= close[0])) return { value: settle[1], day: settle[0], kind: 'settle' };
  return close ? { value: close[1], day: close[0], kind: 'close' } : null;
}

/** The settlement of trading date `day` once it is published (stored), else null. */
export function settlementOf(settles: Points | null, day: number): number | null {
  if (!settles) return null;
  for (let i = settles.length - 1; i >= 0; i -= 1) {
    if (settles[i][0] === day) return settles[i][1];
    if (settles[i][0] < day) break;
  }
  return null;
}

/** Change against the reference; change % only for an outright price over a reference above zero. */
export function changeOf(value: number, reference: Reference | null, outright: boolean): { change: number; changePct: number | null } | null {
  if (!reference) return null;
  const change = value - reference.value;
  return { change, changePct: outright && reference.value > 0 ? (change / reference.value) * 100 : null };
}
