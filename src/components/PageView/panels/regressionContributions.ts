/**
 * Factor contributions of a full-sample fit (price = a + sum(b_k x_k) + e): b_k x_k(t) on each date of the
 * residuals, from the factors' own daily series. Dates match by UTC calendar day (the resolver's daily points and the
 * regression's residuals are both stamped 00:00 UTC of the date). A rolling fit has other coefficients every day and
 * its answer carries only the last window's, so it has no contributions here.
 */
import type { ChartPoint } from '@/components/Chart/types';

const dayOf = (ts: number) => Math.floor(ts / 86_400_000);

/** One line per factor: [date, b_k x_k(date)] on the residuals' dates, null where the factor has no value that day. */
export function contributionLines(
  coefficients: readonly number[],
  factors: readonly (readonly (readonly [number, number])[] | undefined)[],
  dates: readonly number[],
): ChartPoint[][] {
  return factors.map((points, k) => {
    const byDay = new Map((points ?? []).map(([ts, value]) => [dayOf(ts), value]));
    const b = coefficients[k + 1];
    return dates.map((ts) => {
      const x = byDay.get(dayOf(ts));
      return [ts, x === undefined || b === undefined ? null : b * x] as const;
    });
  });
}
