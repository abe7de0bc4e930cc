/**
 * The one CSV export of the app: tables hand their visible (filtered, sorted, paged) rows and the
 * columns to show, and the browser downloads them as a file (UTF-8 with BOM so Excel reads Chinese and
 * Arabic text correctly). Moments are exported as the table shows them (local time, the user's language),
 * with the time zone in the column header, not as UTC ISO text the reader has to convert.
 */
import { getIntl } from '@umijs/max';

export interface CsvColumn<T> {
  /** Header cell (already in the user's language). */
  title: string;
  value: (row: T) => unknown;
  /**
   * Set when `value` gives a moment (epoch ms; null or undefined for none): the `intl.formatDate` options the
   * table shows it with. The cell then holds that text and the header names the time zone.
   */
  time?: Intl.DateTimeFormatOptions;
  /**
   * Decimals of a number column, as the table shows it (an instrument's price precision): the cell holds
   * `toFixed(digits)`. Without it a number is written to 15 significant digits (what a spreadsheet keeps).
   */
  digits?: number;
}

/**
 * A computed number as a reader expects to see it: at `digits` decimals when given, otherwise rounded to 15
 * significant digits, which drops binary floating-point noise (`129.30799999999994` -> 129.308, `0.1 + 0.2` -> 0.3)
 * and keeps every digit a double really carries (epoch ms, 13 digits, stay exact). Issue 18: exports with float noise.
 */
export function exportedNumber(value: number, digits?: number): number {
  if (!Number.isFinite(value)) return value;
  return digits === undefined ? Number(value.toPrecision(15)) : Number(value.toFixed(digits));
}

/** One cell's value as the CSV and the workbook hold it: numbers through `exportedNumber`, fixed decimals kept as text. */
export function exportedValue<T>(column: CsvColumn<T>, row: T): unknown {
  const value = column.value(row);
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  return column.digits === undefined ? exportedNumber(value) : value.toFixed(column.digits);
}

/** `intl.formatDate`, or anything that formats a moment the same way. */
export type FormatDate = (at: number, options: Intl.DateTimeFormatOptions) => string;

/** The viewer's time zone as a header can name it: `Asia/Shanghai, UTC+08:00` (offset at `at`, for summer time). */
export function timeZoneLabel(at: number = Date.now()): string {
  const minutes = -new Date(at).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? `${zone}, UTC${sign}${hhmm}` : `UTC${sign}${hhmm}`;
}

/** The columns with every `time` column turned into the text the table shows, its header naming the zone. */
export function withShownTimes<T>(columns: readonly CsvColumn<T>[], formatDate: FormatDate, zone: string = timeZoneLabel()): CsvColumn<T>[] {
  return columns.map((column) => {
    const options = column.time;
    if (!options) return column;
    return {
      title: `${column.title} (${zone})`,
      value: (row: T) => {
        const at = column.value(row);
        return typeof at === 'number' && Number.isFinite(at) ? formatDate(at, options) : '';
      },
    };
  });
}

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when needed, quotes doubled, formula-looking text defused with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Direction isolates (src/utils/numberText.ts) order text on screen; a file holds the bare text.
  let text = (typeof value === 'string' ? value : String(value)).replace(/[\u2066-\u2069]/g, '');
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `rows` (CRLF line ends, RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(exportedValue(c, row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Save `csv` as `filename` through a temporary link. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Build and download in one step (what a table's export button does), moments in the user's language and zone. */
export function exportCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  const intl = getIntl();
  const formatDate = (at: number, options: Intl.DateTimeFormatOptions) => intl.formatDate(at, options);
  downloadCsv(filename, toCsv(rows, withShownTimes(columns, formatDate)));
}
