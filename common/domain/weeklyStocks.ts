/**
 * A stock level (crude, gasoline, distillate, residue inventories) against the same time of year in earlier years:
 * how traders read the weekly inventory reports. EIA's Weekly Petroleum Status Report states each stock against "the
 * five-year average for this time of year" (https://www.eia.gov/petroleum/supply/weekly/, highlights); the same
 * comparison is made here for any weekly (or daily) series.
 *
 * The same time of year is the same calendar date `k` years earlier (29 February falls back to the 28th); the value
 * there is the observation nearest to that date within `toleranceDays` (weekly reports fall on a different weekday
 * each year, never more than 3.5 days away). A year without such an observation is left out of the average, and
 * `years` says how many years it holds.
 */

const DAY_MS = 86_400_000;

export interface StockAgainstYears {
  /** The latest observation. */
  ts: number;
  value: number;
  /** The observation before it and the change since (week on week for a weekly report); null with a single point. */
  previousTs: number | null;
  change: number | null;
  /** Mean, lowest and highest of the same time of year over the earlier years found; null when none was. */
  average: number | null;
  min: number | null;
  max: number | null;
  /** How many earlier years had an observation at that time of year (at most the years asked). */
  years: number;
  /** The latest value minus the average; null without an average. */
  vsAverage: number | null;
}

/** The same calendar date `years` years before `ts` (UTC), 29 February falling back to the 28th. */
export function sameDateYearsBefore(ts: number, years: number): number {
  const d = new Date(ts);
  const year = d.getUTCFullYear() - years;
  const month = d.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)) + (ts - Date.UTC(d.getUTCFullYear(), month, d.getUTCDate()));
}

/** Index of the point nearest to `target` within `tolerance` ms (the earlier one on a tie), or -1. Points ascend. */
function nearest(points: readonly (readonly [number, number])[], target: number, tolerance: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] < target) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  for (const i of [lo - 1, lo]) {
    if (i < 0 || i >= points.length) continue;
    const distance = Math.abs(points[i][0] - target);
    if (distance <= tolerance && (best < 0 || distance < Math.abs(points[best][0] - target))) best = i;
  }
  return best;
}

/**
 * The latest point of `points` (ascending [ts, value]) with its change and its place against the same time of year in
 * the `years` years before (5 in EIA's report). Null for an empty series.
 */
export function stockAgainstYears(points: readonly (readonly [number, number])[], years = 5, toleranceDays = 3.5): StockAgainstYears | null {
  if (points.length === 0) return null;
  const [ts, value] = points[points.length - 1];
  const previous = points.length > 1 ? points[points.length - 2] : null;
  const earlier: number[] = [];
  for (let k = 1; k <= years; k += 1) {
    const i = nearest(points, sameDateYearsBefore(ts, k), toleranceDays * DAY_MS);
    if (i >= 0) earlier.push(points[i][1]);
  }
  const average = earlier.length > 0 ? earlier.reduce((s, v) => s + v, 0) / earlier.length : null;
  return {
    ts,
    value,
    previousTs: previous ? previous[0] : null,
    change: previous ? value - previous[1] : null,
    average,
    min: earlier.length > 0 ? Math.min(...earlier) : null,
    max: earlier.length > 0 ? Math.max(...earlier) : null,
    years: earlier.length,
    vsAverage: average === null ? null : value - average,
  };
}
