/**
 * Daily page digests (server/features/pageDigest): one row per reader and page, the hour of their day and their
 * zone, and the day (in that zone) of the last digest sent. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_digests')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    /** `YYYY-MM-DD` in `time_zone`; the send claims its day by moving this forward (once across processes). */
    .addColumn('last_sent_day', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_digests_pk', ['user_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_digests').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
