/** The marketData area's tables (migration 0006_market_data); part of server/db/schema.ts's Database. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area's migration
export interface MarketDataTables {}
