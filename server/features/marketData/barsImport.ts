/**
 * Users' bar files (CSV or the first sheet of an Excel workbook) for one instrument: parsed into bars and checked
 * row by row. A header row names the columns, in any order and case: `date` (or `time`, `datetime`), `open`,
 * `high`, `low`, `close`, and optionally `settle`, `volume`, `oi`. Dates: `YYYY-MM-DD` for daily bars (the trading
 * date), `YYYY-MM-DD HH:mm[:ss]` (or `T`) for 1-minute bars, read in the product's exchange time zone; Excel date
 * cells are read as that wall-clock time. Row errors: bad date, non-finite numbers, high below low, open/close
 * outside [low, high], prices off the product's tick grid, a time given twice. The file as a whole (row 0 or 1):
 * unknown instrument, missing column, unreadable, empty, too many rows.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { BARS_IMPORT_MAX_ROWS, type Bar, type BarsImportBody, type BarsImportError, type BarsImportRow } from '../../../common/contract/marketData';
import { parseInstrument } from '../../../common/market/address';
import type { ProductSpec, ReferenceData } from '../../infra/market/ports';

export type Cell = string | number | Date | null;

const REQUIRED = ['date', 'open', 'high', 'low', 'close'] as const;
const OPTIONAL = ['settle', 'volume', 'oi'] as const;
const DATE_ALIASES = ['date', 'time', 'datetime', 'timestamp', '日期', '时间'];

export interface ParsedBars {
  spec: ProductSpec | null;
  rows: BarsImportRow[];
  errors: BarsImportError[];
}

const fileError = (code: BarsImportError['code'], message: string, row = 0, column = ''): BarsImportError => ({ row, column, code, message });

/** The UTC instant of a wall-clock time in `timeZone` (two passes cover DST changes). */
export function zonedToUtc(y: number, mo: number, d: number, h: number, mi: number, s: number, timeZone: string): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (ts: number) => {
    const f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(ts)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ts;
  };
  let ts = wall - offsetAt(wall);
  ts = wall - offsetAt(ts);
  return ts;
}

const DATE_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A cell -> bar time; null when it is not a valid date (or, for minute bars, not on a minute). */
function barTime(cell: Cell, interval: Bar['interval'], spec: ProductSpec): number | null {
  let parts: number[] | null = null;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    // exceljs gives wall-clock cells as UTC dates.
    parts = [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate(), cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds()];
  } else if (typeof cell === 'string') {
    const m = DATE_RE.exec(cell.trim());
    if (!m) return null;
    parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  }
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  if (interval === '1d') return h === 0 && mi === 0 && s === 0 ? Date.UTC(y, mo - 1, d) : null;
  if (s !== 0) return null;
  return zonedToUtc(y, mo, d, h, mi, 0, spec.timeZone);
}

export function numberOf(cell: Cell): number | null | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') {
    const text = cell.trim().replace(/,/g, '');
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** On the tick grid within floating-point noise (1e-6 of a tick). */
const onGrid = (price: number, tick: number) => {
  const steps = price / tick;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object' && 'result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
  return null;
}

export async function readTable(body: Pick<BarsImportBody, 'format' | 'content'>): Promise<Cell[][]> {
  const bytes = Buffer.from(body.content, 'base64');
  if (body.format === 'csv') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    return parseCsv(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  }
  // exceljs takes 0.3-0.7 s to load: only a spreadsheet import pays for it, not every start of the server.
  // Its named exports are not visible to Node's ESM loader (tsx): take the CommonJS module object.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs rows are 1-based: values[0] is empty.
    table.push(values.slice(1).map(cellValue));
  });
  return table;
}

