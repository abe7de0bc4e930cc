/**
 * The research library's own tables (issue 11, area `research`, docs/research/library.md): each user's state of a
 * document (read, favourite, private note) and the series addresses a document is pinned to (chart annotations).
 * `research_documents` gains `searchable`: 0 when a PDF's text could not be read (stored, but search cannot find it).
 * Portable schema builder only (SQLite and PostgreSQL); flags are integers 0/1.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('research_documents')
    .addColumn('searchable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('research_document_states')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    /** Epoch ms the user last opened (or marked read) the document; null when unread. */
    .addColumn('read_at', 'bigint')
    .addColumn('favourite', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('research_document_states_pk', ['user_id', 'document_id'])
    .execute();
  await db.schema
    .createTable('research_pins')
    .addColumn('document_id', 'text', (c) => c.notNull())
    /** A series address (common/market/address.ts), as written by the user. */
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('research_pins_pk', ['document_id', 'address'])
    .execute();
  await db.schema.createIndex('research_pins_address').on('research_pins').columns(['address']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('research_pins').ifExists().execute();
  await db.schema.dropTable('research_document_states').ifExists().execute();
  await db.schema.alterTable('research_documents').dropColumn('searchable').execute();
}

const migration: Migration = { up, down };
export default migration;
