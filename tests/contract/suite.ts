/**
 * The API contract, run against any target (the mock through the Umi mock entry: mock.test.ts; the server:
 * server.test.ts). For EVERY endpoint of ENDPOINTS: a success answer matches Envelope(endpoint.data); the access
 * matrix (administrator / granted / not granted / anonymous) answers as docs/spec-reference.md#8-error-catalogue says; a
 * wrong-typed or malformed body answers 400 with msgKey and fields, never 500. Then the main flows
 * (flows.ts). Only the QA accounts admin, trader and viewer are used.
 *
 * Phone logins read the code through the target's `captchaCode` hook (the mock's fixed code stands for the one
 * its server sent, the server's test SMS sender captures its random one). Left out: rate limits (the mock raises
 * them out of reach) and lockout timing (a fake clock on one target only). Kpler reports succeed only where the
 * target holds Kpler flows (the mock's sample rows); elsewhere their "no data" answer is checked.
 */
import routes from '../../config/routes';
import { hasAccessKey, pathsByKey, toAccessEntries, withSharedKeys } from '../../common/access/routeAccess';
import { ENDPOINTS, Envelope, type Endpoint, type EndpointPath } from '../../common/contract';
import { expectAllowed, expectErrorEnvelope, expectForbidden, expectMatches, expectStatus, expectUnauthorized } from './client';
import { SuiteContext } from './context';
import { contractFlows } from './flows';
import { QA_TRADER_PATHS } from './qaAccounts';
import { SUCCESS_RECIPES, isExpectedError } from './recipes';
import { ENDPOINTS_WITH_BODY, sampleBody, wrongTypedBody } from './samples';
import type { ContractTarget } from './target';

export type { ContractTarget } from './target';

const CHECK_HEALTH = '/v1/finData/lowFreqData/source/get/checkHealth';

const TRADER_ENTRIES = toAccessEntries(routes, withSharedKeys(routes, QA_TRADER_PATHS));
const traderHolds = (key: string) => hasAccessKey(routes, TRADER_ENTRIES, key);

export interface SuiteParts {
  /**
   * The access matrix and the bad-input answers: rules of the server itself. The mock mounts the very same server
   * (mock/README.md), so they run once, through the server (server.test.ts); the mock's run proves that its entry
   * passes every call through (every success answer, the flows) without repeating the server's own rules.
   */
  serverRules: boolean;
}

