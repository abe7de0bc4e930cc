/**
 * Seasonality: "is this level high for the time of year?" (docs/domain.md "Other definitions";
 * docs/analytics/seasonal.md). Daily points become one line per calendar year on a common x axis, and the years
 * before the current one make bands (min, max, type 7 percentiles) the current year is drawn against.
 *
 * Conventions (decided here, documented in docs/analytics/seasonal.md):
 * - Dates are the UTC calendar date of each point's epoch-ms time stamp (daily bars and data-source observations
 *   are stamped 00:00 UTC on their date).
 * - x = day of year 1-365: Feb 29 is merged into Feb 28 (x = 59) and later days of a leap year shift down by one, so
 *   Mar 1 is x = 60 in every year. When several days land on one x (Feb 28 and 29; the days of a week) the LATEST
 *   present value wins: the bucket's close, as a weekly close of a daily price.
 * - x = week of year 1-52: week = ceil(day / 7) on the merged day of year, with days 358-365 in week 52 (8 days),
 *   so every year has the same 52 weeks (ISO weeks would move the year boundary and give some years 53).
 * - Missing days are null (gaps), never zero. Non-finite values are missing.
 * - Rebased mode: each year's line divided by its own first present value, times 100 (a base <= 0 cannot rebase:
 *   that year's line is all null).
 * - Bands: over the band years only (never the current year), per x over the years with a value there. Optional
 *   forward fill (`bandFillDays`, day mode only) fills interior gaps of at most that many days with the previous
 *   value, for the bands only: weekends fall on different days of the year each year, so without it a band at a
 *   given day mixes different subsets of years. The year lines returned stay unfilled.
 */
import { quantileSorted } from './quantiles';

export type SeasonalityAxis = 'dayOfYear' | 'weekOfYear';
export type SeasonalityScale = 'level' | 'rebased';
export type SeasonalLine = (number | null)[];

export interface SeasonalityOptions {
  x: SeasonalityAxis;
  mode: SeasonalityScale;
  /** The overlaid year (the caller's "now" or as-of date: this module reads no clock). */
  currentYear: number;
  /** How many calendar years before `currentYear` make the bands. */
  years: number;
  /** Percentiles in 0-100 (type 7 interpolation); keys of `bands` are `String(p)`. */
  percentiles: readonly number[];
  /** Day mode: fill interior gaps of at most this many days for the band computation only (default 0: none). */
  bandFillDays?: number;
}

export interface SeasonalityResult {
  x: number[];
  bands: Record<string, SeasonalLine>;
  min: SeasonalLine;
  max: SeasonalLine;
  /** Year -> one value per x: the band years with data and the current year (when it has data). */
  years: Record<string, SeasonalLine>;
  /** Band years that have at least one value, ascending. */
  bandYears: number[];
  currentYear: number;
}

