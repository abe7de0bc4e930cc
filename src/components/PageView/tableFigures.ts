/**
 * The figures of a `table` panel's row, from a series' daily closes, pure: the last close and its date, the change
 * against the close before it (and in percent, for prices not crossing zero), the z-score and percentile of the last
 * close against the `window` closes before it (common/domain/trailingScores.ts, the one definition), and the mean,
 * min and max of the last `window` closes (the last one included). Known answers: tests/web/pageView/tableFigures.unit.test.ts.
 */
import { percentileOf, zScoreOf } from '@common/domain/trailingScores';

export interface TableFigures {
  last: number | null;
  time: number | null;
  change: number | null;
  changePct: number | null;
  zScore: number | null;
  percentile: number | null;
  mean: number | null;
  min: number | null;
  max: number | null;
}

export function tableFigures(points: readonly (readonly [number, number])[], window: number): TableFigures {
  const n = points.length;
  if (n === 0) return { last: null, time: null, change: null, changePct: null, zScore: null, percentile: null, mean: null, min: null, max: null };
  const [time, last] = points[n - 1];
  const previous = n > 1 ? points[n - 2][1] : null;
  const change = previous === null ? null : last - previous;
  const before = points.slice(Math.max(0, n - 1 - window), n - 1).map((p) => p[1]);
  const recent = points.slice(Math.max(0, n - window)).map((p) => p[1]);
  return {
    last,
    time,
    change,
    changePct: change === null || previous === null || previous <= 0 ? null : (change / previous) * 100,
    zScore: zScoreOf(before, last),
    percentile: percentileOf(before, last),
    mean: recent.reduce((a, b) => a + b, 0) / recent.length,
    min: Math.min(...recent),
    max: Math.max(...recent),
  };
}
