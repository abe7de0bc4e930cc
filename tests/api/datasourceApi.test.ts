/**
 * The data-source calls through fastify.inject (SQLite, or PostgreSQL with TEST_DATABASE_URL): checkHealth, updates
 * from dropped and uploaded CSV files, history, staleness, connector settings and credentials, schedules, stuck-run
 * reset, Kpler reports, the index cache, bad input and access.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { ENDPOINTS } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { SOURCE_NAMES } from '../../common/contract/datasource';
import { LOW_FREQ_PREFIX as LOW } from '../../common/contract/paths';
import { importDir } from '../../server/features/datasource/connectors/csvImportConnector';
import { createDataSourceDeps } from '../../server/features/datasource/deps';
import { evaluateAllHealth } from '../../server/features/datasource/healthStore';
import { startRun } from '../../server/features/datasource/runLog';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError, statusOf } from './apiErrors';
import { PUBLIC_SERIES } from '../../server/features/marketData/publicHistories';
import { type CallData, makeTestApp, must, type TestApp } from './helpers';

/** The rows the data-source imports wrote: the public EIA/FRED histories the server imports on start are left out. */
const importedRows = (app: TestApp) =>
  app.db.selectFrom('ds_observations').where(
    'source',
    'not in',
    PUBLIC_SERIES.map((s) => s.source),
  );

const H = 3_600_000;
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let admin: string;
let dsUser: string;
let trader: string;

beforeEach(async () => {
  t = await makeTestApp({ seedQa: true });
  await createUser(t.db, t.clock.now(), {
    username: 'analyst',
    password: 'Analyst@12345',
    name: 'Ana Lyst',
    paths: ['/list/datasource', '/tool/calculator/warehouseCargoLocData'],
  });
  admin = await t.login('admin', 'Admin@12345');
  dsUser = await t.login('analyst', 'Analyst@12345');
  trader = await t.login('trader', 'Trader@12345');
});
afterEach(() => t.close());

function drop(source: string, name: string, text: string): string {
  const dir = importDir(t.dataDir, source);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const stateOf = (status: unknown, source: string) => (status as Record<string, string>)[source];

/** The envelope matches the data schema ENDPOINTS declares for the call. */
function expectContract(url: string, body: unknown) {
  const endpoint = must(
    ENDPOINTS.find((e) => e.path === url),
    `the declaration of ${url}`,
  );
  expect([...Value.Errors(Envelope(endpoint.data), body)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
}

async function ok<P extends string>(url: P, body: unknown, token: string): Promise<CallData<P>> {
  const res = await t.call(url, body, token);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  expectContract(url, res.body);
  return res.body.data;
}

describe('checkHealth', () => {
  test('empty database: all nine UNKNOWN in the envelope status, details in data, for any signed-in user', async () => {
    const res = await t.call(`${LOW}/source/get/checkHealth`, undefined, trader);
    expect(res.status).toBe(200);
    expectContract(`${LOW}/source/get/checkHealth`, res.body);
    expect(res.body.code).toBe(200);
    expect(res.body.status).toEqual(Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'UNKNOWN'])));
    expect(res.body.data.map((d: { source: string }) => d.source)).toEqual([...SOURCE_NAMES]);
    expect(res.body.data.every((d: { lastUpdate: unknown }) => d.lastUpdate === null)).toBe(true);
    expect(typeof res.body.version).toBe('string');
  });

  test('without a token: 401 without msg', async () => {
    const res = await t.call(`${LOW}/source/get/checkHealth`);
    expectApiError(res, 'unauthorized');
    expect(res.body.msg).toBe('');
  });
});

