/** The watchlist area's tables (migration 0009_watchlist); part of server/db/schema.ts's Database. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area's migration
export interface WatchlistTables {}
