/**
 * Sessions: one row per login, keyed by the token's hash. The per-request lookup is one indexed join
 * (sessions.token_hash unique -> users primary key); revocation deletes the row, so it takes effect at once.
 */
import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import type { ServerConfig } from '../../config';
import { committedRowReader } from '../db/connect';
import { newId } from '../db/ids';
import type { Database, UsersTable } from '../../schema';
import type { AuthUser } from './authUser';
import { effectivePaths, isAdminRole, parseStoredPaths } from './routeAccess';
import { notifySessionsRevoked } from './sessionEvents';
import { hashToken, newToken } from './tokens';

/**
 * last_seen_at is written at most this often per session: a write per request would cost an fsync each.
 * The idle expiry is therefore exact to within this interval.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

type SessionConfig = Pick<ServerConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours' | 'now'>;

const idleMs = (c: SessionConfig) => c.sessionIdleMinutes * 60_000;

/**
 * How stale last_seen_at may get before a request refreshes it: LAST_SEEN_WRITE_INTERVAL_MS, but never more than a
 * quarter of the idle time. With an interval as long as the idle time itself (SESSION_IDLE_MINUTES=1), a session
 * used every 50 s was never refreshed and ended while in use.
 */
const lastSeenRefreshMs = (c: SessionConfig) => Math.min(LAST_SEEN_WRITE_INTERVAL_MS, idleMs(c) / 4);

export interface NewSession {
  id: string;
  token: string;
  expiresAt: number;
}

export async function createSession(
  db: Kysely<Database>,
  config: SessionConfig,
  userId: string,
  client: { userAgent?: string; ip?: string } = {},
): Promise<NewSession> {
  const now = config.now();
  const token = newToken();
  const session = {
    id: newId(),
    token_hash: hashToken(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: now + config.sessionAbsoluteHours * 3_600_000,
    user_agent: (client.userAgent ?? '').slice(0, 300),
    ip: (client.ip ?? '').slice(0, 64),
  };
  await db.insertInto('sessions').values(session).execute();
  return { id: session.id, token, expiresAt: session.expires_at };
}

type AuthRow = Selectable<UsersTable> & { session_id: string; session_last_seen_at: number; session_expires_at: number };

/**
 * The lookup runs on every authenticated request, so its SQL is compiled once per database handle (Kysely would
 * otherwise rebuild and recompile the query each time): sessions.token_hash (unique) joined to users by key.
 */
const authSqlByDb = new WeakMap<Kysely<Database>, string>();
function authSql(db: Kysely<Database>): string {
  let text = authSqlByDb.get(db);
  if (!text) {
    text = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.last_seen_at as session_last_seen_at', 'sessions.expires_at as session_expires_at'])
      .where('sessions.token_hash', '=', '')
      .compile().sql;
    authSqlByDb.set(db, text);
  }
  return text;
}

/** The full user row behind an AuthUser of this request (saves user_info a second query). */
const rowOfAuthUser = new WeakMap<AuthUser, Selectable<UsersTable>>();
export const authUserRow = (user: AuthUser): Selectable<UsersTable> | undefined => rowOfAuthUser.get(user);

/** The user behind a token, or null when unknown, expired (idle or absolute), or the account is disabled. */
export async function authenticateToken(db: Kysely<Database>, config: SessionConfig, token: string): Promise<AuthUser | null> {
  const params = [hashToken(token)];
  const read = committedRowReader(db);
  const row = read ? (read(authSql(db), params) as AuthRow | undefined) : (await db.executeQuery<AuthRow>(CompiledQuery.raw(authSql(db), params))).rows[0];
  if (!row || row.disabled) return null;
  const now = config.now();
  if (row.session_expires_at <= now || row.session_last_seen_at + idleMs(config) <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (now - row.session_last_seen_at >= lastSeenRefreshMs(config)) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  }
  const { session_id, session_last_seen_at, session_expires_at, ...userRow } = row;
  const user: AuthUser = {
    id: userRow.id,
    username: userRow.username,
    name: userRow.name,
    role: userRow.role,
    isAdmin: isAdminRole(userRow.role),
    paths: new Set(effectivePaths(userRow.role, parseStoredPaths(userRow.access_paths))),
    sessionId: session_id,
  };
  rowOfAuthUser.set(user, userRow);
  return user;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  notifySessionsRevoked({ sessionId });
}

/** Revokes every session of a user except `keepSessionId`; answers how many were revoked. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, keepSessionId?: string): Promise<number> {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  const res = await q.executeTakeFirst();
  notifySessionsRevoked({ userId, exceptSessionId: keepSessionId });
  return Number(res.numDeletedRows);
}

/** Active sessions of a user, newest first. */
export async function listSessions(db: Kysely<Database>, config: SessionConfig, userId: string) {
  const now = config.now();
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', now - idleMs(config))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes sessions past either expiry; run at start and hourly. */
export async function purgeExpiredSessions(db: Kysely<Database>, config: SessionConfig): Promise<number> {
  const now = config.now();
  const res = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - idleMs(config))]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
