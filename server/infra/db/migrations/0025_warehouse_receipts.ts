/**
 * Exchange warehouse receipts (server/features/warehouseCargoLocData): one figure per exchange, product, warehouse
 * and report day, with where it comes from ('import' or 'demo'). Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('warehouse_receipts')
    .addColumn('exchange', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('warehouse', 'text', (c) => c.notNull())
    /** `YYYY-MM-DD`, the exchange's report day. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('receipts', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('written_at', 'bigint', (c) => c.notNull())
    .addColumn('written_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('warehouse_receipts_pk', ['exchange', 'product', 'warehouse', 'day'])
    .execute();
  await db.schema.createIndex('warehouse_receipts_product_day').on('warehouse_receipts').columns(['exchange', 'product', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('warehouse_receipts').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
