/**
 * The assistant's provider settings and usage limits (docs/assistant.md), SQLite or PostgreSQL: administrators set and
 * read the provider, the API key is write-only (never answered, never audited, stored sealed) and kept when left out;
 * others get the forbidden answer; bad bodies are 400s naming the field; usage counts per user and per China date.
 */
import { ASSISTANT_DAILY_TOKENS, ASSISTANT_TIMEOUT_MS, type AssistantProvider } from '../../common/contract/assistant';
import { FIELD_ERROR_KEYS } from '../../common/contract/fieldErrors';
import { providerForCall, recordUsage, remainingTokens, usageOn } from '../../server/features/assistant/store';
import { deriveCredentialKey, openCredentials } from '../../server/infra/credentials/credentialCipher';
import { chinaDate } from '../../server/infra/chinaDate';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const KEY = 'sk-test-7f3a91c0d2e4b5a6-secret';
const OTHER_KEY = 'sk-second-0b1c2d3e-secret';
/** 2026-03-02 23:30 in Shanghai (UTC+8): half an hour before the desk's day changes. */
const LATE_EVENING = Date.UTC(2026, 2, 2, 15, 30);
const HOUR = 3_600_000;

let t: TestApp;
let admin: string;
let alice: string;
let aliceId: string;
let bob: string;
let bobId: string;
let carol: string;

async function user(username: string, paths: string[]): Promise<[string, string]> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Booker@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths }, admin)).status).toBe(200);
  return [await t.tokenFor(username), created.body.data.id];
}

const credentialKey = () => deriveCredentialKey(t.config.secretKey);
const providerRow = () => t.db.selectFrom('assistant_provider').selectAll().executeTakeFirstOrThrow();
const auditRows = () => t.db.selectFrom('audit_log').selectAll().where('action', '=', 'assistant.provider').orderBy('at').execute();

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // The clock first, then the sessions (a session left idle for days expires).
  t.clock.set(LATE_EVENING);
  admin = await t.tokenFor('admin');
  // The assistant's flag follows the trade-record page (config/routes.ts accessFollows).
  [alice, aliceId] = await user('alice', ['/tool/trade/record']);
  [bob, bobId] = await user('bob', ['/tool/trade/record']);
  [carol] = await user('carol', ['/tool/trade/realtime/fu']);
});
afterAll(() => t?.close());

test('without a provider: not configured, the defaults, and usage says so with nothing to spend', async () => {
  const got = await t.call('/v2/assistant/provider/get', undefined, admin);
  expect(got.status).toBe(200);
  expect(got.body.data).toEqual({
    configured: false,
    baseUrl: null,
    model: null,
    hasKey: false,
    timeoutMs: ASSISTANT_TIMEOUT_MS.default,
    dailyTokenLimit: ASSISTANT_DAILY_TOKENS.default,
    updatedAt: null,
    updatedBy: null,
    pricing: null,
  });
  const usage = await t.call('/v2/assistant/usage', undefined, alice);
  expect(usage.status).toBe(200);
  expect(usage.body.data).toMatchObject({ configured: false, day: '2026-03-02', tokensUsed: 0, remainingTokens: 0 });
  expect(await remainingTokens(t.db, aliceId, '2026-03-02')).toBe(0);
  expect(await providerForCall(t.db, credentialKey())).toBeNull();
});

