/** What both login calls share: the error answers and turning a verified account into a session. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../common/contract/user';
import { createSession } from '../../infra/auth/sessions';
import { apiError } from '../../infra/http/apiError';
import { toCurrentUser, type UserRow } from './userRecords';

/** Its own error (400), not a 401: on the web app a 401 means "session over" or "no permission" (docs/spec-reference.md#8-error-catalogue). */
export const badCredentials = () => apiError('badCredentials', 'Wrong username or password');
export const accountDisabled = () => apiError('accountDisabled', 'This account is disabled; ask an administrator');
export const accountPending = () => apiError('accountPending', 'This account waits for an administrator to approve it');

export async function signIn(app: FastifyInstance, request: FastifyRequest, user: UserRow): Promise<LoginResult> {
  if (user.disabled) throw accountDisabled();
  if (user.pending) throw accountPending();
  const now = app.config.now();
  await app.db.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id).execute();
  const session = await createSession(app.db, app.config, user.id, { userAgent: request.headers['user-agent'], ip: request.ip });
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: toCurrentUser({ ...user, last_login_at: now }),
  };
}
