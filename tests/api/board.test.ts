/**
 * The board's watchlists (docs/market-data/board.md): per user, a default list on the first visit (created once
 * even when two first visits race), save / rename / delete / reorder, items checked as addresses, the last list kept,
 * another user's list not found, access by the board's key. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import {
  DEFAULT_WATCHLIST_COLUMNS,
  DEFAULT_WATCHLIST_NAME,
  DEFAULT_Z_WINDOW,
  WATCHLIST_DEFAULT_ITEMS,
  WATCHLIST_MAX_ITEMS,
  WATCHLIST_MAX_LISTS,
  type Watchlist,
} from '../../common/contract/board';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let trader: string;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [trader, admin, viewer] = await Promise.all([t.tokenFor('trader'), t.tokenFor('admin'), t.tokenFor('viewer')]);
});
afterAll(() => t?.close());

const lists = async (token: string) => (await t.call('/v2/watchlist/list', undefined, token)).body.data as Watchlist[];
const save = (body: unknown, token = trader) => t.call('/v2/watchlist/save', body, token);

describe('watchlists', () => {
  test('every row of the default list is a series an administrator can read: instruments and the seeded spreads by their stable ids', async () => {
    for (const address of WATCHLIST_DEFAULT_ITEMS) {
      const res = await t.call('/v2/marketData/series', { address, interval: '1d' }, admin);
      expect([address, res.status]).toEqual([address, 200]);
    }
    const seeded = (await t.call('/v2/strategy/list', undefined, admin)).body.data as { items: { id: string }[] };
    const ids = seeded.items.map((s) => `spread:${s.id}`);
    expect(WATCHLIST_DEFAULT_ITEMS.filter((a) => a.startsWith('spread:') && !ids.includes(a))).toEqual([]);
  });

  test('a first visit gets the default list, once, even when two first visits arrive together', async () => {
    const [a, b] = await Promise.all([lists(admin), lists(admin)]);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(a[0]).toMatchObject({
      name: DEFAULT_WATCHLIST_NAME,
      position: 0,
      items: [...WATCHLIST_DEFAULT_ITEMS],
      columns: DEFAULT_WATCHLIST_COLUMNS,
      zWindow: DEFAULT_Z_WINDOW,
    });
    expect(a[0].items.slice(0, 5)).toEqual(['md:SHFE.FU@main', 'md:INE.LU@main', 'md:DCE.PG@main', 'md:ZCE.TA@main', 'md:ZCE.PX@main']);
    expect((await t.db.selectFrom('watchlists').select('id').where('name', '=', DEFAULT_WATCHLIST_NAME).execute()).length).toBe(1);
  });

  test('save creates a list after the others, and replaces items, columns and window of an own list', async () => {
    const [main] = await lists(trader);
    const created = await save({ name: ' Crude ', items: ['md:ICE.BRENT@main', 'spread:brent-wti'] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Crude', position: 1, items: ['md:ICE.BRENT@main', 'spread:brent-wti'], zWindow: DEFAULT_Z_WINDOW });

    t.clock.advance(1000);
    const columns = { visible: ['zScore', 'last', 'sparkline'], widths: { last: 120 } };
    const updated = await save({ id: main.id, name: main.name, items: ['spread:hi5', 'md:SHFE.FU2601'], columns, zWindow: 250 });
    expect(updated.body.data).toMatchObject({ id: main.id, items: ['spread:hi5', 'md:SHFE.FU2601'], columns, zWindow: 250 });
    expect(updated.body.data.updatedAt).toBeGreaterThan(main.updatedAt);
    expect((await lists(trader)).map((l) => l.name)).toEqual([DEFAULT_WATCHLIST_NAME, 'Crude']);
  });

  test('items must be instrument or strategy addresses, each once; the field names the bad one', async () => {
    for (const [items, field] of [
      [['md:SHFE.FU@main', 'hello'], 'items.1'],
      [['ref:vat.cn.lpg'], 'items.0'],
      [['md:SHFE.FU@main:settle'], 'items.0'],
      [['md:SHFE.FU2613'], 'items.0'],
      [['spread:hi5', 'md:INE.LU@main', 'spread:hi5'], 'items.2'],
    ] as const) {
      const res = await save({ name: 'Bad', items });
      expectApiError(res, 'badRequest');
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
    expectApiError(await save({ name: 'Too long', items: Array.from({ length: WATCHLIST_MAX_ITEMS + 1 }, (_, i) => `spread:s${i}`) }), 'badRequest');
    expectApiError(await save({ name: '   ', items: [] }), 'badRequest');
    expectApiError(await save({ name: 'Bad window', items: [], zWindow: 7 }), 'badRequest');
    expectApiError(await save({ name: 'Bad column', items: [], columns: { visible: ['price'], widths: {} } }), 'badRequest');
  });

  test('rename and reorder; reorder needs every own list exactly once', async () => {
    const before = await lists(trader);
    const renamed = await t.call('/v2/watchlist/rename', { id: before[1].id, name: 'Oil' }, trader);
    expect(renamed.body.data).toMatchObject({ id: before[1].id, name: 'Oil' });
    const reordered = await t.call('/v2/watchlist/reorder', { ids: [before[1].id, before[0].id] }, trader);
    expect(reordered.body.data.map((l: Watchlist) => [l.name, l.position])).toEqual([
      ['Oil', 0],
      [DEFAULT_WATCHLIST_NAME, 1],
    ]);
    expectApiError(await t.call('/v2/watchlist/reorder', { ids: [before[0].id] }, trader), 'badRequest');
    expectApiError(await t.call('/v2/watchlist/reorder', { ids: [before[0].id, 'not-mine'] }, trader), 'badRequest');
  });

  test("delete removes an own list but never the last one; another user's list is not found", async () => {
    const adminList = (await lists(admin))[0];
    for (const [path, body] of [
      ['/v2/watchlist/save', { id: adminList.id, name: 'Mine now', items: [] }],
      ['/v2/watchlist/rename', { id: adminList.id, name: 'Mine now' }],
      ['/v2/watchlist/delete', { id: adminList.id }],
    ] as const) {
      expectApiError(await t.call(path, body, trader), 'notFound');
    }
    expect((await lists(admin))[0]).toEqual(adminList);

    const own = await lists(trader);
    expect(own.length).toBe(2);
    expect((await t.call('/v2/watchlist/delete', { id: own[0].id }, trader)).status).toBe(200);
    const left = await lists(trader);
    expect(left.map((l) => l.id)).toEqual([own[1].id]);
    expectApiError(await t.call('/v2/watchlist/delete', { id: left[0].id }, trader), 'conflict');
    expect(await lists(trader)).toHaveLength(1);
  });

  test(`a user keeps at most ${WATCHLIST_MAX_LISTS} lists`, async () => {
    const have = (await lists(admin)).length;
    for (let i = have; i < WATCHLIST_MAX_LISTS; i += 1) expect((await save({ name: `L${i}`, items: [] }, admin)).status).toBe(200);
    expectApiError(await save({ name: 'One too many', items: [] }, admin), 'conflict');
  });

  test("only holders of the board's access key; signed-out callers get 401", async () => {
    expectApiError(await t.call('/v2/watchlist/list', undefined, viewer), 'forbidden');
    expectApiError(await save({ name: 'x', items: [] }, viewer), 'forbidden');
    expectApiError(await t.call('/v2/watchlist/list', undefined, null), 'unauthorized');
  });

  test('a malformed body is a 400, never a 500', async () => {
    for (const body of [{ name: 5, items: 'x' }, { items: [] }, { name: 'x', items: [1, 2] }, { id: '', name: 'x', items: [] }, []]) {
      expect((await save(body)).status).toBe(400);
    }
    expect((await t.call('/v2/watchlist/reorder', { ids: [] }, trader)).status).toBe(400);
  });
});