export const DAYS_PER_SEASONAL_YEAR = 365;
export const WEEKS_PER_SEASONAL_YEAR = 52;
const DAY_MS = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The UTC calendar year of `ts` and its merged day of year (1-365; Feb 29 -> 59, a leap year's Mar 1 -> 60). */
export function seasonalDay(ts: number): { year: number; day: number } {
  const year = new Date(ts).getUTCFullYear();
  const ordinal = Math.floor((ts - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  return { year, day: isLeapYear(year) && ordinal >= 60 ? ordinal - 1 : ordinal };
}

/** Week 1-52 of a merged day of year: ceil(day / 7), days 358-365 in week 52. */
export function seasonalWeek(day: number): number {
  return Math.min(WEEKS_PER_SEASONAL_YEAR, Math.ceil(day / 7));
}

/** The x axis: 1..365 or 1..52. */
export function seasonalAxis(axis: SeasonalityAxis): number[] {
  const n = axis === 'dayOfYear' ? DAYS_PER_SEASONAL_YEAR : WEEKS_PER_SEASONAL_YEAR;
  return Array.from({ length: n }, (_, i) => i + 1);
}

/**
 * One line per calendar year in [fromYear, toYear] that has a value, on the chosen axis, latest value per x.
 * Points may come in any order.
 */
export function yearLines(points: readonly (readonly [number, number])[], axis: SeasonalityAxis, fromYear: number, toYear: number): Map<number, SeasonalLine> {
  const ordered = isSorted(points) ? points : [...points].sort((a, b) => a[0] - b[0]);
  const size = axis === 'dayOfYear' ? DAYS_PER_SEASONAL_YEAR : WEEKS_PER_SEASONAL_YEAR;
  const lines = new Map<number, SeasonalLine>();
  for (const [ts, value] of ordered) {
    if (!Number.isFinite(ts) || !Number.isFinite(value)) continue;
    const { year, day } = seasonalDay(ts);
    if (year < fromYear || year > toYear) continue;
    let line = lines.get(year);
    if (!line) {
      line = new Array<number | null>(size).fill(null);
      lines.set(year, line);
    }
    // Time order: a later day of the same bucket overwrites (the bucket's close).
    line[(axis === 'dayOfYear' ? day : seasonalWeek(day)) - 1] = value;
  }
  return lines;
}

/** The line divided by its first present value, times 100; all null when that value is not > 0. */
export function rebaseLine(line: readonly (number | null)[]): SeasonalLine {
  const base = line.find((v) => v !== null);
  if (base === undefined || base === null || !(base > 0)) return line.map(() => null);
  return line.map((v) => (v === null ? null : (v * 100) / base));
}

/** Interior runs of at most `maxGap` nulls take the value before them; leading and trailing nulls stay. */
export function fillInteriorGaps(line: readonly (number | null)[], maxGap: number): SeasonalLine {
  const out = [...line];
  if (maxGap <= 0) return out;
  let last = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === null) continue;
    const gap = i - last - 1;
    if (last >= 0 && gap > 0 && gap <= maxGap) for (let j = last + 1; j < i; j++) out[j] = out[last];
    last = i;
  }
  return out;
}

export function seasonality(points: readonly (readonly [number, number])[], options: SeasonalityOptions): SeasonalityResult {
  const { currentYear, years: bandCount, x: axis, mode } = options;
  const firstBandYear = currentYear - bandCount;
  const raw = yearLines(points, axis, firstBandYear, currentYear);
  const scaled = new Map<number, SeasonalLine>();
  for (const [year, line] of raw) scaled.set(year, mode === 'rebased' ? rebaseLine(line) : line);

  const bandYears = [...scaled.keys()].filter((y) => y < currentYear).sort((a, b) => a - b);
  const fill = axis === 'dayOfYear' ? (options.bandFillDays ?? 0) : 0;
  const bandLines = bandYears.map((y) => fillInteriorGaps(scaled.get(y) ?? [], fill));

  const xs = seasonalAxis(axis);
  const min: SeasonalLine = [];
  const max: SeasonalLine = [];
  const bandValues = options.percentiles.map(() => [] as SeasonalLine);
  const column: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    column.length = 0;
    for (const line of bandLines) {
      const v = line[i];
      if (v !== null) column.push(v);
    }
    column.sort((a, b) => a - b);
    const empty = column.length === 0;
    min.push(empty ? null : column[0]);
    max.push(empty ? null : column[column.length - 1]);
    for (const [k, p] of options.percentiles.entries()) bandValues[k].push(empty ? null : quantileSorted(column, p / 100));
  }

  const bands: Record<string, SeasonalLine> = {};
  for (const [k, p] of options.percentiles.entries()) bands[String(p)] = bandValues[k];
  const lines: Record<string, SeasonalLine> = {};
  for (const y of [...bandYears, currentYear]) {
    const line = scaled.get(y);
    if (line) lines[String(y)] = line;
  }
  return { x: xs, bands, min, max, years: lines, bandYears, currentYear };
}

function isSorted(points: readonly (readonly [number, number])[]): boolean {
  for (let i = 1; i < points.length; i++) if (points[i][0] < points[i - 1][0]) return false;
  return true;
}
