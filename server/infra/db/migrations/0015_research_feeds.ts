/**
 * Research feeds and the full-text indexes over `search_texts` (issue 11, docs/research/feeds.md).
 *
 * - `research_feeds`: RSS/Atom feeds administrators configure (0/1 integer booleans, JSON arrays as text), with
 *   the run lock (`running_run_id`, `running_since`) that keeps two processes from polling one feed at once.
 * - `research_feed_runs`: one row per poll (trigger, state, new/duplicate/bad counts, message, item problems).
 * - Full text, per database (the only dialect-specific part, kept here):
 *   SQLite: `search_fts`, an FTS5 table with the trigram tokenizer whose content is `search_texts` (external
 *   content), kept in step by triggers, so writers only ever write `search_texts` (server/infra/search/textIndex.ts).
 *   PostgreSQL: a stored generated tsvector (title weight A, body weight B, 'simple' configuration: no stemming,
 *   language-neutral) with a GIN index, and, when the pg_trgm extension exists or may be created, a trigram GIN
 *   index over lower(title || ' ' || body) that serves the substring (LIKE) test every query term must pass.
 */
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const isPostgres = (db: Kysely<unknown>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The schema pg_trgm lives in: already installed, or created (in `public`, so every schema sees one copy). */
async function pgTrgmSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await installed();
  if (found) return found;
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return null;
  // A refused CREATE EXTENSION (no CREATE privilege on the database) must not abort the migration's transaction.
  await sql`savepoint pg_trgm_try`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm_try`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_try`.execute(db);
    return null;
  }
  return installed();
}

async function upFullText(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table search_texts add column tsv tsvector generated always as (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')) stored`.execute(
      db,
    );
    await sql`create index search_texts_tsv on search_texts using gin (tsv)`.execute(db);
    const trgm = await pgTrgmSchema(db);
    if (trgm) {
      await sql`create index search_texts_trgm on search_texts using gin ((lower(title || ' ' || body)) ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
    }
    return;
  }
  await sql`create virtual table search_fts using fts5(kind unindexed, title, body, content='search_texts', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger search_texts_ai after insert on search_texts begin
    insert into search_fts(rowid, kind, title, body) values (new.rowid, new.kind, new.title, new.body);
  end`.execute(db);
  await sql`create trigger search_texts_ad after delete on search_texts begin
    insert into search_fts(search_fts, rowid, kind, title, body) values ('delete', old.rowid, old.kind, old.title, old.body);
  end`.execute(db);
  await sql`create trigger search_texts_au after update on search_texts begin
    insert into search_fts(search_fts, rowid, kind, title, body) values ('delete', old.rowid, old.kind, old.title, old.body);
    insert into search_fts(rowid, kind, title, body) values (new.rowid, new.kind, new.title, new.body);
  end`.execute(db);
  // Texts stored before this migration.
  await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
}

async function downFullText(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists search_texts_trgm`.execute(db);
    await sql`drop index if exists search_texts_tsv`.execute(db);
    await sql`alter table search_texts drop column if exists tsv`.execute(db);
    return;
  }
  for (const t of ['search_texts_ai', 'search_texts_ad', 'search_texts_au']) await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  await sql`drop table if exists search_fts`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('research_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    /** The document kind its items are filed as (common/contract/library.ts DOCUMENT_KINDS). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('regions', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    /** Five-field cron in the schedule time zone (server/features/datasource/cron.ts). */
    .addColumn('cron', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('running_run_id', 'text')
    .addColumn('running_since', 'bigint')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('research_feeds_name').on('research_feeds').column('name').unique().execute();
  await db.schema
    .createTable('research_feed_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('feed_id', 'text', (c) => c.notNull().references('research_feeds.id').onDelete('cascade'))
    /** 'manual' | 'schedule' */
    .addColumn('trigger', 'text', (c) => c.notNull())
    /** 'running' | 'success' | 'failed' */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('new_count', 'integer', (c) => c.notNull())
    .addColumn('duplicate_count', 'integer', (c) => c.notNull())
    .addColumn('bad_count', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    /** JSON array of { item, reason } for the items skipped. */
    .addColumn('problems', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();
  await db.schema.createIndex('research_feed_runs_feed').on('research_feed_runs').columns(['feed_id', 'started_at']).execute();
  await upFullText(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await downFullText(db);
  await db.schema.dropTable('research_feed_runs').ifExists().execute();
  await db.schema.dropTable('research_feeds').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
