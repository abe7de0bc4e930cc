/** The strategy area's tables (migration 0008_strategy); part of server/db/schema.ts's Database. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area's migration
export interface StrategyTables {}
