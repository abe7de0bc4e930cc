/**
 * The one z-score and the one percentile rank of the console (docs/domain.md, "z-score and percentile"): the board
 * row, the alert rules and the backtest's z-score rule all use these, so the same value against the same history
 * gives the same number everywhere.
 *
 * Definition: a value x against the N values before it, x itself excluded (a live value is compared with the days
 * that were known before it; a backtest bar with the closes before it). Missing values in the window are skipped.
 * - z-score = (x - mean) / sample standard deviation (ddof 1) of the window, mean and deviation from rolling.ts's
 *   Welford windows; none with fewer than 2 values or a dispersion within rounding of zero (`negligibleDispersion`).
 * - percentile = quantiles.ts `percentileRank` of x over the same window (the inverse of the type-7 quantile, ties
 *   at the middle of their run), shown 0-100; none with fewer than 2 values (one value is no distribution).
 * The series forms need `minPresent` values in the window (default 2, the definition's own minimum); a backtest asks
 * for a full window before its rule acts (its warm-up, not another statistic).
 *
 * Not this statistic: ols.ts's residual deviation z-score (rolling.ts `rollingZScore`, the value inside its window),
 * documented with the macro factor fit.
 */
import { negligibleDispersion } from './metrics';
import { percentileRank } from './quantiles';
import { type MaybeNumbers, rollingMean, rollingStd } from './rolling';

export interface WindowMoments {
  mean: number;
  /** Sample standard deviation (ddof 1), above rounding. */
  sd: number;
}

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Mean and sample standard deviation of a window (its present values), with rolling.ts's Welford updates; null with
 * fewer than 2 values or a negligible dispersion (no z-score exists against it).
 */
export function windowMoments(window: MaybeNumbers): WindowMoments | null {
  if (window.filter(isValue).length < 2) return null;
  const mean = rollingMean(window, window.length, { minPresent: 2 }).at(-1);
  const sd = rollingStd(window, window.length, { minPresent: 2 }).at(-1);
  if (mean == null || sd == null || negligibleDispersion(sd, mean)) return null;
  return { mean, sd };
}

/** z-score of `x` against a window's moments (none without them or for a missing x). */
export const zScoreAgainst = (moments: WindowMoments | null, x: number | null | undefined): number | null =>
  moments && isValue(x) ? (x - moments.mean) / moments.sd : null;

/** z-score of `x` against the window of values before it (x not in `window`). */
export const zScoreOf = (window: MaybeNumbers, x: number | null | undefined): number | null => zScoreAgainst(windowMoments(window), x);

/** Percentile rank of `x` in the window of values before it, 0-100; none with fewer than 2 values or for a missing x. */
export function percentileOf(window: MaybeNumbers, x: number | null | undefined): number | null {
  if (!isValue(x) || window.filter(isValue).length < 2) return null;
  const rank = percentileRank(window, x);
  return Number.isFinite(rank) ? rank * 100 : null;
}

/** The last `n` values dated strictly before `before`, oldest first (dated points ascending by time). */
export function valuesBefore(points: readonly (readonly [number, number])[], before: number, n: number): number[] {
  const out: number[] = [];
  for (let i = points.length - 1; i >= 0 && out.length < n; i -= 1) if (points[i][0] < before) out.push(points[i][1]);
  return out.reverse();
}

function checkTrailing(window: number, minPresent: number): void {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`window must be a positive integer, got ${window}`);
  if (!Number.isInteger(minPresent) || minPresent < 2 || minPresent > window) {
    throw new RangeError(`minPresent must be an integer in 2..${window}, got ${minPresent}`);
  }
}

/**
 * Mean and sample deviation of the window before each index (i - window .. i - 1, fewer positions at the start of
 * the series), from rolling.ts's running moments: the series is padded with `window` missing values in front so the
 * first windows are the short ones the point form sees, under the same `minPresent` rule.
 */
function momentsBefore(values: MaybeNumbers, window: number, minPresent: number): { mean: (number | null)[]; sd: (number | null)[] } {
  const padded = [...new Array<null>(window).fill(null), ...values];
  // padded index i + window - 1 ends at original i - 1: the window before i.
  const mean = rollingMean(padded, window, { minPresent }).slice(window - 1, window - 1 + values.length);
  const sd = rollingStd(padded, window, { minPresent }).slice(window - 1, window - 1 + values.length);
  return { mean, sd };
}

/**
 * The z-score of each value against the `window` values before it (index i against i - window .. i - 1), O(n) with
 * rolling.ts's running moments (re-computed every window, so no drift over a million points or after a jump).
 */
export function trailingZScores(values: MaybeNumbers, window: number, minPresent = 2): (number | null)[] {
  checkTrailing(window, minPresent);
  const { mean, sd } = momentsBefore(values, window, minPresent);
  return values.map((x, i) => {
    const m = mean[i];
    const s = sd[i];
    if (m === null || s === null || negligibleDispersion(s, m)) return null;
    return zScoreAgainst({ mean: m, sd: s }, x);
  });
}

/** The percentile (0-100) of each value among the `window` values before it (at least `minPresent`). O(n * w log w). */
export function trailingPercentiles(values: MaybeNumbers, window: number, minPresent = 2): (number | null)[] {
  checkTrailing(window, minPresent);
  return values.map((x, i) => {
    const before = values.slice(Math.max(0, i - window), i);
    return before.filter(isValue).length < minPresent ? null : percentileOf(before, x);
  });
}
