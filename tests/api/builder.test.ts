/**
 * The builder's calls (issue 22), SQLite or PostgreSQL (TEST_DATABASE_URL): every page save appends a version and a
 * stale one answers 409 with the current version; routes publish and unpublish a page for users and roles; a report
 * is read by its route's users and roles and by administrators only; and the leak rule: each series of each panel is
 * checked against the reader at read time, so a reader without the FU page gets the FU spread withheld and no FU
 * value anywhere in the answer, while the EIA series beside it renders. Bad bodies answer 400, never 500.
 */
import type { ReportData } from '../../common/contract/builder';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { dailyBar } from './marketRows';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const BRENT = 'ds:eia:RBRTE';
const REPORT = '/report/*';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';

let t: TestApp;
let admin: string;
/** Builds pages and publishes them (both builder pages). */
let analyst: string;
let analystId: string;
/** Another builder user: may not see the analyst's private pages. */
let other: string;
/** Role `fuelDesk`, the board and the FU page: reads both series. */
let fuDesk: string;
/** Role `fuelDesk`, the board but not the FU page: the leak case. */
let noFu: string;
let noFuId: string;
/** Role `ptaDesk`: the report is not for them. */
let ptaDesk: string;

async function user(username: string, role: string, paths: string[]): Promise<[string, string]> {
  const row = await createUser(t.db, t.clock.now(), { username, password: 'Builder@12345', role, paths });
  return [await t.tokenFor(username), row.id];
}

/** FU Jan-2026 against SG380 Dec-2025 (the seeded spread's month mapping), in March 2025: the FU spread has values. */
async function seedFuLegs(): Promise<void> {
  const days = ['2025-03-03', '2025-03-04', '2025-03-05'];
  await t.app.bars.upsert([
    ...days.map((d, i) => ({ ...dailyBar('SHFE.FU2601', d, 2800 + 7.7 * i), oi: 1000 })),
    ...days.map((d, i) => ({ ...dailyBar('ICE.SG3802512', d, 392.55 + i), oi: 1000 })),
  ]);
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  [analyst, analystId] = await user('analyst', 'analyst', ['/list/page', '/list/route', REPORT, BOARD, FU_PAGE]);
  [other] = await user('other_builder', 'analyst', ['/list/page', '/list/route']);
  [fuDesk] = await user('fu_desk', 'fuelDesk', [REPORT, BOARD, FU_PAGE]);
  [noFu, noFuId] = await user('no_fu', 'fuelDesk', [REPORT, BOARD]);
  [ptaDesk] = await user('pta_desk', 'ptaDesk', [REPORT, BOARD, FU_PAGE]);
  await seedFuLegs();
});
afterAll(() => t?.close());

const history = (title: string, addresses: string[]) => ({ kind: 'history', title: { text: title }, series: addresses.map((address) => ({ address })) });
const save = (body: unknown, token = analyst) => t.call('/v2/builder/page/save', body, token);

