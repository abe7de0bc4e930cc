/**
 * Market data: ticks, bars, the series resolver and the catalogue (issue 9; docs/market-data.md).
 * The two calls fixed by the issue keep their shapes exactly: the dashboard builder and the assistant read
 * every number through them.
 *   POST /v2/marketData/series  { address, from?, to?, interval: '1m'|'1d', maxPoints? }
 *        -> { address, unit, points: [[ts, value], ...], demo, source }
 *   POST /v2/marketData/catalog { search?, kind?, page? } -> the addresses the caller may read
 * Owner: the marketData area (server/marketData/, server/routes/marketData/).
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nullable, Page } from './envelope';

export const Interval = Type.Union([Type.Literal('1m'), Type.Literal('1d')]);
export type Interval = Static<typeof Interval>;

/** One price update of one instrument: declared with the stream's payloads (./stream.ts), which carry it. */
export { Tick } from './stream';

/** A stored bar. Daily bars keep the exchange settlement in `settle` (marking uses it, not `close`). */
export const Bar = Type.Object({
  instrument: Type.String(),
  interval: Interval,
  /** Bar start, epoch ms UTC; daily bars: 00:00 UTC of the trading date. */
  ts: Type.Number(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  settle: Nullable(Type.Number()),
  volume: Nullable(Type.Number()),
  oi: Nullable(Type.Number()),
  demo: Type.Boolean(),
  /** Where it came from: 'demo', 'push:<key name>', 'import:<file>', 'EIA (public domain)', ... */
  source: Type.String(),
});
export type Bar = Static<typeof Bar>;

export const SeriesBody = Type.Object({
  address: Type.String({ minLength: 3, maxLength: 200 }),
  /** Epoch ms, inclusive. Default: to - one year (1d) or the last session (1m). */
  from: Type.Optional(Type.Number()),
  to: Type.Optional(Type.Number()),
  interval: Interval,
  /** Point budget: more points are reduced with LTTB. Default 2000, at most 100000. */
  maxPoints: Type.Optional(Type.Integer({ minimum: 2, maximum: 100000 })),
});
export type SeriesBody = Static<typeof SeriesBody>;

export const SeriesData = Type.Object({
  address: Type.String(),
  unit: Type.String(),
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  demo: Type.Boolean(),
  source: Type.String(),
});
export type SeriesData = Static<typeof SeriesData>;

/** One readable address in the catalogue; `name` in the caller's locale. */
export const CatalogEntry = Type.Object({
  address: Type.String(),
  kind: Type.Union([Type.Literal('md'), Type.Literal('ds'), Type.Literal('spread'), Type.Literal('ref'), Type.Literal('set')]),
  name: Type.String(),
  unit: Type.String(),
  source: Type.String(),
  /** First and last point, epoch ms; null when nothing is stored yet. */
  first: Nullable(Type.Number()),
  last: Nullable(Type.Number()),
  demo: Type.Boolean(),
  /** A dated contract past its last trading day (listed after the active ones, marked by the picker); absent otherwise. */
  expired: Type.Optional(Type.Boolean()),
  /** A seeded strategy still named as seeded: the web names it in the reader's language (`strategy.seed.<seedKey>`). */
  seedKey: Type.Optional(Type.String()),
});
export type CatalogEntry = Static<typeof CatalogEntry>;

/** Catalogue entries per page. */
export const CATALOG_PAGE_SIZE = 50;

export const CatalogBody = Type.Object({
  /** Case-insensitive substring of the address or the name. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  kind: Type.Optional(CatalogEntry.properties.kind),
  /** 1-based page of CATALOG_PAGE_SIZE entries. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
});
export type CatalogBody = Static<typeof CatalogBody>;

export const CatalogPage = Page(CatalogEntry);
export type CatalogPage = Static<typeof CatalogPage>;

/**
 * Stock (inventory) series found by their series id in whichever data source holds them (a desk imports EIA's weekly
 * stocks through Wind, Bloomberg or a CSV under EIA's own ids): the latest value with its change and its place against
 * the same time of year before (common/domain/weeklyStocks.ts). The oil watch's stocks panel reads it.
 */
export const INVENTORY_YEARS_DEFAULT = 5;
export const InventoriesBody = Type.Object({
  /** Series ids as the sources store them (`WCESTUS1`); each is looked up as `ds:<any source>:<id>`. */
  ids: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,100}$' }), { minItems: 1, maxItems: 20 }),
  /** Earlier years compared (EIA: five). */
  years: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
});
export type InventoriesBody = Static<typeof InventoriesBody>;
export const InventoryRow = Type.Object({
  id: Type.String(),
  /** The address read: the readable source with the newest data for the id; null when no source the caller may read has it. */
  address: Nullable(Type.String()),
  name: Type.String(),
  unit: Type.String(),
  source: Type.String(),
  demo: Type.Boolean(),
  /** The latest observation (its as-of date as stored, epoch ms) and the figures of weeklyStocks.ts; null without data. */
  ts: Nullable(Type.Number()),
  value: Nullable(Type.Number()),
  previousTs: Nullable(Type.Number()),
  change: Nullable(Type.Number()),
  average: Nullable(Type.Number()),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  /** Earlier years found at that time of year. */
  years: Type.Integer({ minimum: 0 }),
  vsAverage: Nullable(Type.Number()),
});
export type InventoryRow = Static<typeof InventoryRow>;
export const InventoriesData = Type.Object({ years: Type.Integer(), rows: Type.Array(InventoryRow) });
export type InventoriesData = Static<typeof InventoriesData>;

/** Largest bar file accepted for import (bytes, before base64). */
export const BARS_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Largest number of data rows in one import. */
export const BARS_IMPORT_MAX_ROWS = 20000;

/** A user's bar file for one instrument: CSV text or an Excel workbook (first sheet), base64. */
export const BarsImportBody = Type.Object({
  /** The instrument as in its md: address: `SHFE.FU2601`, `FX.USDCNY`. */
  instrument: Type.String({ minLength: 3, maxLength: 40 }),
  interval: Interval,
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  /** The file's bytes, base64 (at most BARS_IMPORT_MAX_BYTES decoded). */
  content: Type.String({ minLength: 1, maxLength: Math.ceil(BARS_IMPORT_MAX_BYTES / 3) * 4 }),
});
export type BarsImportBody = Static<typeof BarsImportBody>;

/** One parsed row (file row number, 1 = the header) as it would be stored. */
export const BarsImportRow = Type.Object({
  row: Type.Integer(),
  ts: Type.Number(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  settle: Nullable(Type.Number()),
  volume: Nullable(Type.Number()),
  oi: Nullable(Type.Number()),
});
export type BarsImportRow = Static<typeof BarsImportRow>;

/** A refused row or the file as a whole (row 0): `code` is a locale key suffix (`marketData.import.error.<code>`). */
export const BarsImportError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union(
    [
      'badDate',
      'notFinite',
      'highBelowLow',
      'outsideRange',
      'offTickGrid',
      'unknownInstrument',
      'missingColumn',
      'badFile',
      'tooManyRows',
      'duplicate',
      'empty',
    ].map((c) => Type.Literal(c)),
  ),
  message: Type.String(),
});
export type BarsImportError = Static<typeof BarsImportError>;

export const BarsImportPreview = Type.Object({
  instrument: Type.String(),
  unit: Type.String(),
  tick: Type.Number(),
  rows: Type.Array(BarsImportRow),
  errors: Type.Array(BarsImportError),
  /** Bars already stored at the rows' times (they would be replaced). */
  replaces: Type.Integer(),
});
export type BarsImportPreview = Static<typeof BarsImportPreview>;

export const BarsImportResult = Type.Object({ written: Type.Integer(), instrument: Type.String(), source: Type.String() });
export type BarsImportResult = Static<typeof BarsImportResult>;

export const MARKET_DATA_ENDPOINTS = [
  e('/v2/marketData/series', 'user', SeriesBody, SeriesData, 'Points of one series address (md:, ds:, spread:, ref:), LTTB-reduced to maxPoints', 'added'),
  e('/v2/marketData/catalog', 'user', CatalogBody, CatalogPage, 'The series addresses the caller may read, with names in the caller locale', 'added'),
  e(
    '/v2/marketData/inventories',
    'user',
    InventoriesBody,
    InventoriesData,
    'Stock series by series id in any data source the caller may read, against the same time of year before',
    'added',
  ),
  e(
    '/v2/marketData/bars/import/preview',
    'admin',
    BarsImportBody,
    BarsImportPreview,
    'Parse a bar file (CSV or Excel) and list its rows and row errors',
    'added',
  ),
  e('/v2/marketData/bars/import/commit', 'admin', BarsImportBody, BarsImportResult, 'Store a bar file: every row or none', 'added'),
] as const satisfies readonly Endpoint[];
