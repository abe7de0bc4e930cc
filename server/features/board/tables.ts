/** The watchlist area's tables (migration 0009_watchlist); part of server/schema.ts's Database. */

export interface WatchlistsTable {
  id: string;
  user_id: string;
  name: string;
  /** Tab order per user, 0 first. */
  position: number;
  /** JSON text: the addresses (`md:...`, `spread:...`) in row order. */
  items: string;
  /** JSON text: WatchlistColumns (visible columns in order, widths). */
  columns: string;
  /** z-score window in trading days. */
  z_window: number;
  created_at: number;
  updated_at: number;
}

export interface WatchlistTables {
  watchlists: WatchlistsTable;
}
