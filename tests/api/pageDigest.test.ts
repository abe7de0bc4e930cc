/**
 * Daily page digests, SQLite or PostgreSQL: subscribing checks the page offers one, the caller may open it and the
 * zone exists; the job sends one notification per reader and day from the chosen hour of the reader's zone, however
 * often it runs, linking to the page; a reader who lost the page gets none; removing stops it.
 */
import { DIGEST_PAGES, type PageDigest } from '../../common/contract/pageDigest';
import routes, { type RouteConfig } from '../../config/routes';
import { sendDueDigests } from '../../server/features/pageDigest/digests';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/calculator/oilDaliyWatchdog';
/** 2026-03-02 07:59 in Shanghai (UTC+8). */
const BEFORE_EIGHT = Date.UTC(2026, 2, 1, 23, 59);
const MIN = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let admin: string;
let alice: string;
let aliceId: string;
let bob: string;

async function user(username: string, paths: string[]): Promise<[string, string]> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Booker@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths }, admin)).status).toBe(200);
  return [await t.tokenFor(username), created.body.data.id];
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // The clock first, then the sessions (a session left idle for days expires).
  t.clock.advance(BEFORE_EIGHT - 10 * MIN - t.clock.now());
  admin = await t.tokenFor('admin');
  [alice, aliceId] = await user('alice', [PAGE]);
  [bob] = await user('bob', ['/tool/trade/realtime/fu']);
});
afterAll(() => t?.close());

const run = () => sendDueDigests(t.db, t.app.notifications, t.clock.now());
const digestNotes = async (userId: string) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('message_key', '=', 'pageDigest.ready').orderBy('created_at').execute();

test('the pages offering a digest are routes with that access key and that menu name', () => {
  const byPath = new Map<string, { accessKey: string | undefined; titleKey: string }>();
  const walk = (rs: RouteConfig[], names: string[]) => {
    for (const r of rs) {
      const chain = r.name ? [...names, r.name] : names;
      byPath.set(r.path, { accessKey: r.access, titleKey: ['menu', ...chain].join('.') });
      if (r.routes) walk(r.routes, chain);
    }
  };
  walk(routes, []);
  for (const [page, expected] of Object.entries(DIGEST_PAGES)) expect([page, byPath.get(page)]).toEqual([page, expected]);
});

test('subscribing checks the page, the grant and the zone', async () => {
  expectApiError(await t.call('/v2/pageDigest/set', { page: '/home', hour: 8, timeZone: 'Asia/Shanghai' }, alice), 'badRequest');
  expectApiError(await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Asia/Shanghai' }, bob), 'forbidden');
  expectApiError(await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Mars/Olympus' }, alice), 'badRequest');
  expect((await t.call('/v2/pageDigest/set', { page: PAGE, hour: 24, timeZone: 'Asia/Shanghai' }, alice)).status).toBe(400);
  expectApiError(await t.call('/v2/pageDigest/remove', { page: PAGE }, alice), 'notFound');
  expect((await t.call('/v2/pageDigest/list', undefined, alice)).body.data).toEqual([]);
});

test('one notification a day from the chosen hour of the reader’s zone, linking to the page; removing stops it', async () => {
  t.clock.advance(BEFORE_EIGHT - t.clock.now());
  alice = await t.tokenFor('alice');
  const set = await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Asia/Shanghai' }, alice);
  expect(set.status).toBe(200);
  expect(set.body.data).toEqual({ page: PAGE, hour: 8, timeZone: 'Asia/Shanghai', lastSentDay: null, weekday: null, createdAt: BEFORE_EIGHT });
  expect(await run()).toBe(0);

  t.clock.advance(MIN);
  expect(await run()).toBe(1);
  // Run again, and again later the same day: nothing more.
  expect(await run()).toBe(0);
  t.clock.advance(10 * 60 * MIN);
  expect(await run()).toBe(0);
  const [note] = await digestNotes(aliceId);
  expect({ link: note.link, params: JSON.parse(note.params_json) }).toEqual({
    link: PAGE,
    params: { titleKey: 'menu.tool.calculator.oilDaliyWatchdog', date: '2026-03-02' },
  });
  expect(((await t.call('/v2/pageDigest/list', undefined, alice)).body.data as PageDigest[])[0].lastSentDay).toBe('2026-03-02');

  // The next day from 08:00 Shanghai.
  t.clock.advance(BEFORE_EIGHT + DAY + MIN - t.clock.now());
  expect(await run()).toBe(1);
  expect((await digestNotes(aliceId)).map((n) => JSON.parse(n.params_json).date)).toEqual(['2026-03-02', '2026-03-03']);

  alice = await t.tokenFor('alice');
  expect((await t.call('/v2/pageDigest/remove', { page: PAGE }, alice)).status).toBe(200);
  t.clock.advance(DAY);
  expect(await run()).toBe(0);
});

test('a reader who lost the page gets no digest', async () => {
  t.clock.advance(BEFORE_EIGHT + 5 * DAY - t.clock.now());
  admin = await t.tokenFor('admin');
  const [carol, carolId] = await user('carol', [PAGE]);
  expect((await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Asia/Shanghai' }, carol)).status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: carolId, paths: ['/tool/trade/realtime/fu'] }, admin)).status).toBe(200);
  t.clock.advance(2 * MIN);
  expect(await run()).toBe(0);
  expect(await digestNotes(carolId)).toEqual([]);
});
