/**
 * Warehouse receipt files, CSV or Excel (docs/warehouseCargoLocData.md, "Import layout"): a header row names the
 * columns in any order and case, in English or as the SHFE daily report words them; the first sheet of a workbook
 * is read (server/infra/tables/readTable.ts, which parses big files and workbooks in the parse worker pool).
 * Columns: date, exchange (SHFE or INE), product, warehouse, receipts (today's receipts), and optionally previous
 * (昨日仓单), change (增减) and unit. When previous and change are both given, receipts - previous must equal change
 * (the report's own identity), so a shifted column is caught. Every problem is reported with its row number.
 */
import {
  RECEIPT_EXCHANGES,
  RECEIPT_IMPORT_MAX_ROWS,
  type ReceiptExchange,
  type ReceiptImportBody,
  type ReceiptImportIssue,
  type ReceiptImportPreview,
  type ReceiptImportRow,
} from '../../../common/contract/warehouseCargoLocData';
import { ApiError } from '../../infra/http/apiError';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';

type Column = 'date' | 'exchange' | 'product' | 'warehouse' | 'receipts' | 'previous' | 'change' | 'unit';

const COLUMNS: Record<Column, string[]> = {
  date: ['date', 'report_date', '日期'],
  exchange: ['exchange', '交易所'],
  product: ['product', 'commodity', '品种'],
  warehouse: ['warehouse', 'warehouse_name', '仓库', '仓库名称'],
  receipts: ['receipts', 'warrants', 'today', '今日仓单', '仓单'],
  previous: ['previous', 'yesterday', '昨日仓单'],
  change: ['change', '增减'],
  unit: ['unit', '单位'],
};
const REQUIRED: Column[] = ['date', 'exchange', 'product', 'warehouse', 'receipts'];
const TEXT_MAX = 60;
/** Receipt figures are whole numbers of lots or tonnes; the change check allows rounding of the file's decimals. */
const CHANGE_TOLERANCE = 1e-6;
const DATE_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

const text = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

const issue = (code: ReceiptImportIssue['code'], message: string, row = 0, column = ''): ReceiptImportIssue => ({ row, column, code, message });

/** YYYY-MM-DD of a text date (2025-03-04, 2025/3/4, 20250304) or an Excel date cell; null when not a real day. */
function dayOf(cell: Cell | undefined): string | null {
  let parts: number[] | null = null;
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) parts = [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate()];
  else {
    const t = text(cell);
    const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
    const m = compact ?? DATE_RE.exec(t);
    if (m) parts = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (!parts) return null;
  const [y, mo, d] = parts;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return probe.toISOString().slice(0, 10);
}

export async function parseReceiptFile(body: Pick<ReceiptImportBody, 'format' | 'content'>): Promise<ReceiptImportPreview> {
  let table: Cell[][];
  try {
    table = await readTable({ format: body.format, content: body.content }, { maxRows: RECEIPT_IMPORT_MAX_ROWS });
  } catch (err) {
    // Over the import limits (docs/security.md): the call answers the refusal.
    if (err instanceof ApiError) throw err;
    return { rows: [], errors: [issue('badFile', `The file cannot be read: ${(err as Error).message}`.slice(0, 300))] };
  }
  if (table.length < 2) return { rows: [], errors: [issue('empty', 'The file has no data rows')] };
  if (table.length - 1 > RECEIPT_IMPORT_MAX_ROWS) return { rows: [], errors: [issue('tooManyRows', `At most ${RECEIPT_IMPORT_MAX_ROWS} rows per file`)] };

  const col: Partial<Record<Column, number>> = {};
  table[0].forEach((h, i) => {
    const name = text(h).toLowerCase().replace(/\s+/g, '_');
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => COLUMNS[c].includes(name));
    if (column && col[column] === undefined) col[column] = i;
  });
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { rows: [], errors: missing.map((c) => issue('missingColumn', `Column ${c} is missing`, 1, c)) };

  const rows: ReceiptImportRow[] = [];
  const errors: ReceiptImportIssue[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < table.length; i += 1) {
    const cells = table[i];
    if (cells.every((c) => text(c) === '')) continue;
    const rowNo = i + 1;
    const at = (c: Column): Cell | undefined => (col[c] === undefined ? undefined : cells[col[c] as number]);
    const before = errors.length;

    const date = dayOf(at('date'));
    if (!date) errors.push(issue(text(at('date')) ? 'badDate' : 'missingField', `Not a date (YYYY-MM-DD): ${text(at('date'))}`, rowNo, 'date'));
    const exchangeText = text(at('exchange')).toUpperCase();
    const exchange = RECEIPT_EXCHANGES.find((x) => x === exchangeText) as ReceiptExchange | undefined;
    if (!exchange) {
      errors.push(
        issue(exchangeText ? 'badExchange' : 'missingField', `Not an exchange of ${RECEIPT_EXCHANGES.join(', ')}: ${exchangeText}`, rowNo, 'exchange'),
      );
    }
    const names: Partial<Record<'product' | 'warehouse' | 'unit', string>> = {};
    for (const c of ['product', 'warehouse', 'unit'] as const) {
      const v = text(at(c));
      if (v.length > TEXT_MAX) errors.push(issue('missingField', `${c} is longer than ${TEXT_MAX} characters`, rowNo, c));
      else if (!v && c !== 'unit') errors.push(issue('missingField', `${c} is empty`, rowNo, c));
      else names[c] = v;
    }
    const numbers: Partial<Record<'receipts' | 'previous' | 'change', number>> = {};
    for (const c of ['receipts', 'previous', 'change'] as const) {
      const cell = at(c);
      const n = numberOf(cell ?? null);
      if (n === undefined) {
        if (c === 'receipts') errors.push(issue('missingField', 'receipts is empty', rowNo, c));
      } else if (n === null || (c !== 'change' && n < 0)) errors.push(issue('badNumber', `${c} is not a non-negative number: ${text(cell)}`, rowNo, c));
      else numbers[c] = n;
    }
    const { receipts, previous, change } = numbers;
    if (receipts !== undefined && previous !== undefined && change !== undefined && Math.abs(receipts - previous - change) > CHANGE_TOLERANCE) {
      errors.push(issue('changeMismatch', `receipts ${receipts} - previous ${previous} is not the change ${change}`, rowNo, 'change'));
    }
    if (errors.length > before || !date || !exchange || receipts === undefined) continue;
    const key = [date, exchange, names.product, names.warehouse].join('\u0000');
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(issue('duplicateRow', `Same date, exchange, product and warehouse as row ${first}`, rowNo, 'warehouse'));
      continue;
    }
    seen.set(key, rowNo);
    rows.push({
      row: rowNo,
      date,
      exchange,
      product: names.product as string,
      warehouse: names.warehouse as string,
      receipts,
      unit: names.unit ?? '',
    });
  }
  return { rows, errors };
}
