/**
 * Mock sessions: counter-based tokens (`mock-<username>-<n>`), instant revocation, the 7-day
 * absolute lifetime of the server, and the `expired` scenario (its tokens never work).
 */
import { header, type MockRequest } from './http';
import { nextId, SESSION_LIFETIME_MS, type MockSession, type MockState, type MockUser } from './state';

export function issueSession(state: MockState, user: MockUser, req: MockRequest, now = Date.now()): MockSession {
  const id = nextId(state, 'session');
  const session: MockSession = {
    id,
    token: `mock-${user.username}-${id.slice('session-'.length)}`,
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    userAgent: header(req, 'user-agent') ?? '',
    ip: req.ip ?? '',
    revoked: false,
    expired: false,
  };
  state.sessions.push(session);
  user.lastLoginAt = now;
  return session;
}

/** The live session and user behind a token, or null (unknown, revoked, expired, disabled user). */
export function resolveSession(state: MockState, token: string | null, now = Date.now()): { session: MockSession; user: MockUser } | null {
  if (!token) return null;
  const session = state.sessions.find((s) => s.token === token);
  if (!session || session.revoked || session.expired || session.expiresAt <= now) return null;
  const user = state.users.find((u) => u.id === session.userId);
  if (!user || user.disabled || user.scenario === 'expired') return null;
  session.lastSeenAt = now;
  return { session, user };
}

/** Revoke the user's live sessions except `keepSessionId`; answers how many were revoked. */
export function revokeSessions(state: MockState, userId: string, keepSessionId?: string, now = Date.now()): number {
  let count = 0;
  for (const s of state.sessions) {
    if (s.userId === userId && s.id !== keepSessionId && !s.revoked && !s.expired && s.expiresAt > now) {
      s.revoked = true;
      count += 1;
    }
  }
  return count;
}
