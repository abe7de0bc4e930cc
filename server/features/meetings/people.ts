/**
 * The people a meeting can name (attendees, action-item owners, visibility list): active users who can open the
 * meetings page, derived from the same access rules the server enforces.
 */
import type { Kysely } from 'kysely';
import type { UserRef } from '../../../common/contract/meetings';
import { allows, effectivePaths, isAdminRole, parseStoredPaths } from '../../infra/auth/routeAccess';
import type { Database } from '../../schema';

export const MEETINGS_ACCESS = 'auth_tool_research_internal';

export interface People {
  /** Every user's display name (also disabled ones: old records still name them). */
  names: Map<string, string>;
  /** Users who can open the page now, by name. */
  pageUsers: UserRef[];
}

export async function loadPeople(db: Kysely<Database>): Promise<People> {
  const rows = await db.selectFrom('users').select(['id', 'name', 'username', 'role', 'access_paths', 'disabled', 'pending']).execute();
  const names = new Map(rows.map((r) => [r.id, r.name || r.username]));
  const pageUsers = rows
    .filter((r) => Number(r.disabled) === 0 && Number(r.pending) === 0)
    .filter((r) =>
      allows(
        {
          id: r.id,
          username: r.username,
          name: r.name,
          role: r.role,
          isAdmin: isAdminRole(r.role),
          paths: new Set(effectivePaths(r.role, parseStoredPaths(r.access_paths))),
          sessionId: '',
        },
        MEETINGS_ACCESS,
      ),
    )
    .map((r) => ({ id: r.id, name: r.name || r.username }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { names, pageUsers };
}

export const refOf = (people: People, id: string): UserRef => ({ id, name: people.names.get(id) ?? id });
