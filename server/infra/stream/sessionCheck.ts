/**
 * The stream's periodic session re-check: which of the open sockets' sessions still stand, and with which grants.
 * The same rules as server/infra/auth/sessions.ts `authenticateToken` (row present, account enabled, neither expiry
 * passed) in one query for every socket of the process, but read-only: an open socket does not count as
 * activity, so it never keeps an idle session alive (docs/decisions.md, stream).
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../schema';
import type { AuthUser } from '../auth/authUser';
import { effectivePaths, isAdminRole, parseStoredPaths } from '../auth/routeAccess';

/** Sessions per query: well under every database's bound-parameter limit. */
const CHUNK = 500;

/** The live sessions among `sessionIds`, each with its user as of now (grants may have changed). */
export async function liveSessions(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'sessionIdleMinutes' | 'now'>,
  sessionIds: readonly string[],
): Promise<Map<string, AuthUser>> {
  const now = config.now();
  const idleMs = config.sessionIdleMinutes * 60_000;
  const live = new Map<string, AuthUser>();
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id as session_id', 'users.id', 'users.username', 'users.name', 'users.role', 'users.access_paths'])
      .where('sessions.id', 'in', sessionIds.slice(i, i + CHUNK))
      .where('users.disabled', '=', 0)
      .where('sessions.expires_at', '>', now)
      .where('sessions.last_seen_at', '>', now - idleMs)
      .execute();
    for (const row of rows) {
      live.set(row.session_id, {
        id: row.id,
        username: row.username,
        name: row.name,
        role: row.role,
        isAdmin: isAdminRole(row.role),
        paths: new Set(effectivePaths(row.role, parseStoredPaths(row.access_paths))),
        sessionId: row.session_id,
      });
    }
  }
  return live;
}
