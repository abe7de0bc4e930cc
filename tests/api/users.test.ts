/**
 * User calls through fastify.inject: logins (password and phone code), registration, sessions (logout,
 * idle/absolute expiry, revocation), disabled accounts, password change, user_info's access list.
 */
import { Value } from '@sinclair/typebox/value';
import { Envelope } from '../../common/contract/envelope';
import { CurrentUser, LoginResult } from '../../common/contract/user';
import { CAPTCHA_COOLDOWN_MS, CAPTCHA_TTL_MS } from '../../server/features/user/captcha';
import { LAST_SEEN_WRITE_INTERVAL_MS } from '../../server/infra/auth/sessions';
import { expectApiError, msgKeyOf, statusOf } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';

let t: TestApp;
const smsLog: { phone: string; code: string }[] = [];

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // Capture codes the way an SMS provider would receive them.
  t.app.sms.sendLoginCode = async (phone, code) => {
    smsLog.push({ phone, code });
  };
});
afterAll(() => t?.close());

const lastCode = (phone: string) => [...smsLog].reverse().find((s) => s.phone === phone)?.code;

describe('password_login', () => {
  test('valid credentials answer a token and the user, matching the contract', async () => {
    const res = await t.call('/v1/user/password_login', { username: 'trader', password: 'Trader@12345' });
    expect(res.status).toBe(200);
    expect(Value.Check(Envelope(LoginResult), res.body)).toBe(true);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.user.username).toBe('trader');
    expect(res.body.data.expiresAt).toBe(t.clock.now() + 7 * 24 * 3_600_000);
  });

  test('username is matched without regard to case', async () => {
    const res = await t.call('/v1/user/password_login', { username: 'TRADER', password: 'Trader@12345' });
    expect(res.status).toBe(200);
  });

  test('wrong password and unknown user answer the same 400 badCredentials', async () => {
    const wrong = await t.call('/v1/user/password_login', { username: 'viewer', password: 'nope-nope' });
    const unknown = await t.call('/v1/user/password_login', { username: 'ghost', password: 'nope-nope' });
    for (const r of [wrong, unknown]) {
      expectApiError(r, 'badCredentials');
    }
    expect(wrong.body.msg).toBe(unknown.body.msg);
  });

  test('missing fields answer 400 with field keys', async () => {
    const res = await t.call('/v1/user/password_login', { username: '' });
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body.fields).toEqual({ username: 'api.field.tooShort', password: 'api.field.required' });
  });
});

describe('register', () => {
  test('creates a user with role user and the documented default access list', async () => {
    await t.call('/v1/user/captcha/send', { phone: '13900000002', purpose: 'register' });
    const captcha = must(lastCode('13900000002'), 'the registration code');
    const res = await t.call('/v1/user/register', { username: 'newbie', password: 'Fresh-Start#71', name: '新用户', phone: '13900000002', captcha });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'newbie' });
    const token = await t.login('newbie', 'Fresh-Start#71');
    const info = await t.call('/v1/user/user_info', undefined, token);
    expect(info.body.data.role).toBe('user');
    expect(info.body.data.name).toBe('新用户');
    expect(info.body.data.access.map((e: string[]) => e[2])).toEqual(['/home', '/user', '/user/account', '/user/about', '/user/introduction/*']);
  });

  // A taken phone never receives a registration code (tests/api/registration.test.ts), so it is never confirmed.
  test('taken usernames (any case) answer 409 with the field', async () => {
    const name = await t.call('/v1/user/register', { username: 'NEWBIE', password: 'Fresh-Start#71' });
    expectApiError(name, 'usernameTaken');
    expect(name.body.fields).toEqual({ username: msgKeyOf('usernameTaken') });
  });

  test('invalid fields answer 400 with one key per field', async () => {
    const res = await t.call('/v1/user/register', { username: 'a b', password: 'short', phone: '123' });
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body.fields).toEqual({ username: 'api.field.pattern', password: 'api.field.tooShort', phone: 'api.field.pattern' });
  });
});

