/**
 * What `max dev` (and `max preview`) load from mock/: Umi's own loader (preset-umi getMockData, with the `mock`
 * config of .umirc.ts) must find the Umi entry alone, forwarding every method under /v1/, /v2/ and /__mock/ to the
 * QA server; the QA server and its scenario plugin in mock/qa/ must never be taken for mock files; and every route
 * the QA server answers must be reachable through those keys.
 */
import path from 'node:path';
import umirc from '../../.umirc';
import { ENDPOINTS } from '../../common/contract';
import { closeLoadedQaServer, QaServer } from '../../mock/qa/qaServer';
import { loadUmiMocks, ROOT } from './umiMockTarget';

// eslint-disable-next-line @typescript-eslint/no-var-requires -- the path-to-regexp Umi's mock middleware matches with
const pathToRegexp: (pattern: string) => RegExp = require(require.resolve('path-to-regexp', { paths: [require.resolve('@umijs/preset-umi')] }));

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'];
const PREFIXES = ['/__mock/', '/v1/', '/v2/'];

/** The routes of the QA server: every call, the byte transfers of local file storage and the QA controls. */
const QA_ROUTES = [
  ...ENDPOINTS.map((e) => ({ method: e.method, url: e.path })),
  { method: 'PUT', url: '/v1/user/oss/upload/put/:token' },
  { method: 'GET', url: '/v1/user/oss/file/:token' },
  { method: 'POST', url: '/__mock/reset' },
  { method: 'POST', url: '/__mock/sessions/expire' },
  { method: 'POST', url: '/__mock/health' },
  { method: 'GET', url: '/__mock/state' },
] as const;

describe("Umi's mock loader", () => {
  const umiConfig = umirc as { mock?: { exclude?: string[] } };
  const loaded = loadUmiMocks();
  afterAll(closeLoadedQaServer);

  test('.umirc.ts keeps mock/qa/ out of the mock files: the Umi entry is the only one', () => {
    expect(umiConfig.mock?.exclude).toContain('mock/qa/**');
    const files = new Set(Object.values(loaded).map((m) => path.relative(ROOT, m.file)));
    expect([...files]).toEqual(['mock/api.ts']);
  });

  test('every method under /v1/, /v2/ and /__mock/ goes to the QA server', () => {
    expect(Object.keys(loaded).sort()).toEqual(METHODS.flatMap((method) => PREFIXES.map((prefix) => `${method} ${prefix}(.*)`)).sort());
    const handlers = new Set(Object.values(loaded).map((m) => m.handler));
    expect(handlers.size).toBe(1);
    expect(typeof [...handlers][0]).toBe('function');
  });

  describe('every route of the QA server is reachable through the keys', () => {
    const qa = new QaServer({ logLevel: 'silent' });
    afterAll(() => qa.close());
    const reaches = (method: string, url: string) =>
      Object.values(loaded).some((m) => m.method === method && pathToRegexp(m.path).test(url.replace(':token', 'some-token')));

    test.each(QA_ROUTES.map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
      expect((await qa.app()).hasRoute({ method, url })).toBe(true);
      expect(reaches(method, url)).toBe(true);
    });
  });
});
