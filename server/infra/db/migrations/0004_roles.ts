/**
 * Managed roles (issue 8): the roles an administrator may give, so a typo cannot create a role. Seeded with
 * the default roles and every role the accounts already hold. Portable schema builder only (SQLite and PostgreSQL).
 */
import { type Kysely, type Migration, sql } from 'kysely';
import { SEEDED_ROLES } from '../../../../common/contract/accountDefaults';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  const held = await sql<{ role: string }>`select distinct role from users`.execute(db);
  const names = [...new Set([...SEEDED_ROLES, ...held.rows.map((r) => r.role)])];
  const now = Date.now();
  for (const name of names) await sql`insert into roles (name, created_at) values (${name}, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roles').ifExists().execute();
}

const migration: Migration = { up, down };
export default migration;
