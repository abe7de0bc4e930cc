/**
 * The strategy area's tables (issue 9, docs/market-data/strategy.md): strategies, alert rules, fired alert events
 * and in-app notifications. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('strategies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('legs_json', 'text', (c) => c.notNull())
    .addColumn('rates_json', 'text', (c) => c.notNull())
    .addColumn('formula', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('precision', 'integer', (c) => c.notNull())
    // null: the system (seeded strategies).
    .addColumn('owner_id', 'text')
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('roles_json', 'text', (c) => c.notNull())
    // Stable key of a seeded strategy (seeding is idempotent on it); null for users' strategies.
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('strategies_owner').on('strategies').column('owner_id').execute();

  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('active', 'integer', (c) => c.notNull())
    // Hysteresis state: 1 armed, 0 fired (waiting to return inside by the margin), null no value seen yet.
    .addColumn('armed', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_rules_user').on('alert_rules').column('user_id').execute();
  await db.schema.createIndex('alert_rules_target').on('alert_rules').column('target').execute();

  await db.schema
    .createTable('alert_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('webhook', 'text')
    .execute();
  await db.schema.createIndex('alert_events_user_ts').on('alert_events').columns(['user_id', 'ts']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['notifications', 'alert_events', 'alert_rules', 'strategies']) await db.schema.dropTable(t).ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
