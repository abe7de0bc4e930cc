/**
 * A user's access as of now, read by id rather than from a session: for work done on a user's behalf without a
 * request (an alert rule firing, docs/security.md "Revocation"). The same derivation as a session's user
 * (server/infra/auth/sessions.ts): role, administrator, effective paths. A disabled or removed account has none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import type { AuthUser } from './authUser';
import { effectivePaths, isAdminRole, parseStoredPaths } from './routeAccess';

/** The user's access, or null when the account is disabled or gone. `sessionId` is empty: no session is involved. */
export async function userAccess(db: Kysely<Database>, userId: string): Promise<AuthUser | null> {
  const row = await db.selectFrom('users').select(['id', 'username', 'name', 'role', 'access_paths', 'disabled']).where('id', '=', userId).executeTakeFirst();
  if (!row || Number(row.disabled) === 1) return null;
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    isAdmin: isAdminRole(row.role),
    paths: new Set(effectivePaths(row.role, parseStoredPaths(row.access_paths))),
    sessionId: '',
  };
}
