/**
 * Option settlement files (CSV or the first sheet of an Excel workbook), modelled on the exchanges' daily option
 * settlement files (SHFE/INE "期权每日行情", DCE "期权日行情", ZCE "期权每日行情表"): one row per option with its code
 * (`SC2601C550`, DCE's `pg2601-C-4500`, ZCE's `TA601C5800`), settlement price, volume and open interest. The
 * exchanges' files carry the trading day in their title, and the underlying's settlement and the option's last
 * trading day in other publications, so this layout asks for them as columns: a header row names the columns in any
 * order and case, in English or as the exchanges write them (ALIASES). Rows are checked one by one; the file as a
 * whole is refused at row 0 or 1 (unreadable, empty, too many rows, a missing column).
 */
import { OPTION_IMPORT_MAX_ROWS, type OptionImportBody, type OptionImportError, type OptionImportRow } from '../../../common/contract/futOptCrossSectionData';
import { ApiError } from '../../infra/http/apiError';
import type { ReferenceData } from '../../infra/market/ports';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';

const ALIASES: Record<string, readonly string[]> = {
  date: ['date', 'trade_date', 'tradedate', '交易日期', '日期'],
  contract: ['contract', 'option', 'code', '合约代码', '合约名称', '合约'],
  settle: ['settle', 'settlement', '结算价', '今结算'],
  volume: ['volume', '成交量'],
  oi: ['oi', 'open_interest', 'openinterest', '持仓量'],
  futuresPrice: ['futures_price', 'underlying_price', 'underlying_settle', '标的结算价', '标的价格'],
  expiry: ['expiry', 'last_trade_date', 'expiration', '最后交易日', '到期日'],
};
const COLUMNS = Object.keys(ALIASES);

/** An option code: product letters, the futures month (YYMM, or ZCE's YMM), C or P, the strike. */
const CODE_RE = /^([A-Za-z]{1,4})(\d{3,4})-?([CcPp])-?(\d+(?:\.\d+)?)$/;
const DATE_RE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

export interface ParsedOptions {
  rows: OptionImportRow[];
  errors: OptionImportError[];
}

const fileError = (code: OptionImportError['code'], message: string, row = 0, column = ''): OptionImportError => ({ row, column, code, message });

/** A cell -> `YYYY-MM-DD` (text `2025-11-28` or `20251128`, or an Excel date), null when not a real day. */
function dateOf(cell: Cell): string | null {
  let text: string | null = null;
  if (cell instanceof Date) text = Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  else if (typeof cell === 'number' && Number.isInteger(cell)) text = String(cell);
  else if (typeof cell === 'string') text = cell.trim();
  const m = text ? DATE_RE.exec(text) : null;
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === iso ? iso : null;
}

/** The futures month of a code's digits: YYMM, or ZCE's YMM read as the first such month from a year before the trade. */
function monthOf(digits: string, tradeDate: string): string | null {
  const tradeYear = Number(tradeDate.slice(0, 4));
  const mm = Number(digits.slice(-2));
  if (mm < 1 || mm > 12) return null;
  let year: number;
  if (digits.length === 4) year = 2000 + Number(digits.slice(0, 2));
  else {
    const y = Number(digits[0]);
    year = tradeYear - 1;
    while (year % 10 !== y) year += 1;
  }
  return `${String(year % 100).padStart(2, '0')}${String(mm).padStart(2, '0')}`;
}

/** Parses and checks a file; never throws on bad content (errors say what is wrong), only on import-limit refusals. */
export async function parseOptionFile(body: OptionImportBody, reference: ReferenceData): Promise<ParsedOptions> {
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: OPTION_IMPORT_MAX_ROWS });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    return { rows: [], errors: [fileError('badFile', `The file cannot be read: ${(err as Error).message}`.slice(0, 300))] };
  }
  if (table.length < 2) return { rows: [], errors: [fileError('empty', 'The file has no data rows')] };
  if (table.length - 1 > OPTION_IMPORT_MAX_ROWS) return { rows: [], errors: [fileError('tooManyRows', `At most ${OPTION_IMPORT_MAX_ROWS} rows per file`)] };

  const col: Record<string, number> = {};
  table[0].forEach((h, i) => {
    const name = String(h ?? '')
      .trim()
      .toLowerCase();
    const column = COLUMNS.find((c) => ALIASES[c].includes(name));
    if (column && col[column] === undefined) col[column] = i;
  });
  const missing = COLUMNS.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { rows: [], errors: missing.map((c) => fileError('missingColumn', `Column ${c} is missing`, 1, c)) };

  const futures = new Map(
    reference
      .products()
      .filter((p) => p.kind === 'future')
      .map((p) => [p.code, p]),
  );
  const rows: OptionImportRow[] = [];
  const errors: OptionImportError[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < table.length; i += 1) {
    const cells = table[i];
    const rowNo = i + 1;
    const at = (name: string): Cell => cells[col[name]] ?? null;
    const rowErrors: OptionImportError[] = [];
    const date = dateOf(at('date'));
    if (date === null) rowErrors.push(fileError('badDate', `Not a date (YYYY-MM-DD): ${String(at('date') ?? '')}`, rowNo, 'date'));
    const expiry = dateOf(at('expiry'));
    if (expiry === null) rowErrors.push(fileError('badDate', `Not a date (YYYY-MM-DD): ${String(at('expiry') ?? '')}`, rowNo, 'expiry'));
    else if (date !== null && expiry < date)
      rowErrors.push(fileError('expiryBeforeDate', `Expiry ${expiry} is before the trading day ${date}`, rowNo, 'expiry'));

    const code = String(at('contract') ?? '').trim();
    const m = CODE_RE.exec(code);
    const spec = m ? futures.get(m[1].toUpperCase()) : undefined;
    const month = m && date ? monthOf(m[2], date) : null;
    if (!m || (date !== null && month === null)) rowErrors.push(fileError('badContract', `Not an option code (e.g. SC2601C550): ${code}`, rowNo, 'contract'));
    else if (!spec) rowErrors.push(fileError('unknownProduct', `No futures product ${m[1].toUpperCase()}`, rowNo, 'contract'));

    const values: Record<string, number> = {};
    for (const name of ['settle', 'volume', 'oi', 'futuresPrice']) {
      const n = numberOf(at(name));
      if (n === null || n === undefined) rowErrors.push(fileError('notFinite', `${name} is not a number: ${String(at(name) ?? '')}`, rowNo, name));
      else if (n < 0 || ((name === 'settle' || name === 'futuresPrice') && n === 0))
        rowErrors.push(fileError('negative', `${name} must be ${name === 'settle' || name === 'futuresPrice' ? 'above' : 'at least'} 0: ${n}`, rowNo, name));
      else values[name] = n;
    }
    if (rowErrors.length > 0 || !m || !spec || !date || !expiry || !month) {
      errors.push(...rowErrors);
      continue;
    }
    const underlying = `${spec.exchange}.${spec.code}${month}`;
    const right = m[3].toUpperCase() === 'C' ? 'call' : 'put';
    const strike = Number(m[4]);
    const key = `${underlying}|${date}|${strike}|${right}`;
    if (seen.has(key)) {
      errors.push(fileError('duplicate', `The same option and day as row ${seen.get(key)}`, rowNo, 'contract'));
      continue;
    }
    seen.set(key, rowNo);
    rows.push({
      row: rowNo,
      date,
      product: `${spec.exchange}.${spec.code}`,
      underlying,
      expiry,
      strike,
      right,
      settle: values.settle,
      volume: values.volume,
      oi: values.oi,
      futuresPrice: values.futuresPrice,
    });
  }
  return { rows, errors };
}
