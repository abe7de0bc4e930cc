/**
 * Trade records and net value (issue 10; docs/analytics/tradeRecord.md). Owner: server/tradeRecord/,
 * server/routes/tradeRecord/, page src/pages/Tool/Trade/Record/.
 *
 * Books (accounts) belong to the user who created them; every call is gated by the page's key and scoped to the
 * caller's own books (another user's book, trade or flow answers "not found"). Trades are edited with history (every
 * change kept: who, when, before and after); deleting is a soft delete with history. Positions are FIFO
 * (common/domain/fifoPositions.ts); the NAV is the time-weighted unit net value (common/domain/unitNav.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nothing, Nullable } from './envelope';

const KEY = 'auth_tool_trade_record' as const;

export const TRADE_SIDES = ['buy', 'sell'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

/** Largest trade file accepted for import (bytes, before base64), and its rows. */
export const TRADE_IMPORT_MAX_BYTES = 1024 * 1024;
export const TRADE_IMPORT_MAX_ROWS = 5000;
export const TRADE_BOOK_NAME_MAX = 60;
export const TRADE_STRATEGY_MAX = 40;
export const TRADE_NOTE_MAX = 200;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Money = Type.Number({ minimum: -1e12, maximum: 1e12 });

export const TradeBook = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Every book is kept in CNY; USD instruments are converted at the day's USD/CNY. */
  baseCurrency: Type.Literal('CNY'),
  initialCash: Type.Number(),
  /** First day of the book's life: the initial cash buys units at 1.0 that day. */
  startDate: Type.String(),
  trades: Type.Integer(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type TradeBook = Static<typeof TradeBook>;

export const TradeBookCreateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: TRADE_BOOK_NAME_MAX }),
  initialCash: Type.Number({ minimum: 0, maximum: 1e12 }),
  startDate: IsoDate,
});
export type TradeBookCreateBody = Static<typeof TradeBookCreateBody>;

export const TradeBookIdBody = Type.Object({ bookId: Id });
export const TradeIdBody = Type.Object({ id: Id });

/** The fields of one trade as the user enters them. */
export const TradeFields = Type.Object({
  /** Epoch ms of the fill. */
  time: Type.Number({ minimum: 0, maximum: 4102444800000 }),
  /** As in its md: address: `SHFE.FU2601` (a dated contract or an undated instrument, never `@main`). */
  instrument: Type.String({ minLength: 3, maxLength: 40 }),
  side: Type.Union(TRADE_SIDES.map((s) => Type.Literal(s))),
  lots: Type.Number({ exclusiveMinimum: 0, maximum: 1e6 }),
  price: Type.Number({ minimum: -1e9, maximum: 1e9 }),
  fee: Type.Number({ minimum: 0, maximum: 1e9 }),
  strategy: Type.String({ maxLength: TRADE_STRATEGY_MAX, default: '' }),
  note: Type.String({ maxLength: TRADE_NOTE_MAX, default: '' }),
});
export type TradeFields = Static<typeof TradeFields>;

export const Trade = Type.Composite([
  TradeFields,
  Type.Object({
    id: Type.String(),
    bookId: Type.String(),
    /** The trading date the fill counts to (night sessions count to the next trading day). */
    tradingDate: Type.String(),
    /** Times edited. */
    version: Type.Integer(),
    createdAt: Type.Number(),
    updatedAt: Type.Number(),
  }),
]);
export type Trade = Static<typeof Trade>;

/** Create (no `id`) or edit a trade of one of the caller's books. */
export const TradeSaveBody = Type.Composite([TradeFields, Type.Object({ bookId: Id, id: Type.Optional(Id) })]);
export type TradeSaveBody = Static<typeof TradeSaveBody>;

export const TradeChange = Type.Object({
  at: Type.Number(),
  userName: Type.String(),
  action: Type.Union(['create', 'update', 'delete', 'import'].map((a) => Type.Literal(a))),
  /** The trade's fields before and after the change (null before a create, after a delete). */
  before: Type.Union([TradeFields, Type.Null()]),
  after: Type.Union([TradeFields, Type.Null()]),
});
export type TradeChange = Static<typeof TradeChange>;

