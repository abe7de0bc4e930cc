/**
 * Platts Singapore Market-on-Close window records (issue 21; docs/spotTradeRecord.md). Owner: server/features/spotTradeRecord/,
 * page src/pages/Tool/Calculator/SpotTradeRecord/.
 *
 * One store of records (table `moc_trades`), written three ways: by hand (save / remove), by a CSV or Excel import
 * (preview, then an all-or-nothing commit) and by the specification's `/v1/setting/mocTrade/update` (its URL, body and
 * answer as the specification's settings area fixes them). A record's identity is its natural key (date, product,
 * side, time, buyer, seller, price): the update call and the import upsert on it; saving an edit onto another
 * record's key is refused. Every call is gated by the page's key. The window math is common/domain/mocWindow.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nothing } from './envelope';

const KEY = 'auth_tool_calculator_spotTradeRecord' as const;

export const MOC_INSTRUMENTS = ['cargo', 'partial', 'derivative'] as const;
export const MOC_SIDES = ['bid', 'offer', 'trade'] as const;
export const MOC_PRICE_BASES = ['fixed', 'floating'] as const;

/** The window closes at 16:30:00 Singapore time (Platts methodology; configuration value `mocWindowClose`). */
export const MOC_WINDOW_CLOSE = '16:30:00';
export const MOC_TIME_ZONE = 'Asia/Singapore';

/** Longest date range of one list, statistics or convergence call (days, both ends counted), and rows a list returns. */
export const SPOT_TRADE_MAX_RANGE_DAYS = 366;
export const SPOT_TRADE_LIST_MAX_ROWS = 5000;
/** Largest import file (bytes, before base64) and its rows. */
export const SPOT_TRADE_IMPORT_MAX_BYTES = 1024 * 1024;
export const SPOT_TRADE_IMPORT_MAX_ROWS = 5000;

/**
 * Platts' Dubai partials convergence (as issue 21 states the rule): partials of 25,000 barrels; 20 between the same
 * seller and buyer for one loading month converge into a 500,000-barrel cargo, 19 before 2014 (by trade date).
 */
export const DUBAI_CONVERGENCE_RULES = [
  { validFrom: '0000-01-01', partials: 19, partialBarrels: 25_000, cargoBarrels: 500_000 },
  { validFrom: '2014-01-01', partials: 20, partialBarrels: 25_000, cargoBarrels: 500_000 },
] as const;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

/**
 * A window record. `volume` is the size in barrels; `priceBasis: 'floating'` means MOPS-floating and `price` is then
 * the premium (+) or discount (-) to MOPS; `loadingWindow` is the laycan; `time` is Singapore wall-clock time.
 */
export const MocTradeRecord = Type.Object({
  date: IsoDate,
  product: Type.String({ minLength: 1, maxLength: 100 }),
  instrument: Type.Union([Type.Literal('cargo'), Type.Literal('partial'), Type.Literal('derivative')]),
  side: Type.Union([Type.Literal('bid'), Type.Literal('offer'), Type.Literal('trade')]),
  buyer: Type.Optional(Type.String({ maxLength: 100 })),
  seller: Type.Optional(Type.String({ maxLength: 100 })),
  priceBasis: Type.Union([Type.Literal('fixed'), Type.Literal('floating')]),
  price: Type.Number(),
  volume: Type.Number({ minimum: 0 }),
  loadingWindow: Type.Optional(Type.String({ maxLength: 100 })),
  loadPoint: Type.Optional(Type.String({ maxLength: 100 })),
  time: Type.String({ pattern: '^\\d{2}:\\d{2}(:\\d{2})?$' }),
  state: Type.Optional(Type.String({ maxLength: 40 })),
});
export type MocTradeRecord = Static<typeof MocTradeRecord>;
export const MocTradeUpdateBody = Type.Object({ records: Type.Array(MocTradeRecord, { minItems: 1, maxItems: 5000 }) });
export type MocTradeUpdateBody = Static<typeof MocTradeUpdateBody>;
export const MocTradeUpdateResult = Type.Object({ inserted: Type.Integer(), updated: Type.Integer() });
export type MocTradeUpdateResult = Static<typeof MocTradeUpdateResult>;

