/**
 * The two CSV layouts the import connectors read (docs/datasources.md):
 *   series: `series,date,value[,unit][,released]`   -> observations (`released`: when the value was published,
 *                                                     a date-time with a zone; empty = the source's release rule)
 *   kpler:  `date,location,product,volume[,kind]`   -> Kpler flow rows
 * Header names are case-insensitive and may come in any order; UTF-8 with or without BOM; comma separated; RFC 4180
 * quoting. Any malformed line rejects the whole file with its line number, so nothing half-imports. A row whose
 * value/volume cell is empty is skipped and counted (vendors leave holidays blank).
 */
import { parse } from 'csv-parse/sync';

export interface ObservationInput {
  seriesId: string;
  /** Epoch ms: a date-only cell is midnight UTC of that day. */
  ts: number;
  value: number;
  unit: string;
  /** When the vendor published the value (the file's `released` column), if it says. */
  releasedAt?: number;
}

export interface KplerFlowInput {
  /** YYYY-MM-DD */
  day: string;
  location: string;
  locationKind: string;
  product: string;
  volume: number;
}

export interface ParsedCsv<T> {
  rows: T[];
  /** Data lines skipped because the value cell was empty. */
  blankValues: number;
}

export class CsvFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file} line ${line}: ${detail}`);
  }
}

const SERIES_COLUMNS = { required: ['series', 'date', 'value'], optional: ['unit', 'released'] } as const;
const KPLER_COLUMNS = { required: ['date', 'location', 'product', 'volume'], optional: ['kind'] } as const;
const DEFAULT_LOCATION_KIND = 'location';

type Columns = { required: readonly string[]; optional: readonly string[] };
/** "series,date,value[,unit]": how the layouts are written in messages and the status page. */
const layoutHeader = (columns: Columns) => `${columns.required.join(',')}${columns.optional.map((c) => `[,${c}]`).join('')}`;
export const CSV_LAYOUT_HEADERS = { series: layoutHeader(SERIES_COLUMNS), kpler: layoutHeader(KPLER_COLUMNS) } as const;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Midnight UTC of a real calendar day, or null (2024-02-30 is not a day). */
export function parseDay(cell: string): number | null {
  const m = DATE_ONLY.exec(cell);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ts = Date.UTC(y, mo - 1, d);
  const back = new Date(ts);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ts : null;
}

/** YYYY-MM-DD, or an ISO 8601 date-time with Z or an offset (a time without a zone is ambiguous and refused). */
function parseTimestamp(cell: string): number | null {
  const day = parseDay(cell);
  if (day !== null) return day;
  if (!DATE_TIME.test(cell)) return null;
  const ts = Date.parse(cell);
  return Number.isFinite(ts) ? ts : null;
}

function parseNumber(cell: string): number | null {
  if (!NUMBER.test(cell)) return null;
  const n = Number(cell);
  return Number.isFinite(n) ? n : null;
}

type Row = { cells: Record<string, string>; line: number };

/** Parses the text into header-keyed rows, checking the header and every line's column count. */
function readRows(text: string, file: string, columns: Columns): Row[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, info: true, relax_column_count: true }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; message: string };
    throw new CsvFormatError(file, e.lines ?? 1, e.message.replace(/^Invalid .*?: /, ''));
  }
  if (records.length === 0) throw new CsvFormatError(file, 1, 'the file is empty (a header line is required)');
  const header = records[0].record.map((h) => h.toLowerCase());
  const headerLine = records[0].info.lines;
  const allowed = new Set<string>([...columns.required, ...columns.optional]);
  const layout = layoutHeader(columns);
  for (const [i, name] of header.entries()) {
    if (!allowed.has(name)) throw new CsvFormatError(file, headerLine, `unknown column "${records[0].record[i]}" (expected ${layout})`);
    if (header.indexOf(name) !== i) throw new CsvFormatError(file, headerLine, `column "${name}" appears twice`);
  }
  const missing = columns.required.filter((c) => !header.includes(c));
  if (missing.length) throw new CsvFormatError(file, headerLine, `missing column(s) ${missing.join(', ')} (expected ${layout})`);

  return records.slice(1).map(({ record, info }) => {
    if (record.length !== header.length) {
      throw new CsvFormatError(file, info.lines, `expected ${header.length} fields, found ${record.length}`);
    }
    return { cells: Object.fromEntries(header.map((h, i) => [h, record[i]])), line: info.lines };
  });
}

function requireText(row: Row, file: string, column: string, maxLength: number): string {
  const value = row.cells[column] ?? '';
  if (!value) throw new CsvFormatError(file, row.line, `${column} is empty`);
  if (value.length > maxLength) throw new CsvFormatError(file, row.line, `${column} is longer than ${maxLength} characters`);
  return value;
}

export function parseSeriesCsv(text: string, file: string): ParsedCsv<ObservationInput> {
  const rows: ObservationInput[] = [];
  let blankValues = 0;
  for (const row of readRows(text, file, SERIES_COLUMNS)) {
    const seriesId = requireText(row, file, 'series', 200);
    const ts = parseTimestamp(row.cells.date);
    if (ts === null) throw new CsvFormatError(file, row.line, `date "${row.cells.date}" is not YYYY-MM-DD or an ISO date-time with a zone`);
    const unit = row.cells.unit ?? '';
    if (unit.length > 32) throw new CsvFormatError(file, row.line, 'unit is longer than 32 characters');
    if (row.cells.value === '') {
      blankValues += 1;
      continue;
    }
    const value = parseNumber(row.cells.value);
    if (value === null) throw new CsvFormatError(file, row.line, `value "${row.cells.value}" is not a number`);
    const released = row.cells.released ?? '';
    if (released === '') {
      rows.push({ seriesId, ts, value, unit });
      continue;
    }
    const releasedAt = parseTimestamp(released);
    if (releasedAt === null || releasedAt < ts) {
      throw new CsvFormatError(file, row.line, `released "${released}" is not a date-time with a zone on or after the date`);
    }
    rows.push({ seriesId, ts, value, unit, releasedAt });
  }
  return { rows, blankValues };
}

export function parseKplerCsv(text: string, file: string): ParsedCsv<KplerFlowInput> {
  const rows: KplerFlowInput[] = [];
  let blankValues = 0;
  for (const row of readRows(text, file, KPLER_COLUMNS)) {
    if (parseDay(row.cells.date) === null) throw new CsvFormatError(file, row.line, `date "${row.cells.date}" is not a YYYY-MM-DD day`);
    const location = requireText(row, file, 'location', 100);
    const product = requireText(row, file, 'product', 100);
    const locationKind = row.cells.kind || DEFAULT_LOCATION_KIND;
    if (locationKind.length > 32) throw new CsvFormatError(file, row.line, 'kind is longer than 32 characters');
    if (row.cells.volume === '') {
      blankValues += 1;
      continue;
    }
    const volume = parseNumber(row.cells.volume);
    if (volume === null || volume < 0) throw new CsvFormatError(file, row.line, `volume "${row.cells.volume}" is not a non-negative number`);
    rows.push({ day: row.cells.date, location, locationKind, product, volume });
  }
  return { rows, blankValues };
}

export interface ParsedCsvFile {
  observations: ObservationInput[];
  kplerFlows: KplerFlowInput[];
  blankValues: number;
}

/** Parses one file in the layout of its source (a dropped file or one uploaded through the file area). */
export function parseCsvForLayout(layout: 'series' | 'kpler', text: string, file: string): ParsedCsvFile {
  if (layout === 'kpler') {
    const parsed = parseKplerCsv(text, file);
    return { observations: [], kplerFlows: parsed.rows, blankValues: parsed.blankValues };
  }
  const parsed = parseSeriesCsv(text, file);
  return { observations: parsed.rows, kplerFlows: [], blankValues: parsed.blankValues };
}

/** The run message of an import of `files` (`rows` as read; the run's row count is after de-duplication). */
export function importedMessage(rows: number, files: string[], blankValues: number) {
  const blanks = blankValues ? `; ${blankValues} blank values skipped` : '';
  return {
    message: `Read ${rows} rows from ${files.length} file(s): ${files.join(', ')}${blanks}`,
    messageKey: 'datasource.run.imported',
    messageParams: { rows, files: files.length, names: files.join(', '), blankValues },
  };
}
