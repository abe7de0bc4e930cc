/**
 * The calendar outlook's tables (issue 11, docs/research/outlook.md): the desk's forecasts of releases (one per user
 * per release row of `calendar_events`) and the per-event baseline method a user chose over the default.
 * Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outlook_forecasts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** calendar_events.id; no foreign key, so a calendar re-import that replaces rows never fails on forecasts. */
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('outlook_forecasts_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('outlook_forecasts_user').on('outlook_forecasts').columns(['user_id']).execute();
  await db.schema
    .createTable('outlook_methods')
    .addColumn('event_key', 'text', (c) => c.primaryKey())
    /** 'lastValue' | 'seasonalNaive' | 'ar1' */
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outlook_methods').ifExists().execute();
  await db.schema.dropTable('outlook_forecasts').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