export function runContractSuite(name: string, makeTarget: () => Promise<ContractTarget>, parts: SuiteParts = { serverRules: true }) {
  describe(`API contract: ${name}`, () => {
    let target: ContractTarget;
    const s = () => ctx;
    let ctx: SuiteContext;
    beforeAll(async () => {
      target = await makeTarget();
      ctx = new SuiteContext(target);
    });
    afterAll(async () => {
      await target?.close();
    });

    describe('the suite covers every endpoint', () => {
      test.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s has a valid sample body and a success recipe', (_path, endpoint: Endpoint) => {
        expect(SUCCESS_RECIPES[endpoint.path as EndpointPath]).toBeDefined();
        if (endpoint.body) expectMatches(endpoint.body, sampleBody(endpoint.path), `sample body of ${endpoint.path}`);
      });
    });

    describe('success answers match Envelope(endpoint.data)', () => {
      beforeAll(() => ctx.start());
      test.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s', async (path, endpoint: Endpoint) => {
        const result = await SUCCESS_RECIPES[path as EndpointPath](s());
        if (isExpectedError(result)) return expectErrorEnvelope(result.res, result.status, result.msgKey, path);
        const res = result;
        expectStatus(res, 200, path);
        const json = res.json();
        expectMatches(Envelope(endpoint.data), json, `answer of ${path}`);
        expect(json.code).toBe(200);
        if (path === CHECK_HEALTH) expect(typeof json.status).toBe('object');
        else expect(json.status).toBe('success');
      });
    });

    function describeServerRules() {
      describe('access matrix: administrator / granted / not granted / anonymous', () => {
        beforeAll(() => ctx.start());

        /** Call with the endpoint's sample; `logout` gets a session of its own since it ends it. */
        const callAs = async (endpoint: Endpoint, who: 'admin' | 'trader' | 'viewer' | null) => {
          const token = who === null ? null : endpoint.path === '/v1/user/logout' ? await ctx.freshToken(who) : ctx.tokens[who];
          return ctx.client.call(endpoint.path, endpoint.body ? sampleBody(endpoint.path) : undefined, token);
        };
        const setViewerPaths = (paths: string[]) => ctx.client.ok('/v1/user/access/set', { userId: ctx.ids.viewer, paths }, ctx.tokens.admin);

        test.each(ENDPOINTS.map((e) => [e.path, e.access, e] as const))('%s (%s)', async (path, access, endpoint: Endpoint) => {
          const anonymous = await callAs(endpoint, null);
          if (access === 'public') expectAllowed(anonymous, `anonymous ${path}`);
          else expectUnauthorized(anonymous, `anonymous ${path}`);

          expectAllowed(await callAs(endpoint, 'admin'), `admin ${path}`);

          if (access === 'public' || access === 'user') {
            expectAllowed(await callAs(endpoint, 'trader'), `trader ${path}`);
            expectAllowed(await callAs(endpoint, 'viewer'), `viewer ${path}`);
          } else if (access === 'admin') {
            expectForbidden(await callAs(endpoint, 'trader'), `trader ${path}`);
            expectForbidden(await callAs(endpoint, 'viewer'), `viewer ${path}`);
          } else {
            const traderRes = await callAs(endpoint, 'trader');
            if (traderHolds(access)) expectAllowed(traderRes, `trader ${path}`);
            else expectForbidden(traderRes, `trader ${path}`);
            // The viewer holds nothing; granting the key's path lets it through, taking it back refuses again.
            expectForbidden(await callAs(endpoint, 'viewer'), `viewer ${path} before the grant`);
            await setViewerPaths([pathsByKey(routes)[access][0]]);
            expectAllowed(await callAs(endpoint, 'viewer'), `viewer ${path} with ${access}`);
            await setViewerPaths([]);
            expectForbidden(await callAs(endpoint, 'viewer'), `viewer ${path} after the grant was taken back`);
          }
        });
      });

      describe('bad input answers 400 with msgKey and fields, never 500', () => {
        beforeAll(() => ctx.start());

        test.each(ENDPOINTS_WITH_BODY.map((e) => [e.path, e.body] as const))('%s', async (path, body) => {
          const wrong = wrongTypedBody(body);
          const res = await ctx.client.call(path, wrong, ctx.tokens.admin);
          expectErrorEnvelope(res, 400, 'api.error.badRequest', `wrong-typed body for ${path}`);
          const fields = res.json().fields as Record<string, string>;
          expect(Object.keys(fields ?? {}).length).toBeGreaterThan(0);
          // Field names are dotted paths of the body (`records.0.price`), starting at a property of the schema.
          expect(Object.keys(fields).some((f) => f.split('.')[0] in wrong)).toBe(true);

          for (const [label, payload] of [
            ['an array', []],
            ['a bare string', '"text"'],
            ['malformed JSON', '{"oops": '],
          ] as const) {
            const r = await ctx.target.inject({
              method: 'POST',
              url: path,
              payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
              headers: { authorization: `Bearer ${ctx.tokens.admin}`, 'content-type': 'application/json' },
            });
            expectErrorEnvelope(r, 400, 'api.error.badRequest', `${label} as body of ${path}`);
          }
        });

        test.each(ENDPOINTS.filter((e) => e.body === null).map((e) => [e.path] as const))('%s (no body) survives a junk body', async (path) => {
          const res = await ctx.target.inject({
            method: 'POST',
            url: path,
            payload: '{"oops": ',
            headers: { authorization: `Bearer ${await ctx.freshToken('admin')}`, 'content-type': 'application/json' },
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof res.json().code).toBe('number');
        });

        test('an unknown API path answers a 404 envelope', async () => {
          expectErrorEnvelope(await ctx.client.call('/v1/no/such/call', {}, ctx.tokens.admin), 404, 'api.error.notFound', 'unknown path');
        });
      });
    }

    // Not declared at all on a run without them (not skipped: nothing is left unrun by mistake).
    if (parts.serverRules) describeServerRules();

    contractFlows(() => ctx);
  });
}
