/**
 * What the mock adds to the server it serves (mock/README.md), through the Umi mock entry as `max dev` serves
 * it: the scenario accounts behind each row of the error catalogue and each transition
 * (docs/spec-reference.md#8-error-catalogue, #4-states-and-transitions), the /__mock/ controls, the seeded
 * data-source health and Kpler samples, the captcha code, lockout, uploads and a reproducible start. The shared contract runs in mock.test.ts.
 */
import type { MockState } from '../../mock/qa/scenarioPlugin';
import { ContractClient, expectErrorEnvelope, expectForbidden, expectStatus, expectUnauthorized, must } from './client';
import type { ContractTarget } from './target';
import { makeUmiMockTarget } from './umiMockTarget';

const LOW = '/v1/finData/lowFreqData';
const CHECK_HEALTH = `${LOW}/source/get/checkHealth`;
const INITIAL_VERSION = '20250401.3';

/** The documented health at start (mock/README.md), one of each state, from the seeded imports. */
const DOCUMENTED_HEALTH = {
  wind: 'OK',
  bloomberg: 'WARN',
  curveSeries: 'OK',
  platts: 'OK',
  mySteel: 'WARN',
  kpler: 'OK',
  ccf: 'ERROR',
  cftc: 'UNKNOWN',
  smm: 'UNKNOWN',
};
/** The server's own message for each state of the seeded sources (docs/datasources.md, "Health"). */
const MESSAGE_KEY_OF_STATE = {
  OK: 'datasource.health.fresh',
  WARN: 'datasource.health.late',
  ERROR: 'datasource.health.runFailed',
  UNKNOWN: 'datasource.health.neverUpdated',
};

let target: ContractTarget;
let api: ContractClient;
beforeAll(async () => {
  target = await makeUmiMockTarget();
  api = new ContractClient(target);
});
afterAll(() => target.close());
beforeEach(() => target.reset());

const control = (url: string, payload?: unknown) => target.inject({ method: 'POST', url, payload });

describe('scenario accounts', () => {
  test('expired: the login works, then every call with its token answers 401 without msg', async () => {
    const login = await api.call('/v1/user/password_login', { username: 'expired', password: 'Expired@12345' });
    expectStatus(login, 200, 'login');
    const token = login.json().data.token;
    for (const path of ['/v1/user/user_info', '/v1/setting/version', CHECK_HEALTH]) {
      expectUnauthorized(await api.call(path, undefined, token), path);
    }
  });

  test('noperm: its access list opens the file page, but the call answers 401 with msg', async () => {
    const token = await api.login('noperm', 'Noperm@12345');
    const me = await api.ok('/v1/user/user_info', undefined, token);
    expect(me.access.map((e: string[]) => e[2])).toContain('/user/fileUpload');
    expectForbidden(await api.call('/v1/user/oss/upload/getFileList', {}, token), 'getFileList');
    expectForbidden(await api.call(`${LOW}/source/scheduler/history`, {}, token), 'scheduler/history');
    await api.ok('/v1/setting/version', undefined, token); // calls open to every user still work
  });

  test('healthfail: checkHealth fails for that session only', async () => {
    const token = await api.login('healthfail', 'Healthfail@12345');
    expectErrorEnvelope(await api.call(CHECK_HEALTH, undefined, token), 500, 'api.error.internal', 'healthfail checkHealth');
    await api.ok('/v1/user/user_info', undefined, token);
    await api.ok(CHECK_HEALTH, undefined, await api.login('trader', 'Trader@12345'));
  });

  test('newversion: every answer of that session carries version 20991231.1', async () => {
    const login = await api.call('/v1/user/password_login', { username: 'newversion', password: 'Newversion@12345' });
    expect(login.json().version).toBe('20991231.1');
    const token = login.json().data.token;
    const version = await api.call('/v1/setting/version', undefined, token);
    expect({ envelope: version.json().version, data: version.json().data.version }).toEqual({ envelope: '20991231.1', data: '20991231.1' });
    expect((await api.call(CHECK_HEALTH, undefined, token)).json().version).toBe('20991231.1');
    const other = await api.call('/v1/setting/version', undefined, await api.login('viewer', 'Viewer@12345'));
    expect(other.json().version).toBe(INITIAL_VERSION);
  });

  test('badinfo: user_info answers code 500, other calls work', async () => {
    const token = await api.login('badinfo', 'Badinfo@12345');
    const info = await api.call('/v1/user/user_info', undefined, token);
    expectErrorEnvelope(info, 500, 'api.error.internal', 'badinfo user_info');
    await api.ok('/v1/setting/version', undefined, token);
  });
});

