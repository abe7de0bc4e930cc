/**
 * The feed scheduler (server/features/researchFeeds/scheduler.ts): arms enabled feeds only, polls at the cron's time with
 * trigger 'schedule', and two schedulers (two server processes) on one database poll a feed once per tick, the run
 * lock refusing the second. The fake clock is set 200 ms before a minute boundary so the real timer fires at once.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFeed } from '../../server/features/researchFeeds/feedStore';
import { FeedScheduler } from '../../server/features/researchFeeds/scheduler';
import { createOutboundFetch } from '../../server/infra/http/outboundFetch';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let server: http.Server;
let base = '';

beforeAll(async () => {
  // The fake feed server listens on 127.0.0.1, which the outbound policy refuses unless allow-listed (issue 19).
  t = await makeTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  const rss = fs.readFileSync(path.join(__dirname, '../fixtures/researchFeeds/valid.rss'));
  // Answers after 300 ms, so the second scheduler's poll starts while the first one's still holds the lock.
  server = http.createServer((_req, res) => setTimeout(() => res.writeHead(200).end(rss), 300));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const feed = (name: string, enabled: boolean) =>
  createFeed(
    t.app.db,
    { name, url: `${base}/${name}`, kind: 'insight', publisher: 'P', products: [], regions: [], language: 'en-US', cron: '* * * * *', enabled },
    t.clock.now(),
    null,
  );

it('polls enabled feeds once per tick across two schedulers, never disabled ones', async () => {
  const tick = Date.UTC(2026, 10, 23, 2, 0, 0);
  t.clock.set(tick - 200);
  const on = await feed('on', true);
  const off = await feed('off', false);
  const deps = { db: t.app.db, library: t.app.researchLibrary, now: t.clock.now, log: t.app.log, fetch: createOutboundFetch(t.config.outbound) };
  const a = new FeedScheduler(deps);
  const b = new FeedScheduler(deps);
  await a.start();
  await b.start();
  expect(a.nextRun(on)).toBe(tick);
  expect(a.nextRun(off)).toBeNull();
  const runsOf = (id: string) => t.app.db.selectFrom('research_feed_runs').selectAll().where('feed_id', '=', id).execute();
  for (let i = 0; i < 40 && !(await runsOf(on)).some((r) => r.state !== 'running'); i++) await new Promise((r) => setTimeout(r, 100));
  await a.stop();
  await b.stop();
  const runs = await runsOf(on);
  expect(runs).toEqual([expect.objectContaining({ trigger: 'schedule', state: 'success', new_count: 2, actor_name: 'scheduler' })]);
  expect(await runsOf(off)).toEqual([]);
});
