/**
 * The shared API contract (tests/contract/suite.ts) against the real server: a fresh app per reset with the
 * QA accounts seeded (SQLite, or PostgreSQL with TEST_DATABASE_URL). Login codes are captured from the SMS
 * sender, so the phone-login flow runs too.
 */
import { makeTestApp, type TestApp } from '../api/helpers';
import { runContractSuite } from './suite';
import type { ContractTarget } from './target';

async function serverTarget(): Promise<ContractTarget> {
  const codes = new Map<string, string>();
  const start = async () => {
    const app = await makeTestApp({ seedQa: true });
    app.app.sms.sendLoginCode = async (phone, code) => {
      codes.set(phone, code);
    };
    return app;
  };
  let t: TestApp = await start();
  return {
    inject: async (o) => {
      const r = await t.app.inject({ method: o.method as 'POST', url: o.url, payload: o.payload as string | Buffer | undefined, headers: o.headers });
      return { statusCode: r.statusCode, body: r.body, headers: r.headers, json: () => r.json() };
    },
    reset: async () => {
      await t.close();
      codes.clear();
      t = await start();
    },
    close: () => t.close(),
    captchaCode: async (phone) => codes.get(phone) ?? null,
  };
}

runContractSuite('server', serverTarget);
