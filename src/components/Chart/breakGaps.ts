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

/** `points` with a null point inside every gap (the same array when there is none: no copy of a long series). */
export function breakGaps(points: readonly ChartPoint[]): readonly ChartPoint[] {
  const step = typicalStep(points);
  if (step === 0) return points;
  const limit = Math.max(GAP_FACTOR * step, MIN_GAP_MS);
  let first = -1;
  for (let i = 1; i < points.length; i += 1) {
    if (points[i][0] - points[i - 1][0] > limit && points[i - 1][1] !== null && points[i][1] !== null) {
      first = i;
      break;
    }
  }
  if (first < 0) return points;
  const out: ChartPoint[] = points.slice(0, first);
  for (let i = first; i < points.length; i += 1) {
    const [x, y] = points[i];
    const previous = points[i - 1];
    if (x - previous[0] > limit && previous[1] !== null && y !== null) out.push([(previous[0] + x) / 2, null]);
    out.push(points[i]);
  }
  return out;
}
