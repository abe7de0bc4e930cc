/**
 * The mock as a contract-suite target: the Umi mock objects on Fastify (mock/_lib/fastifyAdapter.ts),
 * reset through the mock's own POST /__mock/reset control.
 */
import { MOCK_CAPTCHA } from '../../mock/_lib/accounts';
import { allMocks } from '../../mock/_lib/allMocks';
import { buildMockApp } from '../../mock/_lib/fastifyAdapter';
import type { ContractTarget, InjectOptions } from './target';

export async function makeMockTarget(): Promise<ContractTarget> {
  const app = await buildMockApp({ mocks: allMocks() });
  await app.ready();
  const inject = async (opts: InjectOptions) => {
    const response = await app.inject({ method: opts.method as 'POST', url: opts.url, payload: opts.payload as string, headers: opts.headers });
    return { statusCode: response.statusCode, headers: response.headers, body: response.body, json: () => response.json() };
  };
  return {
    inject,
    reset: async () => {
      const response = await inject({ method: 'POST', url: '/__mock/reset' });
      if (response.statusCode !== 200) throw new Error(`mock reset failed: ${response.statusCode} ${response.body}`);
    },
    close: () => app.close(),
    captchaCode: async () => MOCK_CAPTCHA,
  };
}
