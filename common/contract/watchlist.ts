/**
 * The real-time board's named watchlists and column settings, per user (issue 9). Owner: server/watchlist/, server/routes/watchlist/.
 * Declare each call once here with `e(...)`; docs/market-data.md describes the area.
 */
import { e, type Endpoint } from './endpoint';

export const WATCHLIST_ENDPOINTS = [] as const satisfies readonly Endpoint[];
void e;
