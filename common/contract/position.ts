/**
 * Holdings (issue 21; docs/position.md): the CFTC Commitments of Traders (disaggregated and legacy futures-only
 * reports, imported from the CFTC's own CSV layouts through the `cftc` data source's release rule) and the Chinese
 * exchanges' daily member rankings (SHFE, INE, DCE, ZCE: top 20 by volume, long and short open interest). Owner:
 * server/features/position/, page src/pages/Tool/Calculator/Position/. Every call is gated by the page's key.
 *
 * Imports preview first (row errors with their row numbers) and write all rows or none.
 */
import { type Static, Type } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nullable } from './envelope';

const KEY = 'auth_tool_calculator_position' as const;

/** Largest file accepted for import (bytes, before base64), and its data rows. */
export const POSITION_IMPORT_MAX_BYTES = 1024 * 1024;
export const POSITION_IMPORT_MAX_ROWS = 5000;
/** Rows a preview sends back (the count says how many the file has). */
export const POSITION_PREVIEW_ROWS = 200;

export const COT_LAYOUTS = ['disaggregated', 'legacy'] as const;
export type CotLayout = (typeof COT_LAYOUTS)[number];

/** The trader categories of each report, in the report's order; the last is always the non-reportables. */
export const COT_CATEGORIES = {
  disaggregated: ['producer', 'swap', 'managedMoney', 'otherReportable', 'nonReportable'],
  legacy: ['nonCommercial', 'commercial', 'nonReportable'],
} as const satisfies Record<CotLayout, readonly string[]>;
export const COT_CATEGORY_NAMES = ['producer', 'swap', 'managedMoney', 'otherReportable', 'nonReportable', 'nonCommercial', 'commercial'] as const;
export type CotCategory = (typeof COT_CATEGORY_NAMES)[number];

/** The COT index lookbacks the page offers (weeks): 26 weeks and 3 years. */
export const COT_LOOKBACKS = [26, 52, 156] as const;
export const COT_DEFAULT_LOOKBACK = 156;

export const RANKING_EXCHANGES = ['SHFE', 'INE', 'DCE', 'ZCE'] as const;
export type RankingExchange = (typeof RANKING_EXCHANGES)[number];
export const RANKING_LISTS = ['volume', 'long', 'short'] as const;
/** The net long of the top N the page draws. */
export const RANKING_TOP_NS = [5, 10, 20] as const;
/** Days of demo rankings one call may generate. */
export const RANKING_DEMO_MAX_DAYS = 60;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const Contract = Type.String({ pattern: '^[A-Za-z]{1,4}\\d{3,4}$', maxLength: 12 });
const Exchange = Type.Union(RANKING_EXCHANGES.map((x) => Type.Literal(x)));
const Layout = Type.Union(COT_LAYOUTS.map((x) => Type.Literal(x)));
const Category = Type.Union(COT_CATEGORY_NAMES.map((x) => Type.Literal(x)));
const List = Type.Union(RANKING_LISTS.map((x) => Type.Literal(x)));

const ImportFile = {
  fileName: Type.String({ minLength: 1, maxLength: 200 }),
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
  content: Type.String({ minLength: 1, maxLength: Math.ceil(POSITION_IMPORT_MAX_BYTES / 3) * 4 }),
};

export const POSITION_IMPORT_ERROR_CODES = [
  'badFile',
  'empty',
  'tooManyRows',
  'missingColumn',
  'badDate',
  'badNumber',
  'identity',
  'duplicate',
  'noContract',
  'noHeader',
  'badRank',
  'tooLong',
] as const;

/**
 * A refused row (or the file, row 0): `code` names the problem (`position.import.code.<code>`), `values` fill the
 * full sentence in the user's language (`position.import.detail.<code>`), `message` is the English text.
 */
export const PositionImportIssue = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  code: Type.Union(POSITION_IMPORT_ERROR_CODES.map((c) => Type.Literal(c))),
  message: Type.String(),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type PositionImportIssue = Static<typeof PositionImportIssue>;

export const ImportResult = Type.Object({ written: Type.Integer() });

// --- COT ---

export const CotImportBody = Type.Object({ layout: Layout, ...ImportFile });
export type CotImportBody = Static<typeof CotImportBody>;

export const CotCategoryPositions = Type.Object({ category: Category, long: Type.Number(), short: Type.Number(), spread: Type.Number() });
export type CotCategoryPositions = Static<typeof CotCategoryPositions>;

