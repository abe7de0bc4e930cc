/**
 * Issue 23's assistant (server/features/assistant, docs/assistant.md): the provider configuration (one row, its API
 * key sealed) and each user's tokens per day. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assistant_provider')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('api_key_sealed', 'text')
    .addColumn('timeout_ms', 'integer', (c) => c.notNull())
    .addColumn('daily_token_limit', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('assistant_usage')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('tokens_in', 'bigint', (c) => c.notNull())
    .addColumn('tokens_out', 'bigint', (c) => c.notNull())
    .addColumn('turns', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('assistant_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assistant_usage').ifExists().execute();
  await db.schema.dropTable('assistant_provider').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
