/**
 * The data-source jobs against a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): CSV import runs,
 * run lock and stuck runs, stored health, Kpler reports, credentials, and a vendor connector dropped in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { registerConnector } from '../../server/features/datasource/connectors';
import { importDir } from '../../server/features/datasource/connectors/csvImportConnector';
import type { Connector } from '../../server/features/datasource/connectors/connector';
import { readCredentials, setCredentials } from '../../server/features/datasource/credentialStore';
import { createDataSourceDeps, type DataSourceDeps } from '../../server/features/datasource/deps';
import { evaluateAllHealth, readStoredHealth } from '../../server/features/datasource/healthStore';
import { generateReport, getReport, KplerNoDataError, searchLocations } from '../../server/features/datasource/kplerReports';
import { clearStuckRuns, runHistory, RunInProgressError, startRun } from '../../server/features/datasource/runLog';
import { runUpdate } from '../../server/features/datasource/updateJob';
import { PUBLIC_SERIES } from '../../server/features/marketData/publicHistories';
import { makeTestApp, must, type TestApp } from './helpers';

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
let deps: DataSourceDeps;

beforeEach(async () => {
  t = await makeTestApp();
  t.clock.set(Date.UTC(2024, 5, 3, 2, 0, 0));
  deps = createDataSourceDeps({ db: t.db, dataDir: t.dataDir, secretKey: Buffer.alloc(32, 7), log: quietLog, now: t.clock.now });
});
afterEach(async () => {
  await t.close();
});

function drop(source: string, name: string, text: string): string {
  const dir = importDir(t.dataDir, source);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const manual = { trigger: 'manual' as const, actorName: 'Tester' };

describe('CSV import runs', () => {
  it('all nine sources are UNKNOWN on an empty database', async () => {
    const { status, details } = await readStoredHealth(deps);
    expect(status).toEqual({
      wind: 'UNKNOWN',
      bloomberg: 'UNKNOWN',
      curveSeries: 'UNKNOWN',
      platts: 'UNKNOWN',
      mySteel: 'UNKNOWN',
      kpler: 'UNKNOWN',
      ccf: 'UNKNOWN',
      cftc: 'UNKNOWN',
      smm: 'UNKNOWN',
    });
    expect(details.every((d) => d.lastUpdate === null)).toBe(true);
  });

  it('imports a dropped file, moves it to done/, makes the source OK and records the run', async () => {
    const dir = drop('wind', 'prices.csv', 'series,date,value,unit\nBrent,2024-06-01,80.5,USD/bbl\nBrent,2024-06-02,81,USD/bbl\nWTI,2024-06-01,76,USD/bbl\n');
    const run = await runUpdate(deps, 'wind', { ...manual, note: 'first load' });
    expect(run).toMatchObject({
      source: 'wind',
      trigger: 'manual',
      state: 'success',
      rows: 3,
      actorName: 'Tester',
      note: 'first load',
      startedAt: t.clock.now(),
      finishedAt: t.clock.now(),
    });
    expect(run.message).toContain('prices.csv');
    expect(fs.existsSync(path.join(dir, 'prices.csv'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'done', 'prices.csv'))).toBe(true);

    const stored = await importedRows(t).selectAll().orderBy('series_id').orderBy('ts').execute();
    expect(stored.map((r) => [r.source, r.series_id, Number(r.ts), Number(r.value), r.unit])).toEqual([
      ['wind', 'Brent', Date.UTC(2024, 5, 1), 80.5, 'USD/bbl'],
      ['wind', 'Brent', Date.UTC(2024, 5, 2), 81, 'USD/bbl'],
      ['wind', 'WTI', Date.UTC(2024, 5, 1), 76, 'USD/bbl'],
    ]);

    const { status, details } = await readStoredHealth(deps);
    expect(status.wind).toBe('OK');
    expect(status.bloomberg).toBe('UNKNOWN');
    expect(details.find((d) => d.source === 'wind')).toMatchObject({ lastUpdate: t.clock.now(), checkedAt: t.clock.now() });

    const history = await runHistory(deps, { current: 1, pageSize: 10, source: 'wind' });
    expect(history.total).toBe(1);
    expect(history.list[0].id).toBe(run.id);
  });

  it('dates weekly CFTC positions at their release (Friday 15:30 New York), or at the release the file states', async () => {
    // cftc.gov/es/node/132401: COT "released at 3:30 p.m. Eastern time", usually Friday, data of the previous Tuesday;
    // the 2024 schedule's "24*" June release (Juneteenth week) is stated by the file. Issue 18: stored at the
    // Tuesday, a backtest saw positions three days before anyone could.
    drop(
      'cftc',
      'cot.csv',
      'series,date,value,unit,released\nWTI.MM.net,2024-03-05,201345,contracts,\nWTI.MM.net,2024-06-18,188000,contracts,2024-06-24T15:30:00-04:00\n',
    );
    expect(await runUpdate(deps, 'cftc', manual)).toMatchObject({ state: 'success', rows: 2 });
    const stored = await importedRows(t).select(['ts', 'value']).orderBy('ts').execute();
    expect(stored.map((r) => [Number(r.ts), Number(r.value)])).toEqual([
      [Date.parse('2024-03-08T20:30:00Z'), 201345],
      [Date.parse('2024-06-24T19:30:00Z'), 188000],
    ]);
    // A daily source keeps its dates.
    drop('wind', 'p.csv', 'series,date,value\nBrent,2024-03-05,80\n');
    await runUpdate(deps, 'wind', manual);
    expect(Number((await importedRows(t).select('ts').where('source', '=', 'wind').executeTakeFirst())?.ts)).toBe(Date.UTC(2024, 2, 5));
    // A release before the date is refused with its line.
    drop('cftc', 'bad.csv', 'series,date,value,released\nX,2024-03-05,1,2024-03-01T00:00:00Z\n');
    expect((await runUpdate(deps, 'cftc', manual)).message).toBe(
      'bad.csv line 2: released "2024-03-01T00:00:00Z" is not a date-time with a zone on or after the date',
    );
  });

  it('re-importing updates values instead of duplicating, and keeps both files in done/', async () => {
    const dir = drop('platts', 'a.csv', 'series,date,value\nMOPS,2024-06-01,1\n');
    await runUpdate(deps, 'platts', manual);
    drop('platts', 'a.csv', 'series,date,value\nMOPS,2024-06-01,2\nMOPS,2024-06-01,3\n');
    const second = await runUpdate(deps, 'platts', manual);
    expect(second.rows).toBe(1);
    const rows = await importedRows(t).select('value').execute();
    expect(rows.map((r) => Number(r.value))).toEqual([3]);
    expect(fs.readdirSync(path.join(dir, 'done'))).toHaveLength(2);
  });

  it('a run with no new files is skipped with a message and does not refresh the last update', async () => {
    drop('smm', 'x.csv', 'series,date,value\nCu,2024-06-01,1\n');
    const first = await runUpdate(deps, 'smm', manual);
    t.clock.advance(2 * H);
    const skipped = await runUpdate(deps, 'smm', manual);
    expect(skipped.state).toBe('skipped');
    expect(skipped.message).toMatch(/^No new CSV files in /);
    const { details } = await readStoredHealth(deps);
    expect(details.find((d) => d.source === 'smm')).toMatchObject({ state: 'OK', lastUpdate: first.finishedAt });
  });

  it('a malformed file fails the run with the line number, imports nothing, stays in place, and the source turns ERROR', async () => {
    const dir = drop('ccf', 'b.csv', 'series,date,value\nPTA,2024-06-01,5000\nPTA,2024-06-02,n/a\n');
    drop('ccf', 'a.csv', 'series,date,value\nPX,2024-06-01,7000\n');
    const run = await runUpdate(deps, 'ccf', manual);
    expect(run.state).toBe('failed');
    expect(run.message).toBe('b.csv line 3: value "n/a" is not a number');
    expect(run.messageParams).toMatchObject({ file: 'b.csv', line: 3 });
    expect(await importedRows(t).selectAll().execute()).toHaveLength(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.csv', 'b.csv', 'done']);
    const { status, details } = await readStoredHealth(deps);
    expect(status.ccf).toBe('ERROR');
    expect(
      must(
        details.find((d) => d.source === 'ccf'),
        'the health of ccf',
      ).message,
    ).toContain('b.csv line 3');
  });

  it('ages OK -> WARN -> ERROR by the thresholds when the evaluator runs', async () => {
    drop('bloomberg', 'a.csv', 'series,date,value\nX,2024-06-01,1\n');
    await runUpdate(deps, 'bloomberg', manual);
    t.clock.advance(27 * H);
    await evaluateAllHealth(deps);
    expect((await readStoredHealth(deps)).status.bloomberg).toBe('WARN');
    t.clock.advance(48 * H);
    await evaluateAllHealth(deps);
    expect((await readStoredHealth(deps)).status.bloomberg).toBe('ERROR');
    expect((await readStoredHealth(deps)).status.wind).toBe('UNKNOWN');
  });
});

describe('run lock', () => {
  it('refuses a second run while one is going', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerConnector('kpler', {
      name: 'slow-test',
      kind: 'vendor-api',
      describe: () => 'holds the run open until released',
      fetch: async () => {
        await gate;
        return { observations: [], kplerFlows: [], nothingNew: true, message: 'nothing', messageKey: 'x', messageParams: {} };
      },
    });
    try {
      const first = runUpdate(deps, 'kpler', manual);
      const holder = async () =>
        (await t.db.selectFrom('ds_source_state').select('running_run_id').where('source', '=', 'kpler').executeTakeFirst())?.running_run_id;
      while (!(await holder())) await new Promise((r) => setTimeout(r, 5));
      await expect(runUpdate(deps, 'kpler', manual)).rejects.toBeInstanceOf(RunInProgressError);
      release();
      expect((await first).state).toBe('skipped');
      expect(await holder()).toBeNull();
    } finally {
      registerConnector('kpler', null);
    }
  });

  it('of several simultaneous starts exactly one takes the lock', async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => startRun(deps, 'wind', 'manual', 'Tester', '')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).toBeInstanceOf(RunInProgressError);
  });

  it('a running run blocks until it is older than the timeout, then is taken over and marked failed', async () => {
    const stuck = await startRun(deps, 'mySteel', 'schedule', 'scheduler', '');
    await expect(runUpdate(deps, 'mySteel', manual)).rejects.toBeInstanceOf(RunInProgressError);
    t.clock.advance(deps.runTimeoutMs + 1);
    const next = await runUpdate(deps, 'mySteel', manual);
    expect(next.state).toBe('skipped');
    const old = await t.db.selectFrom('ds_runs').selectAll().where('id', '=', stuck.id).executeTakeFirstOrThrow();
    expect(old.state).toBe('failed');
    expect(old.message).toContain('stuck');
  });

  it('clearStuckRuns clears only runs past the timeout and answers their sources', async () => {
    await startRun(deps, 'wind', 'schedule', 'scheduler', '');
    t.clock.advance(10 * 60_000);
    await startRun(deps, 'cftc', 'schedule', 'scheduler', '');
    expect(await clearStuckRuns(deps)).toEqual([]);
    t.clock.advance(deps.runTimeoutMs - 5 * 60_000);
    expect(await clearStuckRuns(deps)).toEqual(['wind']);
    await expect(runUpdate(deps, 'cftc', manual)).rejects.toBeInstanceOf(RunInProgressError);
    expect((await runUpdate(deps, 'wind', manual)).state).toBe('skipped');
  });
});

describe('Kpler', () => {
  const flows = [
    'date,location,product,volume,kind',
    '2024-06-01,Ningbo,Crude,100,port',
    '2024-06-01,Ningbo,Naphtha,5,port',
    '2024-06-02,Ningbo,Crude,150,port',
    '2024-06-04,Ningbo,Crude,50.5,port',
    '2024-06-02,Qingdao,Crude,70,port',
    '2024-06-02,China,Crude,900,country',
  ].join('\n');

  it('imports flows, searches locations, builds, stores and returns a daily report', async () => {
    drop('kpler', 'flows.csv', flows);
    expect((await runUpdate(deps, 'kpler', manual)).rows).toBe(6);

    expect(await searchLocations(deps, 'ING', 20)).toEqual([
      { name: 'Ningbo', kind: 'port', rows: 4 },
      { name: 'Qingdao', kind: 'port', rows: 1 },
    ]);
    expect((await searchLocations(deps, '', 2)).map((l) => l.name)).toEqual(['Ningbo', 'China']);

    const crude = await generateReport(deps, { location: 'ningbo', product: 'crude', from: '2024-06-01', to: '2024-06-30' }, 'Tester');
    expect(crude.rows).toEqual([
      { date: '2024-06-01', volume: 100 },
      { date: '2024-06-02', volume: 150 },
      { date: '2024-06-04', volume: 50.5 },
    ]);
    expect(crude.total).toBe(300.5);
    const all = await generateReport(deps, { location: 'Ningbo', from: '2024-06-01', to: '2024-06-01' }, 'Tester');
    expect(all).toMatchObject({ product: '', rows: [{ date: '2024-06-01', volume: 105 }], total: 105 });
    expect(await getReport(deps, crude.id)).toEqual(crude);
    expect(await getReport(deps, 'nope')).toBeNull();
    await expect(generateReport(deps, { location: 'Ningbo', from: '2023-01-01', to: '2023-12-31' }, 'Tester')).rejects.toBeInstanceOf(KplerNoDataError);
  });

  it('the location index is cached, rebuilt after a Kpler import, and clear() answers its size', async () => {
    drop('kpler', 'a.csv', 'date,location,product,volume\n2024-06-01,Ningbo,Crude,1\n');
    await runUpdate(deps, 'kpler', manual);
    expect(await searchLocations(deps, '', 20)).toHaveLength(1);
    drop('kpler', 'b.csv', 'date,location,product,volume\n2024-06-01,Zhoushan,Crude,1\n');
    await runUpdate(deps, 'kpler', manual);
    expect(await searchLocations(deps, '', 20)).toHaveLength(2);
    // Rows written behind the cache's back stay invisible until the cache is cleared.
    await t.db
      .insertInto('ds_kpler_flows')
      .values({ day: '2024-06-01', location: 'Dalian', location_kind: 'port', product: 'Crude', volume: 1, imported_at: t.clock.now(), run_id: 'x' })
      .execute();
    expect(await searchLocations(deps, '', 20)).toHaveLength(2);
    expect(deps.locationIndex.clear()).toBe(2);
    expect(deps.locationIndex.clear()).toBe(0);
    expect(await searchLocations(deps, '', 20)).toHaveLength(3);
  });
});

describe('credentials and connectors', () => {
  it('stores credentials sealed; an empty object removes them', async () => {
    await setCredentials(deps, 'bloomberg', { user: 'u1', password: 'secret-pw' }, 'Admin');
    const row = await t.db.selectFrom('ds_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain('secret-pw');
    expect(await readCredentials(deps, 'bloomberg')).toEqual({ user: 'u1', password: 'secret-pw' });
    expect(await setCredentials(deps, 'bloomberg', {}, 'Admin')).toMatchObject({ hasCredentials: false });
    expect(await readCredentials(deps, 'bloomberg')).toBeNull();
  });

  it('a vendor connector drops in: it receives the credentials and its rows are stored like imported ones', async () => {
    await setCredentials(deps, 'cftc', { token: 't-1' }, 'Admin');
    const seen: unknown[] = [];
    const vendor: Connector = {
      name: 'cftc-api',
      kind: 'vendor-api',
      describe: () => 'CFTC public reporting API',
      async fetch(ctx) {
        seen.push(await ctx.credentials());
        return {
          observations: [{ seriesId: 'WTI.MM.net', ts: Date.UTC(2024, 5, 4), value: 250000, unit: 'contracts' }],
          kplerFlows: [],
          nothingNew: false,
          message: '1 report',
          messageKey: 'x',
          messageParams: {},
        };
      },
    };
    registerConnector('cftc', vendor);
    try {
      expect(await runUpdate(deps, 'cftc', manual)).toMatchObject({ state: 'success', rows: 1, message: '1 report' });
      expect(seen).toEqual([{ token: 't-1' }]);
      // Tuesday 2024-06-04's positions are stored at their release, Friday 2024-06-07 15:30 New York (issue 18).
      expect(Number((await importedRows(t).select('ts').executeTakeFirst())?.ts)).toBe(Date.parse('2024-06-07T19:30:00Z'));
      registerConnector('cftc', { ...vendor, fetch: async () => Promise.reject(new Error('vendor said 503')) });
      expect(await runUpdate(deps, 'cftc', manual)).toMatchObject({ state: 'failed', message: 'Update failed: vendor said 503' });
      expect((await readStoredHealth(deps)).status.cftc).toBe('ERROR');
    } finally {
      registerConnector('cftc', null);
    }
  });
});