/** A trade file: CSV text or an Excel workbook (first sheet), base64. */
export const TradeImportBody = Type.Object({
  bookId: Id,
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  content: Type.String({ minLength: 1, maxLength: Math.ceil(TRADE_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type TradeImportBody = Static<typeof TradeImportBody>;

export const TradeImportRow = Type.Composite([TradeFields, Type.Object({ row: Type.Integer(), tradingDate: Type.String() })]);
export type TradeImportRow = Static<typeof TradeImportRow>;

export const TRADE_IMPORT_ERROR_CODES = [
  'badTime',
  'unknownInstrument',
  'badSide',
  'badLots',
  'notFinite',
  'badFee',
  'tooLong',
  'missingColumn',
  'badFile',
  'empty',
  'tooManyRows',
  'beforeStart',
] as const;
export const TRADE_IMPORT_WARNING_CODES = ['offTickGrid', 'outsideSession', 'notTradingDay'] as const;

/** Field error key of a trade that counts to a day before its book's first day (issue 18: refused, not kept). */
export const TRADE_BEFORE_START_KEY = 'tradeRecord.error.beforeStart';

/**
 * A refused row (or the file, row 0) or a warned one: `code` is a locale key suffix (`tradeRecord.import.code.<code>`
 * names the problem, `tradeRecord.import.detail.<code>` with `values` says it in full in the user's language);
 * `message` is the same detail in English for logs and API callers.
 */
export const TradeImportIssue = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union([...TRADE_IMPORT_ERROR_CODES, ...TRADE_IMPORT_WARNING_CODES].map((c) => Type.Literal(c))),
  message: Type.String(),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type TradeImportIssue = Static<typeof TradeImportIssue>;

export const TradeImportPreview = Type.Object({
  rows: Type.Array(TradeImportRow),
  /** Any error refuses the whole file at commit. */
  errors: Type.Array(TradeImportIssue),
  /** Warnings do not stop the commit (a price off the tick grid, a time outside the product's sessions). */
  warnings: Type.Array(TradeImportIssue),
});
export type TradeImportPreview = Static<typeof TradeImportPreview>;

export const TradeImportResult = Type.Object({ written: Type.Integer() });

export const CashFlow = Type.Object({
  id: Type.String(),
  bookId: Type.String(),
  date: Type.String(),
  /** CNY: positive deposit, negative withdrawal. */
  amount: Type.Number(),
  note: Type.String(),
  createdAt: Type.Number(),
});
export type CashFlow = Static<typeof CashFlow>;

export const CashFlowCreateBody = Type.Object({
  bookId: Id,
  date: IsoDate,
  amount: Money,
  note: Type.String({ maxLength: TRADE_NOTE_MAX, default: '' }),
});
export type CashFlowCreateBody = Static<typeof CashFlowCreateBody>;

export const PositionRow = Type.Object({
  instrument: Type.String(),
  currency: Type.Union([Type.Literal('CNY'), Type.Literal('USD')]),
  /** Signed open lots: positive long, negative short. */
  netLots: Type.Number(),
  averageOpenPrice: Nullable(Type.Number()),
  /** Realised P&L (FIFO, gross of fees) and fees, in the instrument's currency. */
  realised: Type.Number(),
  fees: Type.Number(),
  /** The latest daily settlement and its date; null when no daily bar is stored. */
  settle: Nullable(Type.Number()),
  settleDate: Nullable(Type.String()),
  /** Open lots marked to `settle`, instrument currency; null without a settlement. */
  unrealised: Nullable(Type.Number()),
  /** The lot size in force on the settlement date (or today). */
  multiplier: Type.Number(),
  demo: Type.Boolean(),
});
export type PositionRow = Static<typeof PositionRow>;

export const TradePositions = Type.Object({ positions: Type.Array(PositionRow), demo: Type.Boolean() });
export type TradePositions = Static<typeof TradePositions>;

export const NavPoint = Type.Object({
  date: Type.String(),
  nav: Type.Number(),
  equity: Type.Number(),
  units: Type.Number(),
  flow: Type.Number(),
  realised: Type.Number(),
  unrealised: Type.Number(),
  fees: Type.Number(),
  dailyReturn: Nullable(Type.Number()),
  drawdown: Type.Number(),
});
export type NavPoint = Static<typeof NavPoint>;

export const TradeNav = Type.Object({
  points: Type.Array(NavPoint),
  /** Some settlement came from the demo simulator. */
  demo: Type.Boolean(),
  /** Instruments marked at a fill price on some day because no settlement was stored yet. */
  unmarked: Type.Array(Type.String()),
  /** Where USD/CNY came from: the dated reference rate key. */
  fxSource: Type.String(),
});
export type TradeNav = Static<typeof TradeNav>;

export const TRADE_RECORD_ENDPOINTS = [
  e('/v2/tradeRecord/book/list', KEY, null, Type.Array(TradeBook), "The caller's books", 'added'),
  e('/v2/tradeRecord/book/create', KEY, TradeBookCreateBody, TradeBook, 'Create a book (CNY) with its initial cash and first day', 'added'),
  e('/v2/tradeRecord/trade/list', KEY, TradeBookIdBody, Type.Array(Trade), "A book's trades (not deleted), oldest first", 'added'),
  e('/v2/tradeRecord/trade/save', KEY, TradeSaveBody, Trade, 'Add a trade to a book, or edit one (the change is kept in its history)', 'added'),
  e('/v2/tradeRecord/trade/delete', KEY, TradeIdBody, Nothing, 'Delete a trade (soft: kept in its history)', 'added'),
  e('/v2/tradeRecord/trade/history', KEY, TradeIdBody, Type.Array(TradeChange), "A trade's changes, oldest first", 'added'),
  e('/v2/tradeRecord/trade/import/preview', KEY, TradeImportBody, TradeImportPreview, 'Parse a trade file (CSV or Excel): rows, row errors, warnings', 'added'),
  e('/v2/tradeRecord/trade/import/commit', KEY, TradeImportBody, TradeImportResult, 'Store a trade file: every row or none', 'added'),
  e('/v2/tradeRecord/flow/list', KEY, TradeBookIdBody, Type.Array(CashFlow), "A book's deposits and withdrawals by date", 'added'),
  e('/v2/tradeRecord/flow/create', KEY, CashFlowCreateBody, CashFlow, 'Record a deposit (positive) or withdrawal (negative)', 'added'),
  e('/v2/tradeRecord/flow/delete', KEY, TradeIdBody, Nothing, 'Delete a deposit or withdrawal', 'added'),
  e('/v2/tradeRecord/positions', KEY, TradeBookIdBody, TradePositions, "A book's FIFO positions marked to the latest daily settlement", 'added'),
  e('/v2/tradeRecord/nav', KEY, TradeBookIdBody, TradeNav, "A book's daily unit net value marked to settlement, with flows", 'added'),
] as const satisfies readonly Endpoint[];
