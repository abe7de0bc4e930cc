/**
 * The feeds area's tables (issue 9, docs/market-data/feeds.md): publisher keys (hashed secrets, revocable) and the
 * per-product feed assignments administrators set. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_publisher_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema
    .createTable('feed_assignments')
    .addColumn('product', 'text', (c) => c.primaryKey())
    .addColumn('feed', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_assignments').ifExists().execute();
  await db.schema.dropTable('feed_publisher_keys').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
