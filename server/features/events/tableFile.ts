/**
 * CSV and Excel calendar files (docs/research/calendar.md, "CSV and Excel"): a header row names the columns in any
 * order and case; the first sheet of a workbook is read (server/infra/tables/readTable.ts).
 * Columns: date (YYYY-MM-DD, required), time (HH:mm[:ss]; empty = date only), timezone (IANA name, UTC or an
 * offset like +08:00; empty = UTC with a warning), country, currency, event (required), and optionally uid,
 * event_key, period, importance, status, actual, consensus, previous, revised, unit, source, products.
 */
import type { CalendarImportIssue } from '../../../common/contract/events';
import { CALENDAR_IMPORT_MAX_ROWS, type CalendarImportBody } from '../../../common/contract/events';
import { type Cell, readTable } from '../../infra/tables/readTable';
import { ApiError } from '../../infra/http/apiError';
import { type CheckedCalendarRow, checkRow, issue, type RawCalendarRow } from './rowCheck';
import { zoneConverter } from './timeZones';

export interface ParsedCalendar {
  rows: CheckedCalendarRow[];
  errors: CalendarImportIssue[];
  warnings: CalendarImportIssue[];
}

type TextField = Exclude<keyof RawCalendarRow, 'row'>;
type Column = TextField | 'date' | 'time' | 'timezone';

const COLUMNS: Record<Column, string[]> = {
  date: ['date', '日期'],
  time: ['time', '时间'],
  timezone: ['timezone', 'time_zone', 'tz', 'utc_offset', 'offset', '时区'],
  uid: ['uid', 'id'],
  eventKey: ['event_key', 'eventkey', 'key'],
  country: ['country', '国家', '地区'],
  currency: ['currency', '货币', '币种'],
  title: ['event', 'title', '事件'],
  period: ['period', 'reference_period', '期间', '参考期'],
  importance: ['importance', '重要性'],
  status: ['status', 'date_status', '状态'],
  actual: ['actual', '公布值', '实际值'],
  consensus: ['consensus', 'forecast', '预期值', '预期'],
  previous: ['previous', '前值'],
  revised: ['revised', '修正值'],
  unit: ['unit', '单位'],
  source: ['source', '来源'],
  products: ['products', 'product', '品种'],
};
const REQUIRED: Column[] = ['date', 'country', 'currency', 'title'];

const DATE_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const text = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : typeof cell === 'number' ? String(cell) : cell.trim();

/** Date parts of a cell (a text date, or an Excel date cell read as wall-clock); null when not a real date. */
function dateParts(cell: Cell | undefined): number[] | null {
  let parts: number[] | null = null;
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) parts = [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()];
  else if (typeof cell === 'string') {
    const m = DATE_RE.exec(cell.trim());
    if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (!parts) return null;
  const [y, mo, d] = parts;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d ? parts : null;
}

/** Time parts of a cell ('08:30', an Excel time cell); undefined when empty, null when not a time. */
function timeParts(cell: Cell | undefined): number[] | null | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (cell instanceof Date) return [cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds()];
  // An Excel time typed as a fraction of a day.
  if (typeof cell === 'number') {
    if (!(cell >= 0 && cell < 1)) return null;
    const s = Math.round(cell * 86400);
    return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  }
  const m = TIME_RE.exec(cell.trim());
  if (!m) return null;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return parts[0] <= 23 && parts[1] <= 59 && parts[2] <= 59 ? parts : null;
}

export async function parseTableFile(body: Pick<CalendarImportBody, 'format' | 'content'>, defaultSource: string): Promise<ParsedCalendar> {
  let table: Cell[][];
  try {
    table = await readTable({ format: body.format === 'xlsx' ? 'xlsx' : 'csv', content: body.content }, { maxRows: CALENDAR_IMPORT_MAX_ROWS });
  } catch (err) {
    // Over the import limits (docs/security.md): the call answers the refusal.
    if (err instanceof ApiError) throw err;
    return { rows: [], errors: [issue('badFile', `The file cannot be read: ${(err as Error).message}`.slice(0, 300))], warnings: [] };
  }
  if (table.length < 2) return { rows: [], errors: [issue('empty', 'The file has no data rows')], warnings: [] };
  if (table.length - 1 > CALENDAR_IMPORT_MAX_ROWS)
    return { rows: [], errors: [issue('tooManyRows', `At most ${CALENDAR_IMPORT_MAX_ROWS} rows per file`)], warnings: [] };

  const warnings: CalendarImportIssue[] = [];
  const col: Partial<Record<Column, number>> = {};
  table[0].forEach((h, i) => {
    const name = text(h).toLowerCase().replace(/\s+/g, '_');
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => COLUMNS[c].includes(name));
    if (column && col[column] === undefined) col[column] = i;
    else if (name) warnings.push(issue('unknownColumn', `Column ${text(h)} is not read`, 1, text(h)));
  });
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { rows: [], errors: missing.map((c) => issue('missingColumn', `Column ${c} is missing`, 1, c)), warnings };

  const rows: CheckedCalendarRow[] = [];
  const errors: CalendarImportIssue[] = [];
  for (let i = 1; i < table.length; i += 1) {
    const cells = table[i];
    if (cells.every((c) => text(c) === '')) continue;
    const rowNo = i + 1;
    const at = (c: Column): Cell | undefined => (col[c] === undefined ? undefined : cells[col[c] as number]);
    const raw = { row: rowNo } as RawCalendarRow;
    for (const f of Object.keys(COLUMNS) as Column[]) if (f !== 'date' && f !== 'time' && f !== 'timezone') raw[f] = text(at(f));

    let time: { releaseAt: number; hasTime: boolean } | null = null;
    const date = dateParts(at('date'));
    const clock = timeParts(at('time'));
    const zoneText = text(at('timezone'));
    const zone = zoneText ? zoneConverter(zoneText) : null;
    if (!date) errors.push(issue(text(at('date')) ? 'badDate' : 'missingField', `Not a date (YYYY-MM-DD): ${text(at('date'))}`, rowNo, 'date'));
    if (clock === null) errors.push(issue('badTime', `Not a time (HH:mm): ${text(at('time'))}`, rowNo, 'time'));
    if (zoneText && !zone) errors.push(issue('unknownTimeZone', `Unknown time zone: ${zoneText}`, rowNo, 'timezone'));
    if (date && clock !== null && (zone || !zoneText)) {
      if (clock === undefined) time = { releaseAt: Date.UTC(date[0], date[1] - 1, date[2]), hasTime: false };
      else {
        const convert = zone ?? zoneConverter('UTC');
        time = { releaseAt: (convert as NonNullable<typeof zone>)(date[0], date[1], date[2], clock[0], clock[1], clock[2]), hasTime: true };
      }
    }
    const before = warnings.length;
    const checked = checkRow(raw, time, defaultSource, errors, warnings);
    if (checked) {
      if (clock !== undefined && !zoneText) warnings.push(issue('noTimeZone', 'No time zone given: the time is read as UTC', rowNo, 'timezone'));
      rows.push(checked);
    } else warnings.length = before;
  }
  return { rows, errors, warnings };
}
