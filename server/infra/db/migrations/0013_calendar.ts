/**
 * The economic calendar's shared table (issue 11, docs/research.md): `calendar_events`, one row per release of an
 * event (US CPI for October 2026 released 2026-11-12 13:30 UTC). Rows of the same recurring event share
 * `event_key`: the history that surprise, baseline forecasts and event studies read.
 * Portable schema builder only (SQLite and PostgreSQL); JSON columns are text. The events and outlook areas add
 * their own tables (subscriptions, forecasts, import runs) in their own migrations.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The identity a re-import matches (an ICS UID, a CSV id column, or source + event key + period). */
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    /** The recurring event, e.g. 'US.CPI.YOY': same country + event name, normalised. */
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** The reference period as published ('2026-10', 'Q3 2026', 'Nov 20 week'). */
    .addColumn('period', 'text', (c) => c.notNull())
    /** Release time, epoch ms UTC; for 'dateOnly' rows 00:00 UTC of the release date. */
    .addColumn('release_at', 'bigint', (c) => c.notNull())
    /** 'official' | 'dateOnly' | 'projected' */
    .addColumn('date_status', 'text', (c) => c.notNull())
    /** 1 (low), 2 (medium), 3 (high) */
    .addColumn('importance', 'integer', (c) => c.notNull())
    .addColumn('actual', 'double precision')
    .addColumn('consensus', 'double precision')
    .addColumn('previous', 'double precision')
    .addColumn('revised', 'double precision')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    /** JSON array of product codes the event matters for ('HSFO', 'PTA', ...). */
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_events_release').on('calendar_events').columns(['release_at']).execute();
  await db.schema.createIndex('calendar_events_key').on('calendar_events').columns(['event_key', 'release_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_events').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