describe('updates', () => {
  test('a dropped CSV makes the source OK; the run is in the history; a second run is skipped', async () => {
    const dir = drop('wind', 'daily.csv', 'series,date,value,unit\nM0001,2025-03-31,101.5,index\nM0001,2025-04-01,102,index\n');
    const run = await ok(`${LOW}/source/update/wind`, { note: 'after vendor mail' }, dsUser);
    expect(run).toMatchObject({ source: 'wind', trigger: 'manual', state: 'success', rows: 2, actorName: 'Ana Lyst', note: 'after vendor mail' });
    expect(fs.readdirSync(path.join(dir, 'done'))).toEqual(['daily.csv']);

    const health = await t.call(`${LOW}/source/get/checkHealth`, undefined, trader);
    expect(health.body.status as object).toMatchObject({ wind: 'OK', bloomberg: 'UNKNOWN' });
    expect(health.body.data.find((d: { source: string }) => d.source === 'wind')).toMatchObject({ state: 'OK', lastUpdate: t.clock.now() });

    t.clock.advance(60_000);
    const skipped = await ok(`${LOW}/source/update/wind`, {}, dsUser);
    expect(skipped).toMatchObject({ state: 'skipped', rows: 0 });

    const history = await ok(`${LOW}/source/scheduler/history`, { source: 'wind', pageSize: 10 }, dsUser);
    expect(history.total).toBe(2);
    expect(history.list.map((r: { id: string }) => r.id)).toEqual([skipped.id, run.id]);
    const other = await ok(`${LOW}/source/scheduler/history`, { source: 'platts' }, dsUser);
    expect(other).toEqual({ list: [], total: 0, current: 1, pageSize: 10 });
  });

  test('a malformed CSV records a failed run with the line number and turns the source ERROR', async () => {
    drop('platts', 'mops.csv', 'series,date,value\nAAOVQ00,2025-04-01,612.25\nAAOVQ00,2025-04-02,six hundred\n');
    const run = await ok(`${LOW}/source/update/platts`, {}, dsUser);
    expect(run).toMatchObject({ state: 'failed', message: 'mops.csv line 3: value "six hundred" is not a number', messageKey: 'datasource.run.csvInvalid' });
    const health = await t.call(`${LOW}/source/get/checkHealth`, undefined, trader);
    expect(stateOf(health.body.status, 'platts')).toBe('ERROR');
  });

  test('a stale source becomes WARN when the evaluator runs; checkHealth itself only reads', async () => {
    drop('curveSeries', 'c.csv', 'series,date,value\nBrent.M1,2025-04-01,74.2\n');
    await ok(`${LOW}/source/update/curveSeries`, {}, dsUser);
    t.clock.advance(29 * H);
    trader = await t.tokenFor('trader'); // the earlier session idled out meanwhile
    const before = await t.call(`${LOW}/source/get/checkHealth`, undefined, trader);
    expect(stateOf(before.body.status, 'curveSeries')).toBe('OK');
    // What the app's health timer runs every minute.
    await evaluateAllHealth(createDataSourceDeps({ db: t.db, dataDir: t.dataDir, secretKey: t.config.secretKey, log: quietLog, now: t.clock.now }));
    const after = await t.call(`${LOW}/source/get/checkHealth`, undefined, trader);
    expect(stateOf(after.body.status, 'curveSeries')).toBe('WARN');
    expect(
      must(
        after.body.data.find((d: { source: string }) => d.source === 'curveSeries'),
        'curveSeries in checkHealth',
      ).message,
    ).toBe('No update for 29.0 h (warning after 28.0 h)');
  });

  test('a CSV uploaded through the file area is imported with trigger upload; others cannot use it', async () => {
    const csv = 'series,date,value\nHRB400,2025-04-01,3280\n';
    const token = await ok('/v1/user/oss/upload/getToken', { filename: 'steel.csv', size: Buffer.byteLength(csv) }, admin);
    const put = await t.app.inject({ method: 'PUT', url: token.url, headers: token.headers, payload: csv });
    expect(put.statusCode).toBe(200);
    const run = await ok(`${LOW}/source/update/mySteel`, { fileId: token.fileId }, admin);
    expect(run).toMatchObject({ trigger: 'upload', state: 'success', rows: 1 });
    expect(run.message).toContain('steel.csv');
    const stored = await importedRows(t).select(['source', 'series_id', 'value']).execute();
    expect(stored.map((r) => [r.source, r.series_id, Number(r.value)])).toEqual([['mySteel', 'HRB400', 3280]]);

    const notMine = await t.call(`${LOW}/source/update/mySteel`, { fileId: token.fileId }, dsUser);
    expect(notMine.status).toBe(statusOf('notFound'));
    const missing = await t.call(`${LOW}/source/update/mySteel`, { fileId: 'nope' }, admin);
    expect(missing.status).toBe(statusOf('notFound'));
  });

  test('a second run while one is going answers 409', async () => {
    const deps = createDataSourceDeps({ db: t.db, dataDir: t.dataDir, secretKey: t.config.secretKey, log: quietLog, now: t.clock.now });
    await startRun(deps, 'ccf', 'schedule', 'scheduler', '');
    const res = await t.call(`${LOW}/source/update/ccf`, {}, dsUser);
    expectApiError(res, 'runInProgress');
  });
});

