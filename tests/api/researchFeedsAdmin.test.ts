/**
 * The research feeds' administration calls (POST /v2/researchFeeds/*), SQLite or PostgreSQL (TEST_DATABASE_URL):
 * create / edit / switch / delete with audit entries, validation naming the field (URL, cron, name taken),
 * administrators only (a non-administrator is refused even with the library's page key), "Poll now" against a local
 * HTTP server (valid feed, malformed XML failing with its reason and nothing imported, re-polled items counted as
 * duplicates, hostile HTML sanitised, refused items with reasons), the run lock, run history and health; and another
 * process's scheduler arming and disarming feeds as they are saved, switched and deleted.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ResearchFeedRow, ResearchFeedRun } from '../../common/contract/researchFeeds';
import { FeedScheduler } from '../../server/features/researchFeeds/scheduler';
import { createOutboundFetch } from '../../server/infra/http/outboundFetch';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const FIXTURES = path.join(__dirname, '../fixtures/researchFeeds');
const LIBRARY = '/tool/research/platts/reports';

let t: TestApp;
let admin: string;
let librarian: string;
let viewer: string;
let server: http.Server;
let base = '';

beforeAll(async () => {
  // The fake feed server listens on 127.0.0.1, which the outbound policy refuses unless allow-listed (issue 19).
  t = await makeTestApp({ seedQa: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  admin = await t.tokenFor('admin');
  viewer = await t.tokenFor('viewer');
  const created = await t.call('/v1/user/admin/create', { username: 'librarian', password: 'Reader@12345', name: 'Librarian', role: 'trader' }, admin);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: [LIBRARY] }, admin)).status).toBe(200);
  librarian = await t.tokenFor('librarian');
  server = http.createServer((req, res) => {
    const name = (req.url ?? '/').slice(1);
    // Slow answers hold the run lock long enough for the lock tests.
    const delay = name === 'slow.rss' ? 400 : name === 'stuck.rss' ? 5000 : 0;
    const file = path.join(FIXTURES, name === 'slow.rss' || name === 'stuck.rss' ? 'valid.rss' : name);
    const timer = setTimeout(() => {
      if (!fs.existsSync(file)) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(fs.readFileSync(file));
    }, delay);
    // A cancelled poll closes its connection: answer nothing then.
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const settings = (name: string, urlPath: string, over: Record<string, unknown> = {}) => ({
  name,
  url: `${base}/${urlPath}`,
  kind: 'insight',
  publisher: 'Example Research',
  products: ['HSFO'],
  regions: ['Singapore'],
  language: 'zh-CN',
  cron: '0 * * * *',
  enabled: true,
  ...over,
});

async function save(body: Record<string, unknown>): Promise<ResearchFeedRow> {
  const res = await t.call('/v2/researchFeeds/save', body, admin);
  expect(res.status).toBe(200);
  return res.body.data as ResearchFeedRow;
}

async function list(): Promise<ResearchFeedRow[]> {
  const res = await t.call('/v2/researchFeeds/list', undefined, admin);
  expect(res.status).toBe(200);
  return res.body.data as ResearchFeedRow[];
}

async function runs(id: string): Promise<ResearchFeedRun[]> {
  const res = await t.call('/v2/researchFeeds/runs', { id }, admin);
  expect(res.status).toBe(200);
  return res.body.data as ResearchFeedRun[];
}

/** Starts a poll and waits (real time: the download is real) until its run has finished. */
async function pollToEnd(id: string): Promise<ResearchFeedRun> {
  const res = await t.call('/v2/researchFeeds/pollNow', { id }, admin);
  expect(res.status).toBe(200);
  const started = res.body.data as ResearchFeedRun;
  expect(started).toMatchObject({ feedId: id, state: 'running', trigger: 'manual', actorName: 'admin', finishedAt: null, durationMs: null });
  for (let i = 0; i < 100; i++) {
    const run = (await runs(id)).find((r) => r.id === started.id);
    if (run && run.state !== 'running') return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('poll did not finish');
}

const auditOf = async (action: string) =>
  t.db.selectFrom('audit_log').select(['action', 'target_name', 'detail', 'actor_name']).where('action', '=', action).execute();

describe('settings', () => {
  it('creates, lists, edits, switches and deletes a feed, auditing each change', async () => {
    const created = await save(settings('Argus HSFO', 'valid.rss'));
    expect(created).toMatchObject({
      name: 'Argus HSFO',
      kind: 'insight',
      products: ['HSFO'],
      enabled: true,
      health: { state: 'UNKNOWN' },
      lastRun: null,
      lastSuccessAt: null,
      lastError: null,
      itemsAdded: 0,
      running: false,
      // Scheduling is off in this server (SCHEDULER=off): nothing is armed.
      nextRunAt: null,
    });
    expect((await list()).map((f) => f.name)).toContain('Argus HSFO');

    const edited = await save({ ...settings('Argus HSFO weekly', 'valid.rss', { cron: '0 8 * * 1', kind: 'report' }), id: created.id });
    expect(edited).toMatchObject({ id: created.id, name: 'Argus HSFO weekly', cron: '0 8 * * 1', kind: 'report' });

    const off = await t.call('/v2/researchFeeds/enable', { id: created.id, enabled: false }, admin);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false });

    expect((await t.call('/v2/researchFeeds/delete', { id: created.id }, admin)).status).toBe(200);
    expect((await list()).some((f) => f.id === created.id)).toBe(false);
    expectApiError(await t.call('/v2/researchFeeds/runs', { id: created.id }, admin), 'notFound');

    expect(await auditOf('researchFeeds.create')).toEqual([expect.objectContaining({ target_name: 'Argus HSFO', actor_name: 'admin' })]);
    const [update] = await auditOf('researchFeeds.update');
    expect(JSON.parse(update.detail)).toMatchObject({
      before: { name: 'Argus HSFO', cron: '0 * * * *' },
      after: { name: 'Argus HSFO weekly', cron: '0 8 * * 1' },
    });
    expect(JSON.parse((await auditOf('researchFeeds.enable'))[0].detail)).toEqual({ before: { enabled: true }, after: { enabled: false } });
    expect(await auditOf('researchFeeds.delete')).toEqual([expect.objectContaining({ target_name: 'Argus HSFO weekly' })]);
  });

  it('refuses a URL that is not http(s), a bad schedule and a taken name, naming the field, and stores nothing', async () => {
    const before = (await list()).length;
    for (const [over, field, key] of [
      [{ url: 'ftp://example.com/feed.xml' }, 'url', 'researchFeeds.error.url'],
      [{ url: 'not a url' }, 'url', 'researchFeeds.error.url'],
      [{ url: 'javascript:alert(1)' }, 'url', 'researchFeeds.error.url'],
      [{ cron: 'every hour' }, 'cron', 'researchFeeds.error.cron'],
      [{ cron: '61 * * * *' }, 'cron', 'researchFeeds.error.cron'],
      [{ name: '   ' }, 'name', 'researchFeeds.error.name'],
    ] as const) {
      const res = await t.call('/v2/researchFeeds/save', settings('Invalid', 'valid.rss', over), admin);
      expectApiError(res, 'badRequest');
      expect(res.body.fields).toEqual({ [field]: key });
    }
    // Schema checks (empty publisher, an unknown kind) answer 400 with the field too.
    const schema = await t.call('/v2/researchFeeds/save', settings('Invalid', 'valid.rss', { publisher: '', kind: 'rumour' }), admin);
    expectApiError(schema, 'badRequest');
    expect(Object.keys(schema.body.fields ?? {})).toEqual(expect.arrayContaining(['publisher']));

    const first = await save(settings('Unique name', 'valid.rss'));
    const clash = await t.call('/v2/researchFeeds/save', settings('Unique name', 'valid.atom'), admin);
    expectApiError(clash, 'conflict');
    expect(clash.body.fields).toEqual({ name: 'researchFeeds.error.nameTaken' });
    // Saving a feed under its own name is no clash.
    expect((await t.call('/v2/researchFeeds/save', { ...settings('Unique name', 'valid.atom'), id: first.id }, admin)).status).toBe(200);
    expect((await list()).length).toBe(before + 1);
    expectApiError(await t.call('/v2/researchFeeds/save', { ...settings('Nobody', 'valid.rss'), id: 'no-such-feed' }, admin), 'notFound');
  });

  it('is for administrators only: a user with the library page is refused, and so is one without it', async () => {
    const feed = await save(settings('Access check', 'valid.rss'));
    for (const token of [librarian, viewer]) {
      expectApiError(await t.call('/v2/researchFeeds/list', undefined, token), 'forbidden');
      expectApiError(await t.call('/v2/researchFeeds/save', settings('Sneaky', 'valid.rss'), token), 'forbidden');
      expectApiError(await t.call('/v2/researchFeeds/enable', { id: feed.id, enabled: false }, token), 'forbidden');
      expectApiError(await t.call('/v2/researchFeeds/delete', { id: feed.id }, token), 'forbidden');
      expectApiError(await t.call('/v2/researchFeeds/pollNow', { id: feed.id }, token), 'forbidden');
      expectApiError(await t.call('/v2/researchFeeds/runs', { id: feed.id }, token), 'forbidden');
    }
    expectApiError(await t.call('/v2/researchFeeds/list', undefined, null), 'unauthorized');
    expect((await list()).find((f) => f.id === feed.id)).toMatchObject({ name: 'Access check', enabled: true });
  });
});