/** One report row: positions as of `asOf` (a Tuesday), known from `releasedAt` (epoch ms, Friday 15:30 New York). */
export const CotReportRow = Type.Object({
  row: Type.Integer(),
  marketCode: Type.String(),
  market: Type.String(),
  asOf: Type.String(),
  releasedAt: Type.Number(),
  openInterest: Type.Number(),
  categories: Type.Array(CotCategoryPositions),
});
export type CotReportRow = Static<typeof CotReportRow>;

export const CotImportPreview = Type.Object({
  layout: Layout,
  /** Data rows read (every one, valid or not). */
  count: Type.Integer(),
  /** The first POSITION_PREVIEW_ROWS valid rows. */
  rows: Type.Array(CotReportRow),
  markets: Type.Array(Type.Object({ marketCode: Type.String(), market: Type.String(), weeks: Type.Integer(), first: Type.String(), last: Type.String() })),
  /** Any error refuses the whole file at import. */
  errors: Type.Array(PositionImportIssue),
});
export type CotImportPreview = Static<typeof CotImportPreview>;

export const CotMarket = Type.Object({
  layout: Layout,
  marketCode: Type.String(),
  market: Type.String(),
  weeks: Type.Integer(),
  first: Type.String(),
  last: Type.String(),
});
export type CotMarket = Static<typeof CotMarket>;

export const CotSeriesBody = Type.Object({
  layout: Layout,
  marketCode: Type.String({ minLength: 1, maxLength: 20 }),
  lookback: Type.Integer({ minimum: 2, maximum: 520, default: COT_DEFAULT_LOOKBACK }),
});
export type CotSeriesBody = Static<typeof CotSeriesBody>;

export const CotCategoryWeek = Type.Composite([
  CotCategoryPositions,
  Type.Object({ net: Type.Number(), netChange: Nullable(Type.Number()), cotIndex: Nullable(Type.Number()) }),
]);
export type CotCategoryWeek = Static<typeof CotCategoryWeek>;

export const CotWeek = Type.Object({
  asOf: Type.String(),
  releasedAt: Type.Number(),
  openInterest: Type.Number(),
  openInterestChange: Nullable(Type.Number()),
  categories: Type.Array(CotCategoryWeek),
});
export type CotWeek = Static<typeof CotWeek>;

export const CotSeries = Type.Object({
  layout: Layout,
  marketCode: Type.String(),
  market: Type.String(),
  lookback: Type.Integer(),
  weeks: Type.Array(CotWeek),
});
export type CotSeries = Static<typeof CotSeries>;

// --- Member rankings ---

export const RankingImportBody = Type.Object({ exchange: Exchange, date: IsoDate, ...ImportFile });
export type RankingImportBody = Static<typeof RankingImportBody>;

export const RankingEntry = Type.Object({
  row: Type.Integer(),
  contract: Type.String(),
  list: List,
  rank: Type.Integer(),
  member: Type.String(),
  value: Type.Number(),
  change: Type.Number(),
});
export type RankingEntry = Static<typeof RankingEntry>;

export const RankingImportPreview = Type.Object({
  exchange: Exchange,
  date: Type.String(),
  /** List entries read (three lists per contract). */
  count: Type.Integer(),
  /** Aggregate rows (合计 / 总计) left out. */
  dropped: Type.Integer(),
  contracts: Type.Array(Type.Object({ contract: Type.String(), volume: Type.Integer(), long: Type.Integer(), short: Type.Integer() })),
  rows: Type.Array(RankingEntry),
  errors: Type.Array(PositionImportIssue),
});
export type RankingImportPreview = Static<typeof RankingImportPreview>;

export const RankingDemoBody = Type.Object({ days: Type.Integer({ minimum: 1, maximum: RANKING_DEMO_MAX_DAYS, default: 20 }) });
export type RankingDemoBody = Static<typeof RankingDemoBody>;
export const RankingDemoResult = Type.Object({ written: Type.Integer(), contracts: Type.Array(Type.String()), from: Type.String(), to: Type.String() });

export const RankingContract = Type.Object({
  exchange: Exchange,
  contract: Type.String(),
  first: Type.String(),
  last: Type.String(),
  days: Type.Integer(),
  demo: Type.Boolean(),
});
export type RankingContract = Static<typeof RankingContract>;

export const RankingCatalog = Type.Object({ contracts: Type.Array(RankingContract), members: Type.Array(Type.String()) });
export type RankingCatalog = Static<typeof RankingCatalog>;

