/**
 * Phone login codes: CAPTCHA_LENGTH random digits (crypto.randomInt), stored only as an HMAC keyed by the server secret,
 * valid CAPTCHA_TTL_MS, at most CAPTCHA_MAX_ATTEMPTS guesses, one send per phone per CAPTCHA_COOLDOWN_MS
 * (the numbers are the contract's, common/contract/user.ts, which the login page's countdown also reads).
 * A code is answered the same way whether or not the phone belongs to an account (no account discovery),
 * but only sent when it does.
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CAPTCHA_COOLDOWN_SECONDS, CAPTCHA_EXPIRES_SECONDS, CAPTCHA_LENGTH, CAPTCHA_MAX_ATTEMPTS } from '../../../common/contract/user';
import type { Database } from '../../schema';
import { apiError, fieldApiError, retryLater } from '../../infra/http/apiError';

export const CAPTCHA_TTL_MS = CAPTCHA_EXPIRES_SECONDS * 1000;
export const CAPTCHA_COOLDOWN_MS = CAPTCHA_COOLDOWN_SECONDS * 1000;

export const captchaInvalid = () => fieldApiError('captchaInvalid', 'captcha', 'The code is wrong');
export const captchaExpired = () => fieldApiError('captchaExpired', 'captcha', 'The code has expired or was never sent; request a new one');
export const captchaTooMany = () => apiError('captchaTooMany', 'Too many wrong codes; request a new one');
export const captchaCooldown = (seconds: number) => retryLater('captchaCooldown', `Wait ${seconds} s before requesting another code`, seconds);

const newCaptchaCode = (): string =>
  crypto
    .randomInt(0, 10 ** CAPTCHA_LENGTH)
    .toString()
    .padStart(CAPTCHA_LENGTH, '0');

const captchaHash = (secret: Buffer, phone: string, code: string): string => crypto.createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');

/** Stores a new code for `phone` (replacing any older one); throws captchaCooldown inside the cooldown. */
export async function issueCaptcha(db: Kysely<Database>, secret: Buffer, phone: string, now: number): Promise<string> {
  const existing = await db.selectFrom('captchas').select('sent_at').where('phone', '=', phone).executeTakeFirst();
  if (existing && existing.sent_at + CAPTCHA_COOLDOWN_MS > now) {
    throw captchaCooldown(Math.ceil((existing.sent_at + CAPTCHA_COOLDOWN_MS - now) / 1000));
  }
  const code = newCaptchaCode();
  const row = { phone, code_hash: captchaHash(secret, phone, code), sent_at: now, expires_at: now + CAPTCHA_TTL_MS, attempts: 0 };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('captchas').where('phone', '=', phone).execute();
    await trx.insertInto('captchas').values(row).execute();
  });
  return code;
}

/**
 * Checks a code; consumes it on success. Throws captchaExpired / captchaTooMany / captchaInvalid.
 * The attempt is counted before comparing (a conditional increment), so parallel guesses cannot exceed the limit.
 */
export async function consumeCaptcha(db: Kysely<Database>, secret: Buffer, phone: string, code: string, now: number): Promise<void> {
  const row = await db.selectFrom('captchas').selectAll().where('phone', '=', phone).executeTakeFirst();
  if (!row || row.expires_at <= now) throw captchaExpired();
  const counted = await db
    .updateTable('captchas')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('phone', '=', phone)
    .where('code_hash', '=', row.code_hash)
    .where('attempts', '<', CAPTCHA_MAX_ATTEMPTS)
    .returning(['attempts'])
    .executeTakeFirst();
  if (!counted) throw captchaTooMany();
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(captchaHash(secret, phone, code), 'hex');
  if (crypto.timingSafeEqual(expected, given)) {
    const used = await db.deleteFrom('captchas').where('phone', '=', phone).where('code_hash', '=', row.code_hash).executeTakeFirst();
    // Another request consumed the same code a moment earlier: one code, one session.
    if (Number(used.numDeletedRows) === 0) throw captchaExpired();
    return;
  }
  throw counted.attempts >= CAPTCHA_MAX_ATTEMPTS ? captchaTooMany() : captchaInvalid();
}
