/** The caller's own account: logout, user_info, edit/password, session/list, session/revokeOthers. */
import type { FastifyInstance } from 'fastify';
import { assertAcceptablePassword } from '../../infra/auth/passwordPolicy';
import { hashPassword, verifyPassword } from '../../infra/auth/passwords';
import { authUserRow, listSessions, revokeSession, revokeUserSessions } from '../../infra/auth/sessions';
import { fieldApiError, unauthenticated } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { findUserById, toCurrentUser } from './userRecords';

export const passwordWrong = () => fieldApiError('passwordWrong', 'oldPassword', 'The current password is wrong');

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/logout', async ({ user }) => {
    await revokeSession(app.db, user.sessionId);
    return null;
  });

  registerEndpoint(app, '/v1/user/user_info', async ({ user }) => {
    // The session check already read the user row and derived its paths; read again only if the row is not at hand.
    const checked = authUserRow(user);
    if (checked) return toCurrentUser(checked, user.paths);
    const row = await findUserById(app.db, user.id);
    // Removed between the session check and this read.
    if (!row) throw unauthenticated();
    return toCurrentUser(row);
  });

  registerEndpoint(app, '/v1/user/edit/password', async ({ user, body }) => {
    const row = await findUserById(app.db, user.id);
    if (!row) throw unauthenticated();
    if (!(await verifyPassword(row.password_hash, body.oldPassword))) throw passwordWrong();
    assertAcceptablePassword(body.newPassword, row.username, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    await app.db.updateTable('users').set({ password_hash: passwordHash, updated_at: app.config.now() }).where('id', '=', row.id).execute();
    return { revokedSessions: await revokeUserSessions(app.db, row.id, user.sessionId) };
  });

  registerEndpoint(app, '/v1/user/session/list', async ({ user }) => {
    const rows = await listSessions(app.db, app.config, user.id);
    return rows.map((s) => ({
      id: s.id,
      current: s.id === user.sessionId,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      expiresAt: Math.min(s.expires_at, s.last_seen_at + app.config.sessionIdleMinutes * 60_000),
      userAgent: s.user_agent,
      ip: s.ip,
    }));
  });

  registerEndpoint(app, '/v1/user/session/revokeOthers', async ({ user }) => ({
    revokedSessions: await revokeUserSessions(app.db, user.id, user.sessionId),
  }));
}
