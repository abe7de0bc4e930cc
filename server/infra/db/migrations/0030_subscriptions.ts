/**
 * Issue 22's subscriptions (server/features/subscribe): one row per subscribed panel of a report, its pinned variable
 * values and its place on home (order, width). And the weekly option of page digests (server/features/pageDigest):
 * `weekday` (0 Sunday .. 6 Saturday in the digest's zone) sends the digest on that day only; null is daily.
 * Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('panel_id', 'text', (c) => c.notNull())
    .addColumn('variables_json', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'position']).execute();
  await db.schema.alterTable('page_digests').addColumn('weekday', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_digests').dropColumn('weekday').execute();
  await db.schema.dropTable('subscriptions').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
