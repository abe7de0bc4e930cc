/**
 * The series of the net value / drawdown chart, pure so tests check the numbers:
 * - the benchmark rebased to the net value at the first moment both exist (each side's value as of that moment:
 *   the last value at or before it), so both lines start together and read as growth of the same money;
 * - the drawdown after each net value, in percent (<= 0), from the domain's `drawdownSeries`.
 */
import { drawdownSeries, MetricsInputError, navToReturns } from '@common/domain/metrics';

export type NavPoint = readonly [number, number];

/** The last value at or before `ts` (points ascending), or undefined when every point is later. */
function valueAsOf(points: readonly NavPoint[], ts: number): number | undefined {
  let found: number | undefined;
  for (const [t, v] of points) {
    if (t > ts) break;
    found = v;
  }
  return found;
}

/** The benchmark scaled so it equals the net value at the first common moment; points before it are left out. */
export function rebaseBenchmark(nav: readonly NavPoint[], benchmark: readonly NavPoint[]): [number, number][] {
  if (nav.length === 0 || benchmark.length === 0) return [];
  const start = Math.max(nav[0][0], benchmark[0][0]);
  const navBase = valueAsOf(nav, start);
  const benchBase = valueAsOf(benchmark, start);
  if (navBase === undefined || benchBase === undefined || !(benchBase !== 0)) return [];
  const scale = navBase / benchBase;
  return benchmark.filter(([t]) => t >= start).map(([t, v]) => [t, v * scale]);
}

/**
 * Drawdown in percent at each net value's time (the first is 0). A value that is not above zero has no drawdown:
 * `{ invalidIndex }` names it.
 */
export function drawdownPercent(nav: readonly NavPoint[]): { points: [number, number][] } | { invalidIndex: number } {
  if (nav.length === 0) return { points: [] };
  try {
    const drawdowns = [0, ...drawdownSeries(navToReturns(nav.map(([, v]) => v)))];
    return { points: nav.map(([t], i) => [t, drawdowns[i] * 100]) };
  } catch (e) {
    if (e instanceof MetricsInputError) return { invalidIndex: e.index };
    throw e;
  }
}
