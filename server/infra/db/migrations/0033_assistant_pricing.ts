/**
 * Issue 23's assistant: the provider's prices and the daily cost limit per user (docs/assistant.md "Cost limit"), one
 * row beside the provider's. Its own table so prices can be set, kept or cleared without touching the provider row.
 * Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_pricing')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('input_per_million', 'double precision', (c) => c.notNull())
    .addColumn('output_per_million', 'double precision', (c) => c.notNull())
    .addColumn('daily_cost_limit', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_pricing').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