export const RankingDayBody = Type.Object({ exchange: Exchange, contract: Contract, date: Type.Optional(IsoDate) });
export type RankingDayBody = Static<typeof RankingDayBody>;

const Ranked = Type.Object({ rank: Type.Integer(), member: Type.String(), value: Type.Number(), change: Type.Number() });
export const RankingDay = Type.Object({
  exchange: Exchange,
  contract: Type.String(),
  /** Null when nothing is stored for the contract. */
  date: Nullable(Type.String()),
  /** Days stored for the contract, newest first (to pick another). */
  dates: Type.Array(Type.String()),
  demo: Type.Boolean(),
  volume: Type.Array(Ranked),
  long: Type.Array(Ranked),
  short: Type.Array(Ranked),
});
export type RankingDay = Static<typeof RankingDay>;

export const RankingNetTopBody = Type.Object({ exchange: Exchange, contract: Contract });
export type RankingNetTopBody = Static<typeof RankingNetTopBody>;
export const RankingNetTopPoint = Type.Object({
  date: Type.String(),
  top5: Type.Number(),
  top10: Type.Number(),
  top20: Type.Number(),
  demo: Type.Boolean(),
});
export type RankingNetTopPoint = Static<typeof RankingNetTopPoint>;
export const RankingNetTop = Type.Object({ exchange: Exchange, contract: Type.String(), points: Type.Array(RankingNetTopPoint) });
export type RankingNetTop = Static<typeof RankingNetTop>;

export const RankingMemberBody = Type.Object({ member: Type.String({ minLength: 1, maxLength: 60 }), date: Type.Optional(IsoDate) });
export type RankingMemberBody = Static<typeof RankingMemberBody>;
/** A member's place in one contract's three lists on a day; null where it is not in that list's top 20. */
export const RankingMemberRow = Type.Object({
  exchange: Exchange,
  contract: Type.String(),
  volume: Nullable(Type.Number()),
  volumeChange: Nullable(Type.Number()),
  long: Nullable(Type.Number()),
  longChange: Nullable(Type.Number()),
  short: Nullable(Type.Number()),
  shortChange: Nullable(Type.Number()),
  demo: Type.Boolean(),
});
export type RankingMemberRow = Static<typeof RankingMemberRow>;
export const RankingMember = Type.Object({ member: Type.String(), date: Nullable(Type.String()), rows: Type.Array(RankingMemberRow) });
export type RankingMember = Static<typeof RankingMember>;

export const POSITION_ENDPOINTS = [
  e(
    '/v2/position/cot/preview',
    KEY,
    CotImportBody,
    CotImportPreview,
    'Check a CFTC COT file (disaggregated or legacy CSV layout) row by row, with the open-interest identity',
    'added',
  ),
  e('/v2/position/cot/import', KEY, CotImportBody, ImportResult, 'Store a CFTC COT file: every row or none (rows dated at their Friday release)', 'added'),
  e('/v2/position/cot/markets', KEY, null, Type.Array(CotMarket), 'The COT markets stored, per layout', 'added'),
  e('/v2/position/cot/series', KEY, CotSeriesBody, CotSeries, "A market's weekly positions by category: nets, week-on-week changes, COT index", 'added'),
  e(
    '/v2/position/ranking/preview',
    KEY,
    RankingImportBody,
    RankingImportPreview,
    "Check an exchange's member ranking file (three lists per contract)",
    'added',
  ),
  e('/v2/position/ranking/import', KEY, RankingImportBody, ImportResult, "Store an exchange's member ranking file: every row or none", 'added'),
  e('/v2/position/ranking/demo', KEY, RankingDemoBody, RankingDemoResult, 'Generate seeded DEMO rankings for the demo products (labelled demo)', 'added'),
  e('/v2/position/ranking/catalog', KEY, null, RankingCatalog, 'The contracts with stored rankings and the members named in them', 'added'),
  e('/v2/position/ranking/day', KEY, RankingDayBody, RankingDay, "One contract's three lists on a day (the latest by default)", 'added'),
  e('/v2/position/ranking/netTop', KEY, RankingNetTopBody, RankingNetTop, 'Net long of the top 5/10/20 of a contract, day by day', 'added'),
  e('/v2/position/ranking/member', KEY, RankingMemberBody, RankingMember, "One member's volume and positions across contracts on a day", 'added'),
] as const satisfies readonly Endpoint[];
