/**
 * The backtesting area's tables (issue 10, docs/analytics/backtesting.md): saved backtests with inputs and results.
 * Portable schema builder only (SQLite and PostgreSQL); JSON columns are text.
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backtest_results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull())
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('cumulative_return', 'double precision')
    .addColumn('sharpe', 'double precision')
    .addColumn('max_drawdown', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backtest_results_owner').on('backtest_results').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('backtest_results_shared').on('backtest_results').columns(['shared', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backtest_results').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
