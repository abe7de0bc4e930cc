/**
 * Property tests: random and hostile requests to every ENDPOINTS entry (as an administrator, so they get past
 * the access check) never produce a 500 or a non-envelope answer, and the server keeps serving afterwards.
 * Plus fixed hostile cases: malformed JSON, prototype pollution, NUL characters, deep nesting, huge bodies,
 * broken content types, bad URLs.
 */
import fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { ASSISTANT_STREAM_CALLS } from '../../common/contract/assistant';
import { ENDPOINTS, type Endpoint } from '../../common/contract/endpoints';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { validArbitrary } from './schemaSamples';

let t: TestApp;
const endpoints: readonly Endpoint[] = ENDPOINTS;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true, env: { BODY_LIMIT_BYTES: String(256 * 1024) } });
});
afterAll(() => t?.close());

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/octet-stream',
  'application/json;;;==',
  'image/png',
  '',
];

const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('\u0000', '\ud800', '\u202e admin', '../../etc/passwd', "' OR 1=1 --", '%_\\', '😀'.repeat(50), 'a'.repeat(5000)),
);
const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  junkString,
  fc.constantFrom(1e308, -1e308, 2 ** 63, -0, 1.5, Number.MAX_SAFE_INTEGER + 2, true, null, [], {}),
);

/** An object using the endpoint's own property names (so handlers see near-valid input) with junk values. */
const schemaKeyed = (schema: TSchema | null) => {
  const names = Object.keys((schema?.properties ?? {}) as object);
  if (!names.length) return fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 4 });
  return fc.record(Object.fromEntries(names.map((n) => [n, junkValue])), { requiredKeys: [] });
};

interface RawRequest {
  contentType: string;
  payload: string;
}

