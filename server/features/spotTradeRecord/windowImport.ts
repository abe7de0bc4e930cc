/**
 * Window files (CSV or the first sheet of an Excel workbook), read with the imports' table reader
 * (server/infra/tables/readTable.ts: large CSVs and every workbook are parsed in the parse worker pool) and checked
 * row by row like the trade import (server/features/tradeRecord/tradesImport.ts). A header row names the columns in
 * any order and case (English or Chinese aliases below): `date`, `time`, `product`, `instrument`, `side`, `price`,
 * `volume` are required; `buyer`, `seller`, `priceBasis` (default fixed), `laycan`, `loadPoint`, `state` are not.
 * The layout is the one `/v1/setting/mocTrade/update` takes, one record a row (the sample file
 * public/samples/spot-trade-window-sample.csv). Never throws on bad content: the issues say what is wrong, by row.
 */
import {
  MOC_INSTRUMENTS,
  SPOT_TRADE_IMPORT_MAX_ROWS,
  type MocTradeRecord,
  type SpotTradeImportBody,
  type SpotTradeImportIssue,
  type SpotTradeImportPreview,
  type SpotTradeImportRow,
} from '../../../common/contract/spotTradeRecord';
import { ApiError } from '../../infra/http/apiError';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';

const COLUMNS: Record<string, string[]> = {
  date: ['date', 'tradedate', 'trade date', '日期', '交易日'],
  time: ['time', '时间'],
  product: ['product', 'grade', '产品', '品种'],
  instrument: ['instrument', 'type', '类型', '合约类型'],
  side: ['side', 'bid/offer/trade', '方向', '类别'],
  buyer: ['buyer', '买方'],
  seller: ['seller', '卖方'],
  priceBasis: ['pricebasis', 'price basis', 'basis', '计价方式'],
  price: ['price', 'premium', '价格', '升贴水'],
  volume: ['volume', 'size', 'quantity', 'barrels', '数量'],
  loadingWindow: ['laycan', 'loadingwindow', 'loading window', '装期'],
  loadPoint: ['loadpoint', 'load point', 'load points', 'loadpoints', '装港'],
  state: ['state', 'status', '状态'],
};
const REQUIRED = ['date', 'time', 'product', 'instrument', 'side', 'price', 'volume'] as const;
const TEXT_MAX: Record<string, number> = { product: 100, buyer: 100, seller: 100, loadingWindow: 100, loadPoint: 100, state: 40 };

const INSTRUMENTS: Record<string, MocTradeRecord['instrument']> = {
  ...Object.fromEntries(MOC_INSTRUMENTS.map((i) => [i, i])),
  货船: 'cargo',
  整船: 'cargo',
  部分: 'partial',
  partials: 'partial',
  衍生品: 'derivative',
  swap: 'derivative',
};
const SIDES: Record<string, MocTradeRecord['side']> = {
  bid: 'bid',
  offer: 'offer',
  ask: 'offer',
  trade: 'trade',
  deal: 'trade',
  买盘: 'bid',
  卖盘: 'offer',
  成交: 'trade',
};
const BASES: Record<string, MocTradeRecord['priceBasis']> = {
  fixed: 'fixed',
  floating: 'floating',
  float: 'floating',
  mops: 'floating',
  固定: 'fixed',
  浮动: 'floating',
};

type Values = SpotTradeImportIssue['values'];
const issue = (code: SpotTradeImportIssue['code'], message: string, row = 0, column = '', values: Values = {}): SpotTradeImportIssue => ({
  row,
  column,
  code,
  message,
  values,
});

