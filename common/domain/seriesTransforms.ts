/**
 * The transforms a data set applies to a dated series (docs/dataSet.md, "Transforms"): resample, change, % change,
 * rolling mean, rolling z-score, rebase and conversion with dated rates, plus the as-of alignment of several inputs
 * a formula reads. Pure functions over `[epoch ms, value]` points ascending by time; a point a transform cannot give
 * (the start of a window, a zero base) is left out of its output, never written as 0.
 *
 * Statistics are the console's own: the rolling mean is rolling.ts's (pandas' `rolling(N).mean()`, full window), the
 * rolling z-score is trailingScores.ts's one z-score (a value against the N values before it, sample deviation),
 * never a second definition.
 */
import { rollingMean } from './rolling';
import { trailingZScores } from './trailingScores';

export type Point = [number, number];

const DAY_MS = 86_400_000;

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Points whose value is present, ascending by time (the output form of every transform). */
const present = (times: readonly number[], values: readonly (number | null | undefined)[]): Point[] => {
  const out: Point[] = [];
  for (let i = 0; i < times.length; i++) {
    const v = values[i];
    if (isValue(v)) out.push([times[i], v]);
  }
  return out;
};

export type ResamplePeriod = 'week' | 'month';
export type ResampleHow = 'last' | 'mean';

/** The UTC start of the ISO week (Monday) or calendar month a time falls in: the period's key. */
export function periodStart(t: number, period: ResamplePeriod): number {
  const d = new Date(t);
  if (period === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const day = Math.floor(t / DAY_MS) * DAY_MS;
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return day - weekday * DAY_MS;
}

/**
 * One point per week (Monday to Sunday, UTC) or calendar month: the period's last value (`last`, how weekly and
 * monthly bars close: the level on the period's last observed day) or the mean of its values (`mean`, a monthly
 * average price). Each point is stamped at the time of the period's last observation, so a value is never dated
 * before the day it became known (a month still running gives its value so far, dated at its latest day).
 */
export function resample(points: readonly Point[], period: ResamplePeriod, how: ResampleHow): Point[] {
  const out: Point[] = [];
  let key = Number.NaN;
  let sum = 0;
  let n = 0;
  let last: Point | null = null;
  const flush = () => {
    if (last && n > 0) out.push([last[0], how === 'last' ? last[1] : sum / n]);
  };
  for (const p of points) {
    if (!isValue(p[1])) continue;
    const k = periodStart(p[0], period);
    if (k !== key) {
      flush();
      key = k;
      sum = 0;
      n = 0;
    }
    sum += p[1];
    n += 1;
    last = p;
  }
  flush();
  return out;
}

/** The change from the previous observation: v[i] - v[i-1] (none for the first). */
export function change(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (let i = 1; i < points.length; i++) out.push([points[i][0], points[i][1] - points[i - 1][1]]);
  return out;
}

/**
 * The % change from the previous observation: (v[i] / v[i-1] - 1) * 100, as pandas' `pct_change() * 100`; none for
 * the first point and after a previous value of 0 (no ratio exists).
 */
export function pctChange(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1][1];
    if (prev !== 0) out.push([points[i][0], (points[i][1] / prev - 1) * 100]);
  }
  return out;
}

/** The mean of each window of `window` observations ending at the point (rolling.ts, full window). */
export function rollingMeanOf(points: readonly Point[], window: number): Point[] {
  return present(
    points.map((p) => p[0]),
    rollingMean(
      points.map((p) => p[1]),
      window,
    ),
  );
}

/**
 * The z-score of each value against the `window` observations before it (trailingScores.ts, the console's one
 * z-score), once a full window is there (`window` >= 2).
 */
export function rollingZOf(points: readonly Point[], window: number): Point[] {
  return present(
    points.map((p) => p[0]),
    trailingZScores(
      points.map((p) => p[1]),
      window,
      window,
    ),
  );
}

/**
 * 100 * v / base, the base being the value of the first point at or after `date` (00:00 UTC of a `YYYY-MM-DD` day):
 * the series reads 100 on that day. Empty when no point is at or after it, or its value is 0.
 */
export function rebase(points: readonly Point[], date: string): Point[] {
  const at = Date.parse(`${date}T00:00:00Z`);
  const base = points.find((p) => p[0] >= at)?.[1];
  if (base === undefined || base === 0 || !Number.isFinite(at)) return [];
  return points.map(([t, v]) => [t, (100 * v) / base] as Point);
}

/**
 * The value of a step series in force at each time: its latest point at or before the time (a rate is in force from
 * its date until the next one, as reference rates are: ReferenceData.rateAsOf), undefined before its first point.
 */
export function inForceAt(steps: readonly Point[], times: readonly number[]): (number | undefined)[] {
  let j = -1;
  return times.map((t) => {
    while (j + 1 < steps.length && steps[j + 1][0] <= t) j++;
    return j >= 0 ? steps[j][1] : undefined;
  });
}

/**
 * Unit conversion with dated rates: each value multiplied or divided by the rate in force on its time (`inForceAt`).
 * Points before the rate's first date, and divisions by a rate of 0, are left out.
 */
export function convertWithRates(points: readonly Point[], rates: readonly Point[], op: 'multiply' | 'divide'): Point[] {
  const inForce = inForceAt(
    rates,
    points.map((p) => p[0]),
  );
  const out: Point[] = [];
  points.forEach(([t, v], i) => {
    const r = inForce[i];
    if (r === undefined || (op === 'divide' && r === 0)) return;
    out.push([t, op === 'multiply' ? v * r : v / r]);
  });
  return out;
}

export interface AlignInput {
  points: readonly Point[];
  /** A driving input's times make the timeline; a rate only fills in (the strategy engine's FX legs). */
  drives: boolean;
  /** How old a value may be at a time and still count (ms); null: in force until the next one (a dated rate). */
  fillLimit: number | null;
}

/**
 * Several inputs on one timeline, as the strategy engine aligns its legs (server/features/strategy/history.ts): the
 * timeline is the union of the driving inputs' times (every input's when none drives); at each time every input
 * takes its latest value at or before it, if not older than its fill limit. A time where an input has no value keeps
 * it undefined (the formula then gives no point there).
 */
export function alignAsOf(inputs: readonly AlignInput[]): { times: number[]; values: (number | undefined)[][] } {
  const drivers = inputs.some((i) => i.drives) ? inputs.filter((i) => i.drives) : inputs;
  const times = [...new Set(drivers.flatMap((i) => i.points.map((p) => p[0])))].sort((a, b) => a - b);
  const values = inputs.map((input) => {
    const inForce = inForceAt(input.points, times);
    if (input.fillLimit === null) return inForce;
    let j = -1;
    return times.map((t, k) => {
      while (j + 1 < input.points.length && input.points[j + 1][0] <= t) j++;
      return j >= 0 && t - input.points[j][0] <= (input.fillLimit as number) ? inForce[k] : undefined;
    });
  });
  return { times, values };
}