describe('logins', () => {
  test('phone login: the code 123456 works once, after a send, for the phone of an account', async () => {
    const phoneLogin = (phone: string, captcha: string) => api.call('/v1/user/phone_captcha_login', { phone, captcha });
    expectErrorEnvelope(await phoneLogin('13800000001', '123456'), 400, 'api.error.captchaExpired', 'before a send');
    const send = await api.ok('/v1/user/captcha/send', { phone: '13800000001' });
    expect(send).toEqual({ cooldownSeconds: 60, expiresInSeconds: 300 });
    expectErrorEnvelope(await phoneLogin('13800000001', '000000'), 400, 'api.error.captchaInvalid', 'wrong code');
    const login = await phoneLogin('13800000001', '123456');
    expectStatus(login, 200, 'phone login');
    expect(login.json().data.user.username).toBe('trader');
    await api.ok('/v1/user/user_info', undefined, login.json().data.token);
    expectErrorEnvelope(await phoneLogin('13800000001', '123456'), 400, 'api.error.captchaExpired', 'reused code');
    // No account behind this phone: the server answers the send alike but texts no code, so 123456 stands for none.
    await api.ok('/v1/user/captcha/send', { phone: '13900000000' });
    expectErrorEnvelope(await phoneLogin('13900000000', '123456'), 400, 'api.error.captchaInvalid', 'phone without account');
  });

  test('phone login: a code sent to an account removed since logs nobody in', async () => {
    const admin = await api.login('admin', 'Admin@12345');
    const user = await api.ok('/v1/user/admin/create', { username: 'short_lived', password: 'ShortLived@12345', phone: '13700000009' }, admin);
    await api.ok('/v1/user/captcha/send', { phone: '13700000009' });
    await api.ok('/v1/user/deregister/admin', { userId: user.id }, admin);
    expectErrorEnvelope(
      await api.call('/v1/user/phone_captcha_login', { phone: '13700000009', captcha: '123456' }),
      400,
      'api.error.badCredentials',
      'removed account',
    );
  });

  test('five wrong codes use a sent code up', async () => {
    await api.ok('/v1/user/captcha/send', { phone: '13800000001' });
    for (let i = 1; i <= 4; i += 1) {
      expectStatus(await api.call('/v1/user/phone_captcha_login', { phone: '13800000001', captcha: '000000' }), 400, `wrong code ${i}`);
    }
    const fifth = await api.call('/v1/user/phone_captcha_login', { phone: '13800000001', captcha: '000000' });
    expectErrorEnvelope(fifth, 429, 'api.error.captchaTooMany', 'fifth wrong code');
    const right = await api.call('/v1/user/phone_captcha_login', { phone: '13800000001', captcha: '123456' });
    expectErrorEnvelope(right, 429, 'api.error.captchaTooMany', 'the right code after that');
  });

  test('after three wrong passwords each further one makes the next try wait (1 s, then 2 s), until the mock is reset', async () => {
    for (let i = 1; i <= 4; i += 1) {
      expectErrorEnvelope(await api.call('/v1/user/password_login', { username: 'viewer', password: 'wrong' }), 400, 'api.error.badCredentials', `try ${i}`);
    }
    const waiting = await api.call('/v1/user/password_login', { username: 'viewer', password: 'Viewer@12345' });
    expectErrorEnvelope(waiting, 429, 'api.error.loginThrottled', 'right password inside the wait');
    expect(waiting.json().retryAfter).toBe(1);
    await target.reset();
    await api.login('viewer', 'Viewer@12345');
  });

  test('a reset starts the same every time: the same calls give the same answers but for random tokens, ids and times', async () => {
    const run = async () => {
      const token = await api.login('admin', 'Admin@12345');
      const { id, createdAt, ...created } = await api.ok('/v1/user/admin/create', { username: 'same_every_time', password: 'Same@12345' }, token);
      const { fileId, url, expiresAt, ...upload } = await api.ok('/v1/user/oss/upload/getToken', { filename: 'a.csv', size: 1 }, token);
      const state = (await target.inject({ method: 'GET', url: '/__mock/state' })).json().data as MockState;
      const health = (await api.call(CHECK_HEALTH, undefined, token)).json().status;
      return {
        created,
        upload,
        accounts: state.accounts.map((a: { username: string }) => a.username),
        liveSessions: state.liveSessions,
        runs: state.runs,
        health,
      };
    };
    const first = await run();
    await target.reset();
    expect(await run()).toEqual(first);
  });
});

