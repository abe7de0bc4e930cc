/**
 * Lines break across non-trading time (issue 18: 1-minute charts drew straight lines across the 15:00-21:00 and
 * 23:00-09:00 closures). Decision (docs/analytics/charts.md, "Non-trading time"): break, not compress. A compressed
 * axis would need every exchange's session table in the chart and would make the x-axis lie about durations; a
 * break keeps real time and shows the closure as empty space, as the exchanges' own terminals do.
 *
 * Rule, on a time axis only: a step between two points longer than GAP_FACTOR times the series' typical step (the
 * median of a sample of steps) and at least MIN_GAP_MS gets a null point in between, which ECharts draws as a
 * break. Minute bars break at lunch, the afternoon close and the night close; hourly bars at the closures; daily
 * bars never at a weekend (3 days is under 10 x 1 day) but at a long holiday only when it is 10 days or more.
 * A series with `connectNulls` (days without trading that are not missing data) is not broken.
 */
import type { ChartPoint } from './types';

export const GAP_FACTOR = 10;
/** Shorter pauses never break a line (a quiet minute in a liquid contract is not a closure). */
export const MIN_GAP_MS = 20 * 60_000;
/** Steps sampled for the typical step: enough for a stable median, cheap on a million points. */
const STEP_SAMPLE = 1001;

/** The median of up to STEP_SAMPLE steps taken evenly across the series; 0 when there are fewer than two points. */
export function typicalStep(points: readonly ChartPoint[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const count = Math.min(STEP_SAMPLE, n - 1);
  const steps: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const i = Math.floor((k * (n - 1)) / count);
    const step = points[i + 1][0] - points[i][0];
    if (step > 0) steps.push(step);
  }
  if (steps.length === 0) return 0;
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)];
}

/**
 * The gaps of a series: [last time before, first time after] of every step longer than the limit between two values.
 * One pass, no copy (a million points cost a few milliseconds); `step` defaults to the series' typical step.
 */
export function gapsOf(points: readonly ChartPoint[], step = typicalStep(points)): [number, number][] {
  if (step === 0) return [];
  const limit = Math.max(GAP_FACTOR * step, MIN_GAP_MS);
  const gaps: [number, number][] = [];
  for (let i = 1; i < points.length; i += 1) {
    const previous = points[i - 1];
    if (points[i][0] - previous[0] > limit && previous[1] !== null && points[i][1] !== null) gaps.push([previous[0], points[i][0]]);
  }
  return gaps;
}

/**
 * `points` with a null point in every one of `gaps` that falls between two of them: the raw series' gaps applied to
 * the points drawn, which for a long series are a sample (its ordinary steps are wider than the raw ones, so it
 * cannot find the closures itself). The same array when no gap falls inside.
 */
export function withBreaks(points: readonly ChartPoint[], gaps: readonly [number, number][]): readonly ChartPoint[] {
  if (gaps.length === 0) return points;
  const out: ChartPoint[] = [];
  let g = 0;
  for (let i = 0; i < points.length; i += 1) {
    const x = points[i][0];
    if (i > 0) {
      const previous = points[i - 1];
      while (g < gaps.length && gaps[g][1] <= x) {
        // A gap lying between the previous point and this one breaks the line; one null per pair is enough.
        if (gaps[g][0] >= previous[0] && previous[1] !== null && points[i][1] !== null && out[out.length - 1]?.[1] !== null) {
          out.push([(gaps[g][0] + gaps[g][1]) / 2, null]);
        }
        g += 1;
      }
    }
    out.push(points[i]);
  }
  return out.length === points.length ? points : out;
}

/** `points` with a null point inside every gap (the same array when there is none: no copy of a long series). */
export function breakGaps(points: readonly ChartPoint[]): readonly ChartPoint[] {
  return withBreaks(points, gapsOf(points));
}