describe('scheduler', () => {
  test('reset clears runs stuck past the timeout (and only those) and frees the source', async () => {
    const deps = createDataSourceDeps({ db: t.db, dataDir: t.dataDir, secretKey: t.config.secretKey, log: quietLog, now: t.clock.now });
    await startRun(deps, 'bloomberg', 'schedule', 'scheduler', '');
    expect(await ok(`${LOW}/source/scheduler/reset`, {}, admin)).toEqual({ reset: [] });
    t.clock.advance(deps.runTimeoutMs + 60_000);
    expect(await ok(`${LOW}/source/scheduler/reset`, { source: 'bloomberg' }, admin)).toEqual({ reset: ['bloomberg'] });
    const history = await ok(`${LOW}/source/scheduler/history`, { source: 'bloomberg' }, dsUser);
    expect(history.list[0]).toMatchObject({ state: 'failed', messageKey: 'datasource.run.stuck' });
    expect((await ok(`${LOW}/source/update/bloomberg`, {}, dsUser)).state).toBe('skipped');
  });

  test('cron/nextTime: a given expression, one source, or every source', async () => {
    t.clock.set(Date.UTC(2025, 3, 4, 12, 0, 0)); // Friday 20:00 in Shanghai
    dsUser = await t.tokenFor('analyst');
    const given = await ok(`${LOW}/source/cron/nextTime`, { cron: '0 9 * * 1-5', count: 2 }, dsUser);
    expect(given).toEqual([{ source: null, cron: '0 9 * * 1-5', nextTimes: [Date.UTC(2025, 3, 7, 1), Date.UTC(2025, 3, 8, 1)] }]);
    const cftc = await ok(`${LOW}/source/cron/nextTime`, { source: 'cftc', count: 1 }, dsUser);
    expect(cftc).toEqual([{ source: 'cftc', cron: '0 6 * * 6', nextTimes: [Date.UTC(2025, 3, 4, 22)] }]);
    const all = await ok(`${LOW}/source/cron/nextTime`, {}, dsUser);
    expect(all.map((x) => [x.source, x.nextTimes.length])).toEqual(SOURCE_NAMES.map((s) => [s, 5]));
  });

  test('traceUpdated: last update and last run per source; no next run while this server does not schedule', async () => {
    drop('smm', 's.csv', 'series,date,value\nCu.SMM1,2025-04-01,77000\n');
    const run = await ok(`${LOW}/source/update/bloomberg`, {}, dsUser);
    const trace = await ok(`${LOW}/source/cron/traceUpdated`, undefined, dsUser);
    expect(trace.map((x: { source: string }) => x.source)).toEqual([...SOURCE_NAMES]);
    expect(trace.find((x: { source: string }) => x.source === 'bloomberg')).toEqual({ source: 'bloomberg', lastUpdate: null, lastRun: run, nextRun: null });
    expect(trace.find((x: { source: string }) => x.source === 'wind')).toEqual({ source: 'wind', lastUpdate: null, lastRun: null, nextRun: null });
  });
});

