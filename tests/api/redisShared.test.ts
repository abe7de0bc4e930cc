/**
 * Several server processes behind one address share their counters through Redis (REDIS_URL, issue 8 item 10):
 * two apps, each with its own database, both pointed at one Redis. Failures on app A slow sign-ins down on app B,
 * and the per-address rate limit counts calls on both.
 *
 * Needs a Redis: TEST_REDIS_URL (scripts/redis-throwaway.sh starts one; scripts/test-all.sh does that when
 * redis-server is installed). Without it the suite is reported as skipped under a title that says so.
 */
import crypto from 'node:crypto';
import { FREE_FAILURES } from '../../server/infra/auth/throttle/loginThrottle';
import { USER_RATE_WINDOW_MS } from '../../server/infra/http/rateLimits';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, postFrom, type TestApp } from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const describeWithRedis = REDIS_URL ? describe : describe.skip;

// Counters outlive a run in Redis: names and addresses of this run only, so an earlier run cannot interfere.
const run = crypto.randomBytes(3).toString('hex');
const address = (n: number) => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}.${n}`;

describeWithRedis(
  `counters shared through Redis${REDIS_URL ? '' : ' (skipped: set TEST_REDIS_URL, e.g. eval "$(bash scripts/redis-throwaway.sh start)")'}`,
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' };
      a = await makeTestApp({ seedQa: true, env });
      b = await makeTestApp({ seedQa: true, env });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    const login = (t: TestApp, from: string, username: string, password: string) => postFrom(t.app, from, '/v1/user/password_login', { username, password });

    test('per-user windows of expensive calls are one count across processes (issue 19 item 6)', async () => {
      const key = `search:shared_${run}`;
      const now = a.clock.now();
      expect(await a.app.callWindows.hit(key, now, USER_RATE_WINDOW_MS)).toEqual({ count: 1, resetAt: now + USER_RATE_WINDOW_MS });
      // B counts on A's window: the same count and the same end, whatever B's clock says within it.
      expect(await b.app.callWindows.hit(key, now + 1000, USER_RATE_WINDOW_MS)).toEqual({ count: 2, resetAt: now + USER_RATE_WINDOW_MS });
      // After the window a new one opens.
      expect(await a.app.callWindows.hit(key, now + USER_RATE_WINDOW_MS, USER_RATE_WINDOW_MS)).toEqual({ count: 1, resetAt: now + 2 * USER_RATE_WINDOW_MS });
    });

    test('failed sign-ins on app A make the same caller wait on app B; a success on B clears the count for A', async () => {
      const from = address(1);
      const name = `shared_${run}`;
      for (let i = 0; i <= FREE_FAILURES.pair; i += 1) expectApiError(await login(a, from, name, 'wrong-password'), 'badCredentials');
      const onB = await login(b, from, name, 'wrong-password');
      expectApiError(onB, 'loginThrottled');
      expect(onB.json().retryAfter).toBe(1);
      // B's own memory holds nothing: the wait came through Redis.
      expectApiError(await login(b, address(2), name, 'wrong-password'), 'badCredentials');
    });

    test('the trader signs in on B after failures on A end their wait, and that success clears the pair on A', async () => {
      const from = address(3);
      for (let i = 0; i <= FREE_FAILURES.pair; i += 1) await login(a, from, 'trader', 'wrong-password');
      expectApiError(await login(b, from, 'trader', 'Trader@12345'), 'loginThrottled');
      a.clock.advance(1000);
      b.clock.advance(1000);
      expect((await login(b, from, 'trader', 'Trader@12345')).statusCode).toBe(200);
      // Cleared in Redis: the next failure on A is within the allowance again.
      expectApiError(await login(a, from, 'trader', 'wrong-password'), 'badCredentials');
      expect((await login(a, from, 'trader', 'Trader@12345')).statusCode).toBe(200);
    });
  },
);

describeWithRedis(`rate limits shared through Redis${REDIS_URL ? '' : ' (skipped: set TEST_REDIS_URL)'}`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMIT_LOGIN_PER_MINUTE: '3' };
    a = await makeTestApp({ seedQa: true, env });
    b = await makeTestApp({ seedQa: true, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('three calls a minute per address, counted across both apps', async () => {
    const from = address(4);
    const codes = [];
    for (const t of [a, b, a, b]) {
      const res = await postFrom(t.app, from, '/v1/user/password_login', { username: `rl_${run}`, password: 'wrong-password' });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([statusOf('badCredentials'), statusOf('badCredentials'), statusOf('badCredentials'), statusOf('tooManyRequests')]);
  });
});