describe('poll now', () => {
  it('imports a valid feed, counts re-polled items as duplicates, and reports health and history', async () => {
    const feed = await save(settings('Valid RSS', 'valid.rss'));
    const first = await pollToEnd(feed.id);
    expect(first).toMatchObject({ state: 'success', newCount: 2, duplicateCount: 0, badCount: 0, problems: [] });
    expect(first.durationMs).toBe((first.finishedAt ?? 0) - first.startedAt);
    t.clock.advance(1000);
    const second = await pollToEnd(feed.id);
    expect(second).toMatchObject({ state: 'success', newCount: 0, duplicateCount: 2 });

    const history = await runs(feed.id);
    expect(history.map((r) => r.id)).toEqual([second.id, first.id]);
    const row = (await list()).find((f) => f.id === feed.id);
    expect(row).toMatchObject({ health: { state: 'OK' }, itemsAdded: 2, lastRun: { id: second.id }, lastSuccessAt: second.finishedAt, lastError: null });
    // The items are in the library, filed under the feed's kind and publisher.
    const docs = await t.db.selectFrom('research_documents').select(['title', 'kind', 'publisher']).where('feed_id', '=', feed.id).execute();
    expect(docs).toHaveLength(2);
    expect(docs.every((d) => d.kind === 'insight' && d.publisher === 'Example Research')).toBe(true);
  });

  it('fails malformed XML with a clear reason and imports nothing; health turns ERROR', async () => {
    const feed = await save(settings('Malformed', 'malformed.xml'));
    const run = await pollToEnd(feed.id);
    expect(run.state).toBe('failed');
    // The position only: the validator's own text quotes the answer (issue 19).
    expect(run.message).toMatch(/^Malformed XML \(line \d+, column \d+\)$/);
    expect(run).toMatchObject({ newCount: 0, duplicateCount: 0 });
    const docs = await t.db.selectFrom('research_documents').select('id').where('feed_id', '=', feed.id).execute();
    expect(docs).toEqual([]);
    const row = (await list()).find((f) => f.id === feed.id);
    expect(row).toMatchObject({ health: { state: 'ERROR', message: run.message }, lastError: { message: run.message }, itemsAdded: 0 });
  });

  it('sanitises hostile HTML and lists refused items with their reasons', async () => {
    const hostile = await save(settings('Hostile', 'hostile.rss'));
    expect(await pollToEnd(hostile.id)).toMatchObject({ state: 'success', newCount: 1 });
    const [doc] = await t.db.selectFrom('research_documents').select('body').where('feed_id', '=', hostile.id).execute();
    expect(doc.body).toContain('Bitumen note');
    expect(doc.body).not.toMatch(/<script|onclick|onerror|<iframe|alert/i);

    const bad = await save(settings('Bad items', 'bad-items.rss'));
    const run = await pollToEnd(bad.id);
    expect(run).toMatchObject({ state: 'success', newCount: 1, badCount: 2 });
    expect(run.problems).toEqual([
      { item: '#1 no-title', reason: 'noTitle' },
      { item: '#2 no-date', reason: 'noDate' },
    ]);
  });

  it('refuses a second poll and a delete while a poll runs (run lock), and 404s an unknown feed', async () => {
    const feed = await save(settings('Slow', 'slow.rss'));
    const started = await t.call('/v2/researchFeeds/pollNow', { id: feed.id }, admin);
    expect(started.status).toBe(200);
    expect((await list()).find((f) => f.id === feed.id)).toMatchObject({ running: true, lastRun: { state: 'running' } });
    expectApiError(await t.call('/v2/researchFeeds/pollNow', { id: feed.id }, admin), 'runInProgress');
    expectApiError(await t.call('/v2/researchFeeds/delete', { id: feed.id }, admin), 'runInProgress');
    for (let i = 0; i < 100 && (await list()).find((f) => f.id === feed.id)?.running; i++) await new Promise((r) => setTimeout(r, 50));
    expect((await runs(feed.id))[0]).toMatchObject({ state: 'success', newCount: 2 });
    expect((await t.call('/v2/researchFeeds/delete', { id: feed.id }, admin)).status).toBe(200);
    // The documents it filed stay in the library.
    expect(await t.db.selectFrom('research_documents').select('id').where('feed_id', '=', feed.id).execute()).toHaveLength(2);
    expectApiError(await t.call('/v2/researchFeeds/pollNow', { id: 'no-such-feed' }, admin), 'notFound');
  });
});

