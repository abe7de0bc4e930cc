/**
 * The reference area's tables (issue 9, docs/market-data/reference.md). Portable schema builder only (SQLite and
 * PostgreSQL): text ids, bigint epoch ms, double precision values, JSON as text.
 *
 * Every table is append-only: a change is a new row (a product version with a later valid_from, a rate row, a
 * mapping row), so the past stays as it was and the history is the table itself.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('exchange', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('lot', 'double precision', (c) => c.notNull())
    .addColumn('tick', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quote_basis', 'text', (c) => c.notNull())
    .addColumn('sessions', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('settlement_rule', 'text', (c) => c.notNull())
    .addColumn('listing_rule', 'text', (c) => c.notNull())
    .addColumn('access_key', 'text', (c) => c.notNull())
    .addColumn('version_note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('product_versions_product_from', ['exchange', 'code', 'valid_from'])
    .execute();

  await db.schema
    .createTable('reference_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reference_rates_key_from').on('reference_rates').columns(['key', 'valid_from']).execute();

  await db.schema
    .createTable('month_mappings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_product', 'text', (c) => c.notNull())
    .addColumn('to_product', 'text', (c) => c.notNull())
    .addColumn('month_offset', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('month_mappings_pair').on('month_mappings').columns(['from_product', 'to_product']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('month_mappings').ifExists().execute();
  await db.schema.dropTable('reference_rates').ifExists().execute();
  await db.schema.dropTable('product_versions').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
