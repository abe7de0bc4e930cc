/**
 * Sliding idle expiry with the shortest idle setting (SESSION_IDLE_MINUTES=1): a session in use stays alive
 * however long it is used, one left alone for the idle time ends (issue 8 item 8).
 */
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true, env: { SESSION_IDLE_MINUTES: '1' } });
});
afterAll(() => t?.close());

test('a call every 50 s keeps a 1-minute idle session alive for 10 minutes', async () => {
  const token = await t.login('viewer', 'Viewer@12345');
  for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += 50_000) {
    t.clock.advance(50_000);
    const res = await t.call('/v1/user/user_info', undefined, token);
    expect([elapsed + 50_000, res.status]).toEqual([elapsed + 50_000, 200]);
  }
});

test('a 1-minute idle session left alone for a minute ends', async () => {
  const token = await t.login('viewer', 'Viewer@12345');
  t.clock.advance(30_000);
  expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(200);
  t.clock.advance(60_000);
  expectApiError(await t.call('/v1/user/user_info', undefined, token), 'unauthorized');
});
