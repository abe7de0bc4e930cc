/**
 * What the data-source status page (/list/datasource) needs beyond the spec's calls, through fastify.inject:
 * run history filtered by run state and sorted by start time or rows on the server (the table pages on the
 * server, so its filters and sort must too), and when credentials were stored (never their values).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOW_FREQ_PREFIX as LOW } from '../../common/contract/paths';
import { importDir } from '../../server/features/datasource/connectors/csvImportConnector';
import { createUser } from '../../server/features/user/createUser';
import { type CallData, makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let dsUser: string;

beforeEach(async () => {
  t = await makeTestApp({ seedQa: true });
  await createUser(t.db, t.clock.now(), { username: 'analyst', password: 'Analyst@12345', name: 'Ana Lyst', paths: ['/list/datasource'] });
  admin = await t.login('admin', 'Admin@12345');
  dsUser = await t.login('analyst', 'Analyst@12345');
});
afterEach(() => t.close());

function drop(source: string, name: string, text: string): void {
  const dir = importDir(t.dataDir, source);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}

async function data<P extends string>(url: P, body: unknown, token: string): Promise<CallData<P>> {
  const res = await t.call(url, body, token);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('scheduler/history for the status page', () => {
  beforeEach(async () => {
    drop('wind', 'a.csv', 'series,date,value\nM1,2025-04-01,1\nM1,2025-04-02,2\nM1,2025-04-03,3\n');
    await data(`${LOW}/source/update/wind`, {}, dsUser); // success, 3 rows
    t.clock.advance(60_000);
    await data(`${LOW}/source/update/wind`, {}, dsUser); // skipped, 0 rows
    t.clock.advance(60_000);
    drop('platts', 'b.csv', 'series,date,value\nP1,2025-04-01,x\n');
    await data(`${LOW}/source/update/platts`, {}, dsUser); // failed
    t.clock.advance(60_000);
    drop('platts', 'b.csv', 'series,date,value\nP1,2025-04-01,7\n');
    await data(`${LOW}/source/update/platts`, {}, dsUser); // success, 1 row
  });

  test('filters by run state (one or several)', async () => {
    const failed = await data(`${LOW}/source/scheduler/history`, { states: ['failed'] }, dsUser);
    expect(failed.total).toBe(1);
    expect(failed.list.map((r: { source: string }) => r.source)).toEqual(['platts']);
    const done = await data(`${LOW}/source/scheduler/history`, { states: ['success', 'skipped'], source: 'wind' }, dsUser);
    expect(done.list.map((r: { state: string }) => r.state)).toEqual(['skipped', 'success']);
  });

  test('sorts by start time or rows, either way; newest first by default', async () => {
    const byDefault = await data(`${LOW}/source/scheduler/history`, {}, dsUser);
    expect(byDefault.list.map((r: { state: string }) => r.state)).toEqual(['success', 'failed', 'skipped', 'success']);
    const oldest = await data(`${LOW}/source/scheduler/history`, { sortField: 'startedAt', sortOrder: 'ascend' }, dsUser);
    expect(oldest.list.map((r: { source: string; state: string }) => `${r.source}:${r.state}`)).toEqual([
      'wind:success',
      'wind:skipped',
      'platts:failed',
      'platts:success',
    ]);
    const mostRows = await data(`${LOW}/source/scheduler/history`, { sortField: 'rows', sortOrder: 'descend', pageSize: 2 }, dsUser);
    expect(mostRows.list.map((r: { rows: number }) => r.rows)).toEqual([3, 1]);
    expect(mostRows.total).toBe(4);
  });

  test('a malformed filter or sort is a 400, not a 500', async () => {
    for (const body of [{ states: ['done'] }, { sortField: 'message' }, { sortOrder: 'up' }]) {
      const res = await t.call(`${LOW}/source/scheduler/history`, body, dsUser);
      expect(res.status).toBe(400);
    }
  });
});

test('update/status says when credentials were stored, never what they are', async () => {
  t.clock.advance(5_000);
  const stored = await data(`${LOW}/source/update/token`, { source: 'kpler', credentials: { apiKey: 'sekrit-value' } }, admin);
  const res = await t.call(`${LOW}/source/update/status`, { source: 'kpler' }, dsUser);
  expect(res.body.data[0]).toMatchObject({ hasCredentials: true, credentialsUpdatedAt: stored.updatedAt });
  expect(JSON.stringify(res.body)).not.toContain('sekrit-value');
  const all = await data(`${LOW}/source/update/status`, undefined, dsUser);
  expect(all.find((s: { source: string }) => s.source === 'wind')).toMatchObject({ hasCredentials: false, credentialsUpdatedAt: null });
});
