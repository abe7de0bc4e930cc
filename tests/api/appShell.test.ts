/**
 * The app around the calls: per-IP rate limits on login/captcha/register, static serving of the built web app
 * (index.html fallback, caching, security headers), first-start administrator, SMS provider selection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureFirstAdmin } from '../../server/bootstrap';
import { createSmsSender } from '../../server/infra/sms/smsSender';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, must, postFrom, type TestApp } from './helpers';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ seedQa: true, env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_REGISTER_PER_MINUTE: '2', RATE_LIMIT_CAPTCHA_PER_MINUTE: '2' } });
  });
  afterAll(() => t?.close());

  const from = (ip: string, url: string, body: unknown) => postFrom(t.app, ip, url, body);

  test('login: the 4th attempt in a minute from one IP answers 429; another IP is unaffected', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await from('10.0.0.1', '/v1/user/password_login', { username: 'x', password: 'y' })).statusCode);
    const wrong = statusOf('badCredentials');
    expect(codes).toEqual([wrong, wrong, wrong, statusOf('tooManyRequests')]);
    const limited = await from('10.0.0.1', '/v1/user/password_login', { username: 'admin', password: 'Admin@12345' });
    expectApiError(limited, 'tooManyRequests');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.0.0.2', '/v1/user/password_login', { username: 'admin', password: 'Admin@12345' })).statusCode).toBe(200);
  });

  test('register and captcha/send are limited too; other calls are not', async () => {
    const reg = [];
    for (let i = 0; i < 3; i += 1) reg.push((await from('10.0.0.3', '/v1/user/register', { username: `rl_user_${i}`, password: 'RateLim@12345' })).statusCode);
    expect(reg).toEqual([200, 200, statusOf('tooManyRequests')]);
    const cap = [];
    for (let i = 0; i < 3; i += 1) cap.push((await from('10.0.0.4', '/v1/user/captcha/send', { phone: `1390000000${i}` })).statusCode);
    expect(cap).toEqual([200, 200, statusOf('tooManyRequests')]);
    for (let i = 0; i < 10; i += 1) expect((await from('10.0.0.5', '/v1/setting/healthyCheck', {})).statusCode).toBe(200);
  });
});

describe('web app serving', () => {
  let t: TestApp;
  const dist = path.join(os.tmpdir(), `console-dist-${process.pid}`);
  beforeAll(async () => {
    // A stand-in build: dist/index.html plus one hashed asset.
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script src="/umi.1a2b3c4d.js"></script>');
    fs.writeFileSync(path.join(dist, 'umi.1a2b3c4d.js'), 'console.log(1)');
    t = await makeTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    fs.rmSync(dist, { recursive: true, force: true });
    await t?.close();
  });

  test('/ serves index.html, revalidated on every load, with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('API answers carry the API header set (no-store, no framing, nosniff), not the document set', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/setting/healthyCheck' });
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  test('hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/umi.1a2b3c4d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('unknown page addresses fall back to index.html; unknown API addresses and missing assets answer the 404 envelope', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const api = await t.app.inject({ method: 'GET', url: '/v1/whatever', headers: { accept: 'text/html' } });
    expectApiError(api, 'notFound');
    const asset = await t.app.inject({ method: 'GET', url: '/missing.js' });
    expect(asset.statusCode).toBe(statusOf('notFound'));
  });
});

describe('first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t?.close());

  test('an empty database gets an administrator with a generated password, once', async () => {
    const first = await ensureFirstAdmin(t.db, { adminUsername: 'boss', adminPassword: '', now: t.clock.now });
    expect(first?.username).toBe('boss');
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const token = await t.login('boss', must(first?.generatedPassword, 'the generated password'));
    expect((await t.call('/v1/user/user_info', undefined, token)).body.data.role).toBe('admin');
    expect(await ensureFirstAdmin(t.db, { adminUsername: 'boss2', adminPassword: 'x', now: t.clock.now })).toBeNull();
    const audit = await t.call('/v1/user/audit/list', { action: 'admin.bootstrap' }, token);
    expect(audit.body.data.list[0]).toMatchObject({ actorName: 'system', targetName: 'boss' });
  });
});

describe('SMS provider', () => {
  test('the log provider writes the code to the log; unknown providers are refused at start', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as never;
    await createSmsSender('log', log).sendLoginCode('13800000000', '123456', 300);
    expect(JSON.stringify(lines)).toContain('123456');
    expect(() => createSmsSender('carrier-pigeon', log)).toThrow(/SMS_PROVIDER/);
  });
});

describe('REDIS_URL', () => {
  test('an unreachable Redis does not block logins: rate limiting is skipped, the call is answered', async () => {
    const t = await makeTestApp({ seedQa: true, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const started = Date.now();
      const res = await t.call('/v1/user/password_login', { username: 'viewer', password: 'Viewer@12345' });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});
