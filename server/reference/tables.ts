/** The reference area's tables (migration 0005_reference); part of server/db/schema.ts's Database. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the area's migration
export interface ReferenceTables {}
