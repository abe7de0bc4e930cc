/**
 * What a seasonality view draws and tabulates, as pure functions of the API's answer (docs/analytics/seasonal.md):
 * the chart's series (bands paired from the outside in, the median as a line, the current year on top) and the
 * table's rows. Shared by the seasonality page (Tool/Calculator/Seasonal) and the page renderer's seasonal panel.
 */
import type { SeasonalityData, SeasonalityX } from '@common/contract/seasonal';
import type { ChartPoint, ChartSeries } from '@/components/Chart/types';

/** Where the current year's value sits against the band years at one x. */
export type SeasonalPosition = 'aboveMax' | 'upper' | 'middle' | 'lower' | 'belowMin' | 'none';

/** One row of the numbers behind the chart: one x (day or week of year). */
export interface SeasonalRow {
  x: number;
  /** `01-03` (day of a common year) or `W1`. */
  label: string;
  min: number | null;
  max: number | null;
  /** Percentile (as sent, e.g. "10") -> value. */
  bands: Record<string, number | null>;
  current: number | null;
  position: SeasonalPosition;
}

/** Day of a common (non-leap) year as `MM-DD`: the merged calendar the server uses (Feb 29 -> Feb 28). */
export function dayLabel(day: number): string {
  const date = new Date(Date.UTC(2023, 0, day));
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export const xLabel = (x: number, axis: SeasonalityX): string => (axis === 'dayOfYear' ? dayLabel(x) : `W${x}`);

/** The percentile keys of an answer, ascending by value. */
export function percentileKeys(data: SeasonalityData): string[] {
  return Object.keys(data.bands).sort((a, b) => Number(a) - Number(b));
}

/**
 * Percentiles as bands: the outermost pair first (10-90, then 25-75), a middle one left alone (50) becomes a line.
 * Returns the pairs and the lone middle key, if any.
 */
export function pairPercentiles(keys: readonly string[]): { pairs: [string, string][]; middle: string | null } {
  const pairs: [string, string][] = [];
  for (let i = 0; i < Math.floor(keys.length / 2); i++) pairs.push([keys[i], keys[keys.length - 1 - i]]);
  return { pairs, middle: keys.length % 2 === 1 ? keys[(keys.length - 1) / 2] : null };
}

const pointsOf = (xs: readonly number[], values: readonly (number | null)[]): ChartPoint[] => xs.map((x, i) => [x, values[i] ?? null]);

export interface SeasonalChartLabels {
  minMax: string;
  band: (lower: string, upper: string) => string;
  percentile: (p: string) => string;
  year: (year: string) => string;
  /** The y unit: the series' unit, or the rebased index's name. */
  unit: string;
}

/** The chart's series: min-max band, percentile bands, median line, optionally each band year, the current year last (on top). */
export function seasonalChartSeries(data: SeasonalityData, labels: SeasonalChartLabels, showYears: boolean): ChartSeries[] {
  const { unit } = labels;
  const xs = data.x;
  const { pairs, middle } = pairPercentiles(percentileKeys(data));
  const series: ChartSeries[] = [{ kind: 'band', name: labels.minMax, unit, lower: pointsOf(xs, data.min), upper: pointsOf(xs, data.max) }];
  for (const [lower, upper] of pairs) {
    series.push({ kind: 'band', name: labels.band(lower, upper), unit, lower: pointsOf(xs, data.bands[lower]), upper: pointsOf(xs, data.bands[upper]) });
  }
  if (middle !== null) series.push({ kind: 'line', name: labels.percentile(middle), unit, points: pointsOf(xs, data.bands[middle]), connectNulls: true });
  if (showYears) {
    for (const year of data.bandYears) {
      const line = data.years[String(year)];
      if (line) series.push({ kind: 'line', name: labels.year(String(year)), unit, points: pointsOf(xs, line), connectNulls: true });
    }
  }
  const current = data.years[String(data.currentYear)];
  if (current) series.push({ kind: 'line', name: labels.year(String(data.currentYear)), unit, points: pointsOf(xs, current), connectNulls: true });
  return series;
}

/** The current value against the band: outside min/max, in the outer or inner part of the percentile range. */
export function positionOf(value: number | null, row: Pick<SeasonalRow, 'min' | 'max'>, outer: [number | null, number | null]): SeasonalPosition {
  if (value === null || row.min === null || row.max === null) return 'none';
  if (value > row.max) return 'aboveMax';
  if (value < row.min) return 'belowMin';
  const [low, high] = outer;
  if (high !== null && value > high) return 'upper';
  if (low !== null && value < low) return 'lower';
  return 'middle';
}

/** One row per x; `position` compares the current year with min/max and the outermost percentile pair. */
export function seasonalRows(data: SeasonalityData, axis: SeasonalityX): SeasonalRow[] {
  const keys = percentileKeys(data);
  const { pairs } = pairPercentiles(keys);
  const outer = pairs[0];
  const current = data.years[String(data.currentYear)];
  return data.x.map((x, i) => {
    const bands: Record<string, number | null> = {};
    for (const key of keys) bands[key] = data.bands[key][i] ?? null;
    const row = { min: data.min[i] ?? null, max: data.max[i] ?? null };
    const value = current?.[i] ?? null;
    const outerValues: [number | null, number | null] = outer ? [bands[outer[0]], bands[outer[1]]] : [null, null];
    return { x, label: xLabel(x, axis), ...row, bands, current: value, position: positionOf(value, row, outerValues) };
  });
}