/** A stored record: every field filled (blank text for the optional ones), with who changed it last. */
export const SpotTrade = Type.Object({
  id: Type.String(),
  date: Type.String(),
  product: Type.String(),
  instrument: MocTradeRecord.properties.instrument,
  side: MocTradeRecord.properties.side,
  buyer: Type.String(),
  seller: Type.String(),
  priceBasis: MocTradeRecord.properties.priceBasis,
  price: Type.Number(),
  volume: Type.Number(),
  loadingWindow: Type.String(),
  loadPoint: Type.String(),
  time: Type.String(),
  state: Type.String(),
  updatedAt: Type.Number(),
  updatedBy: Type.String(),
});
export type SpotTrade = Static<typeof SpotTrade>;

/** A date range, both ends included, at most SPOT_TRADE_MAX_RANGE_DAYS days. */
export const SpotTradeRange = Type.Object({ from: IsoDate, to: IsoDate });
export type SpotTradeRange = Static<typeof SpotTradeRange>;

export const SpotTradeListBody = Type.Composite([
  SpotTradeRange,
  Type.Object({
    /** Exact product name. */
    product: Type.Optional(Type.String({ maxLength: 100 })),
    instrument: Type.Optional(MocTradeRecord.properties.instrument),
    side: Type.Optional(MocTradeRecord.properties.side),
    /** A firm on either side (buyer or seller), exact name. */
    firm: Type.Optional(Type.String({ maxLength: 100 })),
  }),
]);
export type SpotTradeListBody = Static<typeof SpotTradeListBody>;

export const SpotTradeList = Type.Object({
  /** Oldest first (date, then time); at most SPOT_TRADE_LIST_MAX_ROWS. */
  rows: Type.Array(SpotTrade),
  /** More records matched than were returned. */
  truncated: Type.Boolean(),
  /** The products stored in the range (for the filter). */
  products: Type.Array(Type.String()),
});
export type SpotTradeList = Static<typeof SpotTradeList>;

/** A new record (no id) or an edit of one. */
export const SpotTradeSaveBody = Type.Object({ id: Type.Optional(Id), record: MocTradeRecord });
export type SpotTradeSaveBody = Static<typeof SpotTradeSaveBody>;
export const SpotTradeIdBody = Type.Object({ id: Id });