/** Parses and checks a file; never throws on bad content (errors say what is wrong). */
export async function parseBarsFile(body: BarsImportBody, reference: ReferenceData | undefined): Promise<ParsedBars> {
  const ref = parseInstrument(body.instrument);
  const spec = ref && !ref.continuous ? reference?.resolveInstrument(ref) : undefined;
  const dated = spec && (spec.kind === 'future' || spec.kind === 'swap');
  if (!ref || !spec || (dated && !ref.month)) {
    return { spec: null, rows: [], errors: [fileError('unknownInstrument', `Unknown instrument ${body.instrument}`, 0, 'instrument')] };
  }
  let table: Cell[][];
  try {
    table = await readTable(body);
  } catch (err) {
    return { spec, rows: [], errors: [fileError('badFile', `The file cannot be read: ${(err as Error).message}`.slice(0, 300))] };
  }
  if (table.length < 2) return { spec, rows: [], errors: [fileError('empty', 'The file has no data rows')] };
  if (table.length - 1 > BARS_IMPORT_MAX_ROWS) return { spec, rows: [], errors: [fileError('tooManyRows', `At most ${BARS_IMPORT_MAX_ROWS} rows per file`)] };

  const header = table[0].map((h) =>
    String(h ?? '')
      .trim()
      .toLowerCase(),
  );
  const col: Record<string, number> = {};
  header.forEach((h, i) => {
    const name = DATE_ALIASES.includes(h) ? 'date' : h;
    if ([...REQUIRED, ...OPTIONAL].includes(name as never) && col[name] === undefined) col[name] = i;
  });
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { spec, rows: [], errors: missing.map((c) => fileError('missingColumn', `Column ${c} is missing`, 1, c)) };

  const rows: BarsImportRow[] = [];
  const errors: BarsImportError[] = [];
  const seen = new Map<number, number>();
  for (let i = 1; i < table.length; i++) {
    const cells = table[i];
    const rowNo = i + 1;
    const at = (name: string): Cell => (col[name] === undefined ? null : (cells[col[name]] ?? null));
    const rowErrors: BarsImportError[] = [];
    const ts = barTime(at('date'), body.interval, spec);
    if (ts === null)
      rowErrors.push(
        fileError('badDate', `Not a ${body.interval === '1d' ? 'date (YYYY-MM-DD)' : 'minute (YYYY-MM-DD HH:mm)'}: ${String(at('date') ?? '')}`, rowNo, 'date'),
      );
    const values: Record<string, number | null> = {};
    for (const name of [...REQUIRED.slice(1), ...OPTIONAL]) {
      const n = numberOf(at(name));
      const required = (REQUIRED as readonly string[]).includes(name);
      if (n === null || (n === undefined && required))
        rowErrors.push(fileError('notFinite', `${name} is not a number: ${String(at(name) ?? '')}`, rowNo, name));
      values[name] = n ?? null;
    }
    const { open, high, low, close, settle } = values;
    if (rowErrors.length === 0 && open !== null && high !== null && low !== null && close !== null) {
      if (high < low) rowErrors.push(fileError('highBelowLow', `high ${high} is below low ${low}`, rowNo, 'high'));
      else
        for (const [name, v] of [
          ['open', open],
          ['close', close],
        ] as const)
          if (v < low || v > high) rowErrors.push(fileError('outsideRange', `${name} ${v} lies outside low..high`, rowNo, name));
      for (const [name, v] of Object.entries({ open, high, low, close, settle }))
        if (v !== null && !onGrid(v, spec.tick))
          rowErrors.push(fileError('offTickGrid', `${name} ${v} is not a multiple of the tick ${spec.tick}`, rowNo, name));
    }
    if (ts !== null && seen.has(ts)) rowErrors.push(fileError('duplicate', `The same time as row ${seen.get(ts)}`, rowNo, 'date'));
    if (ts !== null && !seen.has(ts)) seen.set(ts, rowNo);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({
      row: rowNo,
      ts: ts as number,
      open: open as number,
      high: high as number,
      low: low as number,
      close: close as number,
      settle,
      volume: values.volume,
      oi: values.oi,
    });
  }
  return { spec, rows, errors };
}

/** The rows as stored bars (source `import:<file name>`, never demo). */
export const barsOf = (instrument: string, interval: Bar['interval'], fileName: string, rows: readonly BarsImportRow[]): Bar[] =>
  rows.map((r) => ({
    instrument,
    interval,
    ts: r.ts,
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    settle: r.settle,
    volume: r.volume,
    oi: r.oi,
    demo: false,
    source: `import:${fileName}`,
  }));
