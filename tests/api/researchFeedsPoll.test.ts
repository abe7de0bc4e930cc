/**
 * Polling research feeds (server/features/researchFeeds/poll.ts) against a local HTTP server serving the fixtures of
 * tests/fixtures/researchFeeds: valid RSS 2.0 and Atom stored and searchable, duplicates across polls, malformed
 * XML / HTTP 500 / time-out / oversized answers failing the run with nothing stored, hostile HTML stripped, bad
 * items skipped with the rest kept, the run lock, and health. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFeed, healthOfFeed } from '../../server/features/researchFeeds/feedStore';
import { FeedRunInProgressError, pollFeed } from '../../server/features/researchFeeds/poll';
import { createOutboundFetch } from '../../server/infra/http/outboundFetch';
import { createTextIndex } from '../../server/infra/search/textIndex';
import { makeTestApp, type TestApp } from './helpers';

const FIXTURES = path.join(__dirname, '../fixtures/researchFeeds');
const HOUR = 3_600_000;

let t: TestApp;
let server: http.Server;
let base = '';
/** What the server answers on /live (tests swap it between polls). */
let live = 'valid.rss';

beforeAll(async () => {
  // The fake feed server listens on 127.0.0.1, which the outbound policy refuses unless allow-listed (issue 19).
  t = await makeTestApp({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  server = http.createServer((req, res) => {
    const name = req.url === '/live' ? live : (req.url ?? '/').slice(1);
    if (name === 'status500') {
      res.writeHead(500).end('boom');
      return;
    }
    if (name === 'slow') return; // never answers: the poll's time-out must end it
    if (name === 'moved') return void res.writeHead(302, { location: '/valid.rss' }).end();
    if (name === 'json') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"inside"}');
    if (name === 'huge') {
      // Written in parts (chunked, no Content-Length): the cap must hold while the body streams in.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.write(`<rss>${'x'.repeat(8_000)}`);
      res.write('x'.repeat(8_000));
      res.end('</rss>');
      return;
    }
    const file = path.join(FIXTURES, name);
    if (!fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const settings = (name: string, urlPath: string) => ({
  name,
  url: `${base}/${urlPath}`,
  kind: 'report' as const,
  publisher: 'Example Research',
  products: ['HSFO'],
  regions: ['Singapore'],
  language: 'zh-CN' as const,
  cron: '0 * * * *',
  enabled: true,
});

const poll = (feedId: string, limits?: { timeoutMs: number; maxBytes: number }) =>
  pollFeed(t.app.db, feedId, {
    now: t.clock.now,
    library: t.app.researchLibrary,
    trigger: 'manual',
    actorName: 'admin',
    limits,
    fetch: createOutboundFetch(t.config.outbound),
  });

const docsOf = (feedId: string) =>
  t.app.db
    .selectFrom('research_documents')
    .select(['title', 'body', 'external_id', 'published_at'])
    .where('feed_id', '=', feedId)
    .orderBy('published_at')
    .execute();

it('stores a valid RSS 2.0 feed, searchable, and reports re-polled items as duplicates', async () => {
  live = 'valid.rss';
  const id = await createFeed(t.app.db, settings('rss', 'live'), t.clock.now(), null);
  const first = await poll(id);
  expect(first).toMatchObject({ state: 'success', new_count: 2, duplicate_count: 0, bad_count: 0 });
  const docs = await docsOf(id);
  expect(docs.map((d) => d.title)).toEqual(['Propane cargoes into East Asia', '新加坡高硫燃料油周评']);
  expect(Number(docs[1].published_at)).toBe(Date.UTC(2026, 10, 23, 1));
  const hits = await createTextIndex(t.app.db).search('research', '燃料油');
  expect(hits.length).toBe(1);

  const second = await poll(id);
  expect(second).toMatchObject({ state: 'success', new_count: 0, duplicate_count: 2 });
  expect((await docsOf(id)).length).toBe(2);
});

it('stores a valid Atom feed with its entry date and link', async () => {
  const id = await createFeed(t.app.db, settings('atom', 'valid.atom'), t.clock.now(), null);
  expect(await poll(id)).toMatchObject({ state: 'success', new_count: 1 });
  const docs = await docsOf(id);
  expect(docs).toEqual([
    expect.objectContaining({ title: 'MOC window change for fuel oil', external_id: 'urn:example:notice:1', published_at: Date.UTC(2026, 10, 20) }),
  ]);
  expect(docs[0].body).toContain('16:30 Singapore time');
});

it('fails a malformed feed with where the XML breaks and stores nothing', async () => {
  const id = await createFeed(t.app.db, settings('malformed', 'malformed.xml'), t.clock.now(), null);
  const run = await poll(id);
  expect(run.state).toBe('failed');
  // Issue 19: the validator's own text quotes the answer ("Char '{' is not expected"), so the message gives the
  // position only (it used to pin the quoted tag name `channel`).
  expect(run.message).toMatch(/^Malformed XML \(line \d+, column \d+\)$/);
  expect(await docsOf(id)).toEqual([]);
});

it('fails on a redirect without following it, and never quotes what the server answered (issue 19)', async () => {
  const moved = await createFeed(t.app.db, settings('moved', 'moved'), t.clock.now(), null);
  expect(await poll(moved)).toMatchObject({ state: 'failed', message: expect.stringMatching(/^The feed answered with a redirect/) });
  // A JSON answer used to fail with "Char '{' is not expected": its first character, read back by the administrator.
  const json = await createFeed(t.app.db, settings('json', 'json'), t.clock.now(), null);
  expect(await poll(json)).toMatchObject({ state: 'failed', message: 'Malformed XML (line 1, column 1)' });
  for (const id of [moved, json]) expect(await docsOf(id)).toEqual([]);
});

it('fails on HTTP 500, on a time-out and on an answer over the size cap', async () => {
  const e500 = await createFeed(t.app.db, settings('e500', 'status500'), t.clock.now(), null);
  expect(await poll(e500)).toMatchObject({ state: 'failed', message: 'The feed answered HTTP 500' });
  const slow = await createFeed(t.app.db, settings('slow', 'slow'), t.clock.now(), null);
  expect(await poll(slow, { timeoutMs: 300, maxBytes: 1_000_000 })).toMatchObject({ state: 'failed', message: 'No answer within 0.3 s' });
  const huge = await createFeed(t.app.db, settings('huge', 'huge'), t.clock.now(), null);
  expect(await poll(huge, { timeoutMs: 5000, maxBytes: 10_000 })).toMatchObject({ state: 'failed', message: 'The feed is larger than 10000 bytes' });
  for (const id of [e500, slow, huge]) expect(await docsOf(id)).toEqual([]);
});

it('strips scripts, event handlers and remote frames from item HTML', async () => {
  const id = await createFeed(t.app.db, settings('hostile', 'hostile.rss'), t.clock.now(), null);
  expect(await poll(id)).toMatchObject({ state: 'success', new_count: 1 });
  const [doc] = await docsOf(id);
  expect(doc.body).toContain('Bitumen note');
  expect(doc.body).not.toMatch(/<script|onclick|onerror|<iframe|alert/i);
});

it('keeps an item whose link is not http(s) but stores it without the link (issue 19)', async () => {
  const id = await createFeed(t.app.db, settings('links', 'script-link.rss'), t.clock.now(), null);
  expect(await poll(id)).toMatchObject({ state: 'success', new_count: 3 });
  const rows = await t.app.db.selectFrom('research_documents').select(['title', 'link']).where('feed_id', '=', id).orderBy('published_at').execute();
  expect(rows).toEqual([
    { title: 'Script link', link: null },
    { title: 'Data link', link: null },
    { title: 'Web link', link: 'https://example.com/c' },
  ]);
});

it('skips and reports an item without a title or date, keeping the rest', async () => {
  const id = await createFeed(t.app.db, settings('bad', 'bad-items.rss'), t.clock.now(), null);
  const run = await poll(id);
  expect(run).toMatchObject({ state: 'success', new_count: 1, bad_count: 2 });
  expect(JSON.parse(run.problems)).toEqual([
    { item: '#1 no-title', reason: 'noTitle' },
    { item: '#2 no-date', reason: 'noDate' },
  ]);
  expect((await docsOf(id)).map((d) => d.title)).toEqual(['Naphtha margins recover']);
});

it('never polls one feed twice at once (run lock) and releases the lock after a run', async () => {
  const id = await createFeed(t.app.db, settings('locked', 'slow'), t.clock.now(), null);
  const running = poll(id, { timeoutMs: 400, maxBytes: 1_000_000 });
  await new Promise((r) => setTimeout(r, 100));
  await expect(poll(id)).rejects.toBeInstanceOf(FeedRunInProgressError);
  expect((await running).state).toBe('failed');
  const row = await t.app.db.selectFrom('research_feeds').select('running_run_id').where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.running_run_id).toBeNull();
});

it('derives health from the runs: UNKNOWN, OK, WARN after three missed periods, ERROR after a failure', async () => {
  live = 'valid.rss';
  const id = await createFeed(t.app.db, settings('health', 'live'), t.clock.now(), null);
  expect((await healthOfFeed(t.app.db, id, t.clock.now())).state).toBe('UNKNOWN');
  await poll(id);
  expect((await healthOfFeed(t.app.db, id, t.clock.now())).state).toBe('OK');
  // Hourly cron: 2 h later is still OK, 4 h later more than three periods have passed.
  expect((await healthOfFeed(t.app.db, id, t.clock.now() + 2 * HOUR)).state).toBe('OK');
  expect((await healthOfFeed(t.app.db, id, t.clock.now() + 4 * HOUR)).state).toBe('WARN');
  live = 'malformed.xml';
  t.clock.advance(1000);
  await poll(id);
  expect(await healthOfFeed(t.app.db, id, t.clock.now())).toMatchObject({ state: 'ERROR', message: expect.stringMatching(/^Malformed XML/) });
});

it('refuses non-http URLs and bad crons', async () => {
  await expect(createFeed(t.app.db, { ...settings('ftp', 'x'), url: 'ftp://example.com/feed' }, t.clock.now(), null)).rejects.toMatchObject({ field: 'url' });
  await expect(createFeed(t.app.db, { ...settings('cron', 'x'), cron: 'every hour' }, t.clock.now(), null)).rejects.toMatchObject({ field: 'cron' });
});
