/**
 * The market layer's calls and what changes them (docs/market-layer.md). The layer's queries are `apiQuery`s, so their
 * cache keys start with the contract path (src/services/query.ts): a mutation that lists one of these paths in its
 * `invalidates` reloads every series, catalogue list or strategy shown anywhere, the board included, at once.
 * A mutation that changes market data names one of the lists below instead of picking paths by hand.
 */
import type { EndpointPath } from '@common/contract/endpoints';

export const SERIES_PATH = '/v2/marketData/series' as const;
export const CATALOG_PATH = '/v2/marketData/catalog' as const;
export const STRATEGY_LIST_PATH = '/v2/strategy/list' as const;
export const STRATEGY_EXPLAIN_PATH = '/v2/strategy/explain' as const;
/** A strategy for each listed month (the product pages' months panel). */
export const STRATEGY_BY_MONTH_PATH = '/v2/strategy/byMonth' as const;
/** Balance-month averages of a strategy (the oil OTC page's monthAverage panel). */
export const STRATEGY_MONTH_AVERAGE_PATH = '/v2/strategy/monthAverage' as const;
/** Stock series by id against the same time of year before (the oil watch's stocks panel). */
export const INVENTORIES_PATH = '/v2/marketData/inventories' as const;
export const FEED_STATE_PATH = '/v2/feeds/state' as const;
export const PRODUCT_LIST_PATH = '/v2/reference/product/list' as const;

/**
 * Stored series changed (a bar import, a data-source update): every series (spreads are computed over bars) and the
 * catalogue's coverage.
 */
export const BARS_CHANGED: readonly EndpointPath[] = [SERIES_PATH, CATALOG_PATH, INVENTORIES_PATH, STRATEGY_BY_MONTH_PATH, STRATEGY_MONTH_AVERAGE_PATH];

/** A strategy was saved or deleted: its name and unit (lists, board rows, catalogue), its explanation and its series. */
export const STRATEGY_CHANGED: readonly EndpointPath[] = [
  STRATEGY_LIST_PATH,
  STRATEGY_EXPLAIN_PATH,
  SERIES_PATH,
  CATALOG_PATH,
  STRATEGY_BY_MONTH_PATH,
  STRATEGY_MONTH_AVERAGE_PATH,
];

/** A dated rate changed: spreads that use it are worth something else, now and in their history. */
export const RATES_CHANGED: readonly EndpointPath[] = [STRATEGY_EXPLAIN_PATH, SERIES_PATH, STRATEGY_BY_MONTH_PATH, STRATEGY_MONTH_AVERAGE_PATH];

export const PRODUCT_CALENDAR_PATH = '/v2/reference/calendar/product' as const;

/** An exchange holiday was added or removed: trading calendars, last trading days and the holiday lists. */
export const HOLIDAYS_CHANGED: readonly EndpointPath[] = [PRODUCT_CALENDAR_PATH, '/v2/reference/contract/list', '/v2/reference/holiday/list'];