describe('controls under /__mock/', () => {
  test('reset restores the initial state: version, accounts, sessions', async () => {
    const admin = await api.login('admin', 'Admin@12345');
    await api.ok('/v1/setting/version/set', { version: '20260101.1' }, admin);
    await api.ok('/v1/user/register', { username: 'temporary', password: 'Fresh-Start#78' });
    expectStatus(await control('/__mock/reset'), 200, 'reset');
    expectUnauthorized(await api.call('/v1/user/user_info', undefined, admin), 'token from before the reset');
    const fresh = await api.login('admin', 'Admin@12345');
    expect((await api.ok('/v1/setting/version', undefined, fresh)).version).toBe(INITIAL_VERSION);
    expectStatus(await api.call('/v1/user/password_login', { username: 'temporary', password: 'Fresh-Start#78' }), 400, 'removed account');
  });

  test('sessions/expire ends the sessions of one account (401 without msg), others keep working', async () => {
    const trader = await api.login('trader', 'Trader@12345');
    const admin = await api.login('admin', 'Admin@12345');
    expect((await control('/__mock/sessions/expire', { username: 'trader' })).json().data).toEqual({ expired: 1 });
    expectUnauthorized(await api.call('/v1/user/user_info', undefined, trader), 'expired trader');
    await api.ok('/v1/user/user_info', undefined, admin);
    expectStatus(await control('/__mock/sessions/expire', { username: 'nobody' }), 400, 'unknown account');
  });

  test('health: the documented states, changed per source, or failing for everyone', async () => {
    const token = await api.login('viewer', 'Viewer@12345');
    expect((await api.call(CHECK_HEALTH, undefined, token)).json().status).toEqual(DOCUMENTED_HEALTH);
    const details = (await api.ok(CHECK_HEALTH, undefined, token)) as { source: keyof typeof DOCUMENTED_HEALTH; messageKey: string }[];
    expect(Object.fromEntries(details.map((d) => [d.source, d.messageKey]))).toEqual(
      Object.fromEntries(
        Object.entries(DOCUMENTED_HEALTH).map(([source, state]) => [source, MESSAGE_KEY_OF_STATE[state as keyof typeof MESSAGE_KEY_OF_STATE]]),
      ),
    );
    await control('/__mock/health', { states: { wind: 'ERROR', kpler: 'OK' } });
    const changed = (await api.call(CHECK_HEALTH, undefined, token)).json();
    expect(changed.status).toMatchObject({ wind: 'ERROR', kpler: 'OK', ccf: 'ERROR' });
    expect(
      must(
        changed.data.find((d: { source: string }) => d.source === 'wind'),
        'wind in checkHealth',
      ).message,
    ).toBe('Set to ERROR through /__mock/health');
    await control('/__mock/health', { fail: true });
    expectStatus(await api.call(CHECK_HEALTH, undefined, token), 500, 'failing health');
    expectStatus(await control('/__mock/health', { states: { wind: 'GREEN' } }), 400, 'unknown state');
  });

  test('state summarises accounts without passwords or tokens', async () => {
    const token = await api.login('admin', 'Admin@12345');
    const res = await target.inject({ method: 'GET', url: '/__mock/state' });
    const data = res.json().data as MockState;
    expect(data.accounts.map((a: { username: string }) => a.username)).toEqual([
      'admin',
      'trader',
      'viewer',
      'expired',
      'noperm',
      'healthfail',
      'newversion',
      'badinfo',
    ]);
    expect(data.liveSessions).toBe(1);
    expect(res.body).not.toContain('Admin@12345');
    expect(res.body).not.toContain(token);
  });
});