describe('pages and versions', () => {
  test('a history panel needs only a title and addresses; the server names and places it', async () => {
    const res = await save({ title: 'Morning', panels: [history('Brent', [BRENT])], layout: {} });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(String), version: 1 });
    const got = await t.call('/v2/builder/page/get', { id: res.body.data.id }, analyst);
    expect(got.body.data).toMatchObject({
      title: 'Morning',
      version: 1,
      latest: 1,
      panels: [{ id: 'p1', kind: 'history', layout: { w: 24, h: 4 } }],
      layout: { p1: { x: 0, y: 0, w: 24, h: 4 } },
      variables: {},
      ownerId: analystId,
      shared: false,
    });
  });

  test('every save appends a version; a stale or missing version is 409 with the current one', async () => {
    const first = await save({ title: 'Spread v1', panels: [{ ...history('FU', [FU_SPREAD]), id: 'fu' }], layout: { fu: { x: 0, y: 0, w: 12, h: 5 } } });
    const { id } = first.body.data;
    const second = await save({
      id,
      version: 1,
      title: 'Spread v2',
      panels: [{ ...history('FU', [FU_SPREAD]), id: 'fu' }],
      layout: { fu: { x: 12, y: 0, w: 12, h: 5 } },
    });
    expect(second.body.data).toEqual({ id, version: 2 });

    // Someone still editing version 1 is refused, and told the page is at 2.
    const stale = await save({ id, version: 1, title: 'Lost edit', panels: [history('x', [BRENT])], layout: {} });
    expectApiError(stale, 'builderVersionConflict');
    expect(stale.body.data).toEqual({ currentVersion: 2 });
    const unnamed = await save({ id, title: 'Blind overwrite', panels: [history('x', [BRENT])], layout: {} });
    expectApiError(unnamed, 'builderVersionConflict');
    expect(unnamed.body.data).toEqual({ currentVersion: 2 });

    const versions = await t.call('/v2/builder/page/versions', { id }, analyst);
    expect(versions.body.data.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Spread v2'],
      [1, 'Spread v1'],
    ]);
    // Old versions stay readable as saved (restore = save them again from the newest version).
    const v1 = await t.call('/v2/builder/page/get', { id, version: 1 }, analyst);
    expect(v1.body.data).toMatchObject({
      title: 'Spread v1',
      version: 1,
      latest: 2,
      layout: { fu: { x: 0, y: 0, w: 12, h: 5 } },
      panels: [{ layout: { w: 12, h: 5 } }],
    });
    expectApiError(await t.call('/v2/builder/page/get', { id, version: 9 }, analyst), 'notFound');
  });

  test('two saves from the same version: one wins, the other is told the new version', async () => {
    const { id } = (await save({ title: 'Race', panels: [history('b', [BRENT])], layout: {} })).body.data;
    const body = { id, version: 1, title: 'Race', panels: [history('b', [BRENT])], layout: {} };
    const answers = await Promise.all([save(body), save(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.data).toEqual({ currentVersion: 2 });
  });

  test('a page is its owner’s until shared; others cannot see, change or remove it; administrators see every page', async () => {
    const { id } = (await save({ title: 'Private', panels: [history('b', [BRENT])], layout: {} })).body.data;
    const listed = async (token: string) => (await t.call('/v2/builder/page/list', undefined, token)).body.data.map((p: { id: string }) => p.id);
    expect(await listed(other)).not.toContain(id);
    expect(await listed(admin)).toContain(id);
    expectApiError(await t.call('/v2/builder/page/get', { id }, other), 'notFound');
    expectApiError(await save({ id, version: 1, title: 'Mine now', panels: [history('b', [BRENT])], layout: {} }, other), 'notFound');

    expect((await t.call('/v2/builder/page/share', { id, shared: true }, analyst)).body.data).toMatchObject({ id, shared: true });
    expect(await listed(other)).toContain(id);
    expect((await t.call('/v2/builder/page/get', { id }, other)).status).toBe(200);
    // Shared to read, not to change: saving, sharing and removing stay with the owner and administrators.
    expectApiError(await save({ id, version: 1, title: 'Mine now', panels: [history('b', [BRENT])], layout: {} }, other), 'forbidden');
    expectApiError(await t.call('/v2/builder/page/remove', { id }, other), 'forbidden');
    expect((await t.call('/v2/builder/page/remove', { id }, analyst)).status).toBe(200);
    expectApiError(await t.call('/v2/builder/page/get', { id }, analyst), 'notFound');
  });

  test('the builder calls need their page keys', async () => {
    expectApiError(await save({ title: 'x', panels: [history('b', [BRENT])], layout: {} }, fuDesk), 'forbidden');
    expectApiError(await t.call('/v2/builder/route/list', undefined, fuDesk), 'forbidden');
    expectApiError(await t.call('/v2/builder/report/get', { slug: 'anything' }, other), 'forbidden');
  });

  test('bad bodies answer 400 with the field, never 500', async () => {
    const bad: unknown[] = [
      {},
      { title: '', panels: [history('b', [BRENT])], layout: {} },
      { title: 'x', panels: [], layout: {} },
      { title: 'x', panels: [{ kind: 'history', title: { text: 'no series' }, series: [] }], layout: {} },
      { title: 'x', panels: [{ kind: 'nope', title: { text: 'x' } }], layout: {} },
      { title: 'x', panels: [history('b', [BRENT])], layout: { p1: { x: 20, y: 0, w: 12, h: 4 } } },
      { title: 'x', panels: [history('b', [BRENT])], layout: { ghost: { x: 0, y: 0, w: 12, h: 4 } } },
      {
        title: 'x',
        panels: [
          { ...history('a', [BRENT]), id: 'same' },
          { ...history('b', [BRENT]), id: 'same' },
        ],
        layout: {},
      },
      { title: 'x', panels: [history('b', ['md:SHFE.{product}@main'])], layout: {} },
      { title: 'x', panels: [history('b', [BRENT])], layout: {}, variables: { product: 'FU; drop' } },
      { title: 'x', panels: [history('b', [BRENT])], layout: {}, version: 0 },
      { id: '../etc', title: 'x', panels: [history('b', [BRENT])], layout: {}, version: 1 },
    ];
    for (const body of bad) {
      const res = await save(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    for (const body of [{}, { slug: 'Bad Slug', pageId: 'x' }, { slug: 'ok', pageId: 'x', users: 'u' }, { slug: 'ok', pageId: 'no-such-page' }]) {
      expect((await t.call('/v2/builder/route/save', body, analyst)).status).toBe(400);
    }
    for (const body of [{}, { slug: '../x' }, { slug: 'ok', variables: { a: 'b c' } }]) {
      expect((await t.call('/v2/builder/report/get', body, fuDesk)).status).toBe(400);
    }
  });
});

describe('routes and reports', () => {
  let pageId: string;

  beforeAll(async () => {
    const res = await save({
      title: 'Fuel-oil morning',
      panels: [
        { ...history('FU inner/outer', [FU_SPREAD]), id: 'fu', range: { years: 1 } },
        { ...history('Brent', [BRENT]), id: 'brent' },
        { ...history('Both', [BRENT, FU_SPREAD]), id: 'both' },
        { kind: 'text', id: 'note', title: { text: 'Note' }, body: { text: 'Read me' }, layout: { w: 24, h: 2 } },
      ],
      layout: { fu: { x: 0, y: 0, w: 12, h: 6 }, brent: { x: 12, y: 0, w: 12, h: 6 } },
    });
    expect(res.status).toBe(200);
    pageId = res.body.data.id;
    const route = await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['fuelDesk'] }, analyst);
    expect(route.body.data).toEqual({ slug: 'fuel-oil-morning' });
  });

  const report = (token: string, body: object = { slug: 'fuel-oil-morning' }) => t.call('/v2/builder/report/get', body, token);
  const seriesOf = (data: ReportData, panelId: string) => data.panels.find((p) => p.id === panelId)?.series ?? [];

  test('a reader of the role with every grant sees every series with points', async () => {
    const res = await report(fuDesk);
    expect(res.status).toBe(200);
    const data: ReportData = res.body.data;
    expect(data).toMatchObject({ title: 'Fuel-oil morning', version: 1 });
    expect(data.panels.map((p) => [p.id, p.kind])).toEqual([
      ['fu', 'history'],
      ['brent', 'history'],
      ['both', 'history'],
      ['note', 'text'],
    ]);
    const [fu] = seriesOf(data, 'fu');
    expect(fu).toMatchObject({ address: FU_SPREAD, unit: 'USD/t', demo: false });
    expect(fu.withheld).toBeUndefined();
    expect(fu.points?.length).toBe(3);
    const [brent] = seriesOf(data, 'brent');
    expect(brent).toMatchObject({ address: BRENT, unit: 'USD/bbl' });
    expect(brent.points?.length).toBeGreaterThan(100);
    expect(seriesOf(data, 'note')).toEqual([]);
  });

  test('the leak case: a reader without the FU page gets the FU series withheld and no FU value anywhere', async () => {
    const full: ReportData = (await report(fuDesk)).body.data;
    const fuValues = (seriesOf(full, 'fu')[0].points ?? []).map(([, v]) => v);
    expect(fuValues.length).toBe(3);

    const res = await report(noFu);
    expect(res.status).toBe(200);
    const data: ReportData = res.body.data;
    expect(seriesOf(data, 'fu')).toEqual([{ address: FU_SPREAD, unit: '', demo: false, points: null, withheld: 'forbidden' }]);
    // In a panel mixing both, the readable series renders and the other is withheld.
    const both = seriesOf(data, 'both');
    expect(both[0]).toMatchObject({ address: BRENT, unit: 'USD/bbl' });
    expect(both[0].points?.length).toBeGreaterThan(100);
    expect(both[1]).toEqual({ address: FU_SPREAD, unit: '', demo: false, points: null, withheld: 'forbidden' });
    expect(seriesOf(data, 'brent')[0].points).toEqual(seriesOf(full, 'brent')[0].points);
    // Not one FU value, in any form, anywhere in the body.
    const body = JSON.stringify(res.body);
    for (const v of fuValues) {
      expect(body).not.toContain(String(v));
      expect(body).not.toContain(v.toFixed(2));
    }
    // The same reader asking for the series directly is refused too (the resolver is the one check).
    expectApiError(await t.call('/v2/marketData/series', { address: FU_SPREAD, interval: '1d' }, noFu), 'forbidden');
  });

  test('an unknown address is withheld as unknown; the others render', async () => {
    const { id } = (await save({ title: 'Typos', panels: [history('x', ['ds:eia:NOPE', 'not an address', BRENT])], layout: {} })).body.data;
    await t.call('/v2/builder/route/save', { slug: 'typos', pageId: id, roles: ['fuelDesk'] }, analyst);
    const [nope, malformed, brent] = seriesOf((await report(fuDesk, { slug: 'typos' })).body.data, 'p1');
    expect(nope).toMatchObject({ points: null, withheld: 'unknown' });
    expect(malformed).toMatchObject({ points: null, withheld: 'unknown' });
    expect(brent.points?.length).toBeGreaterThan(0);
  });

  test('readers: the route’s roles and users, its publisher and administrators; another role is refused', async () => {
    expectApiError(await report(ptaDesk), 'forbidden');
    expect((await report(admin)).status).toBe(200);
    expect((await report(analyst)).status).toBe(200);
    expectApiError(await report(fuDesk, { slug: 'no-such-report' }), 'notFound');
    const menu = async (token: string) => (await t.call('/v2/builder/report/list', undefined, token)).body.data;
    expect(await menu(fuDesk)).toContainEqual({ slug: 'fuel-oil-morning', title: 'Fuel-oil morning' });
    expect(await menu(ptaDesk)).toEqual([]);

    // Re-publishing for one user instead of the role: the role's readers lose it, that user keeps it.
    await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, users: [noFuId] }, analyst);
    expectApiError(await report(fuDesk), 'forbidden');
    expect((await report(noFu)).status).toBe(200);
    await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['fuelDesk'] }, analyst);
    expect((await report(fuDesk)).status).toBe(200);
  });

  test('a report shows the page’s newest version', async () => {
    const saved = await save({ id: pageId, version: 1, title: 'Fuel-oil morning (v2)', panels: [{ ...history('Brent', [BRENT]), id: 'brent' }], layout: {} });
    expect(saved.body.data.version).toBe(2);
    const data: ReportData = (await report(fuDesk)).body.data;
    expect(data).toMatchObject({ title: 'Fuel-oil morning (v2)', version: 2 });
    expect(data.panels.map((p) => p.id)).toEqual(['brent']);
  });

  test('variables fill addresses; the reader’s values are checked like any address', async () => {
    const { id } = (await save({ title: 'By source', panels: [history('x', ['ds:eia:{series}'])], layout: {}, variables: { series: 'RBRTE' } })).body.data;
    await t.call('/v2/builder/route/save', { slug: 'by-source', pageId: id, roles: ['fuelDesk'] }, analyst);
    expect(seriesOf((await report(fuDesk, { slug: 'by-source' })).body.data, 'p1')[0]).toMatchObject({ address: BRENT, unit: 'USD/bbl' });
    const wti = seriesOf((await report(fuDesk, { slug: 'by-source', variables: { series: 'RWTC' } })).body.data, 'p1')[0];
    expect(wti.address).toBe('ds:eia:RWTC');
    expect(wti.points?.length).toBeGreaterThan(0);
    expectApiError(await report(fuDesk, { slug: 'by-source', variables: { other: 'x' } }), 'badRequest');
  });

  test('publish and unpublish: another publisher cannot take a slug; a published page is not removed', async () => {
    // Publishing needs a page the publisher may read; a slug someone else published is theirs.
    expectApiError(await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['ptaDesk'] }, other), 'badRequest');
    const own = (await save({ title: 'Other’s', panels: [history('b', [BRENT])], layout: {} }, other)).body.data.id;
    expectApiError(await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId: own, roles: ['ptaDesk'] }, other), 'conflict');
    expect((await report(fuDesk)).body.data.title).toBe('Fuel-oil morning (v2)');
    expectApiError(await t.call('/v2/builder/page/remove', { id: pageId }, analyst), 'conflict');
    const routes = (await t.call('/v2/builder/route/list', undefined, analyst)).body.data;
    expect(routes).toContainEqual(expect.objectContaining({ slug: 'fuel-oil-morning', pageId, roles: ['fuelDesk'], users: [], ownerId: analystId }));
    expect((await t.call('/v2/builder/route/list', undefined, other)).body.data).toEqual([]);
    expectApiError(await t.call('/v2/builder/route/remove', { slug: 'fuel-oil-morning' }, other), 'notFound');

    expect((await t.call('/v2/builder/route/remove', { slug: 'fuel-oil-morning' }, analyst)).status).toBe(200);
    expectApiError(await report(fuDesk), 'notFound');
    expect((await t.call('/v2/builder/report/list', undefined, fuDesk)).body.data).not.toContainEqual(expect.objectContaining({ slug: 'fuel-oil-morning' }));
    expect((await t.call('/v2/builder/page/remove', { id: pageId }, analyst)).status).toBe(200);
  });
});
