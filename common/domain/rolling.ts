/**
 * Rolling-window statistics over return series. (Written by the backtesting area because the domain area's version
 * was not there yet when it was needed; same signature as the domain area's `rollingSharpe`.)
 */
import { mean, std } from './metrics';

/**
 * Sharpe ratio over each trailing window of `window` returns: mean(r - rf) / std(r - rf, ddof = 1) * sqrt(P), the
 * window ending at index i (inclusive). `null` where the window is not full yet, holds a missing value, or has no
 * spread (the same "does not exist" rule as common/domain/metrics.ts `sharpe`).
 */
export function rollingSharpe(
  returns: readonly (number | null | undefined)[],
  window: number,
  riskFreePerPeriod: number,
  periodsPerYear: number,
): (number | null)[] {
  const out: (number | null)[] = [];
  if (!(window >= 2)) return returns.map(() => null);
  for (let i = 0; i < returns.length; i += 1) {
    if (i + 1 < window) {
      out.push(null);
      continue;
    }
    const slice: number[] = [];
    for (let k = i + 1 - window; k <= i; k += 1) {
      const r = returns[k];
      if (typeof r === 'number' && Number.isFinite(r)) slice.push(r - riskFreePerPeriod);
    }
    const sd = slice.length === window ? std(slice) : Number.NaN;
    out.push(sd > 0 ? (mean(slice) / sd) * Math.sqrt(periodsPerYear) : null);
  }
  return out;
}
