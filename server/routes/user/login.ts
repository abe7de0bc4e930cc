/** password_login, captcha/send and phone_captcha_login. */
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOLDOWN_SECONDS, CAPTCHA_EXPIRES_SECONDS } from '../../../common/contract/user';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords';
import { apiError } from '../../http/apiError';
import { registerEndpoint } from '../../http/endpoint';
import { consumeCaptcha, issueCaptcha } from '../../users/captcha';
import { accountLocked, assertNotLocked, recordFailedLogin } from '../../users/lockout';
import { findUserByPhone, findUserByUsername } from '../../users/userRecords';
import { badCredentials, signIn } from './signIn';

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/password_login', async ({ body, request }) => {
    const now = app.config.now();
    const user = await findUserByUsername(app.db, body.username);
    if (!user) {
      await verifyAgainstDummy(body.password);
      throw badCredentials();
    }
    assertNotLocked(user, now);
    if (!(await verifyPassword(user.password_hash, body.password))) {
      const lockedUntil = await recordFailedLogin(app.db, user, now);
      throw lockedUntil ? accountLocked(lockedUntil, now) : badCredentials();
    }
    return signIn(app, request, user);
  });

  registerEndpoint(app, '/v1/user/captcha/send', async ({ body, request }) => {
    const now = app.config.now();
    const code = await issueCaptcha(app.db, app.config.secretKey, body.phone, now);
    const user = await findUserByPhone(app.db, body.phone);
    if (user && !user.disabled) {
      try {
        await app.sms.sendLoginCode(body.phone, code, CAPTCHA_EXPIRES_SECONDS);
      } catch (err) {
        request.log.error({ err }, 'SMS provider failed');
        throw apiError('smsFailed', 'The text message could not be sent; try again later');
      }
    }
    return { cooldownSeconds: CAPTCHA_COOLDOWN_SECONDS, expiresInSeconds: CAPTCHA_EXPIRES_SECONDS };
  });

  registerEndpoint(app, '/v1/user/phone_captcha_login', async ({ body, request }) => {
    const now = app.config.now();
    const user = await findUserByPhone(app.db, body.phone);
    if (user) assertNotLocked(user, now);
    await consumeCaptcha(app.db, app.config.secretKey, body.phone, body.captcha, now);
    // Codes are only sent to phones of accounts, so a consumed code has an account unless it was removed since.
    if (!user) throw badCredentials();
    return signIn(app, request, user);
  });
}