describe('files and data of the QA server', () => {
  test('uploads take exactly the declared bytes, once; downloads return them', async () => {
    const token = await api.login('trader', 'Trader@12345');
    const put = async (url: string, bytes: string) =>
      target.inject({ method: 'PUT', url, payload: Buffer.from(bytes), headers: { 'content-type': 'application/octet-stream' } });
    const t = await api.ok('/v1/user/oss/upload/getToken', { filename: 'notes.txt', size: 5 }, token);
    expect(t.maxBytes).toBe(5);
    expectErrorEnvelope(await put(t.url, 'too many bytes'), 413, 'api.error.payloadTooLarge', 'too large');
    expectErrorEnvelope(await put(t.url, 'abc'), 400, 'api.error.uploadIncomplete', 'too short');
    expectStatus(await put(t.url, 'hello'), 200, 'upload');
    expectErrorEnvelope(await put(t.url, 'hello'), 409, 'api.error.conflict', 'second upload');
    expectErrorEnvelope(await put('/v1/user/oss/upload/put/forged', 'hello'), 403, 'api.error.linkExpired', 'unknown link');
    const [file] = (await api.ok('/v1/user/oss/upload/getFileList', {}, token)).list;
    expect({ name: file.name, size: file.size, contentType: file.contentType }).toEqual({ name: 'notes.txt', size: 5, contentType: 'text/plain' });
    const download = await target.inject({ method: 'GET', url: file.url });
    expect({ status: download.statusCode, body: download.body }).toEqual({ status: 200, body: 'hello' });
  });

  test('administrators list every file with scope all; others only their own', async () => {
    const trader = await api.login('trader', 'Trader@12345');
    const admin = await api.login('admin', 'Admin@12345');
    const t = await api.ok('/v1/user/oss/upload/getToken', { filename: 'x.csv', size: 1 }, trader);
    await target.inject({ method: 'PUT', url: t.url, payload: Buffer.from('x') });
    expect((await api.ok('/v1/user/oss/upload/getFileList', { scope: 'all' }, admin)).total).toBe(1);
    expect((await api.ok('/v1/user/oss/upload/getFileList', {}, admin)).total).toBe(0);
    expect((await api.ok('/v1/user/oss/upload/getFileList', { scope: 'all' }, trader)).total).toBe(1); // its own
  });

  test('Kpler sample rows: four "(mock)" locations and a month of daily volumes', async () => {
    const token = await api.login('admin', 'Admin@12345');
    const locations = await api.ok(`${LOW}/source/kpler/search/location`, { keyword: 'MOCK' }, token);
    expect(locations.map((l: { name: string }) => l.name).sort()).toEqual(['Fujairah (mock)', 'Rotterdam (mock)', 'Singapore (mock)', 'Zhoushan (mock)']);
    const report = await api.ok(`${LOW}/source/kpler/generate`, { location: 'singapore (mock)', from: '2025-03-01', to: '2025-03-31' }, token);
    expect(report.rows).toHaveLength(31);
    // The location index the searches built held the four locations; once dropped it holds none.
    expect((await api.ok(`${LOW}/dbIndexCache/reset`, undefined, token)).cleared).toBe(4);
    expect((await api.ok(`${LOW}/dbIndexCache/reset`, undefined, token)).cleared).toBe(0);
  });

  test("non-JSON bodies are not read as the call's body: a call that needs one answers 400", async () => {
    const res = await target.inject({
      method: 'POST',
      url: '/v1/user/password_login',
      payload: 'username=admin&password=Admin%4012345',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorEnvelope(res, 400, 'api.error.badRequest', 'form body');
  });
});
