/**
 * Rolling-window statistics over a series with gaps (docs/domain.md, "Rolling windows").
 *
 * The window rule (the same as pandas' `rolling(window, min_periods)`): the value at index i summarises the
 * `window` entries i - window + 1 .. i. It is `null` while the window is incomplete (i < window - 1) and when the
 * window holds fewer than `minPresent` present values (default: `window`, so any gap in the window gives null).
 * Missing values (null, undefined, NaN, ±Infinity) are skipped, never treated as zero. A statistic that does not
 * exist for its window (a standard deviation of one value, a z-score without spread) is `null` too.
 */
import { sharpe } from './metrics';

export type MaybeNumbers = readonly (number | null | undefined)[];

export interface RollingOptions {
  /** Fewest present values the window needs (1 ..= window); default `window`. */
  minPresent?: number;
}

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

function checkWindow(window: number, options: RollingOptions | undefined): number {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`window must be a positive integer, got ${window}`);
  const minPresent = options?.minPresent ?? window;
  if (!Number.isInteger(minPresent) || minPresent < 1 || minPresent > window) {
    throw new RangeError(`minPresent must be an integer in 1..${window}, got ${minPresent}`);
  }
  return minPresent;
}

/**
 * `fn` applied to the present values of each window (in order), under the window rule above; a non-finite
 * result is null. O(n * cost of fn): for mean and standard deviation use the running versions below.
 */
export function rollingWindow(values: MaybeNumbers, window: number, fn: (present: number[]) => number, options?: RollingOptions): (number | null)[] {
  const minPresent = checkWindow(window, options);
  const out: (number | null)[] = new Array(values.length).fill(null);
  for (let i = window - 1; i < values.length; i++) {
    const present: number[] = [];
    for (let j = i - window + 1; j <= i; j++) {
      const v = values[j];
      if (isValue(v)) present.push(v);
    }
    if (present.length < minPresent) continue;
    const r = fn(present);
    out[i] = Number.isFinite(r) ? r : null;
  }
  return out;
}

/** M2 falling below this share of itself in one removal means most of its digits cancelled. */
const LOST_DIGITS = 1e-6;

/**
 * Running count, mean and sum of squared deviations (M2) of the present values in a sliding window, with Welford's
 * add and remove updates (no sum-of-squares subtraction, which cancels catastrophically on large levels), a full
 * re-computation every `window` steps so rounding cannot drift (and at once when removing an outlier cancelled most
 * of M2), and a run-of-equal-values counter so a flat
 * window has a standard deviation of exactly 0 (pandas does the same), not a rounding residue.
 */
function runningMoments(
  values: MaybeNumbers,
  window: number,
  minPresent: number,
  emit: (i: number, n: number, mean: number, m2: number, flat: boolean, lastPresent: number) => void,
) {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  let sameRun = 0;
  let last = Number.NaN;
  const add = (x: number) => {
    n += 1;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
    sameRun = x === last ? sameRun + 1 : 1;
    last = x;
  };
  /** Removes x; true when the removal cancelled most of M2 (an outlier left), so its rounding swamps the rest. */
  const remove = (x: number): boolean => {
    n -= 1;
    if (n === 0) {
      mean = 0;
      m2 = 0;
      return false;
    }
    const before = m2;
    const d = x - mean;
    mean -= d / n;
    m2 -= d * (x - mean);
    return m2 < before * LOST_DIGITS;
  };
  const recompute = (end: number) => {
    n = 0;
    mean = 0;
    m2 = 0;
    for (let j = Math.max(0, end - window + 1); j <= end; j++) {
      const v = values[j];
      if (!isValue(v)) continue;
      n += 1;
      const d = v - mean;
      mean += d / n;
      m2 += d * (v - mean);
    }
  };
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (i >= window && i % window === 0) {
      recompute(i);
      if (isValue(x)) {
        sameRun = x === last ? sameRun + 1 : 1;
        last = x;
      }
    } else {
      const leaving = i >= window ? values[i - window] : null;
      const cancelled = isValue(leaving) && remove(leaving);
      if (isValue(x)) add(x);
      // A bad tick of 1e9 leaving a window of prices near 50 leaves M2's rounding (about 1e2) larger than the
      // window's own spread: start the window again rather than wait for the next scheduled re-computation.
      if (cancelled) recompute(i);
    }
    if (i >= window - 1 && n >= minPresent) emit(i, n, mean, Math.max(m2, 0), sameRun >= n, last);
  }
}

/** Mean of each window (running, O(n)). */
export function rollingMean(values: MaybeNumbers, window: number, options?: RollingOptions): (number | null)[] {
  const minPresent = checkWindow(window, options);
  const out: (number | null)[] = new Array(values.length).fill(null);
  runningMoments(values, window, minPresent, (i, _n, mean, _m2, flat, lastPresent) => {
    out[i] = flat ? lastPresent : mean;
  });
  return out;
}

/** Sample standard deviation (ddof = 1) of each window (running, O(n)); null with fewer than two present values. */
export function rollingStd(values: MaybeNumbers, window: number, options?: RollingOptions): (number | null)[] {
  const minPresent = checkWindow(window, options);
  const out: (number | null)[] = new Array(values.length).fill(null);
  runningMoments(values, window, minPresent, (i, n, _mean, m2, flat) => {
    if (n >= 2) out[i] = flat ? 0 : Math.sqrt(m2 / (n - 1));
  });
  return out;
}

/**
 * The macro factor fit's residual deviation z-score (ols.ts `residualZScores`, docs/domain.md): each value against
 * its own window, the value included, (x_i - mean) / std (ddof = 1). Not the z-score shown next to a price, in
 * an alert or in a backtest: that one compares a value with the values before it (trailingScores.ts). Null where
 * x_i is missing, the window fails the rule, or the window has no spread.
 */
export function rollingZScore(values: MaybeNumbers, window: number, options?: RollingOptions): (number | null)[] {
  const minPresent = checkWindow(window, options);
  const out: (number | null)[] = new Array(values.length).fill(null);
  runningMoments(values, window, minPresent, (i, n, mean, m2, flat) => {
    const x = values[i];
    if (!isValue(x) || n < 2 || flat) return;
    const sd = Math.sqrt(m2 / (n - 1));
    if (sd > 0) out[i] = (x - mean) / sd;
  });
  return out;
}

/** Sharpe ratio of each window (metrics.ts `sharpe`: empyrical's definition, rf per period, annualised by P). */
export function rollingSharpe(
  returns: MaybeNumbers,
  window: number,
  riskFreePerPeriod: number,
  periodsPerYear: number,
  options?: RollingOptions,
): (number | null)[] {
  return rollingWindow(returns, window, (present) => sharpe(present, riskFreePerPeriod, periodsPerYear), options);
}
