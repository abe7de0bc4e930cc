/**
 * The calendar events area's own tables (issue 11, docs/research/calendar.md), next to the shared
 * `calendar_events` (0013): import runs (history), per-user settings (reminder lead time, time-zone switch),
 * reminder subscriptions and the reminders sent (the unique key claims each (release, user) once, even with two
 * server processes). Portable schema builder only (SQLite and PostgreSQL); JSON columns are text.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_import_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    /** 'file' for uploads; a vendor connector's name otherwise. */
    .addColumn('connector', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('new_rows', 'integer', (c) => c.notNull())
    .addColumn('updated_rows', 'integer', (c) => c.notNull())
    .addColumn('unchanged_rows', 'integer', (c) => c.notNull())
    .addColumn('rejected_rows', 'integer', (c) => c.notNull())
    /** JSON array of the refused rows' issues (at most the first 200). */
    .addColumn('errors', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('calendar_import_runs_at').on('calendar_import_runs').columns(['created_at']).execute();

  await db.schema
    .createTable('calendar_user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('minutes_before', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('calendar_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** 'event:<event_key>' or 'importance:<1-3>': one text column so the unique key works alike on both databases. */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('calendar_subscriptions_user_target', ['user_id', 'target'])
    .execute();

  await db.schema
    .createTable('calendar_reminders_sent')
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    /** The release time reminded of: a release moved to another time is reminded of again. */
    .addColumn('release_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_reminders_sent_pk', ['event_id', 'user_id', 'release_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['calendar_reminders_sent', 'calendar_subscriptions', 'calendar_user_settings', 'calendar_import_runs'])
    await db.schema.dropTable(t).ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