describe('cancel', () => {
  it('cancels a poll under way: the run fails as cancelled, nothing is stored, and the feed may be polled again', async () => {
    const feed = await save(settings('Stuck', 'stuck.rss'));
    expect((await t.call('/v2/researchFeeds/cancel', { id: feed.id }, admin)).body.data).toEqual({ cancelled: false });
    const started = await t.call('/v2/researchFeeds/pollNow', { id: feed.id }, admin);
    expect(started.status).toBe(200);
    const res = await t.call('/v2/researchFeeds/cancel', { id: feed.id }, admin);
    expect(res.body.data).toEqual({ cancelled: true });
    for (let i = 0; i < 100 && (await list()).find((f) => f.id === feed.id)?.running; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await runs(feed.id))[0]).toMatchObject({ state: 'failed', message: 'Cancelled by an administrator', newCount: 0 });
    expect(await t.db.selectFrom('research_documents').select('id').where('feed_id', '=', feed.id).execute()).toEqual([]);
    expect((await list()).find((f) => f.id === feed.id)).toMatchObject({ running: false, health: { state: 'ERROR' } });
    expectApiError(await t.call('/v2/researchFeeds/cancel', { id: feed.id }, librarian), 'forbidden');
    expectApiError(await t.call('/v2/researchFeeds/cancel', { id: 'no-such-feed' }, admin), 'notFound');
  });
});

