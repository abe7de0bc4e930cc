/**
 * Alert rules suspended because their owner may no longer read an input (issue 19, docs/security.md "Revocation"):
 * the reason as a locale key, null while the rule runs. Portable schema builder only (SQLite and PostgreSQL).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').addColumn('suspended', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').dropColumn('suspended').execute();
}

const migration: Migration = { up, down };
export default migration;
