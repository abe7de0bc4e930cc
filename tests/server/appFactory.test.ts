/**
 * The app factory (server/appFactory.ts): the production start builds its app with it and nothing of the QA mock's
 * scenario plugin can be enabled there; extra plugins' hooks reach every route; the in-memory database keeps one
 * connection without the committed-row cache, so a logout takes effect on the very next call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { QA_ACCOUNTS } from '../../common/contract/qaAccounts';
import { SCENARIO_ACCOUNTS } from '../../mock/qa/scenarioAccounts';
import { createServerApp } from '../../server/appFactory';
import { committedRowReader } from '../../server/infra/db/connect';
import { createProductionApp } from '../../server/index';

const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A complete environment, so neither the developer's `.env.local` nor the shell's variables can change the test. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-factory-'));
  dataDirs.push(dataDir);
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SCHEDULER: 'off',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: '',
    S3_ENDPOINT: '',
    S3_BUCKET: '',
    S3_ACCESS_KEY_ID: '',
    S3_SECRET_ACCESS_KEY: '',
    REDIS_URL: '',
    SMS_PROVIDER: 'log',
    SEED_QA_ACCOUNTS: '',
    ...extra,
  };
}

async function post(app: FastifyInstance, url: string, body?: unknown, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, json: res.json(), headers: res.headers };
}

async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await post(app, '/v1/user/password_login', { username, password });
  expect(res.status).toBe(200);
  return res.json.data.token;
}

describe('the production start', () => {
  test('even with SEED_QA_ACCOUNTS=true: no /__mock/ controls, no scenario accounts, no fixed login code', async () => {
    const { app, firstAdmin } = await createProductionApp(env({ SEED_QA_ACCOUNTS: 'true' }));
    apps.push(app);
    expect(firstAdmin).toBeNull(); // the QA admin is the first administrator

    for (const [method, url] of [
      ['POST', '/__mock/reset'],
      ['POST', '/__mock/sessions/expire'],
      ['POST', '/__mock/health'],
      ['GET', '/__mock/state'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect({ url, status: res.statusCode, msgKey: res.json().msgKey }).toEqual({ url, status: 404, msgKey: 'api.error.notFound' });
    }

    const admin = await login(app, QA_ACCOUNTS.admin.username, QA_ACCOUNTS.admin.password);
    const list = await post(app, '/v1/user/admin/list', { pageSize: 200 }, admin);
    const usernames = list.json.data.list.map((u: { username: string }) => u.username).sort();
    expect(usernames).toEqual(
      Object.values(QA_ACCOUNTS)
        .map((a) => a.username)
        .sort(),
    );
    for (const account of SCENARIO_ACCOUNTS) {
      const res = await post(app, '/v1/user/password_login', { username: account.username, password: account.password });
      expect({ username: account.username, status: res.status, msgKey: res.json.msgKey }).toEqual({
        username: account.username,
        status: 400,
        msgKey: 'api.error.badCredentials',
      });
    }

    // The mock's code 123456 stands for nothing here: only the code the server sent logs in.
    await post(app, '/v1/user/captcha/send', { phone: QA_ACCOUNTS.trader.phone });
    const phoneLogin = await post(app, '/v1/user/phone_captcha_login', { phone: QA_ACCOUNTS.trader.phone, captcha: '123456' });
    expect(phoneLogin.status).toBe(400);
  });

  test('SEED_QA_ACCOUNTS=true with ADMIN_PASSWORD: the administrator gets ADMIN_PASSWORD, not the QA password', async () => {
    const { app, firstAdmin } = await createProductionApp(env({ SEED_QA_ACCOUNTS: 'true', ADMIN_PASSWORD: 'Chosen@Desk-2026!' }));
    apps.push(app);
    expect(firstAdmin).toEqual({ username: 'admin', generatedPassword: null });
    const refused = await post(app, '/v1/user/password_login', { username: 'admin', password: QA_ACCOUNTS.admin.password });
    expect(refused.status).toBe(400);
    const admin = await login(app, 'admin', 'Chosen@Desk-2026!');
    const list = await post(app, '/v1/user/admin/list', { pageSize: 200 }, admin);
    const usernames = list.json.data.list.map((u: { username: string }) => u.username).sort();
    expect(usernames).toEqual(['admin', 'trader', 'viewer']);
    await login(app, QA_ACCOUNTS.trader.username, QA_ACCOUNTS.trader.password);
  });

  test('without SEED_QA_ACCOUNTS: the first administrator only', async () => {
    const { app, firstAdmin } = await createProductionApp(env({ ADMIN_PASSWORD: 'First@Admin12345' }));
    apps.push(app);
    expect(firstAdmin).toEqual({ username: 'admin', generatedPassword: null });
    const admin = await login(app, 'admin', 'First@Admin12345');
    const list = await post(app, '/v1/user/admin/list', {}, admin);
    expect(list.json.data.list.map((u: { username: string }) => u.username)).toEqual(['admin']);
  });
});

describe('extra plugins', () => {
  test('hooks of a plugin passed to the factory apply to every route, including unknown addresses', async () => {
    const stamp: FastifyPluginAsync = async (app) => {
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('x-extra-plugin', 'seen');
        return payload;
      });
    };
    const { app } = await createServerApp({ env: env(), envDir: null, database: 'memory', logger: false, plugins: [stamp] });
    apps.push(app);
    for (const url of ['/v1/setting/healthyCheck', '/v1/user/user_info', '/v1/no/such/call']) {
      expect((await post(app, url)).headers['x-extra-plugin']).toBe('seen');
    }
  });
});

describe('the in-memory database', () => {
  test('one connection without the committed-row cache: a logout takes effect on the next call; nothing on disk', async () => {
    const settings = env();
    const { app } = await createServerApp({ env: settings, envDir: null, database: 'memory', seedQaAccounts: true, logger: false });
    apps.push(app);
    expect(committedRowReader(app.db)).toBeUndefined();
    expect(fs.existsSync(path.join(settings.DATA_DIR, 'console.db'))).toBe(false);

    const token = await login(app, QA_ACCOUNTS.trader.username, QA_ACCOUNTS.trader.password);
    for (let i = 0; i < 2; i += 1) expect((await post(app, '/v1/user/user_info', undefined, token)).status).toBe(200);
    expect((await post(app, '/v1/user/logout', undefined, token)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await post(app, '/v1/user/user_info', undefined, token)).status).toBe(401);
  });

  test('each app has its own database', async () => {
    const first = (await createServerApp({ env: env(), envDir: null, database: 'memory', seedQaAccounts: true, logger: false })).app;
    const second = (await createServerApp({ env: env(), envDir: null, database: 'memory', seedQaAccounts: true, logger: false })).app;
    apps.push(first, second);
    const admin = await login(first, QA_ACCOUNTS.admin.username, QA_ACCOUNTS.admin.password);
    expect((await post(first, '/v1/user/register', { username: 'only_in_first', password: 'OnlyFirst@12345' })).status).toBe(200);
    expect((await post(first, '/v1/user/search/userOption', { keyword: 'only_in_first' }, admin)).json.data.total).toBe(1);
    const other = await login(second, QA_ACCOUNTS.admin.username, QA_ACCOUNTS.admin.password);
    expect((await post(second, '/v1/user/search/userOption', { keyword: 'only_in_first' }, other)).json.data.total).toBe(0);
  });
});
