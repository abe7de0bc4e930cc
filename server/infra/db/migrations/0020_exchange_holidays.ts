/**
 * Exchange holiday calendars (issue 18, docs/market-data/reference.md "Holiday calendars"). Portable schema builder
 * only (SQLite and PostgreSQL). Append-only like the other reference tables: adding a holiday is a row with action
 * `add`, removing one is a later row with action `remove` and its reason; the newest row of a (calendar, date) is in
 * force and the older ones are its history.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exchange_holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('calendar', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('provisional', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exchange_holidays_calendar_date').on('exchange_holidays').columns(['calendar', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_holidays').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