const requestFor = (e: Endpoint): fc.Arbitrary<RawRequest> =>
  fc.oneof(
    // Valid bodies reach the handlers (and the database) with odd but legal text and numbers.
    ...(e.body ? [{ arbitrary: validArbitrary(e.body).map((b) => ({ contentType: 'application/json', payload: JSON.stringify(b) })), weight: 3 }] : []),
    schemaKeyed(e.body).map((b) => ({ contentType: 'application/json', payload: JSON.stringify(b) })),
    fc.jsonValue({ maxDepth: 4 }).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? '' })),
    fc.record({ contentType: fc.constantFrom(...CONTENT_TYPES), payload: junkString }),
    fc.record({
      contentType: fc.constantFrom('application/json'),
      payload: fc.constantFrom(
        '{',
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
        '{"keys":["\\u0000"]}',
        '[[[[[[[[[[]]]]]]]]]]',
        `${'['.repeat(20000)}${']'.repeat(20000)}`,
        `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
        '1e999',
        'null',
        '"\\ud800"',
        '\ufeff{}',
      ),
    }),
  );

/** The administrator's session the requests share, replaced when one of them ended it. */
let adminToken: string | null = null;

async function send(e: Endpoint, req: RawRequest) {
  const inject = (token: string | null) => {
    const headers: Record<string, string> = {};
    if (req.contentType) headers['content-type'] = req.contentType;
    if (token) headers.authorization = `Bearer ${token}`;
    return t.app.inject({ method: e.method, url: e.path, headers, payload: req.payload });
  };
  if (e.access === 'public') return inject(null);
  adminToken ??= await t.tokenFor('admin');
  const res = await inject(adminToken);
  if (res.statusCode !== statusOf('unauthorized')) return res;
  // A random body may have ended the shared session (a logout, a password change): the same request again on a new one,
  // so every body still reaches its handler signed in.
  adminToken = await t.tokenFor('admin');
  return inject(adminToken);
}

function expectEnvelope(res: { statusCode: number; body: string }, label: string) {
  let parsed: { code?: unknown; status?: unknown; version?: unknown } | null = null;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    parsed = null;
  }
  if (res.statusCode >= statusOf('internal') || !parsed || parsed.code !== res.statusCode || typeof parsed.version !== 'string') {
    throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
}

/**
 * A call whose success is a stream (the assistant's chat, ASSISTANT_STREAM_CALLS): a refusal is an envelope, a success a
 * complete UI message stream (200, text/event-stream, ending with `finish` and `[DONE]`), never a 500 or a cut answer.
 */
const STREAM_CALLS: readonly string[] = ASSISTANT_STREAM_CALLS;
function expectEnvelopeOrStream(res: { statusCode: number; body: string; headers: Record<string, unknown> }, label: string) {
  if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) return expectEnvelope(res, label);
  if (!res.body.includes('"type":"finish"') || !res.body.endsWith('data: [DONE]\n\n'))
    throw new Error(`${label}: an unfinished stream ${res.body.slice(-300)}`);
}

describe.each(endpoints.map((e) => [e.path, e] as const))('%s', (_path, e) => {
  test('random and hostile bodies never answer 500 or a non-envelope', async () => {
    const isStream = STREAM_CALLS.includes(e.path);
    // The chat's turns go to a provider the outbound policy refuses (loopback), whatever random provider an earlier
    // case stored: valid bodies then run a whole turn that ends with the provider error, without any network.
    if (isStream) await t.call('/v2/assistant/provider/set', { baseUrl: 'http://127.0.0.1:9/v1', model: 'hostile-sample' }, await t.tokenFor('admin'));
    await fc.assert(
      fc.asyncProperty(requestFor(e), async (req) => {
        const res = await send(e, req);
        const label = `${e.path} ${req.contentType} ${req.payload.slice(0, 100)}`;
        if (isStream) expectEnvelopeOrStream(res, label);
        else expectEnvelope(res, label);
      }),
      { numRuns: 30 },
    );
    // Thirty calls of an endpoint whose valid bodies do real work (a demo generator writing 25,000 rows takes about
    // 0.5 s on a quiet machine) outlast jest's default 30 s when the machine is shared: not a speed budget (the bench
    // holds those), so the bound is generous.
  }, 90_000);
});

describe('fixed hostile cases', () => {
  test('a body over the limit answers 413 payloadTooLarge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password_login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(300 * 1024) }),
    });
    expectApiError(res, 'payloadTooLarge');
  });

  test('prototype pollution attempts are refused and pollute nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password_login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"admin","password":"x","__proto__":{"polluted":true}}',
    });
    expect(res.statusCode).toBe(statusOf('badRequest'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('NUL characters in text are refused with 400', async () => {
    const res = await t.call('/v1/user/register', { username: 'nul', password: 'Passw\u0000rd123' });
    expect(res.status).toBe(statusOf('badRequest'));
  });

  test('a body on a call that takes none is ignored; wrong content types count as no body', async () => {
    const token = await t.tokenFor('viewer');
    const junk = await t.app.inject({
      method: 'POST',
      url: '/v1/user/user_info',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(junk.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/user/user_info',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password_login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=Admin%4012345',
    });
    expect(form.statusCode).toBe(statusOf('badRequest'));
    expect(form.json().fields).toEqual({ username: 'api.field.required', password: 'api.field.required' });
  });

  test('unknown addresses and methods answer the 404 envelope', async () => {
    for (const [method, url] of [
      ['POST', '/v1/nope'],
      ['GET', '/v1/user/user_info'],
      ['DELETE', '/v1/user/logout'],
      ['GET', '/%E0%A4%A'],
      ['POST', '/v1/user/oss/upload/put/x'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect([url, res.statusCode]).toEqual([url, expect.any(Number)]);
      expect(res.statusCode).toBeGreaterThanOrEqual(statusOf('badRequest'));
      expect(res.statusCode).toBeLessThan(statusOf('internal'));
      expect(res.json().status).toBe('fail');
    }
  });

  test('the server still answers normally after all of the above', async () => {
    const res = await t.call('/v1/setting/healthyCheck');
    expect(res.status).toBe(200);
    expect(res.body.data.ok).toBe(true);
  });
});
