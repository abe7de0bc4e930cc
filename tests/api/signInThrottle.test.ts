/**
 * Sign-in throttling (issue 8 item 1, docs/security.md): growing waits instead of a lock, per account and per
 * address; an administrator signing in from a clean address always gets in; unknown user names are counted and
 * answered exactly like known ones, in the same time.
 */
import { performance } from 'node:perf_hooks';
import { FREE_FAILURES, MAX_DELAY_MS } from '../../server/infra/auth/throttle/loginThrottle';
import { expectApiError } from './apiErrors';
import { makeTestApp, postFrom, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
});
afterAll(() => t?.close());

const login = (address: string, username: string, password: string) => postFrom(t.app, address, '/v1/user/password_login', { username, password });

/** The parts of an answer an attacker can see, but for the per-request time. */
const visible = (res: Awaited<ReturnType<typeof login>>) => {
  const { version, ...body } = res.json();
  return { status: res.statusCode, body, retryAfter: res.headers['retry-after'] ?? null };
};

describe('an administrator cannot be locked out from elsewhere', () => {
  test('five failures against admin, then the right password from another address succeeds at once', async () => {
    for (let i = 0; i < 5; i += 1) await login('203.0.113.9', 'admin', 'wrong-password');
    const fromElsewhere = await login('198.51.100.7', 'admin', 'Admin@12345');
    expect(fromElsewhere.statusCode).toBe(200);
  });

  test('many failures from many addresses still let admin in from a clean address', async () => {
    for (let i = 0; i < FREE_FAILURES.account + 15; i += 1) await login(`203.0.113.${100 + (i % 20)}`, 'admin', 'wrong-password');
    expect((await login('198.51.100.8', 'admin', 'Admin@12345')).statusCode).toBe(200);
  });
});

describe('growing waits instead of a lock', () => {
  test('past the allowance each failure makes the next wait longer, with the seconds in the answer; after the wait the right password works', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < FREE_FAILURES.pair; i += 1) expectApiError(await login(address, 'trader', 'wrong-password'), 'badCredentials');
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      expectApiError(await login(address, 'trader', 'wrong-password'), 'badCredentials');
      const refused = await login(address, 'trader', 'Trader@12345');
      expectApiError(refused, 'loginThrottled');
      const retryAfter = refused.json().retryAfter ?? 0;
      expect(refused.headers['retry-after']).toBe(String(retryAfter));
      waits.push(retryAfter);
      t.clock.advance(retryAfter * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    expect((await login(address, 'trader', 'Trader@12345')).statusCode).toBe(200);
  });

  test("a success clears the account's count: the allowance starts again", async () => {
    const address = '192.0.2.53';
    for (let i = 0; i < FREE_FAILURES.pair; i += 1) await login(address, 'trader', 'wrong-password');
    expect((await login(address, 'trader', 'Trader@12345')).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES.pair; i += 1) expectApiError(await login(address, 'trader', 'wrong-password'), 'badCredentials');
    expect((await login(address, 'trader', 'Trader@12345')).statusCode).toBe(200);
  });

  test('the wait never exceeds the cap', async () => {
    const address = '192.0.2.51';
    for (let i = 0; i < FREE_FAILURES.pair + 30; i += 1) {
      await login(address, 'viewer', 'wrong-password');
      t.clock.advance(MAX_DELAY_MS);
    }
    await login(address, 'viewer', 'wrong-password');
    const refused = await login(address, 'viewer', 'wrong-password');
    expect(refused.json().retryAfter).toBe(MAX_DELAY_MS / 1000);
  });

  test('one address spraying many accounts is slowed down on every account', async () => {
    const address = '192.0.2.52';
    for (let i = 0; i < FREE_FAILURES.address; i += 1) await login(address, `spray${i}`, 'wrong-password');
    await login(address, 'spray-last', 'wrong-password');
    expectApiError(await login(address, 'another-name', 'wrong-password'), 'loginThrottled');
  });
});

describe('unknown user names are indistinguishable', () => {
  test('known and unknown names get identical answers at every step', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < FREE_FAILURES.pair + 2; i += 1) {
      known.push(visible(await login('192.0.2.60', 'trader', 'wrong-password')));
      unknown.push(visible(await login('192.0.2.61', 'nobody-here', 'wrong-password')));
    }
    expect(unknown).toEqual(known);
  });

  test('an unknown name takes as long as a wrong password for a known one', async () => {
    const time = async (address: string, username: string) => {
      const start = performance.now();
      await login(address, username, 'wrong-password');
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Fresh addresses and a moving clock keep every attempt inside the allowance; interleaved so load hits both alike.
    for (let i = 0; i < 12; i += 1) {
      knownTimes.push(await time(`10.9.0.${i}`, 'viewer'));
      unknownTimes.push(await time(`10.9.1.${i}`, `ghost${i}`));
      t.clock.advance(MAX_DELAY_MS);
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    // Both spend one argon2id verification (about 10 ms here); without the dummy hash an unknown name answers in well under 1 ms.
    // The bound sits between those (a ratio near 1 against one under 0.1): a CI run with the web tests beside it
    // measured 14.2 ms against 24.8 (0.57) on an equal path, so 0.6 failed on load, not on behaviour.
    expect(u).toBeGreaterThan(k * 0.3);
    expect(u).toBeLessThan(k * 1.6 + 5);
  });
});
