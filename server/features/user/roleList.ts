/**
 * The managed role list (table `roles`, migration 0004_roles). Administrators give only listed roles
 * (requireRole); the server's own seeding (first administrator, QA accounts) lists the roles it gives (ensureRole).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { fieldApiError } from '../../infra/http/apiError';

export const roleUnknown = () => fieldApiError('roleUnknown', 'role', 'Unknown role');

export async function roleExists(db: Kysely<Database>, name: string): Promise<boolean> {
  return !!(await db.selectFrom('roles').select('name').where('name', '=', name).executeTakeFirst());
}

/** Refuses a role that is not in the list (a typo must not create a role). */
export async function requireRole(db: Kysely<Database>, name: string): Promise<void> {
  if (!(await roleExists(db, name))) throw roleUnknown();
}

/** Adds a role the server itself gives (seeding), if missing. */
export async function ensureRole(db: Kysely<Database>, name: string, now: number): Promise<void> {
  if (await roleExists(db, name)) return;
  await db
    .insertInto('roles')
    .values({ name, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
