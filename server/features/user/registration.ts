/**
 * Self-registration (issue 8 item 3, docs/security.md): register/options tells the register page the mode
 * (REGISTRATION_MODE: open, approval, closed); register creates the account, proving a given phone by a code first
 * (captcha/send with purpose `register`); admin/approve lets a pending account sign in.
 *
 * What a taken name or number reveals: a phone is never confirmed (a code goes only to a free number and the send
 * answers the same either way, so only the number's holder learns anything); a taken user name is answered as such,
 * because the person choosing it must pick another, and sign-in names are not secrets within the desk
 * (docs/decisions.md). Both checks run behind the per-address rate limit of register.
 */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { assertAcceptablePassword } from '../../infra/auth/passwordPolicy';
import { apiError, badRequest } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { consumeCaptcha } from './captcha';
import { createUser, usernameTaken } from './createUser';
import { findUserByUsername, requireUser, toAdminUser } from './userRecords';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';

export const registrationClosed = () => apiError('registrationClosed', 'Registration is closed; ask an administrator for an account');

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/register/options', async () => ({ mode: app.config.registrationMode }));

  registerEndpoint(app, '/v1/user/register', async ({ body }) => {
    const mode = app.config.registrationMode;
    if (mode === 'closed') throw registrationClosed();
    assertAcceptablePassword(body.password, body.username, 'password');
    const phone = body.phone || null;
    if (phone && !body.captcha) throw badRequest('A code sent to the phone is required', { captcha: FIELD_ERROR_KEYS.required });
    // Before the code is used up: a taken name should not cost the person their code.
    if (await findUserByUsername(app.db, body.username)) throw usernameTaken();
    if (phone && body.captcha) await consumeCaptcha(app.db, app.config.secretKey, phone, body.captcha, app.config.now());
    const pending = mode === 'approval';
    const user = await createUser(app.db, app.config.now(), { username: body.username, password: body.password, name: body.name, phone, pending });
    return { id: user.id, username: user.username, pending };
  });

  registerEndpoint(app, '/v1/user/admin/approve', async ({ user, body }) => {
    const now = app.config.now();
    const target = await requireUser(app.db, body.userId);
    if (target.pending === 0) return toAdminUser(target);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ pending: 0, updated_at: now }).where('id', '=', target.id).execute();
      await recordAudit(trx, now, user, 'user.approve', { id: target.id, name: target.username }, { pending: false });
    });
    return toAdminUser({ ...target, pending: 0, updated_at: now });
  });
}