describe('scheduling', () => {
  it('picks up feeds saved, switched and deleted through the calls without a restart (another process, RESYNC check)', async () => {
    // A second server process's scheduler on the same database; the calls change feeds through this process.
    const other = new FeedScheduler({
      db: t.app.db,
      library: t.app.researchLibrary,
      now: t.clock.now,
      log: t.app.log,
      resyncMs: 30,
      fetch: createOutboundFetch(t.config.outbound),
    });
    await other.start();
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(check()).toBe(true);
    };
    try {
      const feed = await save(settings('Scheduled', 'valid.rss'));
      // The fake clock stands at 2025-04-01 02:00 UTC: the next full hour.
      await until(() => other.nextRun(feed.id) === Date.UTC(2025, 3, 1, 3));
      await save({ ...settings('Scheduled', 'valid.rss', { cron: '0 8 * * *' }), id: feed.id });
      // 08:00 in Asia/Shanghai is 00:00 UTC, the next day.
      await until(() => other.nextRun(feed.id) === Date.UTC(2025, 3, 2, 0));
      expect((await t.call('/v2/researchFeeds/enable', { id: feed.id, enabled: false }, admin)).status).toBe(200);
      await until(() => other.nextRun(feed.id) === null);
      expect((await t.call('/v2/researchFeeds/enable', { id: feed.id, enabled: true }, admin)).status).toBe(200);
      await until(() => other.nextRun(feed.id) !== null);
      expect((await t.call('/v2/researchFeeds/delete', { id: feed.id }, admin)).status).toBe(200);
      await until(() => other.nextRun(feed.id) === null);
    } finally {
      await other.stop();
    }
  });
});
