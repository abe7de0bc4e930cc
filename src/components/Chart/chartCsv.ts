/**
 * The chart's CSV export: one row per time that any series has, one column per series (four for candles), through
 * the app's one CSV writer (src/utils/csvExport.ts: BOM, formula defusing, times as shown in the user's zone).
 */
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import type { ChartSeries } from './types';

export interface ChartCsvRow {
  ts: number;
  /** Per series, its value(s) at `ts` (undefined when that series has no point there). */
  values: (readonly number[] | undefined)[];
}

export interface ChartCsvLabels {
  time: string;
  open: string;
  close: string;
  low: string;
  high: string;
}

export function chartCsv(series: readonly ChartSeries[], labels: ChartCsvLabels): { rows: ChartCsvRow[]; columns: CsvColumn<ChartCsvRow>[] } {
  const byTime = new Map<number, ChartCsvRow>();
  const rowAt = (ts: number) => {
    let row = byTime.get(ts);
    if (!row) {
      row = { ts, values: new Array(series.length).fill(undefined) };
      byTime.set(ts, row);
    }
    return row;
  };
  series.forEach((s, i) => {
    if (s.kind === 'candle') for (const [ts, ...ohlc] of s.candles) rowAt(ts).values[i] = ohlc;
    else for (const [ts, value] of s.points) rowAt(ts).values[i] = [value];
  });
  const rows = [...byTime.values()].sort((a, b) => a.ts - b.ts);
  const columns: CsvColumn<ChartCsvRow>[] = [{ title: labels.time, value: (row) => row.ts, time: DATE_TIME_SECONDS }];
  series.forEach((s, i) => {
    if (s.kind === 'candle') {
      // ECharts' candle order after the time: open, close, low, high.
      (['open', 'close', 'low', 'high'] as const).forEach((part, k) => {
        columns.push({ title: `${s.name} ${labels[part]} (${s.unit})`, value: (row) => row.values[i]?.[k] });
      });
    } else {
      columns.push({ title: `${s.name} (${s.unit})`, value: (row) => row.values[i]?.[0] });
    }
  });
  return { rows, columns };
}
