/**
 * An imported date,value CSV as a series: one point per readable row, each unreadable row reported (row number and
 * text), a header row skipped. Dates are `YYYY-MM-DD` (or `YYYY/MM/DD`), taken as 00:00 UTC like the server's daily
 * bars; rows are sorted by date, and a repeated date is an error.
 */
import { BACKTEST_MAX_POINTS } from '@common/contract/backtesting';
import { parseCsv } from '@/utils/csvParse';
import type { FileSeries } from './data';

const DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

export function readSeriesCsv(name: string, text: string): FileSeries {
  const { rows } = parseCsv(text);
  const points: [number, number][] = [];
  const errors: FileSeries['errors'] = [];
  const seen = new Set<number>();
  rows.forEach((cells, i) => {
    const line = cells.map((c) => c.trim());
    if (line.every((c) => c === '')) return;
    const m = DATE.exec(line[0] ?? '');
    const value = Number((line[1] ?? '').replace(/,/g, ''));
    if (!m) {
      if (i === 0) return; // a header
      errors.push({ row: i + 1, text: line.join(',') });
      return;
    }
    const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    if (!Number.isFinite(t) || line[1] === undefined || line[1] === '' || !Number.isFinite(value) || seen.has(t)) {
      errors.push({ row: i + 1, text: line.join(',') });
      return;
    }
    seen.add(t);
    points.push([t, value]);
  });
  points.sort((a, b) => a[0] - b[0]);
  if (points.length > BACKTEST_MAX_POINTS) points.length = BACKTEST_MAX_POINTS;
  return { name, points, errors };
}
