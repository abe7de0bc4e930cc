/**
 * The builder (server/features/builder, docs/builder.md): pages with every saved version kept, and the routes that
 * publish a page at /report/<slug>. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('builder_pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    /** 1: every holder of /list/page reads it; 0: its owner (administrators read every page). */
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    /** The newest version; a save moves it forward only from the version it started from (compare and set). */
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('builder_page_versions')
    .addColumn('page_id', 'text', (c) => c.notNull().references('builder_pages.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** `{ panels, layout, variables }` as saved, panels complete (ids and layouts filled in). */
    .addColumn('spec_json', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('builder_page_versions_pk', ['page_id', 'version'])
    .execute();
  await db.schema
    .createTable('builder_routes')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'text', (c) => c.notNull().references('builder_pages.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('users_json', 'text', (c) => c.notNull())
    .addColumn('roles_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('builder_routes_page').on('builder_routes').column('page_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('builder_routes').ifExists().execute();
  await db.schema.dropTable('builder_page_versions').ifExists().execute();
  await db.schema.dropTable('builder_pages').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
