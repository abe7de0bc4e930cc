/**
 * Reading an indicator the user imports in the page (a CSV or Excel file of date,value rows; docs/analytics/calculators.md,
 * "Investment clock"): every bad row is reported with its row number and why, and nothing is kept from a file with
 * errors (no half-read indicator). The points stay in the page's memory: they are never sent to the server.
 */
import { parseCsv } from '@/utils/csvParse';

/** Row codes; the texts are `cycle.import.error.<code>`. */
export type RowErrorCode = 'columns' | 'date' | 'value' | 'duplicate' | 'empty' | 'format' | 'tooMany';
export interface RowError {
  /** File row number, 1 = the first line (0 = the file as a whole). */
  row: number;
  code: RowErrorCode;
}
export interface ReadIndicator {
  points: [number, number][];
  errors: RowError[];
}

/** At most this many data rows (a monthly series of 800 years; daily data is not an indicator). */
export const MAX_INDICATOR_ROWS = 10_000;

const DATE = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/;

/** `2025-03-31`, `2025/3/31`, `2025-03` (the first of the month) -> epoch ms of 00:00 UTC; null when not a real date. */
export function parseDate(text: string): number | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d = 1] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 1 : Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : null;
}

/** Rows of cells (first row may be a header: skipped when its second cell is not a number) -> dated values. */
export function readRows(rows: readonly (readonly unknown[])[]): ReadIndicator {
  const errors: RowError[] = [];
  const points: [number, number][] = [];
  const seen = new Set<number>();
  const text = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').trim());
  const data = rows.map((cells, i) => ({ row: i + 1, cells: cells.map(text) })).filter((r) => r.cells.some((c) => c !== ''));
  const first = data[0];
  const body = first && !Number.isFinite(Number(first.cells[1])) && parseDate(first.cells[0]) === null ? data.slice(1) : data;
  if (body.length === 0) return { points: [], errors: [{ row: 0, code: 'empty' }] };
  if (body.length > MAX_INDICATOR_ROWS) return { points: [], errors: [{ row: 0, code: 'tooMany' }] };
  for (const { row, cells } of body) {
    if (cells.length < 2 || cells.slice(2).some((c) => c !== '')) {
      errors.push({ row, code: 'columns' });
      continue;
    }
    const ts = parseDate(cells[0]);
    const value = cells[1] === '' ? Number.NaN : Number(cells[1]);
    if (ts === null) errors.push({ row, code: 'date' });
    else if (!Number.isFinite(value)) errors.push({ row, code: 'value' });
    else if (seen.has(ts)) errors.push({ row, code: 'duplicate' });
    else {
      seen.add(ts);
      points.push([ts, value]);
    }
  }
  return errors.length > 0 ? { points: [], errors } : { points: points.sort((a, b) => a[0] - b[0]), errors };
}

/** The file's text or bytes through FileReader (older browsers, and jsdom, lack Blob.text / arrayBuffer). */
function read(file: Blob, as: 'text'): Promise<string>;
function read(file: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function read(file: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

/** A picked file: CSV (or .txt) as text, .xlsx through exceljs (loaded only when needed); anything else refused. */
export async function readIndicatorFile(file: File): Promise<ReadIndicator> {
  try {
    return await readFileRows(file);
  } catch {
    // An unreadable file (a corrupt workbook, a read failure) is refused as a whole.
    return { points: [], errors: [{ row: 0, code: 'format' }] };
  }
}

async function readFileRows(file: File): Promise<ReadIndicator> {
  const ext = file.name.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return readRows(parseCsv(await read(file, 'text')).rows);
  if (ext !== 'xlsx') return { points: [], errors: [{ row: 0, code: 'format' }] };
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  await workbook.xlsx.load(await read(file, 'bytes'));
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    const values = (row.values as unknown[]).slice(1);
    rows[n - 1] = values.map((v) => (v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v));
  });
  return readRows(Array.from(rows, (r) => r ?? []));
}