const text = (cell: Cell): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a date cell (Excel dates are wall-clock UTC dates), or null. */
function dateOf(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text(cell));
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** `HH:mm:ss` of a time cell: text, an Excel time (a Date on 1899-12-30, or a day fraction), or null. */
function timeOf(cell: Cell): string | null {
  let seconds: number;
  if (cell instanceof Date) seconds = cell.getUTCHours() * 3600 + cell.getUTCMinutes() * 60 + cell.getUTCSeconds();
  else if (typeof cell === 'number') {
    if (!(cell >= 0 && cell < 1)) return null;
    seconds = Math.round(cell * 86_400);
  } else {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text(cell));
    if (!m) return null;
    const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    if (h > 23 || mi > 59 || s > 59) return null;
    seconds = h * 3600 + mi * 60 + s;
  }
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Parses and checks a window file. */
export async function parseWindowFile(body: Pick<SpotTradeImportBody, 'format' | 'content'>): Promise<SpotTradeImportPreview> {
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: SPOT_TRADE_IMPORT_MAX_ROWS });
  } catch (err) {
    // Over the import limits (docs/security.md): the call answers the refusal.
    if (err instanceof ApiError) throw err;
    const reason = (err as Error).message.slice(0, 200);
    return { rows: [], errors: [issue('badFile', `The file cannot be read: ${reason}`, 0, '', { reason })] };
  }
  if (table.length < 2) return { rows: [], errors: [issue('empty', 'The file has no data rows')] };
  if (table.length - 1 > SPOT_TRADE_IMPORT_MAX_ROWS)
    return { rows: [], errors: [issue('tooManyRows', `At most ${SPOT_TRADE_IMPORT_MAX_ROWS} rows per file`, 0, '', { max: SPOT_TRADE_IMPORT_MAX_ROWS })] };

  const col: Record<string, number> = {};
  table[0].forEach((h, i) => {
    const name = text(h).toLowerCase();
    for (const [column, aliases] of Object.entries(COLUMNS)) if (aliases.includes(name) && col[column] === undefined) col[column] = i;
  });
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { rows: [], errors: missing.map((c) => issue('missingColumn', `Column ${c} is missing`, 1, c, { column: c })) };

  const rows: SpotTradeImportRow[] = [];
  const errors: SpotTradeImportIssue[] = [];
  for (let i = 1; i < table.length; i += 1) {
    const cells = table[i];
    const row = i + 1;
    const at = (name: string): Cell => (col[name] === undefined ? null : (cells[col[name]] ?? null));
    const rowErrors: SpotTradeImportIssue[] = [];
    const choice = <T>(name: string, map: Record<string, T>, fallback?: T): T | undefined => {
      const raw = text(at(name));
      if (raw === '' && fallback !== undefined) return fallback;
      const found = map[raw.toLowerCase()];
      if (found === undefined) {
        const allowed = [...new Set(Object.values(map))].join(', ');
        rowErrors.push(issue('badValue', `${name} must be one of ${allowed}: ${raw}`, row, name, { value: raw, allowed }));
      }
      return found;
    };

    const date = dateOf(at('date'));
    if (!date) rowErrors.push(issue('badDate', `Not a date (YYYY-MM-DD): ${text(at('date'))}`, row, 'date', { value: text(at('date')) }));
    const time = timeOf(at('time'));
    if (!time) rowErrors.push(issue('badTime', `Not a time (HH:mm:ss): ${text(at('time'))}`, row, 'time', { value: text(at('time')) }));
    const product = text(at('product'));
    if (!product) rowErrors.push(issue('required', 'product is empty', row, 'product', { column: 'product' }));
    const instrument = choice('instrument', INSTRUMENTS);
    const side = choice('side', SIDES);
    const priceBasis = choice('priceBasis', BASES, 'fixed');
    const price = numberOf(at('price'));
    if (price === null || price === undefined)
      rowErrors.push(issue('notFinite', `price is not a number: ${text(at('price'))}`, row, 'price', { column: 'price', value: text(at('price')) }));
    const volume = numberOf(at('volume'));
    if (volume === null || volume === undefined || volume < 0)
      rowErrors.push(issue('notFinite', `volume is not a number >= 0: ${text(at('volume'))}`, row, 'volume', { column: 'volume', value: text(at('volume')) }));
    const optional: Record<string, string> = {};
    for (const name of ['product', 'buyer', 'seller', 'loadingWindow', 'loadPoint', 'state']) {
      const value = text(at(name));
      if (value.length > TEXT_MAX[name]) rowErrors.push(issue('tooLong', `${name}: at most ${TEXT_MAX[name]} characters`, row, name, { max: TEXT_MAX[name] }));
      optional[name] = value;
    }
    if (rowErrors.length > 0 || !date || !time || !instrument || !side || !priceBasis) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({
      row,
      date,
      time,
      product,
      instrument,
      side,
      priceBasis,
      price: price as number,
      volume: volume as number,
      buyer: optional.buyer,
      seller: optional.seller,
      loadingWindow: optional.loadingWindow,
      loadPoint: optional.loadPoint,
      state: optional.state,
    });
  }
  return { rows, errors };
}
