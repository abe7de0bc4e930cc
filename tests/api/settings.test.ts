/**
 * Settings calls: configuration values (dated), health, diagnostics, versions (the envelope carries the latest
 * published one), and the OpenAPI document (the MOC window records' call is tested in spotTradeRecord.test.ts).
 */
import { Value } from '@sinclair/typebox/value';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { ConfigValueEntry } from '../../common/contract/setting';
import { expectApiError, msgKeyOf, statusOf } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  viewer = await t.tokenFor('viewer');
});
afterAll(() => t?.close());

const shape = (path: string, body: unknown) => expect(Value.Check(Envelope(endpointByPath[path].data), body)).toBe(true);

describe('getConfigValue', () => {
  test('answers the value in force with its dated history; unknown names answer null', async () => {
    const res = await t.call(
      '/v1/setting/getConfigValue',
      { keys: ['tradingDaysPerYear', 'periodsPerYear', 'fxSource', 'fuBblPerTonne', 'noSuchName'] },
      viewer,
    );
    expect(res.status).toBe(200);
    shape('/v1/setting/getConfigValue', res.body);
    const d = res.body.data;
    for (const name of ['tradingDaysPerYear', 'periodsPerYear', 'fxSource', 'fuBblPerTonne']) expect(Value.Check(ConfigValueEntry, d[name])).toBe(true);
    // The fake clock is 2025-04-01: the 2025 row is in force.
    expect(d.tradingDaysPerYear).toMatchObject({
      value: 243,
      validFrom: '2025-01-01',
      history: [
        { validFrom: '2022-01-01', value: 242 },
        { validFrom: '2025-01-01', value: 243 },
      ],
    });
    expect(d.periodsPerYear).toMatchObject({ value: 252 });
    expect(d.fxSource).toMatchObject({ value: 'onshore' });
    expect(d.fuBblPerTonne).toMatchObject({ value: 6.35, unit: 'bbl/t' });
    expect(d.noSuchName).toBeNull();
  });

  test('the value in force follows the date', async () => {
    const now = t.clock.now();
    t.clock.set(Date.UTC(2018, 5, 1));
    const res = await t.call('/v1/setting/getConfigValue', { keys: ['vatGeneral', 'vatLpg'] }, viewer);
    t.clock.set(now);
    expect(res.body.data.vatGeneral).toMatchObject({ value: 0.16 });
    expect(res.body.data.vatLpg).toMatchObject({ value: 0.1 });
  });

  test('needs at least one name', async () => {
    const res = await t.call('/v1/setting/getConfigValue', { keys: [] }, viewer);
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body.fields).toEqual({ keys: 'api.field.tooShort' });
  });
});

describe('health and diagnostics', () => {
  test('healthyCheck is public and makes a database round trip', async () => {
    const res = await t.call('/v1/setting/healthyCheck');
    expect(res.status).toBe(200);
    shape('/v1/setting/healthyCheck', res.body);
    expect(res.body.data).toMatchObject({ ok: true, database: t.dbKind, time: t.clock.now() });
  });

  test('healthyCheck answers 503 when the database is gone', async () => {
    const broken = await makeTestApp();
    await broken.db.destroy();
    const res = await broken.call('/v1/setting/healthyCheck');
    expectApiError(res, 'unavailable');
    await broken.close();
  });

  test('test answers the caller, database and storage', async () => {
    const res = await t.call('/v1/setting/test', undefined, admin);
    shape('/v1/setting/test', res.body);
    expect(res.body.data).toMatchObject({ username: 'admin', role: 'admin', node: process.version });
    expect(res.body.data.database).toBe(t.dbKind);
    expect(res.body.data.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(res.body.data.storage).toMatch(/^local \(/);
  });
});

describe('versions', () => {
  test('the initial version is the build version; version/set publishes a new one that every envelope then carries', async () => {
    const first = await t.call('/v1/setting/version', undefined, viewer);
    shape('/v1/setting/version', first.body);
    expect(first.body.data.version).toBe('20250401.3');
    expect(first.body.version).toBe('20250401.3');

    t.clock.advance(1000);
    const set = await t.call('/v1/setting/version/set', { version: '20250501.1', note: '五月发布' }, admin);
    expect(set.status).toBe(200);
    shape('/v1/setting/version/set', set.body);
    expect(set.body.data).toMatchObject({ version: '20250501.1', note: '五月发布', authorName: 'admin', createdAt: t.clock.now() });
    expect(set.body.version).toBe('20250501.1');
    expect((await t.call('/v1/user/user_info', undefined, viewer)).body.version).toBe('20250501.1');
    expect((await t.call('/v1/nope')).body.version).toBe('20250501.1');
    expect((await t.call('/v1/setting/version', undefined, viewer)).body.data).toEqual({ version: '20250501.1', publishedAt: t.clock.now() });
  });

  test('updateHistory pages newest first', async () => {
    for (let i = 2; i <= 12; i += 1) {
      t.clock.advance(1000);
      await t.call('/v1/setting/version/set', { version: `20250501.${i}` }, admin);
    }
    const page = await t.call('/v1/setting/version/updateHistory', {}, viewer);
    shape('/v1/setting/version/updateHistory', page.body);
    expect(page.body.data).toMatchObject({ total: 13, current: 1, pageSize: 10 });
    expect(page.body.data.list[0].version).toBe('20250501.12');
    const last = await t.call('/v1/setting/version/updateHistory', { current: 2 }, viewer);
    expect(last.body.data.list.map((v: { version: string }) => v.version)).toEqual(['20250501.2', '20250501.1', '20250401.3']);
  });

  test("the server's own note of the initial version comes with a locale key; an administrator's note never does", async () => {
    t.clock.advance(1000);
    await t.call('/v1/setting/version/set', { version: '20250601.1', note: 'Initial version (build version at first start)' }, admin);
    const page = await t.call('/v1/setting/version/updateHistory', { pageSize: 100 }, viewer);
    shape('/v1/setting/version/updateHistory', page.body);
    const noteKeys = Object.fromEntries(page.body.data.list.map((v: { version: string; noteKey?: string }) => [v.version, v.noteKey ?? null]));
    expect([noteKeys['20250601.1'], noteKeys['20250401.3']]).toEqual([null, 'api.note.initialVersion']);
  });

  test('version/set is for administrators and validates the version string', async () => {
    expect((await t.call('/v1/setting/version/set', { version: '1.0' }, viewer)).status).toBe(statusOf('forbidden'));
    const bad = await t.call('/v1/setting/version/set', { version: '../1' }, admin);
    expect(bad.status).toBe(statusOf('versionFormat'));
    expect(bad.body.fields).toEqual({ version: msgKeyOf('versionFormat') });
  });
});

describe('OpenAPI', () => {
  test('/v1/openapi.json documents every ENDPOINTS call with its body schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    for (const path of Object.keys(endpointByPath)) {
      expect([path, Boolean(doc.paths[path]?.post)]).toEqual([path, true]);
    }
    expect(doc.paths['/v1/user/password_login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/v1/user/user_info'].post.security).toEqual([{ bearer: [] }]);
  });
});
