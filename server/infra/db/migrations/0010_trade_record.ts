/**
 * The trade records' tables (issue 10, docs/analytics/tradeRecord.md): books, trades (soft-deleted), every change of a
 * trade, and the books' cash flows. Portable schema builder only (SQLite and PostgreSQL); JSON columns are text.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_currency', 'text', (c) => c.notNull())
    .addColumn('initial_cash', 'double precision', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_books_owner').on('trade_books').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('time', 'bigint', (c) => c.notNull())
    .addColumn('trading_date', 'text', (c) => c.notNull())
    .addColumn('instrument', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('lots', 'double precision', (c) => c.notNull())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('fee', 'double precision', (c) => c.notNull())
    .addColumn('strategy', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // null while the trade counts; the time it was deleted otherwise (kept for its history).
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('trades_book').on('trades').columns(['book_id', 'time']).execute();

  await db.schema
    .createTable('trade_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('trade_id', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('trade_changes_trade').on('trade_changes').columns(['trade_id', 'at']).execute();

  await db.schema
    .createTable('trade_cash_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_cash_flows_book').on('trade_cash_flows').columns(['book_id', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['trade_cash_flows', 'trade_changes', 'trades', 'trade_books']) await db.schema.dropTable(table).ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