describe('connector status and credentials', () => {
  test('status lists every source with its CSV-import connector, where to drop files, and defaults', async () => {
    const list = await ok(`${LOW}/source/update/status`, {}, dsUser);
    expect(list.map((s: { source: string }) => s.source)).toEqual([...SOURCE_NAMES]);
    expect(list.find((s: { source: string }) => s.source === 'cftc')).toMatchObject({
      connector: 'csv-import',
      kind: 'file-import',
      enabled: true,
      hasCredentials: false,
      cron: '0 6 * * 6',
      warnAfterHours: 192,
      importDir: path.join(t.dataDir, 'imports', 'cftc'),
      // Issue 18: an optional `released` column dates a weekly/monthly value at its publication.
      csvHeader: 'series,date,value[,unit][,released]',
    });
    expect(list.find((s: { source: string }) => s.source === 'kpler')).toMatchObject({ warnAfterHours: 2, csvHeader: 'date,location,product,volume[,kind]' });
    expect(list[0].note).toContain(path.join(t.dataDir, 'imports', 'wind'));
  });

  test('an administrator changes schedule and thresholds; they are stored and re-evaluate health', async () => {
    drop('wind', 'w.csv', 'series,date,value\nX,2025-04-01,1\n');
    await ok(`${LOW}/source/update/wind`, {}, dsUser);
    t.clock.advance(3 * H);
    const [changed] = await ok(
      `${LOW}/source/update/status`,
      { source: 'wind', cron: '30 17 * * 1-5', warnAfterHours: 2, errorAfterHours: 48, enabled: false },
      admin,
    );
    expect(changed).toMatchObject({ source: 'wind', cron: '30 17 * * 1-5', warnAfterHours: 2, errorAfterHours: 48, enabled: false });
    expect(stateOf((await t.call(`${LOW}/source/get/checkHealth`, undefined, trader)).body.status, 'wind')).toBe('WARN');
    const [reread] = await ok(`${LOW}/source/update/status`, { source: 'wind' }, dsUser);
    expect(reread).toMatchObject({ cron: '30 17 * * 1-5', warnAfterHours: 2, enabled: false });
  });

  test('settings changes: bad values answer 400 with the field; non-administrators 401 with msg', async () => {
    const badCron = await t.call(`${LOW}/source/update/status`, { source: 'wind', cron: '99 * * * *' }, admin);
    expect(badCron.status).toBe(statusOf('badRequest'));
    expect(badCron.body.fields).toEqual({ cron: 'api.field.invalid' });
    const inverted = await t.call(`${LOW}/source/update/status`, { source: 'wind', warnAfterHours: 100 }, admin);
    expect(inverted.status).toBe(statusOf('badRequest'));
    expect(inverted.body.fields).toEqual({ warnAfterHours: 'api.field.outOfRange' });
    const noSource = await t.call(`${LOW}/source/update/status`, { enabled: false }, admin);
    expect(noSource.status).toBe(statusOf('badRequest'));
    expect(noSource.body.fields).toEqual({ source: 'api.field.required' });
    const notAdmin = await t.call(`${LOW}/source/update/status`, { source: 'wind', enabled: false }, dsUser);
    expectApiError(notAdmin, 'forbidden');
    expect(notAdmin.body.msg).toBeTruthy();
  });

  test('token stores credentials encrypted and never echoes them', async () => {
    const res = await t.call(`${LOW}/source/update/token`, { source: 'kpler', credentials: { apiKey: 'kp-SECRET-123', user: 'desk@example.com' } }, admin);
    expect(res.status).toBe(200);
    expectContract(`${LOW}/source/update/token`, res.body);
    expect(res.body.data).toEqual({ source: 'kpler', hasCredentials: true, updatedAt: t.clock.now() });
    expect(JSON.stringify(res.body)).not.toContain('kp-SECRET');
    const status = await t.call(`${LOW}/source/update/status`, { source: 'kpler' }, dsUser);
    expect(status.body.data[0].hasCredentials).toBe(true);
    expect(JSON.stringify(status.body)).not.toContain('kp-SECRET');
    const row = await t.db.selectFrom('ds_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain('kp-SECRET');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'datasource.token').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).not.toContain('kp-SECRET');

    const cleared = await ok(`${LOW}/source/update/token`, { source: 'kpler', credentials: {} }, admin);
    expect(cleared.hasCredentials).toBe(false);
    const denied = await t.call(`${LOW}/source/update/token`, { source: 'kpler', credentials: { apiKey: 'x' } }, dsUser);
    expectApiError(denied, 'forbidden');
    expect(denied.body.msg).toBeTruthy();
  });
});

describe('Kpler', () => {
  const flows = [
    'date,location,product,volume,kind',
    '2025-03-30,Rotterdam,Diesel,1200,port',
    '2025-03-31,Rotterdam,Diesel,800,port',
    '2025-03-31,Rotterdam,Jet,300,port',
    '2025-03-31,Rijeka,Diesel,50,port',
  ].join('\n');

  test('import, search a location, generate a daily report, get it back; the cache reset answers its size', async () => {
    drop('kpler', 'flows.csv', flows);
    expect(await ok(`${LOW}/source/update/kpler`, {}, dsUser)).toMatchObject({ state: 'success', rows: 4 });
    const found = await ok(`${LOW}/source/kpler/search/location`, { keyword: 'r' }, dsUser);
    expect(found).toEqual([
      { name: 'Rotterdam', kind: 'port', rows: 3 },
      { name: 'Rijeka', kind: 'port', rows: 1 },
    ]);
    expect(await ok(`${LOW}/source/kpler/search/location`, { keyword: 'rott', limit: 1 }, dsUser)).toHaveLength(1);

    const report = await ok(`${LOW}/source/kpler/generate`, { location: 'Rotterdam', product: 'Diesel', from: '2025-03-01', to: '2025-03-31' }, dsUser);
    expect(report).toMatchObject({
      location: 'Rotterdam',
      product: 'Diesel',
      rows: [
        { date: '2025-03-30', volume: 1200 },
        { date: '2025-03-31', volume: 800 },
      ],
      total: 2000,
    });
    expect(await ok(`${LOW}/source/kpler/get`, { id: report.id }, dsUser)).toEqual(report);
    const allProducts = await ok(`${LOW}/source/kpler/generate`, { location: 'rotterdam', from: '2025-03-31', to: '2025-03-31' }, dsUser);
    expect(allProducts).toMatchObject({ product: '', rows: [{ date: '2025-03-31', volume: 1100 }], total: 1100 });

    expect(await ok(`${LOW}/dbIndexCache/reset`, undefined, admin)).toEqual({ cleared: 2 });
    expect(await ok(`${LOW}/dbIndexCache/reset`, undefined, admin)).toEqual({ cleared: 0 });
  });

  test('bad or empty requests: 400 with fields, 404 for no data or an unknown report', async () => {
    const reversed = await t.call(`${LOW}/source/kpler/generate`, { location: 'Rotterdam', from: '2025-04-02', to: '2025-04-01' }, dsUser);
    expect(reversed.status).toBe(statusOf('badRequest'));
    expect(reversed.body.fields).toEqual({ to: 'api.field.outOfRange' });
    const notADay = await t.call(`${LOW}/source/kpler/generate`, { location: 'Rotterdam', from: '2025-02-30', to: '2025-03-01' }, dsUser);
    expect(notADay.status).toBe(statusOf('badRequest'));
    expect(notADay.body.fields).toEqual({ from: 'api.field.invalid' });
    const badPattern = await t.call(`${LOW}/source/kpler/generate`, { location: 'Rotterdam', from: '1 April', to: '2025-03-01' }, dsUser);
    expect(badPattern.status).toBe(statusOf('badRequest'));
    expect(Object.keys(badPattern.body.fields ?? {})).toEqual(['from']);
    const noData = await t.call(`${LOW}/source/kpler/generate`, { location: 'Nowhere', from: '2025-01-01', to: '2025-01-31' }, dsUser);
    expectApiError(noData, 'kplerNoData');
    const unknown = await t.call(`${LOW}/source/kpler/get`, { id: 'does-not-exist' }, dsUser);
    expect(unknown.status).toBe(statusOf('notFound'));
  });
});

describe('bad input and access', () => {
  test.each([
    ['source/cron/nextTime', { cron: 'every day at nine' }, 'cron'],
    ['source/cron/nextTime', { count: 0 }, 'count'],
    ['source/scheduler/history', { pageSize: 0 }, 'pageSize'],
    ['source/scheduler/history', { source: 'reuters' }, 'source'],
    ['source/update/wind', { note: 'x'.repeat(501) }, 'note'],
  ])('%s %j: 400 naming %s', async (call, body, field) => {
    const res = await t.call(`${LOW}/${call}`, body, dsUser);
    expect(res.status).toBe(statusOf('badRequest'));
    expect(res.body).toMatchObject({ code: statusOf('badRequest'), status: 'fail' });
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });

  test('a malformed JSON body is a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${LOW}/source/cron/nextTime`,
      headers: { authorization: `Bearer ${dsUser}`, 'content-type': 'application/json' },
      payload: '{"cron": ',
    });
    expect(res.statusCode).toBe(statusOf('badRequest'));
  });

  test('a trader without /list/datasource gets 401 with msg; checkHealth stays open to them', async () => {
    for (const call of ['source/update/status', 'source/update/wind', 'source/scheduler/history', 'source/kpler/search/location']) {
      const res = await t.call(`${LOW}/${call}`, { keyword: 'x' }, trader);
      expect([call, res.status, typeof res.body.msg]).toEqual([call, statusOf('forbidden'), 'string']);
    }
    expect((await t.call(`${LOW}/source/get/checkHealth`, undefined, trader)).status).toBe(200);
  });
});
