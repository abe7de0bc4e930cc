/** The feeds area's tables (issue 9, docs/market-data.md). Portable schema builder only (SQLite and PostgreSQL). */
import type { Kysely, Migration } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

const migration: Migration = { up, down };
export default migration;
