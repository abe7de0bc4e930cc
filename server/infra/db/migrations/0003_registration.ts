/**
 * Issue 8: accounts waiting for an administrator's approval (REGISTRATION_MODE=approval) get `pending` = 1; the
 * per-account lock columns go, as sign-in failures are now counted by the throttle (server/infra/auth/throttle), not in
 * the users table. Portable schema builder only (SQLite >= 3.35 and PostgreSQL both drop columns).
 */
import type { Kysely, Migration } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('failed_logins').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'bigint').execute();
  await db.schema.alterTable('users').dropColumn('pending').execute();
}

const migration: Migration = { up, down };
export default migration;
