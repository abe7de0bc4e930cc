/**
 * What a `history` panel draws from its series' daily (or minute) points, pure: a transform of a series (level,
 * change against the previous point, or the trailing z-score: common/domain/trailingScores.ts, the console's one
 * z definition), and the bands of the first series over a trailing window: mean +- k standard deviations and a
 * percentile range. A band at a point is computed from the `window` values before it (the point itself excluded),
 * exactly as the z-score: a value lies outside the k band exactly when its |z| > k. Known answers:
 * tests/web/pageView/historyMath.unit.test.ts.
 */
import type { HistoryTransform } from '@common/contract/pageSpec';
import { quantiles } from '@common/domain/quantiles';
import { trailingZScores, windowMoments } from '@common/domain/trailingScores';

export type Point = readonly [number, number];
export type MaybePoint = readonly [number, number | null];

export function transformed(points: readonly Point[], transform: HistoryTransform, window: number): MaybePoint[] {
  if (transform === 'level') return [...points];
  if (transform === 'change') return points.map(([ts, v], i) => [ts, i === 0 ? null : v - points[i - 1][1]] as const);
  const z = trailingZScores(
    points.map((p) => p[1]),
    window,
  );
  return points.map(([ts], i) => [ts, z[i]] as const);
}

export interface Band {
  lower: MaybePoint[];
  upper: MaybePoint[];
}

/** mean +- k sd of the `window` values before each point (none with fewer than 2 values or no dispersion). */
export function zBand(points: readonly Point[], window: number, k: number): Band {
  const values = points.map((p) => p[1]);
  const lower: MaybePoint[] = [];
  const upper: MaybePoint[] = [];
  points.forEach(([ts], i) => {
    const m = windowMoments(values.slice(Math.max(0, i - window), i));
    lower.push([ts, m ? m.mean - k * m.sd : null]);
    upper.push([ts, m ? m.mean + k * m.sd : null]);
  });
  return { lower, upper };
}

/** The `from`-th and `to`-th percentiles (0-100, type-7 quantiles) of the `window` values before each point. */
export function percentileBand(points: readonly Point[], window: number, [from, to]: readonly [number, number]): Band {
  const values = points.map((p) => p[1]);
  const lower: MaybePoint[] = [];
  const upper: MaybePoint[] = [];
  points.forEach(([ts], i) => {
    const before = values.slice(Math.max(0, i - window), i);
    const [lo, hi] = before.length >= 2 ? quantiles(before, [from / 100, to / 100]) : [null, null];
    lower.push([ts, lo]);
    upper.push([ts, hi]);
  });
  return { lower, upper };
}