describe('sessions', () => {
  test('user_info answers the user with the access list; logout revokes the token at once', async () => {
    const token = await t.login('trader', 'Trader@12345');
    const info = await t.call('/v1/user/user_info', undefined, token);
    expect(Value.Check(Envelope(CurrentUser), info.body)).toBe(true);
    expect(info.body.data.access).toContainEqual(['auth_user_fileUpload', 'fileUpload', '/user/fileUpload']);
    expect((await t.call('/v1/user/logout', undefined, token)).status).toBe(200);
    const after = await t.call('/v1/user/user_info', undefined, token);
    expectApiError(after, 'unauthorized');
    expect(after.body.msg).toBe('');
  });

  test('missing, malformed and unknown tokens answer 401 with an empty msg', async () => {
    for (const auth of [undefined, 'Bearer', 'Bearer abc', `Bearer ${'A'.repeat(43)}`, 'Basic dXNlcjpwYXNz']) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/user/user_info', headers: auth ? { authorization: auth } : {} });
      expect(res.statusCode).toBe(statusOf('unauthorized'));
      expect(res.json()).toEqual({
        code: statusOf('unauthorized'),
        msg: '',
        status: 'fail',
        version: '20250401.3',
        data: null,
        msgKey: msgKeyOf('unauthorized'),
      });
    }
  });

  test('idle expiry: a session unused for 12 h ends; activity keeps it alive', async () => {
    const token = await t.login('viewer', 'Viewer@12345');
    t.clock.advance(11 * 3_600_000);
    expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(200);
    t.clock.advance(11 * 3_600_000);
    expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(200);
    t.clock.advance(12 * 3_600_000 + LAST_SEEN_WRITE_INTERVAL_MS);
    const expired = await t.call('/v1/user/user_info', undefined, token);
    expectApiError(expired, 'unauthorized');
    expect(expired.body.msg).toBe('');
  });

  test('absolute expiry: a session ends after 7 days however active', async () => {
    const token = await t.login('viewer', 'Viewer@12345');
    // 8 x 20 h = 160 h of activity (< 168 h), then 10 h more crosses the 7-day limit.
    for (let i = 0; i < 8; i += 1) {
      t.clock.advance(10 * 3_600_000);
      expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(200);
      t.clock.advance(10 * 3_600_000);
      expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(200);
    }
    t.clock.advance(10 * 3_600_000);
    expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(statusOf('unauthorized'));
  });

  test('session/list marks the current session; revokeOthers ends the others only', async () => {
    const a = await t.login('trader', 'Trader@12345');
    const b = await t.login('trader', 'Trader@12345');
    const list = await t.call('/v1/user/session/list', undefined, a);
    expect(list.status).toBe(200);
    expect(list.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    const revoked = await t.call('/v1/user/session/revokeOthers', undefined, a);
    expect(revoked.body.data.revokedSessions).toBeGreaterThanOrEqual(1);
    expect((await t.call('/v1/user/user_info', undefined, b)).status).toBe(statusOf('unauthorized'));
    expect((await t.call('/v1/user/user_info', undefined, a)).status).toBe(200);
    expect((await t.call('/v1/user/session/list', undefined, a)).body.data).toHaveLength(1);
  });
});

describe('edit/password', () => {
  test('requires the current password, changes it and signs out other sessions', async () => {
    await t.call('/v1/user/register', { username: 'changer', password: 'Fresh-Start#73' });
    const keep = await t.login('changer', 'Fresh-Start#73');
    const other = await t.login('changer', 'Fresh-Start#73');
    const wrong = await t.call('/v1/user/edit/password', { oldPassword: 'not-it', newPassword: 'Changed@12345' }, keep);
    expectApiError(wrong, 'passwordWrong');
    expect(wrong.body.fields).toEqual({ oldPassword: msgKeyOf('passwordWrong') });
    const ok = await t.call('/v1/user/edit/password', { oldPassword: 'Fresh-Start#73', newPassword: 'Changed@12345' }, keep);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ revokedSessions: 1 });
    expect((await t.call('/v1/user/user_info', undefined, other)).status).toBe(statusOf('unauthorized'));
    expect((await t.call('/v1/user/user_info', undefined, keep)).status).toBe(200);
    expect((await t.call('/v1/user/password_login', { username: 'changer', password: 'Fresh-Start#73' })).status).toBe(statusOf('badCredentials'));
    expect((await t.call('/v1/user/password_login', { username: 'changer', password: 'Changed@12345' })).status).toBe(200);
  });
});

