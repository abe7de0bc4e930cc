/**
 * Answers Fastify itself produces before any route runs (a malformed URL, an unparseable content type, bad JSON):
 * the same security headers as every other answer of their kind (API or web app), and nothing of the request
 * echoed back (issue 8 item 8).
 */
import { makeTestApp, type TestApp } from '../api/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t?.close());

/** The security headers of an answer (what installSecurityHeaders sets), without the per-answer ones. */
const SECURITY_HEADERS = ['cache-control', 'content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options'];
const securityHeadersOf = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, headers[h]]));

const MARK = 'zzEchoMark';

describe.each([
  ['API', `/v1/${MARK}/%zz`, '/v1/user/user_info'],
  ['web app', `/${MARK}/%zz`, '/index.html'],
])('%s addresses', (_kind, badUrl, goodUrl) => {
  test('a malformed URL answers 400 with the same security headers as any other answer, without echoing the URL', async () => {
    const reference = await t.app.inject({ method: 'GET', url: goodUrl });
    expect(reference.headers['x-content-type-options']).toBe('nosniff');
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: badUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, status: 'fail', msgKey: 'api.error.badRequest' });
      expect(securityHeadersOf(res.headers)).toEqual(securityHeadersOf(reference.headers));
      expect(res.body).not.toContain(MARK);
      expect(res.body).not.toContain('%zz');
    }
  });
});

test('bad JSON and a broken content type answer 400 with the API headers and without echoing the body or header', async () => {
  const reference = await t.app.inject({ method: 'POST', url: '/v1/user/user_info' });
  for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': `application/json;;;${MARK}==` }]) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/password_login', headers, payload: `{"${MARK}` });
    expect(res.statusCode).toBe(400);
    expect(securityHeadersOf(res.headers)).toEqual(securityHeadersOf(reference.headers));
    expect(res.body).not.toContain(MARK);
  }
});
