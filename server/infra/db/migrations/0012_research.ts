/**
 * The research library's shared tables (issue 11, docs/research.md): `research_documents` (reports, insights,
 * subscriber notes and methodology changes, from uploads and feeds) and `search_texts`, the plain text that
 * full-text search reads (one row per searchable thing of any area: a document, a meeting).
 * Portable schema builder only (SQLite and PostgreSQL); JSON columns are text. Areas add their own tables in their
 * own migrations (feeds, per-user state, meetings, the full-text indexes over `search_texts`).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('research_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** 'report' | 'insight' | 'subscriberNote' | 'methodology' */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    /** JSON arrays of codes (products: 'HSFO', 'MF0.5', 'LPG', ...; regions: 'Singapore', ...). */
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('regions', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('effective_at', 'bigint')
    /** 'zh-CN' | 'en-US' | 'other' */
    .addColumn('language', 'text', (c) => c.notNull())
    /** 'html' (sanitised before it is stored) | 'markdown' | 'none' (the PDF is the document) */
    .addColumn('body_format', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** The file-management id of the document's own PDF, if any; other attachments are a JSON array of file ids. */
    .addColumn('pdf_file_id', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull())
    /** 'upload' | 'feed' */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('feed_id', 'text')
    /** A feed item's guid (or link): with feed_id, what makes a re-polled item a duplicate. */
    .addColumn('external_id', 'text')
    .addColumn('link', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('research_documents_published').on('research_documents').columns(['published_at']).execute();
  await db.schema.createIndex('research_documents_feed_item').on('research_documents').columns(['feed_id', 'external_id']).unique().execute();
  await db.schema
    .createTable('search_texts')
    /** 'research' | 'meeting' */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_texts_pk', ['kind', 'ref_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_texts').ifExists().execute();
  await db.schema.dropTable('research_documents').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
