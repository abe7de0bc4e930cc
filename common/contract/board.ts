/**
 * The real-time board's named watchlists and column settings, per user (issue 9). Owner: server/watchlist/, server/routes/watchlist/.
 * docs/market-data/board.md describes the board and its rules.
 *
 * A watchlist holds addresses (common/market/address.ts): `md:<instrument>` instruments and `spread:<strategyId>`
 * strategies, in the order the board shows them; its column settings (which columns, in which order, how wide) and
 * the z-score window. Every user gets a default list on their first visit (WATCHLIST_DEFAULT_ITEMS).
 * Storing an address reveals nothing: what the board reads for it (series, stream topics) is checked per address.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { Nothing } from './envelope';

/** How many lists a user may keep, and how many rows one list may hold (the board is built for 200 live rows). */
export const WATCHLIST_MAX_LISTS = 20;
export const WATCHLIST_MAX_ITEMS = 200;
export const WATCHLIST_NAME_MAX = 40;

/**
 * The board's columns in their default order; `name` is always shown first and cannot be hidden. A quote screen's:
 * last (instruments) or value (spreads), change and change % against the previous settlement, unit, bid / ask, day
 * volume, open interest, previous settlement, the day's settlement once published, z-score, session, time and phase.
 */
export const WATCHLIST_COLUMNS = [
  'last',
  'value',
  'change',
  'changePct',
  'unit',
  'bid',
  'ask',
  'volume',
  'oi',
  'prevSettle',
  'settle',
  'zScore',
  'sparkline',
  'updatedAt',
] as const;
export type WatchlistColumn = (typeof WATCHLIST_COLUMNS)[number];

/** z-score windows in trading days of the daily series. */
export const Z_WINDOWS = [20, 60, 120, 250] as const;
export const DEFAULT_Z_WINDOW = 60;

/**
 * The first-visit list: the desk's main instruments (continuous main contracts, docs/market-data.md's table) and the
 * seeded spreads. The strategy ids are the seeded strategies' seed keys (server/strategy/seeds.ts, whose ids they are); an id that does
 * not exist, or a row the user may not read, shows as unavailable on the board rather than failing it.
 */
export const WATCHLIST_DEFAULT_ITEMS: readonly string[] = [
  'md:SHFE.FU@main',
  'md:INE.LU@main',
  'md:DCE.PG@main',
  'md:ZCE.TA@main',
  'md:ZCE.PX@main',
  'spread:fu_inner_outer_usd_t',
  'spread:lu_inner_outer_usd_t',
  'spread:hi5_singapore',
  'spread:hi5_china',
  'spread:pg_import_parity',
  'spread:pg_inner_outer',
  'spread:pdh_margin',
  'spread:pta_processing',
  'spread:brent_wti',
];

/** The first-visit list's stored name; the board shows it translated while the user keeps it. */
export const DEFAULT_WATCHLIST_NAME = 'Main';

export const WatchlistColumns = Type.Object({
  /** Shown columns in display order (after the name column). */
  visible: Type.Array(Type.Union(WATCHLIST_COLUMNS.map((c) => Type.Literal(c))), { maxItems: WATCHLIST_COLUMNS.length, uniqueItems: true }),
  /** Widths in px of the columns the user resized. */
  widths: Type.Record(Type.String({ maxLength: 20 }), Type.Integer({ minimum: 40, maximum: 600 }), { maxProperties: WATCHLIST_COLUMNS.length + 1 }),
});
export type WatchlistColumns = Static<typeof WatchlistColumns>;

export const DEFAULT_WATCHLIST_COLUMNS: WatchlistColumns = { visible: [...WATCHLIST_COLUMNS], widths: {} };

const ZWindow = Type.Union(Z_WINDOWS.map((w) => Type.Literal(w)));
const ListName = Type.String({ minLength: 1, maxLength: WATCHLIST_NAME_MAX });
/** An `md:` or `spread:` address; the server parses each one (common/market/address.ts). */
const Item = Type.String({ minLength: 4, maxLength: 120 });
const ListId = Type.String({ minLength: 1, maxLength: 64 });

export const Watchlist = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Tab order, 0 first. */
  position: Type.Integer(),
  items: Type.Array(Type.String()),
  columns: WatchlistColumns,
  zWindow: ZWindow,
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
export type Watchlist = Static<typeof Watchlist>;

/** Create (no `id`) or replace a list's items, columns and window; the name too when given. */
export const WatchlistSaveBody = Type.Object({
  id: Type.Optional(ListId),
  name: ListName,
  items: Type.Array(Item, { maxItems: WATCHLIST_MAX_ITEMS }),
  columns: Type.Optional(WatchlistColumns),
  zWindow: Type.Optional(ZWindow),
});
export type WatchlistSaveBody = Static<typeof WatchlistSaveBody>;

export const WatchlistRenameBody = Type.Object({ id: ListId, name: ListName });
export const WatchlistIdBody = Type.Object({ id: ListId });
/** Every one of the user's list ids, in the new tab order. */
export const WatchlistReorderBody = Type.Object({ ids: Type.Array(ListId, { minItems: 1, maxItems: WATCHLIST_MAX_LISTS, uniqueItems: true }) });

const BOARD = 'auth_tool_trade_realtime' as const;

export const WATCHLIST_ENDPOINTS = [
  e('/v2/watchlist/list', BOARD, null, Type.Array(Watchlist), "The user's watchlists in tab order (a first visit creates the default list)", 'added'),
  e('/v2/watchlist/save', BOARD, WatchlistSaveBody, Watchlist, 'Create a watchlist, or replace its name, items, columns and z-score window', 'added'),
  e('/v2/watchlist/rename', BOARD, WatchlistRenameBody, Watchlist, 'Rename a watchlist', 'added'),
  e('/v2/watchlist/delete', BOARD, WatchlistIdBody, Nothing, 'Delete a watchlist (not the last one)', 'added'),
  e('/v2/watchlist/reorder', BOARD, WatchlistReorderBody, Type.Array(Watchlist), "Put the user's watchlists in a new tab order", 'added'),
] as const satisfies readonly Endpoint[];
