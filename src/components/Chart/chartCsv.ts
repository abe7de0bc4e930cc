/**
 * The chart's CSV export through the app's one CSV writer (src/utils/csvExport.ts: BOM, formula defusing, times as
 * shown in the user's zone):
 * - x-y charts: one row per x that any series has, one column per series (four for candles, two for a band: its
 *   lower and upper edges); the first column is the time, the number, or the category's name, as the x-axis is;
 * - a heat map: one row per y category, one column per x category.
 * A gap (null, or no point at that x) is a blank cell.
 */
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { nameWithUnit } from '@/components/market/nameWithUnit';
import type { ChartSeries, ChartXAxis, HeatmapSeries } from './types';

export interface ChartCsvRow {
  /** The x value (epoch ms on a time axis, the category index on a category axis); for a heat map the y index. */
  ts: number;
  /** Per series (per x category for a heat map), its value(s) at `ts` (undefined when there is no point there). */
  values: ((number | null)[] | undefined)[];
}

export interface ChartCsvLabels {
  time: string;
  open: string;
  close: string;
  low: string;
  high: string;
  /** Band edges and the header of a non-time x column (older callers without them get English). */
  lower?: string;
  upper?: string;
  x?: string;
}

function heatmapCsv(series: HeatmapSeries): { rows: ChartCsvRow[]; columns: CsvColumn<ChartCsvRow>[] } {
  const rows: ChartCsvRow[] = series.yCategories.map((_, yi) => ({ ts: yi, values: new Array(series.xCategories.length).fill(undefined) }));
  for (const [xi, yi, value] of series.cells) {
    const row = rows[yi];
    if (row && xi >= 0 && xi < series.xCategories.length) row.values[xi] = [value];
  }
  const columns: CsvColumn<ChartCsvRow>[] = [
    { title: nameWithUnit(series.name, series.unit), value: (row) => series.yCategories[row.ts] },
    ...series.xCategories.map((title, xi): CsvColumn<ChartCsvRow> => ({ title, value: (row) => row.values[xi]?.[0] })),
  ];
  return { rows, columns };
}

export function chartCsv(
  series: readonly ChartSeries[],
  labels: ChartCsvLabels,
  xAxis: ChartXAxis = { type: 'time' },
): { rows: ChartCsvRow[]; columns: CsvColumn<ChartCsvRow>[] } {
  const heatmap = series.find((s) => s.kind === 'heatmap');
  if (heatmap?.kind === 'heatmap') return heatmapCsv(heatmap);

  const byX = new Map<number, ChartCsvRow>();
  const rowAt = (ts: number) => {
    let row = byX.get(ts);
    if (!row) {
      row = { ts, values: new Array(series.length).fill(undefined) };
      byX.set(ts, row);
    }
    return row;
  };
  series.forEach((s, i) => {
    if (s.kind === 'candle') for (const [ts, ...ohlc] of s.candles) rowAt(ts).values[i] = ohlc;
    else if (s.kind === 'band') {
      // The edges may have points at different x: each fills its own half of the cell pair.
      const edges = (ts: number) => {
        const row = rowAt(ts);
        const pair = row.values[i] ?? [null, null];
        row.values[i] = pair;
        return pair;
      };
      for (const [ts, y] of s.lower) edges(ts)[0] = y;
      for (const [ts, y] of s.upper) edges(ts)[1] = y;
    } else if (s.kind !== 'heatmap') for (const [ts, y] of s.points) rowAt(ts).values[i] = [y];
  });
  const rows = [...byX.values()].sort((a, b) => a.ts - b.ts);
  const xColumn: CsvColumn<ChartCsvRow> =
    xAxis.type === 'time'
      ? { title: labels.time, value: (row) => row.ts, time: DATE_TIME_SECONDS }
      : xAxis.type === 'category'
        ? { title: labels.x ?? 'x', value: (row) => xAxis.categories[row.ts] ?? row.ts }
        : { title: xAxis.name ?? labels.x ?? 'x', value: (row) => row.ts };
  const columns: CsvColumn<ChartCsvRow>[] = [xColumn];
  series.forEach((s, i) => {
    if (s.kind === 'candle') {
      // ECharts' candle order after the time: open, close, low, high.
      (['open', 'close', 'low', 'high'] as const).forEach((part, k) => {
        columns.push({ title: `${s.name} ${labels[part]} (${s.unit})`, value: (row) => row.values[i]?.[k] });
      });
    } else if (s.kind === 'band') {
      columns.push({ title: `${s.name} ${labels.lower ?? 'lower'} (${s.unit})`, value: (row) => row.values[i]?.[0] });
      columns.push({ title: `${s.name} ${labels.upper ?? 'upper'} (${s.unit})`, value: (row) => row.values[i]?.[1] });
    } else {
      columns.push({ title: nameWithUnit(s.name, s.unit), value: (row) => row.values[i]?.[0] });
    }
  });
  return { rows, columns };
}
