/** The feeds area's tables (migration 0007_feeds); part of server/db/schema.ts's Database. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area's migration
export interface FeedTables {}
