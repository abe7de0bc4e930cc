/**
 * Holdings (server/features/position, issue 21): CFTC Commitments of Traders rows per layout, market and week, and
 * the exchanges' daily member rankings. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('position_cot')
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('market_code', 'text', (c) => c.notNull())
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('released_at', 'bigint', (c) => c.notNull())
    .addColumn('open_interest', 'double precision', (c) => c.notNull())
    .addColumn('positions', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('position_cot_pk', ['layout', 'market_code', 'as_of'])
    .execute();
  await db.schema
    .createTable('position_rankings')
    .addColumn('exchange', 'text', (c) => c.notNull())
    .addColumn('trade_date', 'text', (c) => c.notNull())
    .addColumn('contract', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('member', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('change', 'double precision', (c) => c.notNull())
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('position_rankings_pk', ['exchange', 'trade_date', 'contract', 'list', 'rank'])
    .execute();
  await db.schema.createIndex('position_rankings_member').on('position_rankings').columns(['member', 'trade_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('position_rankings').ifExists().execute();
  await db.schema.dropTable('position_cot').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