describe('disabled accounts', () => {
  test('cannot log in, and their open sessions stop working at once', async () => {
    await t.call('/v1/user/register', { username: 'soon_off', password: 'Fresh-Start#74' });
    const userToken = await t.login('soon_off', 'Fresh-Start#74');
    const admin = await t.tokenFor('admin');
    const id = (await t.call('/v1/user/user_info', undefined, userToken)).body.data.id;
    const upd = await t.call('/v1/user/admin/update', { userId: id, disabled: true }, admin);
    expect(upd.status).toBe(200);
    expect(upd.body.data.disabled).toBe(true);
    expect((await t.call('/v1/user/user_info', undefined, userToken)).status).toBe(statusOf('unauthorized'));
    const login = await t.call('/v1/user/password_login', { username: 'soon_off', password: 'Fresh-Start#74' });
    expectApiError(login, 'accountDisabled');
    await t.call('/v1/user/admin/update', { userId: id, disabled: false }, admin);
    expect((await t.call('/v1/user/password_login', { username: 'soon_off', password: 'Fresh-Start#74' })).status).toBe(200);
  });
});

describe('phone captcha', () => {
  const phone = '13800000001'; // trader

  test('send -> the code reaches the SMS sender -> login with it works once', async () => {
    const sent = await t.call('/v1/user/captcha/send', { phone });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 300 });
    const code = must(lastCode(phone), `the code sent to ${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.call('/v1/user/phone_captcha_login', { phone, captcha: code });
    expect(login.status).toBe(200);
    expect(login.body.data.user.username).toBe('trader');
    const again = await t.call('/v1/user/phone_captcha_login', { phone, captcha: code });
    expectApiError(again, 'captchaExpired');
  });

  test('one send per 60 s per phone', async () => {
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    expect((await t.call('/v1/user/captcha/send', { phone })).status).toBe(200);
    const second = await t.call('/v1/user/captcha/send', { phone });
    expectApiError(second, 'captchaCooldown');
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    expect((await t.call('/v1/user/captcha/send', { phone })).status).toBe(200);
  });

  test('codes expire after 5 minutes', async () => {
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    await t.call('/v1/user/captcha/send', { phone });
    const code = must(lastCode(phone), `the code sent to ${phone}`);
    t.clock.advance(CAPTCHA_TTL_MS);
    const res = await t.call('/v1/user/phone_captcha_login', { phone, captcha: code });
    expectApiError(res, 'captchaExpired');
  });

  test('at most 5 attempts: the right code fails after five wrong ones', async () => {
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    await t.call('/v1/user/captcha/send', { phone });
    const code = must(lastCode(phone), `the code sent to ${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await t.call('/v1/user/phone_captcha_login', { phone, captcha: wrong })).body.msgKey);
    const invalid = msgKeyOf('captchaInvalid');
    expect(answers).toEqual([invalid, invalid, invalid, invalid, msgKeyOf('captchaTooMany')]);
    const right = await t.call('/v1/user/phone_captcha_login', { phone, captcha: code });
    expectApiError(right, 'captchaTooMany');
  });

  test('a phone without an account gets the same answer but no message is sent', async () => {
    const before = smsLog.length;
    const res = await t.call('/v1/user/captcha/send', { phone: '13712345678' });
    expect(res.status).toBe(200);
    expect(smsLog.length).toBe(before);
  });

  test('codes are stored hashed, never in clear', async () => {
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    await t.call('/v1/user/captcha/send', { phone });
    const row = await t.db.selectFrom('captchas').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(lastCode(phone));
  });

  test('bad phone or code shapes answer 400 with fields', async () => {
    const res = await t.call('/v1/user/phone_captcha_login', { phone: '12345', captcha: 'abc' });
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body.fields).toEqual({ phone: 'api.field.pattern', captcha: 'api.field.pattern' });
  });
});

describe('stored secrets', () => {
  test('passwords are argon2id hashes with m=19456, t=2, p=1; tokens are stored as sha256', async () => {
    const user = await t.db.selectFrom('users').select('password_hash').where('username', '=', 'trader').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = await t.login('trader', 'Trader@12345');
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
