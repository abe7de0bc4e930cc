/**
 * Registration modes (issue 8 item 3): `approval` by default (a new account signs in only once an administrator
 * approves it), `open`, `closed`; a phone is proved by a code before the account is stored; a taken phone is
 * never confirmed.
 */
import { Value } from '@sinclair/typebox/value';
import { Envelope } from '../../common/contract/envelope';
import { RegisterOptions } from '../../common/contract/user';
import { CAPTCHA_COOLDOWN_MS } from '../../server/features/user/captcha';
import { expectApiError } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** An app in `mode` (undefined = the default) whose SMS sender records the codes. */
async function appIn(mode?: string) {
  const t = await makeTestApp({ seedQa: true, env: { REGISTRATION_MODE: mode ?? '' } });
  apps.push(t);
  const sent: { phone: string; code: string }[] = [];
  t.app.sms.sendLoginCode = async (phone, code) => {
    sent.push({ phone, code });
  };
  return { t, sent, codeFor: (phone: string) => [...sent].reverse().find((s) => s.phone === phone)?.code };
}

describe('approval (the default)', () => {
  test('register/options says approval; the new account cannot sign in until an administrator approves it', async () => {
    const { t } = await appIn();
    const options = await t.call('/v1/user/register/options');
    expect(Value.Check(Envelope(RegisterOptions), options.body)).toBe(true);
    expect(options.body.data).toEqual({ mode: 'approval' });

    const created = await t.call('/v1/user/register', { username: 'waiting', password: 'Patient#2468' });
    expect(created.status).toBe(200);
    expect(created.body.data.pending).toBe(true);
    expectApiError(await t.call('/v1/user/password_login', { username: 'waiting', password: 'Patient#2468' }), 'accountPending');

    const admin = await t.login('admin', 'Admin@12345');
    const listed = await t.call('/v1/user/admin/list', { keyword: 'waiting' }, admin);
    expect(listed.body.data.list.map((u) => [u.username, u.pending])).toEqual([['waiting', true]]);
    const approved = await t.call('/v1/user/admin/approve', { userId: created.body.data.id }, admin);
    expect(approved.body.data.pending).toBe(false);
    expect((await t.call('/v1/user/password_login', { username: 'waiting', password: 'Patient#2468' })).status).toBe(200);
    const audit = await t.call('/v1/user/audit/list', { action: 'user.approve' }, admin);
    expect(audit.body.data.list.map((e) => e.targetName)).toEqual(['waiting']);
  });

  test('only administrators approve', async () => {
    const { t } = await appIn();
    const created = await t.call('/v1/user/register', { username: 'hopeful', password: 'Patient#2468' });
    const trader = await t.login('trader', 'Trader@12345');
    expectApiError(await t.call('/v1/user/admin/approve', { userId: created.body.data.id }, trader), 'forbidden');
  });
});

describe('closed', () => {
  test('register answers registrationClosed and stores nothing', async () => {
    const { t } = await appIn('closed');
    expect((await t.call('/v1/user/register/options')).body.data).toEqual({ mode: 'closed' });
    expectApiError(await t.call('/v1/user/register', { username: 'outsider', password: 'Outside#2468' }), 'registrationClosed');
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'outsider').executeTakeFirst()).toBeUndefined();
  });
});

describe('the phone is proved by a code before the account is stored', () => {
  test('a phone without a code is refused; with the code sent for registration the account is stored with it', async () => {
    const { t, codeFor } = await appIn('open');
    const phone = '13912340001';
    const noCode = await t.call('/v1/user/register', { username: 'phoney', password: 'Quiet-Harbour-81', phone });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toEqual({ captcha: 'api.field.required' });
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'phoney').executeTakeFirst()).toBeUndefined();

    expect((await t.call('/v1/user/captcha/send', { phone, purpose: 'register' })).status).toBe(200);
    const wrong = must(codeFor(phone), 'the code') === '000000' ? '111111' : '000000';
    expectApiError(await t.call('/v1/user/register', { username: 'phoney', password: 'Quiet-Harbour-81', phone, captcha: wrong }), 'captchaInvalid');
    const created = await t.call('/v1/user/register', { username: 'phoney', password: 'Quiet-Harbour-81', phone, captcha: must(codeFor(phone), 'the code') });
    expect(created.status).toBe(200);
    const row = await t.db.selectFrom('users').select('phone').where('username', '=', 'phoney').executeTakeFirstOrThrow();
    expect(row.phone).toBe(phone);
  });

  test('a taken phone is answered exactly like a free one, and no code reaches it, so registration with it cannot succeed', async () => {
    const { t, sent } = await appIn('open');
    const taken = '13800000001'; // trader's
    const free = '13912340002';
    const a = await t.call('/v1/user/captcha/send', { phone: taken, purpose: 'register' });
    const b = await t.call('/v1/user/captcha/send', { phone: free, purpose: 'register' });
    expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
    expect(sent.map((s) => s.phone)).toEqual([free]);
    const guess = await t.call('/v1/user/register', { username: 'copycat', password: 'Quiet-Harbour-82', phone: taken, captcha: '123456' });
    expect(guess.body.msgKey).toMatch(/^api\.error\.captcha(Invalid|Expired)$/);
    // The login purpose still sends only to the phones of accounts.
    t.clock.advance(CAPTCHA_COOLDOWN_MS);
    await t.call('/v1/user/captcha/send', { phone: taken });
    expect(sent.map((s) => s.phone)).toEqual([free, taken]);
  });
});
