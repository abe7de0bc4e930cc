/**
 * CFTC Commitments of Traders (COT): the open-interest identity of a report row, net positions, week-on-week
 * changes and the COT index. Sources:
 *
 * - The identity: CFTC, "Disaggregated Commitments of Traders Report, Explanatory Notes" (cftc.gov, "About the
 *   COT Reports"): the reportable categories' long (or short) positions plus their spreading, plus the
 *   non-reportable positions, add up to the open interest; spreading counts on both sides. Legacy report
 *   ("Explanatory Notes", legacy): non-commercial long + spreading + commercial long + non-reportable long = open
 *   interest, the same on the short side. The combined (futures-and-options) reports convert options to
 *   futures-equivalents and round each figure, so their sums may miss the open interest by 1
 *   (COT_IDENTITY_TOLERANCE); futures-only rows add up exactly, and the same tolerance does no harm there.
 * - The COT index: Stephen Briese, "The Commitments of Traders Bible" (Wiley, 2008), ch. 6: the week's net
 *   position placed in the range of the nets over a lookback, (net - min) / (max - min) x 100, the window
 *   including the week itself (26 weeks and 3 years = 156 weeks are the usual lookbacks).
 */

/** Reports the identity allows a difference of one contract in (rounding of options' futures-equivalents). */
export const COT_IDENTITY_TOLERANCE = 1;

/** One category's positions (contracts). `spread` is 0 for categories the report gives no spreading for. */
export interface CategoryPositions {
  long: number;
  short: number;
  spread: number;
}

/** The categories of a report row in the order the report prints them; the last is the non-reportables. */
export interface CotPositions {
  openInterest: number;
  categories: readonly CategoryPositions[];
}

export interface IdentityCheck {
  /** Sum of the long sides: every category's long plus its spreading. */
  longTotal: number;
  shortTotal: number;
  /** Sum minus the open interest (positive: the categories hold more than the open interest). */
  longGap: number;
  shortGap: number;
  ok: boolean;
}

/** Checks OI = sum of longs + spreads = sum of shorts + spreads within `tolerance` contracts. */
export function checkOpenInterest(row: CotPositions, tolerance = COT_IDENTITY_TOLERANCE): IdentityCheck {
  let longTotal = 0;
  let shortTotal = 0;
  for (const c of row.categories) {
    longTotal += c.long + c.spread;
    shortTotal += c.short + c.spread;
  }
  const longGap = longTotal - row.openInterest;
  const shortGap = shortTotal - row.openInterest;
  return { longTotal, shortTotal, longGap, shortGap, ok: Math.abs(longGap) <= tolerance && Math.abs(shortGap) <= tolerance };
}

/** A category's net position: long minus short (spreading is both and cancels). */
export const netPosition = (c: CategoryPositions): number => c.long - c.short;

/** Week-on-week changes: null for the first value. */
export function weekOnWeek(values: readonly number[]): (number | null)[] {
  return values.map((v, i) => (i === 0 ? null : v - values[i - 1]));
}

/**
 * The COT index of each week over the last `lookback` weeks including it: (net - min) / (max - min) x 100, from 0
 * (the lowest net of the window) to 100 (the highest). Null before the window is full, and when the window's nets
 * are all equal (no range to place the week in).
 */
export function cotIndex(nets: readonly number[], lookback: number): (number | null)[] {
  if (!Number.isInteger(lookback) || lookback < 2) throw new RangeError('lookback must be an integer >= 2');
  return nets.map((net, i) => {
    if (i + 1 < lookback) return null;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let j = i + 1 - lookback; j <= i; j += 1) {
      if (nets[j] < min) min = nets[j];
      if (nets[j] > max) max = nets[j];
    }
    return max === min ? null : ((net - min) / (max - min)) * 100;
  });
}
