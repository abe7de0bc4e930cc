/** password_login, captcha/send and phone_captcha_login. */
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOLDOWN_SECONDS, CAPTCHA_EXPIRES_SECONDS } from '../../../common/contract/user';
import { verifyAgainstDummy, verifyPassword } from '../../infra/auth/passwords';
import type { SignInAttempt } from '../../infra/auth/throttle/loginThrottle';
import { apiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { findUserByPhone, findUserByUsername, usernameKey } from './userRecords';
import { badCredentials, signIn } from './signIn';

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  /**
   * Runs one sign-in check under the throttle (server/infra/auth/throttle/loginThrottle.ts): refused while a wait runs,
   * a failure counted, a success clearing the account's counts. Unknown accounts go through exactly the same steps.
   */
  async function throttled<T>(attempt: SignInAttempt, check: () => Promise<T>): Promise<T> {
    await app.loginThrottle.assertMayTry(attempt, app.config.now());
    let result: T;
    try {
      result = await check();
    } catch (err) {
      await app.loginThrottle.recordFailure(attempt, app.config.now());
      throw err;
    }
    await app.loginThrottle.recordSuccess(attempt);
    return result;
  }

  registerEndpoint(app, '/v1/user/password_login', async ({ body, request }) => {
    const attempt = { account: `user:${usernameKey(body.username)}`, address: request.ip };
    const user = await throttled(attempt, async () => {
      const found = await findUserByUsername(app.db, body.username);
      // An unknown name spends the same hashing time as a wrong password and gets the same answer.
      const ok = found ? await verifyPassword(found.password_hash, body.password) : await verifyAgainstDummy(body.password).then(() => false);
      if (!found || !ok) throw badCredentials();
      return found;
    });
    return signIn(app, request, user);
  });

  registerEndpoint(app, '/v1/user/captcha/send', async ({ body, request }) => {
    const now = app.config.now();
    const code = await issueCaptcha(app.db, app.config.secretKey, body.phone, now);
    const user = await findUserByPhone(app.db, body.phone);
    // Login codes go to the phones of accounts, registration codes to free numbers; the answer is the same either way.
    const recipient = body.purpose === 'register' ? !user && app.config.registrationMode !== 'closed' : !!user && !user.disabled;
    if (recipient) {
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
    // Codes are capped per code (five guesses); only the address is counted, against spraying many phones.
    const attempt = { account: null, address: request.ip };
    const user = await throttled(attempt, async () => {
      const found = await findUserByPhone(app.db, body.phone);
      await consumeCaptcha(app.db, app.config.secretKey, body.phone, body.captcha, app.config.now());
      // Codes are only sent to phones of accounts, so a consumed code has an account unless it was removed since.
      if (!found) throw badCredentials();
      return found;
    });
    return signIn(app, request, user);
  });
}
