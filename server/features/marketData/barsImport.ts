/**
 * Users' bar files (CSV or the first sheet of an Excel workbook) for one instrument: parsed into bars and checked
 * row by row. A header row names the columns, in any order and case: `date` (or `time`, `datetime`), `open`,
 * `high`, `low`, `close`, and optionally `settle`, `volume`, `oi`. Dates: `YYYY-MM-DD` for daily bars (the trading
 * date), `YYYY-MM-DD HH:mm[:ss]` (or `T`) for 1-minute bars, read in the product's exchange time zone; Excel date
 * cells are read as that wall-clock time. Row errors: bad date, non-finite numbers, high below low, open/close
 * outside [low, high], prices off the product's tick grid, a time given twice. The file as a whole (row 0 or 1):
 * unknown instrument, missing column, unreadable, empty, too many rows.
 */
import { BARS_IMPORT_MAX_ROWS, type Bar, type BarsImportBody, type BarsImportError, type BarsImportRow } from '../../../common/contract/marketData';
import { parseInstrument } from '../../../common/market/address';
import { zonedToUtc } from '../../../common/domain/zonedTime';
import type { ProductSpec, ReferenceData } from '../../infra/market/ports';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';
import { ApiError } from '../../infra/http/apiError';
import { isOnTickGrid } from '../../../common/domain/tickGrid';

const REQUIRED = ['date', 'open', 'high', 'low', 'close'] as const;
const OPTIONAL = ['settle', 'volume', 'oi'] as const;
const DATE_ALIASES = ['date', 'time', 'datetime', 'timestamp', '日期', '时间'];

export interface ParsedBars {
  spec: ProductSpec | null;
  rows: BarsImportRow[];
  errors: BarsImportError[];
}

const fileError = (code: BarsImportError['code'], message: string, row = 0, column = ''): BarsImportError => ({ row, column, code, message });

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
  return zonedToUtc({ year: y, month: mo, day: d, hour: h, minute: mi }, spec.timeZone);
}

/** Parses and checks a file; never throws on bad content (errors say what is wrong). */
export async function parseBarsFile(body: BarsImportBody, reference: ReferenceData): Promise<ParsedBars> {
  const ref = parseInstrument(body.instrument);
  const spec = ref && !ref.continuous ? reference.resolveInstrument(ref) : undefined;
  const dated = spec && (spec.kind === 'future' || spec.kind === 'swap');
  if (!ref || !spec || (dated && !ref.month)) {
    return { spec: null, rows: [], errors: [fileError('unknownInstrument', `Unknown instrument ${body.instrument}`, 0, 'instrument')] };
  }
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: BARS_IMPORT_MAX_ROWS });
  } catch (err) {
    // Over the import limits (docs/security.md): the call answers the refusal.
    if (err instanceof ApiError) throw err;
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
        if (v !== null && !isOnTickGrid(v, spec.tick))
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