test('set and get round trip; the key is sealed, never answered and never audited', async () => {
  const body = { baseUrl: ' https://api.deepseek.com/v1 ', model: 'deepseek-chat', apiKey: KEY, timeoutMs: 30_000, dailyTokenLimit: 1_000 };
  const set = await t.call('/v2/assistant/provider/set', body, admin);
  expect(set.status).toBe(200);
  const expected: AssistantProvider = {
    configured: true,
    baseUrl: 'https://api.deepseek.com/v1',
    model: 'deepseek-chat',
    hasKey: true,
    timeoutMs: 30_000,
    dailyTokenLimit: 1_000,
    updatedAt: t.clock.now(),
    updatedBy: 'admin',
    pricing: null,
  };
  expect(set.body.data).toEqual(expected);
  const got = await t.call('/v2/assistant/provider/get', undefined, admin);
  expect(got.body.data).toEqual(expected);
  for (const answer of [set, got, await t.call('/v2/assistant/usage', undefined, alice)]) expect(JSON.stringify(answer.body)).not.toContain(KEY);

  // Stored sealed: not the plaintext, opened only with the server's key and the provider's scope.
  const row = await providerRow();
  expect(row.api_key_sealed).toMatch(/^v1\./);
  expect(JSON.stringify(row)).not.toContain(KEY);
  expect(openCredentials(credentialKey(), 'assistant.provider', row.api_key_sealed ?? '')).toEqual({ apiKey: KEY });
  expect(() => openCredentials(credentialKey(), 'wind', row.api_key_sealed ?? '')).toThrow();
  expect(await providerForCall(t.db, credentialKey())).toEqual({
    baseUrl: 'https://api.deepseek.com/v1',
    model: 'deepseek-chat',
    apiKey: KEY,
    timeoutMs: 30_000,
  });

  // Audited with the settings and that the key was set, never the key.
  const [audit] = await auditRows();
  expect(audit.actor_name).toBe('admin');
  expect(audit.detail).not.toContain(KEY);
  expect(JSON.parse(audit.detail)).toEqual({
    baseUrl: 'https://api.deepseek.com/v1',
    model: 'deepseek-chat',
    hasKey: true,
    timeoutMs: 30_000,
    dailyTokenLimit: 1_000,
    key: 'set',
  });
});

