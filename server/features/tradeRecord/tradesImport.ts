/**
 * Users' trade files (CSV or the first sheet of an Excel workbook), parsed and checked row by row like the bar import
 * (server/features/marketData/barsImport.ts), with the same table reader and number parser
 * (server/infra/tables/readTable.ts). A header row names the columns in
 * any order and case: `time` (or `datetime`, `date`, 时间), `instrument` (合约), `side` (方向), `lots` (手数), `price`
 * (价格), and optionally `fee` (手续费), `strategy` (策略), `note` (备注). Times: `YYYY-MM-DD HH:mm[:ss]` (or `T`),
 * the wall-clock time of the instrument's exchange; Excel date cells are read as that wall-clock time.
 * Sides: buy / sell, b / s, 买 / 卖 (any case).
 * Errors refuse the file at commit (a fill counting to a day before the book's first day among them: the book would
 * silently leave it out of its NAV); warnings (price off the tick grid, a time on a day the exchange does not trade,
 * a time outside the product's sessions) do not. Every issue carries its values, so the page says it in the user's
 * language (`tradeRecord.import.detail.<code>`); `message` is the English text.
 */
import {
  TRADE_IMPORT_MAX_ROWS,
  TRADE_NOTE_MAX,
  TRADE_STRATEGY_MAX,
  type TradeImportBody,
  type TradeImportIssue,
  type TradeImportPreview,
  type TradeImportRow,
  type TradeSide,
} from '../../../common/contract/tradeRecord';
import { isInSession, localTime } from '../../../common/domain/sessions';
import { isOnTickGrid } from '../../../common/domain/tickGrid';
import { zonedToUtc } from '../../../common/domain/zonedTime';
import type { ProductSpec, ReferenceData } from '../../infra/market/ports';
import { type Cell, numberOf, readTable } from '../../infra/tables/readTable';
import { ApiError } from '../../infra/http/apiError';
import { resolveTradeInstrument } from './instrument';

const COLUMNS: Record<string, string[]> = {
  time: ['time', 'datetime', 'date', 'timestamp', '时间', '成交时间', '日期'],
  instrument: ['instrument', 'contract', 'symbol', '合约'],
  side: ['side', 'direction', 'bs', '方向', '买卖'],
  lots: ['lots', 'qty', 'quantity', 'volume', '手数', '数量'],
  price: ['price', '价格', '成交价'],
  fee: ['fee', 'fees', 'commission', '手续费'],
  strategy: ['strategy', 'tag', '策略'],
  note: ['note', 'notes', 'remark', '备注'],
};
const REQUIRED = ['time', 'instrument', 'side', 'lots', 'price'] as const;

const SIDES: Record<string, TradeSide> = { buy: 'buy', b: 'buy', 买: 'buy', sell: 'sell', s: 'sell', 卖: 'sell' };
const TIME_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

type Values = TradeImportIssue['values'];
const issue = (code: TradeImportIssue['code'], message: string, row = 0, column = '', values: Values = {}): TradeImportIssue => ({
  row,
  column,
  code,
  message,
  values,
});

/**
 * The session warning of an in-file time outside every session: on a local date the exchange does not trade, say so
 * (weekend or the exchange's holiday, from its calendar), else name the sessions with the product's time zone (ICE
 * Brent's `01:00-23:00` is London time).
 */
function sessionWarning(spec: ProductSpec, reference: ReferenceData, time: number, shown: string, row: number): TradeImportIssue | null {
  if (spec.sessions.length === 0) return null;
  const calendar = reference.tradingCalendar(spec.exchange);
  if (isInSession(spec.sessions, spec.timeZone, time, calendar)) return null;
  const local = localTime(time, spec.timeZone);
  if (!calendar.isTradingDay(local.date)) {
    const dayKind = local.weekday === 0 || local.weekday === 6 ? 'weekend' : 'holiday';
    return issue('notTradingDay', `${shown}: ${local.date} is not a trading day of ${spec.exchange} (${dayKind})`, row, 'time', {
      time: shown,
      date: local.date,
      exchange: spec.exchange,
      dayKind,
    });
  }
  const sessions = spec.sessions.join(', ');
  return issue('outsideSession', `${shown} is outside the sessions ${sessions} (${spec.timeZone})`, row, 'time', {
    time: shown,
    sessions,
    timeZone: spec.timeZone,
  });
}

/** Wall-clock parts of a time cell, or null when it is not a date with a time of day. */
function wallClock(cell: Cell): number[] | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    // exceljs gives wall-clock cells as UTC dates.
    return [cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate(), cell.getUTCHours(), cell.getUTCMinutes(), cell.getUTCSeconds()];
  }
  if (typeof cell !== 'string') return null;
  const m = TIME_RE.exec(cell.trim());
  if (!m) return null;
  const parts = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  const [y, mo, d, h, mi, s] = parts;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return parts;
}

const text = (cell: Cell): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());

