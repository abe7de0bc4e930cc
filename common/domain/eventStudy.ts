/**
 * Event study of a price series around economic releases (docs/research/outlook.md): the move over a window after
 * each release, from the last price at or before the release to the last price at or before release + window,
 * and the distribution of those moves split by the sign of the release's surprise (actual - consensus).
 *
 * Points carry the time their value was known: the caller moves a daily bar to its close (the end of its day), so
 * "at or before the release" never reads a close printed after it. Moves are differences in the series' unit (a
 * spread can cross zero, so a percentage would be meaningless there).
 */
import { mean, std } from './metrics';
import { quantiles } from './quantiles';

/** [time known (epoch ms), value], ascending by time. */
export type TimedPoint = readonly [number, number];

export const STUDY_QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/** Index of the last point at or before `t` (binary search), -1 when none. */
export function lastAtOrBefore(points: readonly TimedPoint[], t: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid][0] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The move after one release: value at or before release + window minus value at or before the release. Null
 * when there is no price before the release, or no new price after it within the window (a gap or the future: no
 * move is known, which is not a move of zero).
 */
export function moveAfter(points: readonly TimedPoint[], releaseAt: number, windowMs: number): number | null {
  const before = lastAtOrBefore(points, releaseAt);
  const after = lastAtOrBefore(points, releaseAt + windowMs);
  if (before < 0 || after <= before) return null;
  return points[after][1] - points[before][1];
}

export interface MoveStats {
  count: number;
  mean: number | null;
  /** Sample standard deviation (n - 1); null below two moves. */
  std: number | null;
  /** At STUDY_QUANTILES (type 7 interpolation, common/domain/quantiles.ts); empty without moves. */
  quantiles: number[];
}

export function moveStats(moves: readonly number[]): MoveStats {
  if (moves.length === 0) return { count: 0, mean: null, std: null, quantiles: [] };
  return {
    count: moves.length,
    mean: mean(moves),
    std: moves.length >= 2 ? std(moves) : null,
    quantiles: quantiles(moves, STUDY_QUANTILES),
  };
}

export interface StudyRelease {
  releaseAt: number;
  /** actual - consensus; null when either is missing. */
  surprise: number | null;
}

export interface WindowStudy {
  windowMs: number;
  /** Every release with a known move (whatever its surprise). */
  all: MoveStats;
  /** Surprise > 0. */
  positive: MoveStats;
  /** Surprise < 0. */
  negative: MoveStats;
  /** Each release's move, in release order (null when unknown). */
  moves: (number | null)[];
}

/** The study of one window over the releases. A zero or unknown surprise counts in `all` only. */
export function studyWindow(points: readonly TimedPoint[], releases: readonly StudyRelease[], windowMs: number): WindowStudy {
  const moves = releases.map((r) => moveAfter(points, r.releaseAt, windowMs));
  const all: number[] = [];
  const positive: number[] = [];
  const negative: number[] = [];
  moves.forEach((m, i) => {
    if (m === null) return;
    all.push(m);
    const s = releases[i].surprise;
    if (s !== null && s > 0) positive.push(m);
    if (s !== null && s < 0) negative.push(m);
  });
  return { windowMs, all: moveStats(all), positive: moveStats(positive), negative: moveStats(negative), moves };
}
