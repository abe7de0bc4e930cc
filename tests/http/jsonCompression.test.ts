/**
 * JSON API answers go out compressed to a browser that accepts it (server/infra/http/jsonCompression.ts): brotli first,
 * gzip otherwise, none for a client that asks for none or for an answer under the threshold; the body decompresses
 * to the same JSON. Request bodies are not decompressed (they would step around the body limits).
 */
import zlib from 'node:zlib';
import { JSON_COMPRESSION_THRESHOLD } from '../../server/infra/http/jsonCompression';
import { makeTestApp, type TestApp } from '../api/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});

afterAll(async () => {
  await t?.close();
});

// The API description: a large public JSON answer.
const LARGE = '/v1/openapi.json';

describe('JSON answers', () => {
  test('a large answer is brotli-compressed for a browser that accepts brotli, with Vary, and decodes to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LARGE });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD);

    const br = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
  });

  test('gzip for a client that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  test('a small answer and a client asking for identity get the plain JSON', async () => {
    const small = await t.app.inject({ method: 'POST', url: '/v1/setting/healthyCheck', headers: { 'accept-encoding': 'br, gzip' }, payload: {} });
    expect(small.rawPayload.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.payload)).toHaveProperty('code');

    const identity = await t.app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.payload)).toHaveProperty('openapi');
  });

  test('a compressed request body is not inflated: refused as before, not read past the body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password_login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'nobody', password: 'x'.repeat(10) })),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.payload)).toMatchObject({ msgKey: 'api.error.badRequest' });
  });
});