/** Parses and checks a file; never throws on bad content (the issues say what is wrong). */
export async function parseTradesFile(
  body: Pick<TradeImportBody, 'format' | 'content'>,
  reference: ReferenceData,
  book: { startDate: string },
): Promise<TradeImportPreview> {
  let table: Cell[][];
  try {
    table = await readTable(body, { maxRows: TRADE_IMPORT_MAX_ROWS });
  } catch (err) {
    // Over the import limits (docs/security.md): the call answers the refusal.
    if (err instanceof ApiError) throw err;
    return {
      rows: [],
      errors: [issue('badFile', `The file cannot be read: ${(err as Error).message}`.slice(0, 300), 0, '', { reason: (err as Error).message.slice(0, 200) })],
      warnings: [],
    };
  }
  if (table.length < 2) return { rows: [], errors: [issue('empty', 'The file has no data rows')], warnings: [] };
  if (table.length - 1 > TRADE_IMPORT_MAX_ROWS)
    return { rows: [], errors: [issue('tooManyRows', `At most ${TRADE_IMPORT_MAX_ROWS} rows per file`, 0, '', { max: TRADE_IMPORT_MAX_ROWS })], warnings: [] };

  const col: Record<string, number> = {};
  table[0].forEach((h, i) => {
    const name = text(h).toLowerCase();
    for (const [column, aliases] of Object.entries(COLUMNS)) if (aliases.includes(name) && col[column] === undefined) col[column] = i;
  });
  const missing = REQUIRED.filter((c) => col[c] === undefined);
  if (missing.length > 0) return { rows: [], errors: missing.map((c) => issue('missingColumn', `Column ${c} is missing`, 1, c, { column: c })), warnings: [] };

  const rows: TradeImportRow[] = [];
  const errors: TradeImportIssue[] = [];
  const warnings: TradeImportIssue[] = [];
  for (let i = 1; i < table.length; i += 1) {
    const cells = table[i];
    const rowNo = i + 1;
    const at = (name: string): Cell => (col[name] === undefined ? null : (cells[col[name]] ?? null));
    const rowErrors: TradeImportIssue[] = [];

    const instrument = text(at('instrument')).toUpperCase();
    const wall = wallClock(at('time'));
    if (!wall) rowErrors.push(issue('badTime', `Not a time (YYYY-MM-DD HH:mm): ${text(at('time'))}`, rowNo, 'time', { value: text(at('time')) }));
    // The time zone comes from the product: resolve it at noon of the day first, then at the real time.
    let spec: ProductSpec | null = null;
    let time = 0;
    let tradingDate = '';
    const probe = wall ? Date.UTC(wall[0], wall[1] - 1, wall[2], 4) : Date.now();
    const first = resolveTradeInstrument(reference, instrument, probe);
    if (!first) rowErrors.push(issue('unknownInstrument', `Unknown instrument ${instrument}`, rowNo, 'instrument', { value: instrument }));
    else if (wall) {
      time = zonedToUtc({ year: wall[0], month: wall[1], day: wall[2], hour: wall[3], minute: wall[4], second: wall[5] }, first.spec.timeZone);
      const resolved = resolveTradeInstrument(reference, instrument, time);
      spec = resolved?.spec ?? first.spec;
      tradingDate = resolved?.tradingDate ?? first.tradingDate;
      if (tradingDate < book.startDate)
        rowErrors.push(
          issue('beforeStart', `${text(at('time'))} counts to ${tradingDate}, before the book's first day ${book.startDate}`, rowNo, 'time', {
            time: text(at('time')),
            tradingDate,
            start: book.startDate,
          }),
        );
    }

    const side = SIDES[text(at('side')).toLowerCase()];
    if (!side) rowErrors.push(issue('badSide', `Side must be buy or sell: ${text(at('side'))}`, rowNo, 'side', { value: text(at('side')) }));
    const lots = numberOf(at('lots'));
    if (lots === null || lots === undefined || !(lots > 0))
      rowErrors.push(issue('badLots', `Lots must be a positive number: ${text(at('lots'))}`, rowNo, 'lots', { value: text(at('lots')) }));
    const price = numberOf(at('price'));
    if (price === null || price === undefined)
      rowErrors.push(issue('notFinite', `price is not a number: ${text(at('price'))}`, rowNo, 'price', { value: text(at('price')) }));
    const fee = numberOf(at('fee'));
    if (fee === null || (fee !== undefined && fee < 0))
      rowErrors.push(issue('badFee', `The fee must be a number >= 0: ${text(at('fee'))}`, rowNo, 'fee', { value: text(at('fee')) }));
    const strategy = text(at('strategy'));
    const note = text(at('note'));
    if (strategy.length > TRADE_STRATEGY_MAX)
      rowErrors.push(issue('tooLong', `At most ${TRADE_STRATEGY_MAX} characters`, rowNo, 'strategy', { max: TRADE_STRATEGY_MAX }));
    if (note.length > TRADE_NOTE_MAX) rowErrors.push(issue('tooLong', `At most ${TRADE_NOTE_MAX} characters`, rowNo, 'note', { max: TRADE_NOTE_MAX }));

    if (rowErrors.length > 0 || !spec) {
      errors.push(...rowErrors);
      continue;
    }
    if (!isOnTickGrid(price as number, spec.tick))
      warnings.push(
        issue('offTickGrid', `price ${price} is not a multiple of the tick ${spec.tick}`, rowNo, 'price', { price: price as number, tick: spec.tick }),
      );
    const session = sessionWarning(spec, reference, time, text(at('time')), rowNo);
    if (session) warnings.push(session);
    rows.push({ row: rowNo, time, tradingDate, instrument, side, lots: lots as number, price: price as number, fee: fee ?? 0, strategy, note });
  }
  return { rows, errors, warnings };
}
