/**
 * Per-user rate limits of expensive calls (issue 19 item 6; server/infra/http/rateLimits.ts's USER_RATE_LIMITS):
 * past a class's allowance a user gets 429 `tooManyRequests` with `retryAfter` (body and Retry-After header, the
 * shape sign-in's throttle uses), counted per user and per class, a list without a query is no search, and the
 * window reopens when the app's clock (faked here) passes it.
 */
import { USER_RATE_WINDOW_MS } from '../../server/infra/http/rateLimits';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const SEARCHES = 3;
const SEASONALITY = 2;

let t: TestApp;
let admin: string;
let alice: string;

const search = (token: string, query = 'fuel oil') => t.call('/v2/research/document/list', { query }, token);
const seasonality = (token: string) =>
  t.call('/v2/analytics/seasonality', { address: 'SHFE.FU', years: 5, x: 'dayOfYear', mode: 'level', percentiles: [] }, token);

beforeAll(async () => {
  t = await makeTestApp({
    seedQa: true,
    env: { RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCHES), RATE_LIMIT_SEASONALITY_PER_MINUTE: String(SEASONALITY) },
  });
  admin = await t.tokenFor('admin');
  // The library's page grant, so the only limit alice meets is the rate.
  const created = await t.call('/v1/user/admin/create', { username: 'alice', password: 'Reader@12345', name: 'alice', role: 'trader' }, admin);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: ['/tool/research/platts/reports'] }, admin)).status).toBe(200);
  alice = await t.tokenFor('alice');
}, 30_000);
afterAll(() => t?.close());

it('answers 429 with retryAfter past the allowance, per user, and opens again when the window passes', async () => {
  for (let i = 0; i < SEARCHES; i++) expect((await search(admin)).status).toBe(200);
  t.clock.advance(15_000);
  const refused = await search(admin);
  expectApiError(refused, 'tooManyRequests');
  expect(refused.body.retryAfter).toBe((USER_RATE_WINDOW_MS - 15_000) / 1000);
  expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfter));
  // Browsing the list (no query) is no search; the meetings' search shares the allowance.
  expect((await t.call('/v2/research/document/list', {}, admin)).status).toBe(200);
  expectApiError(await t.call('/v2/meetings/list', { query: 'zebra' }, admin), 'tooManyRequests');
  // Another user has an allowance of their own.
  expect((await search(alice)).status).toBe(200);
  t.clock.advance(USER_RATE_WINDOW_MS - 15_000);
  expect((await search(admin)).status).toBe(200);
});

it('counts each class apart: seasonality is limited on its own', async () => {
  for (let i = 0; i < SEASONALITY; i++) expect((await seasonality(admin)).status).not.toBe(429);
  const refused = await seasonality(admin);
  expectApiError(refused, 'tooManyRequests');
  expect(refused.body.retryAfter).toBe(USER_RATE_WINDOW_MS / 1000);
  // The regression call (issue 20) shares the allowance.
  expectApiError(await t.call('/v2/analytics/regression', { y: 'ds:eia:RBRTE', x: ['ds:eia:RWTC'] }, admin), 'tooManyRequests');
  expect((await search(admin, 'another query')).status).toBe(200);
});

it('does not count a call refused by validation', async () => {
  t.clock.advance(USER_RATE_WINDOW_MS);
  for (let i = 0; i < SEARCHES + 2; i++) expect((await t.call('/v2/research/document/list', { query: 1 }, alice)).status).toBe(400);
  for (let i = 0; i < SEARCHES; i++) expect((await search(alice)).status).toBe(200);
});
