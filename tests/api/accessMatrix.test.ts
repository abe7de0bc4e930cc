/**
 * Generated from ENDPOINTS: for every call, who gets in (administrator / a user holding exactly the granting
 * path / a user lacking it / anonymous), dead tokens (idle-expired, past absolute expiry, revoked) and a
 * wrong-typed body. Adding an endpoint to the registry adds its rows here.
 */
import routes from '../../config/routes';
import { allGatedPaths, pathsByKey, withAncestors } from '../../common/access/routeAccess';
import { ENDPOINTS, type Endpoint } from '../../common/contract/endpoints';
import { createUser } from '../../server/features/user/createUser';
import { hashToken } from '../../server/infra/auth/tokens';
import { expectApiError, msgKeyOf, statusOf } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { wrongTypedBody } from './schemaSamples';

let t: TestApp;
const endpoints: readonly Endpoint[] = ENDPOINTS;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // A non-administrator holding every gated path: admin-only calls must still refuse them.
  await createUser(t.db, t.clock.now(), { username: 'allpaths', password: 'AllPaths@12345', role: 'poweruser', paths: allGatedPaths(routes) });
  // One user per access key holding exactly the paths that grant it, and one holding everything else.
  const keys = [...new Set(endpoints.map((e) => e.access).filter((a) => a.startsWith('auth_')))];
  for (const key of keys) {
    const granting = pathsByKey(routes)[key];
    expect(granting?.length).toBeGreaterThan(0);
    await createUser(t.db, t.clock.now(), { username: `has_${key}`.slice(0, 32), password: 'Granted@12345', paths: withAncestors(routes, granting) });
    // board (issue 9): a key granted by a menu group (auth_tool_trade_realtime) comes with any page under it, so
    // the user lacking it holds no page under a granting path either.
    const others = allGatedPaths(routes).filter((p) => !granting.some((g) => p === g || p.startsWith(`${g}/`)));
    await createUser(t.db, t.clock.now(), { username: `lacks_${key}`.slice(0, 32), password: 'Lacking@12345', paths: others });
  }
});
afterAll(() => t?.close());

/** Fresh session per call: some calls (logout, revokeOthers) end the session that made them. */
const tokenOf = (username: string) => t.tokenFor(username);
const send = (e: Endpoint, token: string | null) => t.call(e.path, {}, token);

/** The login-expired 401: the envelope's `msg` is there, and empty (the spec's "401 without a message"). */
const isUnauthenticated = (r: { status: number; body: { msg?: string } }) => r.status === statusOf('unauthorized') && r.body.msg === '';
const isForbidden = (r: { status: number; body: { msg?: string; msgKey?: string } }) =>
  r.status === statusOf('forbidden') && typeof r.body.msg === 'string' && r.body.msg !== '' && r.body.msgKey === msgKeyOf('forbidden');

test('every ENDPOINTS entry is served', () => {
  for (const e of endpoints) expect([e.path, t.app.hasRoute({ method: e.method, url: e.path })]).toEqual([e.path, true]);
});

describe.each(endpoints.map((e) => [e.path, e] as const))('%s', (_path, e) => {
  if (e.access === 'public') {
    test('public: anonymous callers are served', async () => {
      const r = await send(e, null);
      expect(r.status).not.toBe(statusOf('unauthorized'));
      expect(r.status).toBeLessThan(statusOf('internal'));
    });
    return;
  }

  test('anonymous: 401 with an empty msg', async () => {
    expect(isUnauthenticated(await send(e, null))).toBe(true);
  });

  test('administrator: allowed', async () => {
    const r = await send(e, await tokenOf('admin'));
    expect(r.status).not.toBe(statusOf('unauthorized'));
    expect(r.status).toBeLessThan(statusOf('internal'));
  });

  test('granted user: allowed; user lacking the grant: 401 with msg', async () => {
    if (e.access === 'user') {
      const r = await send(e, await tokenOf('viewer'));
      expect(r.status).not.toBe(statusOf('unauthorized'));
      expect(r.status).toBeLessThan(statusOf('internal'));
      return;
    }
    if (e.access === 'admin') {
      expect(isForbidden(await send(e, await tokenOf('allpaths')))).toBe(true);
      expect(isForbidden(await send(e, await tokenOf('trader')))).toBe(true);
      return;
    }
    const granted = await send(e, await tokenOf(`has_${e.access}`.slice(0, 32)));
    expect(granted.status).not.toBe(statusOf('unauthorized'));
    expect(granted.status).toBeLessThan(statusOf('internal'));
    expect(isForbidden(await send(e, await tokenOf(`lacks_${e.access}`.slice(0, 32))))).toBe(true);
    expect(isForbidden(await send(e, await tokenOf('viewer')))).toBe(true);
  });

  test('idle-expired, absolutely expired and revoked tokens: 401 with an empty msg', async () => {
    const now = t.clock.now();
    const idle = await tokenOf('admin');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: now - 12 * 3_600_000 })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    const old = await tokenOf('admin');
    await t.db.updateTable('sessions').set({ expires_at: now }).where('token_hash', '=', hashToken(old)).execute();
    const revoked = await tokenOf('admin');
    expect((await t.call('/v1/user/logout', undefined, revoked)).status).toBe(200);
    for (const token of [idle, old, revoked]) expect(isUnauthenticated(await send(e, token))).toBe(true);
  });

  const bodySchema = e.body;
  if (bodySchema) {
    test('wrong-typed body: 400 naming every wrong field', async () => {
      const { body, wrong } = wrongTypedBody(bodySchema);
      const r = await t.call(e.path, body, e.access === 'public' ? null : await tokenOf('admin'));
      expectApiError(r, 'badRequest');
      expect(Object.keys(r.body.fields ?? {}).sort()).toEqual([...wrong].sort());
      const notObject = await t.call(e.path, [1, 2, 3], e.access === 'public' ? null : await tokenOf('admin'));
      expect(notObject.status).toBe(statusOf('badRequest'));
      expect(notObject.body.fields).toEqual({ body: 'api.field.type' });
    });
  }
});