/** A window file: CSV text or an Excel workbook (first sheet), base64. */
export const SpotTradeImportBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  content: Type.String({ minLength: 1, maxLength: Math.ceil(SPOT_TRADE_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type SpotTradeImportBody = Static<typeof SpotTradeImportBody>;

export const SPOT_TRADE_IMPORT_CODES = [
  'badFile',
  'empty',
  'tooManyRows',
  'missingColumn',
  'badDate',
  'badTime',
  'badValue',
  'notFinite',
  'required',
  'tooLong',
] as const;

/**
 * A refused row (or the file, row 0): `code` is a locale key suffix (`spotTradeRecord.import.code.<code>`, with
 * `values` for the details); `message` is the same in English for logs and API callers.
 */
export const SpotTradeImportIssue = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union(SPOT_TRADE_IMPORT_CODES.map((c) => Type.Literal(c))),
  message: Type.String(),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type SpotTradeImportIssue = Static<typeof SpotTradeImportIssue>;

export const SpotTradeImportRow = Type.Composite([MocTradeRecord, Type.Object({ row: Type.Integer() })]);
export type SpotTradeImportRow = Static<typeof SpotTradeImportRow>;

export const SpotTradeImportPreview = Type.Object({
  rows: Type.Array(SpotTradeImportRow),
  /** Any error refuses the whole file at commit. */
  errors: Type.Array(SpotTradeImportIssue),
});
export type SpotTradeImportPreview = Static<typeof SpotTradeImportPreview>;

export const SpotTradeStatsBody = Type.Composite([SpotTradeRange, Type.Object({ product: Type.Optional(Type.String({ maxLength: 100 })) })]);
export type SpotTradeStatsBody = Static<typeof SpotTradeStatsBody>;

export const CounterpartyPair = Type.Object({
  buyer: Type.String(),
  seller: Type.String(),
  trades: Type.Integer(),
  volume: Type.Number(),
  firstDate: Type.String(),
  lastDate: Type.String(),
});
export const FirmActivity = Type.Object({
  firm: Type.String(),
  bids: Type.Integer(),
  offers: Type.Integer(),
  bought: Type.Integer(),
  sold: Type.Integer(),
  bidVolume: Type.Number(),
  offerVolume: Type.Number(),
  boughtVolume: Type.Number(),
  soldVolume: Type.Number(),
});
export const SpotTradeStats = Type.Object({
  pairs: Type.Array(CounterpartyPair),
  firms: Type.Array(FirmActivity),
  /** Records in the range (every side) and the traded volume (barrels). */
  records: Type.Integer(),
  tradedVolume: Type.Number(),
  truncated: Type.Boolean(),
});
export type SpotTradeStats = Static<typeof SpotTradeStats>;

export const Convergence = Type.Object({
  loadingMonth: Type.String(),
  seller: Type.String(),
  buyer: Type.String(),
  date: Type.String(),
  time: Type.String(),
  recordIds: Type.Array(Type.String()),
  partials: Type.Integer(),
  cargoBarrels: Type.Number(),
});
export type Convergence = Static<typeof Convergence>;
export const SpotTradeConvergence = Type.Object({
  convergences: Type.Array(Convergence),
  open: Type.Array(Type.Object({ loadingMonth: Type.String(), seller: Type.String(), buyer: Type.String(), partials: Type.Integer(), needed: Type.Integer() })),
  skipped: Type.Array(
    Type.Object({
      id: Type.String(),
      reason: Type.Union([Type.Literal('noLoadingMonth'), Type.Literal('notWholePartials'), Type.Literal('noCounterparty')]),
    }),
  ),
  truncated: Type.Boolean(),
});
export type SpotTradeConvergence = Static<typeof SpotTradeConvergence>;

export const SPOT_TRADE_RECORD_ENDPOINTS = [
  e('/v1/setting/mocTrade/update', KEY, MocTradeUpdateBody, MocTradeUpdateResult, 'Store Market-on-Close window records'),
  e('/v2/spotTradeRecord/list', KEY, SpotTradeListBody, SpotTradeList, 'Window records in a date range, filtered, oldest first', 'added'),
  e('/v2/spotTradeRecord/save', KEY, SpotTradeSaveBody, SpotTrade, 'Add a window record, or edit one', 'added'),
  e('/v2/spotTradeRecord/remove', KEY, SpotTradeIdBody, Nothing, 'Delete a window record', 'added'),
  e('/v2/spotTradeRecord/import/preview', KEY, SpotTradeImportBody, SpotTradeImportPreview, 'Parse a window file (CSV or Excel): rows and row errors', 'added'),
  e('/v2/spotTradeRecord/import/commit', KEY, SpotTradeImportBody, MocTradeUpdateResult, 'Store a window file: every row or none', 'added'),
  e('/v2/spotTradeRecord/stats', KEY, SpotTradeStatsBody, SpotTradeStats, 'Counterparty pairs and firm activity over a date range', 'added'),
  e('/v2/spotTradeRecord/convergence', KEY, SpotTradeStatsBody, SpotTradeConvergence, 'Dubai partials convergences found in a date range', 'added'),
] as const satisfies readonly Endpoint[];
