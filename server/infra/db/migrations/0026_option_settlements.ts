/**
 * Option settlements (server/features/futOptCrossSectionData, issue 21): one row per option (underlying futures
 * contract, strike, right) and trading day, with its settlement price, volume, open interest, its last trading day
 * and the underlying's settlement that day, as the exchanges' daily option files give them (imports). Demo chains
 * are generated on demand and never stored. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('option_settlements')
    /** `INE.SC` */
    .addColumn('product', 'text', (c) => c.notNull())
    /** The underlying futures contract, `INE.SC2601`. */
    .addColumn('underlying', 'text', (c) => c.notNull())
    /** `YYYY-MM-DD` */
    .addColumn('trade_date', 'text', (c) => c.notNull())
    .addColumn('strike', 'double precision', (c) => c.notNull())
    /** `call` or `put` */
    .addColumn('option_right', 'text', (c) => c.notNull())
    /** The option's last trading day, `YYYY-MM-DD`. */
    .addColumn('expiry', 'text', (c) => c.notNull())
    .addColumn('settle', 'double precision', (c) => c.notNull())
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('open_interest', 'double precision', (c) => c.notNull())
    .addColumn('futures_price', 'double precision', (c) => c.notNull())
    /** `import:<file name>` */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('option_settlements_pk', ['underlying', 'trade_date', 'strike', 'option_right'])
    .execute();
  await db.schema.createIndex('option_settlements_product_date').on('option_settlements').columns(['product', 'trade_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('option_settlements').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
