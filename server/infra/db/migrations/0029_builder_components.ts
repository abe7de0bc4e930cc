/**
 * The builder's library components and seeded examples (server/features/builder, docs/builder.md): components with
 * every saved version kept (as pages are), the components each page's newest version places ("used by"), and the
 * seeded example pages (`example`, found again by `seed_key` so seeding is idempotent). Portable schema builder only
 * (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('builder_components')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    /** The panel kind of the newest version (the list shows it without reading the versions). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** 1: every holder of /list/comp reads it; 0: its owner (administrators read every component). */
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    /** The newest version; a save moves it forward only from the version it started from (compare and set). */
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('builder_component_versions')
    .addColumn('component_id', 'text', (c) => c.notNull().references('builder_components.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** The panel as saved, complete (`id` and `layout` filled in). */
    .addColumn('panel_json', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('builder_component_versions_pk', ['component_id', 'version'])
    .execute();
  // Which components each page's newest version places: rewritten with every page save, read for "used by" and to
  // refuse removing a placed component.
  await db.schema
    .createTable('builder_page_components')
    .addColumn('page_id', 'text', (c) => c.notNull().references('builder_pages.id').onDelete('cascade'))
    .addColumn('component_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('builder_page_components_pk', ['page_id', 'component_id'])
    .execute();
  await db.schema.createIndex('builder_page_components_component').on('builder_page_components').column('component_id').execute();
  /** 1: a seeded example page (no owner, shared; administrators change it, users copy it). */
  await db.schema
    .alterTable('builder_pages')
    .addColumn('example', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('builder_pages').addColumn('seed_key', 'text').execute();
  await db.schema.createIndex('builder_pages_seed_key').unique().on('builder_pages').column('seed_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('builder_pages_seed_key').ifExists().execute();
  await db.schema.alterTable('builder_pages').dropColumn('seed_key').execute();
  await db.schema.alterTable('builder_pages').dropColumn('example').execute();
  await db.schema.dropTable('builder_page_components').ifExists().execute();
  await db.schema.dropTable('builder_component_versions').ifExists().execute();
  await db.schema.dropTable('builder_components').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
