/**
 * What `max dev` serves from mock/: Umi's own loader (preset-umi getMockData, with the `mock` config of
 * .umirc.ts) must find exactly the routes the Fastify adapter serves (mock/_lib/allMocks.ts), answer
 * every call of ENDPOINTS, and not mistake the helpers in mock/_lib/ for mock files.
 */
import path from 'node:path';
import umirc from '../../.umirc';
import { allMocks } from '../../mock/_lib/allMocks';
import { parseMockKey } from '../../mock/_lib/fastifyAdapter';
import { ENDPOINTS } from '../../common/contract';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');

const ROOT = path.resolve(__dirname, '../..');

describe("Umi's mock loader", () => {
  const umiConfig = umirc as { mock?: { exclude?: string[]; include?: string[] } };
  const loaded: Record<string, { method: string; path: string; file: string }> = getMockData({ cwd: ROOT, mockConfig: umiConfig.mock ?? {} });
  const ids = Object.keys(loaded).sort();

  test('.umirc.ts keeps mock/_lib/ out of the mock files', () => {
    expect(umiConfig.mock?.exclude).toContain('mock/_lib/**');
    const files = new Set(Object.values(loaded).map((m) => path.relative(ROOT, m.file)));
    expect([...files].filter((f) => f.startsWith('mock/_lib'))).toEqual([]);
  });

  test('serves the same routes as the Fastify adapter', () => {
    const adapter = Object.keys(allMocks()).map((key) => {
      const { method, path: p } = parseMockKey(key);
      return `${method} ${p}`;
    });
    expect(ids).toEqual(adapter.sort());
  });

  test('answers every call of ENDPOINTS', () => {
    const missing = ENDPOINTS.filter((e) => !ids.includes(`${e.method} ${e.path}`)).map((e) => e.path);
    expect(missing).toEqual([]);
  });
});