test('an absent apiKey keeps the stored key and absent limits keep theirs; a new key replaces it; an empty one removes it', async () => {
  const kept = await t.call('/v2/assistant/provider/set', { baseUrl: 'http://10.0.0.5:11434/v1', model: 'qwen2.5:7b' }, admin);
  expect(kept.status).toBe(200);
  expect(kept.body.data).toMatchObject({ baseUrl: 'http://10.0.0.5:11434/v1', model: 'qwen2.5:7b', hasKey: true, timeoutMs: 30_000, dailyTokenLimit: 1_000 });
  expect((await providerForCall(t.db, credentialKey()))?.apiKey).toBe(KEY);

  await t.call('/v2/assistant/provider/set', { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', apiKey: OTHER_KEY }, admin);
  expect((await providerForCall(t.db, credentialKey()))?.apiKey).toBe(OTHER_KEY);
  expect(JSON.stringify(await providerRow())).not.toContain(OTHER_KEY);

  const removed = await t.call('/v2/assistant/provider/set', { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', apiKey: '' }, admin);
  expect(removed.body.data.hasKey).toBe(false);
  expect((await providerForCall(t.db, credentialKey()))?.apiKey).toBeNull();

  const audits = await auditRows();
  expect(audits.map((a) => JSON.parse(a.detail).key)).toEqual(['set', 'kept', 'set', 'removed']);
  for (const a of audits) expect([KEY, OTHER_KEY].some((k) => a.detail.includes(k))).toBe(false);

  // Put the first key back for the tests below.
  await t.call('/v2/assistant/provider/set', { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', apiKey: KEY }, admin);
});

test('only administrators read or change the provider; usage needs the page', async () => {
  const before = await providerRow();
  for (const token of [alice, carol, await t.tokenFor('viewer'), await t.tokenFor('trader')]) {
    expectApiError(await t.call('/v2/assistant/provider/set', { baseUrl: 'https://evil.example/v1', model: 'x', apiKey: 'stolen' }, token), 'forbidden');
    expectApiError(await t.call('/v2/assistant/provider/get', undefined, token), 'forbidden');
  }
  expect(await providerRow()).toEqual(before);
  expectApiError(await t.call('/v2/assistant/usage', undefined, carol), 'forbidden');
  expect((await t.call('/v2/assistant/usage', undefined, null)).status).toBe(401);
});

test('bad bodies are 400s naming the field, never 500s, and change nothing', async () => {
  const before = await providerRow();
  const base = { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' };
  const cases: [unknown, string][] = [
    [{ ...base, baseUrl: 'ftp://files.example/v1' }, 'baseUrl'],
    [{ ...base, baseUrl: 'not a url' }, 'baseUrl'],
    [{ ...base, baseUrl: 'https://' }, 'baseUrl'],
    [{ ...base, baseUrl: 'https://user:pw@api.example/v1' }, 'baseUrl'],
    [{ ...base, baseUrl: `https://${'a'.repeat(600)}.example` }, 'baseUrl'],
    [{ model: 'deepseek-chat' }, 'baseUrl'],
    [{ ...base, model: '' }, 'model'],
    [{ ...base, model: '   ' }, 'model'],
    [{ baseUrl: base.baseUrl }, 'model'],
    [{ ...base, apiKey: 42 }, 'apiKey'],
    [{ ...base, timeoutMs: 10 }, 'timeoutMs'],
    [{ ...base, timeoutMs: 1.5e3 + 0.5 }, 'timeoutMs'],
    [{ ...base, timeoutMs: 3_600_000 }, 'timeoutMs'],
    [{ ...base, dailyTokenLimit: 0 }, 'dailyTokenLimit'],
    [{ ...base, dailyTokenLimit: -5 }, 'dailyTokenLimit'],
    [{ ...base, dailyTokenLimit: 1e12 }, 'dailyTokenLimit'],
  ];
  for (const [body, field] of cases) {
    const res = await t.call('/v2/assistant/provider/set', body, admin);
    expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
    expectApiError(res, 'badRequest');
    expect(Object.keys((res.body as { fields?: object }).fields ?? {})).toContain(field);
  }
  const ftp = await t.call('/v2/assistant/provider/set', { ...base, baseUrl: 'ftp://files.example/v1' }, admin);
  expect((ftp.body as { fields?: Record<string, string> }).fields?.baseUrl).toBe(FIELD_ERROR_KEYS.pattern);
  const userInfo = await t.call('/v2/assistant/provider/set', { ...base, baseUrl: 'https://user:pw@api.example/v1' }, admin);
  expect((userInfo.body as { fields?: Record<string, string> }).fields?.baseUrl).toBe(FIELD_ERROR_KEYS.invalid);
  expect(await providerRow()).toEqual(before);
});

test('usage counts per user against the daily limit, and starts again when the China date changes', async () => {
  const today = chinaDate(t.clock.now());
  expect(today).toBe('2026-03-02');
  await recordUsage(t.db, aliceId, today, 300, 200);
  await recordUsage(t.db, aliceId, today, 100, 50.4);
  // A provider's odd counts are clamped, not subtracted.
  await recordUsage(t.db, aliceId, today, -20, Number.NaN);
  expect(await usageOn(t.db, aliceId, today)).toEqual({ tokensIn: 400, tokensOut: 250, turns: 3 });

  const aliceUsage = await t.call('/v2/assistant/usage', undefined, alice);
  expect(aliceUsage.body.data).toEqual({
    configured: true,
    day: today,
    tokensIn: 400,
    tokensOut: 250,
    tokensUsed: 650,
    dailyTokenLimit: 1_000,
    remainingTokens: 350,
    turns: 3,
    currency: null,
    costUsed: null,
    dailyCostLimit: null,
  });
  expect(await remainingTokens(t.db, aliceId, today)).toBe(350);
  // Bob's day is his own.
  expect((await t.call('/v2/assistant/usage', undefined, bob)).body.data).toMatchObject({ tokensUsed: 0, remainingTokens: 1_000, turns: 0 });
  expect(await remainingTokens(t.db, bobId, today)).toBe(1_000);

  // Over the limit: nothing left, never negative.
  await recordUsage(t.db, aliceId, today, 500, 0);
  expect(await remainingTokens(t.db, aliceId, today)).toBe(0);
  expect((await t.call('/v2/assistant/usage', undefined, alice)).body.data).toMatchObject({ tokensUsed: 1_150, remainingTokens: 0 });

  // Raising the limit applies at once to what was already used.
  await t.call('/v2/assistant/provider/set', { baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat', dailyTokenLimit: 2_000 }, admin);
  expect(await remainingTokens(t.db, aliceId, today)).toBe(850);

  // Midnight in Shanghai (16:00 UTC): a new day, the old one kept.
  t.clock.advance(HOUR);
  alice = await t.tokenFor('alice');
  expect((await t.call('/v2/assistant/usage', undefined, alice)).body.data).toMatchObject({
    day: '2026-03-03',
    tokensUsed: 0,
    remainingTokens: 2_000,
    turns: 0,
  });
  expect(await remainingTokens(t.db, aliceId, '2026-03-03')).toBe(2_000);
  expect((await usageOn(t.db, aliceId, today)).tokensIn).toBe(900);
});

test('prices and the daily cost limit: administrators only, validated, audited, and the allowance is the tighter limit', async () => {
  // The day after the test above: alice has used nothing on 2026-03-03, the token limit is 2,000.
  const day = '2026-03-03';
  const pricing = { currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8, dailyCostLimit: 0.01 } as const;
  for (const token of [alice, carol]) expectApiError(await t.call('/v2/assistant/provider/pricing', pricing, token), 'forbidden');
  const bad: [unknown, string][] = [
    [{ ...pricing, currency: 'EUR' }, 'currency'],
    [{ ...pricing, inputPerMillion: -1 }, 'inputPerMillion'],
    [{ ...pricing, outputPerMillion: 'eight' }, 'outputPerMillion'],
    [{ ...pricing, dailyCostLimit: 0 }, 'dailyCostLimit'],
    [{ currency: 'CNY', inputPerMillion: 2, outputPerMillion: 8 }, 'dailyCostLimit'],
  ];
  for (const [body, field] of bad) {
    const res = await t.call('/v2/assistant/provider/pricing', body, admin);
    expectApiError(res, 'badRequest');
    expect(Object.keys((res.body as { fields?: object }).fields ?? {})).toContain(field);
  }
  expect(await t.db.selectFrom('assistant_pricing').selectAll().execute()).toEqual([]);

  const set = await t.call('/v2/assistant/provider/pricing', pricing, admin);
  expect(set.status).toBe(200);
  expect(set.body.data.pricing).toEqual(pricing);
  expect((await t.call('/v2/assistant/provider/get', undefined, admin)).body.data.pricing).toEqual(pricing);
  const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'assistant.pricing').executeTakeFirstOrThrow();
  expect(JSON.parse(audit.detail)).toEqual(pricing);

  // 0.01 CNY at 8 CNY per million output tokens buys 1,250 tokens: tighter than the 2,000-token limit.
  expect(await remainingTokens(t.db, aliceId, day)).toBe(1_250);
  // 1,000 output tokens cost 0.008 CNY; the 0.002 left buys 250 tokens, while 1,000 remain by count.
  await recordUsage(t.db, aliceId, day, 0, 1_000);
  const usage = (await t.call('/v2/assistant/usage', undefined, alice)).body.data;
  expect(usage).toMatchObject({ tokensUsed: 1_000, currency: 'CNY', dailyCostLimit: 0.01, remainingTokens: 250 });
  expect(usage.costUsed).toBeCloseTo(0.008, 10);
  // 300 more out pass the cost limit (0.0104 CNY): nothing left, although 700 tokens remain by count.
  await recordUsage(t.db, aliceId, day, 0, 300);
  expect(await remainingTokens(t.db, aliceId, day)).toBe(0);
  expect((await t.call('/v2/assistant/usage', undefined, alice)).body.data).toMatchObject({ tokensUsed: 1_300, remainingTokens: 0 });

  // No cost limit: the cost is still counted and shown, only the token limit applies.
  await t.call('/v2/assistant/provider/pricing', { ...pricing, dailyCostLimit: null }, admin);
  expect((await t.call('/v2/assistant/usage', undefined, bob)).body.data).toMatchObject({ costUsed: 0, dailyCostLimit: null, remainingTokens: 2_000 });
});
