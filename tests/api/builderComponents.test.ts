/**
 * The builder's library components, library panels, examples and copies (issue 22; docs/builder.md), SQLite or
 * PostgreSQL (TEST_DATABASE_URL): every component save appends a version and a stale one answers 409 with the current
 * version; a component placed on two pages and edited once changes both (page/get and report/get), and each series of
 * the drawn panel is still checked against the reader; a placed component is not removed; "used by" names only the
 * pages the caller may read; placing a component the caller may not read is 400 (whether or not it exists); the three
 * seeded examples are there on a fresh database, changed only by administrators and copied by anyone; a page exported
 * as a file (common/contract/pageExport.ts) and imported again reads back the same. Bad bodies answer 400, never 500.
 */
import type { PageExport, PageVersion, ReportData } from '../../common/contract/builder';
import { pageExportOf, pageExportProblems, saveBodyOfExport } from '../../common/contract/pageExport';
import { fuSpec } from '../../common/productSpecs/fu';
import { EXAMPLES, seedExamplePages } from '../../server/features/builder/examples';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const BRENT = 'ds:eia:RBRTE';
const WTI = 'ds:eia:RWTC';
const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const REPORT = '/report/*';
const BOARD = '/tool/trade/realtime';

let t: TestApp;
let admin: string;
/** Builds components and pages, and publishes them. */
let analyst: string;
let analystId: string;
/** Another builder user: may not see the analyst's private components or pages. */
let other: string;
/** Builds pages but holds no `/list/comp`. */
let pagesOnly: string;
/** Role `fuelDesk`, the board and the FU page: reads every series used here. */
let fuDesk: string;
/** Role `fuelDesk`, the board but not the FU page. */
let noFu: string;

async function user(username: string, role: string, paths: string[]): Promise<[string, string]> {
  const row = await createUser(t.db, t.clock.now(), { username, password: 'Builder@12345', role, paths });
  return [await t.tokenFor(username), row.id];
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  [analyst, analystId] = await user('comp_analyst', 'analyst', ['/list/page', '/list/comp', '/list/route', REPORT, BOARD, '/tool/trade/realtime/fu']);
  [other] = await user('comp_other', 'analyst', ['/list/page', '/list/comp', '/list/route']);
  [pagesOnly] = await user('pages_only', 'analyst', ['/list/page']);
  [fuDesk] = await user('comp_fu_desk', 'fuelDesk', [REPORT, BOARD, '/tool/trade/realtime/fu']);
  [noFu] = await user('comp_no_fu', 'fuelDesk', [REPORT, BOARD]);
});
afterAll(() => t?.close());

const history = (title: string, addresses: string[]) => ({ kind: 'history', title: { text: title }, series: addresses.map((address) => ({ address })) });
const saveComp = (body: unknown, token = analyst) => t.call('/v2/builder/comp/save', body, token);
const savePage = (body: unknown, token = analyst) => t.call('/v2/builder/page/save', body, token);
const getPage = async (id: string, token = analyst, version?: number): Promise<PageVersion> => {
  const res = await t.call('/v2/builder/page/get', { id, version }, token);
  expect(res.status).toBe(200);
  return res.body.data;
};
const library = (componentId: string, extra: object = {}) => ({ kind: 'library', componentId, ...extra });
const newComp = async (title: string, addresses: string[], token = analyst): Promise<string> => {
  const res = await saveComp({ title, panel: history(title, addresses) }, token);
  expect(res.status).toBe(200);
  return res.body.data.id;
};
/** An answer of a call with an Accept-Language header. */
const inLanguage = async (url: string, body: unknown, token: string, language: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, data: res.json().data };
};

describe('components and versions', () => {
  test('a component stores one complete panel; every save appends a version; a stale or missing version is 409', async () => {
    const first = await saveComp({ title: 'Brent', panel: history('Brent', [BRENT]) });
    expect(first.body.data).toEqual({ id: expect.any(String), version: 1 });
    const { id } = first.body.data;
    const v1 = (await t.call('/v2/builder/comp/get', { id }, analyst)).body.data;
    expect(v1).toMatchObject({
      id,
      title: 'Brent',
      version: 1,
      latest: 1,
      panel: { id: 'p1', kind: 'history', layout: { w: 24, h: 4 }, series: [{ address: BRENT }] },
      ownerId: analystId,
      shared: false,
      usedBy: [],
      usedByCount: 0,
    });

    const second = await saveComp({ id, version: 1, title: 'Brent and WTI', panel: { ...history('Both', [BRENT, WTI]), layout: { w: 12, h: 5 } } });
    expect(second.body.data).toEqual({ id, version: 2 });
    const stale = await saveComp({ id, version: 1, title: 'Lost edit', panel: history('x', [BRENT]) });
    expectApiError(stale, 'builderVersionConflict');
    expect(stale.body.data).toEqual({ currentVersion: 2 });
    const unnamed = await saveComp({ id, title: 'Blind overwrite', panel: history('x', [BRENT]) });
    expectApiError(unnamed, 'builderVersionConflict');
    expect(unnamed.body.data).toEqual({ currentVersion: 2 });

    const versions = (await t.call('/v2/builder/comp/versions', { id }, analyst)).body.data;
    expect(versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Brent and WTI'],
      [1, 'Brent'],
    ]);
    // Old versions stay readable as saved.
    expect((await t.call('/v2/builder/comp/get', { id, version: 1 }, analyst)).body.data).toMatchObject({ version: 1, latest: 2, title: 'Brent' });
    expect((await t.call('/v2/builder/comp/get', { id }, analyst)).body.data).toMatchObject({ version: 2, panel: { layout: { w: 12, h: 5 } } });
    expectApiError(await t.call('/v2/builder/comp/get', { id, version: 9 }, analyst), 'notFound');
    const listed = (await t.call('/v2/builder/comp/list', undefined, analyst)).body.data;
    expect(listed).toContainEqual({
      id,
      title: 'Brent and WTI',
      kind: 'history',
      version: 2,
      ownerId: analystId,
      shared: false,
      usedBy: 0,
      updatedAt: expect.any(Number),
    });
  });

  test('two saves from the same version: one wins, the other is told the new version', async () => {
    const id = await newComp('Race', [BRENT]);
    const body = { id, version: 1, title: 'Race', panel: history('Race', [BRENT]) };
    const answers = await Promise.all([saveComp(body), saveComp(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.data).toEqual({ currentVersion: 2 });
  });

  test('a component is its owner’s until shared; others cannot see or change it; administrators see every one', async () => {
    const id = await newComp('Private', [BRENT]);
    const listed = async (token: string) => (await t.call('/v2/builder/comp/list', undefined, token)).body.data.map((c: { id: string }) => c.id);
    expect(await listed(other)).not.toContain(id);
    expect(await listed(admin)).toContain(id);
    expectApiError(await t.call('/v2/builder/comp/get', { id }, other), 'notFound');
    expectApiError(await t.call('/v2/builder/comp/versions', { id }, other), 'notFound');
    expectApiError(await saveComp({ id, version: 1, title: 'Mine', panel: history('x', [BRENT]) }, other), 'notFound');

    expect((await t.call('/v2/builder/comp/share', { id, shared: true }, analyst)).body.data).toMatchObject({ id, shared: true, usedBy: 0 });
    expect(await listed(other)).toContain(id);
    expectApiError(await saveComp({ id, version: 1, title: 'Mine', panel: history('x', [BRENT]) }, other), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/share', { id, shared: false }, other), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/remove', { id }, other), 'forbidden');
    // An administrator changes anyone's component.
    expect((await saveComp({ id, version: 1, title: 'Fixed by admin', panel: history('x', [BRENT]) }, admin)).body.data.version).toBe(2);
    expect((await t.call('/v2/builder/comp/remove', { id }, analyst)).status).toBe(200);
    expectApiError(await t.call('/v2/builder/comp/get', { id }, analyst), 'notFound');
  });

  test('the component calls need /list/comp', async () => {
    const id = await newComp('Keyed', [BRENT]);
    expectApiError(await t.call('/v2/builder/comp/list', undefined, pagesOnly), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/get', { id }, pagesOnly), 'forbidden');
    expectApiError(await saveComp({ title: 'x', panel: history('x', [BRENT]) }, pagesOnly), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/versions', { id }, fuDesk), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/share', { id, shared: true }, fuDesk), 'forbidden');
    expectApiError(await t.call('/v2/builder/comp/remove', { id }, fuDesk), 'forbidden');
    expectApiError(await t.call('/v2/builder/page/copy', { id: 'example-oil-watch' }, fuDesk), 'forbidden');
  });
});

describe('library panels', () => {
  test('a component placed on two pages and edited once changes both, in page/get and report/get', async () => {
    const comp = await newComp('Brent', [BRENT]);
    const a = (
      await savePage({
        title: 'Page A',
        panels: [library(comp, { id: 'lib' }), { ...history('Own', [BRENT]), id: 'own' }],
        layout: { lib: { x: 0, y: 0, w: 12, h: 6 } },
      })
    ).body.data.id;
    // Page B places it twice, sized differently, and says nothing of its size: the component's own layout applies.
    const b = (await savePage({ title: 'Page B', panels: [library(comp), library(comp, { id: 'again', layout: { w: 8, h: 3 } })], layout: {} })).body.data.id;

    const pageA = await getPage(a);
    expect(pageA.library).toEqual({ lib: { componentId: comp, version: 1 } });
    expect(pageA.panels).toEqual([
      { id: 'lib', kind: 'history', title: { text: 'Brent' }, layout: { w: 12, h: 6 }, series: [{ address: BRENT }] },
      { id: 'own', kind: 'history', title: { text: 'Own' }, layout: { w: 24, h: 4 }, series: [{ address: BRENT }] },
    ]);
    const pageB = await getPage(b);
    expect(pageB.library).toEqual({ p1: { componentId: comp, version: 1 }, again: { componentId: comp, version: 1 } });
    expect(pageB.layout).toEqual({ p1: { x: 0, y: 0, w: 24, h: 4 }, again: { x: 0, y: 4, w: 8, h: 3 } });

    for (const [slug, pageId] of [
      ['lib-a', a],
      ['lib-b', b],
    ]) {
      expect((await t.call('/v2/builder/route/save', { slug, pageId, roles: ['fuelDesk'] }, analyst)).status).toBe(200);
    }
    const report = async (slug: string): Promise<ReportData> => (await t.call('/v2/builder/report/get', { slug }, fuDesk)).body.data;
    expect((await report('lib-a')).panels[0].series.map((s) => s.address)).toEqual([BRENT]);

    // One edit of the component...
    expect((await saveComp({ id: comp, version: 1, title: 'WTI', panel: history('WTI', [WTI]) })).body.data.version).toBe(2);
    // ...reaches both pages, which did not change version.
    for (const id of [a, b]) {
      const page = await getPage(id);
      expect(page.version).toBe(1);
      expect(Object.values(page.library).map((l) => l.version)).toEqual(id === a ? [2] : [2, 2]);
      expect(page.panels.filter((p) => p.id !== 'own').map((p) => [p.title, p.kind === 'history' && p.series[0].address])).toEqual(
        (id === a ? [1] : [1, 2]).map(() => [{ text: 'WTI' }, WTI]),
      );
    }
    expect((await getPage(a)).panels[0].layout).toEqual({ w: 12, h: 6 });
    for (const slug of ['lib-a', 'lib-b']) {
      const data = await report(slug);
      const drawn = data.panels.filter((p) => p.id !== 'own');
      expect(drawn.length).toBe(slug === 'lib-a' ? 1 : 2);
      for (const panel of drawn) {
        expect(panel.series.map((s) => s.address)).toEqual([WTI]);
        expect(panel.series[0].points?.length).toBeGreaterThan(0);
      }
    }
  });

  test('each series of a library panel is checked against the reader of the report', async () => {
    const comp = await newComp('FU and Brent', [FU_SPREAD, BRENT]);
    const pageId = (await savePage({ title: 'Library leak', panels: [library(comp, { id: 'lib' })], layout: {} })).body.data.id;
    await t.call('/v2/builder/route/save', { slug: 'library-leak', pageId, roles: ['fuelDesk'] }, analyst);
    const [fu, brent] = ((await t.call('/v2/builder/report/get', { slug: 'library-leak' }, noFu)).body.data as ReportData).panels[0].series;
    expect(fu).toEqual({ address: FU_SPREAD, unit: '', demo: false, points: null, withheld: 'forbidden' });
    expect(brent).toMatchObject({ address: BRENT, unit: 'USD/bbl' });
    const full = ((await t.call('/v2/builder/report/get', { slug: 'library-leak' }, fuDesk)).body.data as ReportData).panels[0].series;
    expect(full[0].withheld).toBeUndefined();
  });

  test('placing a component needs it readable: 400 naming panels, the same whether it exists or not', async () => {
    const privateComp = await newComp('Analyst only', [BRENT]);
    const place = (componentId: string, token: string) => savePage({ title: 'Placing', panels: [library(componentId)], layout: {} }, token);
    const unreadable = await place(privateComp, other);
    const missing = await place('no-such-component', other);
    for (const res of [unreadable, missing]) {
      expectApiError(res, 'badRequest');
      expect(res.body.data).toBeNull();
    }
    expect(JSON.stringify(unreadable.body)).toBe(JSON.stringify(missing.body));
    expect(JSON.stringify(unreadable.body)).toContain('panels');

    await t.call('/v2/builder/comp/share', { id: privateComp, shared: true }, analyst);
    const placed = await place(privateComp, other);
    expect(placed.status).toBe(200);
    // Made private again: the page that places it keeps it (saving it again is not placing it anew) and still draws it.
    await t.call('/v2/builder/comp/share', { id: privateComp, shared: false }, analyst);
    const again = await savePage({ id: placed.body.data.id, version: 1, title: 'Placing, renamed', panels: [library(privateComp)], layout: {} }, other);
    expect(again.body.data).toEqual({ id: placed.body.data.id, version: 2 });
    expect((await getPage(placed.body.data.id, other)).library).toEqual({ p1: { componentId: privateComp, version: 1 } });
    // A new page of the same user may not place it.
    expectApiError(await place(privateComp, other), 'badRequest');
  });

  test('inline panels beside library panels keep every field', async () => {
    const comp = await newComp('Brent', [BRENT]);
    const text = { kind: 'text', id: 'note', title: { text: 'Note' }, body: { text: 'Read me' }, layout: { w: 24, h: 2 } };
    const id = (await savePage({ title: 'Mixed', panels: [library(comp), text, { ...history('FU', [FU_SPREAD]), range: { years: 2 } }], layout: {} })).body.data
      .id;
    const page = await getPage(id);
    expect(page.panels[1]).toEqual(text);
    expect(page.panels[2]).toMatchObject({ kind: 'history', title: { text: 'FU' }, series: [{ address: FU_SPREAD }], range: { years: 2 } });
  });

  test('a placed component is not removed; "used by" counts every page and names only readable ones', async () => {
    const comp = await newComp('Shared Brent', [BRENT]);
    await t.call('/v2/builder/comp/share', { id: comp, shared: true }, analyst);
    const mine = (await savePage({ title: 'Analyst’s page', panels: [library(comp)], layout: {} })).body.data.id;
    const theirs = (await savePage({ title: 'Other’s private page', panels: [library(comp)], layout: {} }, other)).body.data.id;

    const got = (await t.call('/v2/builder/comp/get', { id: comp }, analyst)).body.data;
    expect(got.usedByCount).toBe(2);
    expect(got.usedBy).toEqual([{ pageId: mine, title: 'Analyst’s page' }]);
    const asAdmin = (await t.call('/v2/builder/comp/get', { id: comp }, admin)).body.data;
    expect(asAdmin.usedBy.map((u: { pageId: string }) => u.pageId).sort()).toEqual([mine, theirs].sort());
    const summary = (await t.call('/v2/builder/comp/list', undefined, analyst)).body.data.find((c: { id: string }) => c.id === comp);
    expect(summary?.usedBy).toBe(2);

    expectApiError(await t.call('/v2/builder/comp/remove', { id: comp }, analyst), 'builderComponentInUse');
    // A page's newest version counts: saving it without the component frees it there; an old version still names it.
    await savePage({ id: mine, version: 1, title: 'Analyst’s page', panels: [history('Inline', [BRENT])], layout: {} });
    expect((await t.call('/v2/builder/comp/get', { id: comp }, analyst)).body.data.usedByCount).toBe(1);
    expectApiError(await t.call('/v2/builder/comp/remove', { id: comp }, analyst), 'builderComponentInUse');
    expect((await t.call('/v2/builder/page/remove', { id: theirs }, other)).status).toBe(200);
    expect((await t.call('/v2/builder/comp/get', { id: comp }, analyst)).body.data.usedByCount).toBe(0);
    expect((await t.call('/v2/builder/comp/remove', { id: comp }, analyst)).status).toBe(200);

    // The old version that placed it says the component was removed, in the reader's language (locale keys).
    const old = await getPage(mine, analyst, 1);
    expect(old.library).toEqual({});
    expect(old.panels[0]).toEqual({
      id: 'p1',
      kind: 'text',
      title: { key: 'pagePanels.library.removed' },
      layout: { w: 24, h: 4 },
      body: { key: 'pagePanels.library.removed.body' },
    });
  });
});

describe('examples and copies', () => {
  test('three examples from the product specs are there on a fresh database, shared, owned by nobody', async () => {
    const pages = (await t.call('/v2/builder/page/list', undefined, pagesOnly)).body.data;
    const examples = pages.filter((p: { example: boolean }) => p.example);
    expect(examples.map((p: { id: string }) => p.id).sort()).toEqual(EXAMPLES.map((e) => e.seedKey).sort());
    for (const ex of examples) expect(ex).toMatchObject({ ownerId: null, shared: true, version: 1 });
    const fu = await getPage('example-fu-inner-outer', pagesOnly);
    expect(fu).toMatchObject({ example: true, ownerId: null, title: '示例：高硫燃料油内外盘', library: {}, variables: {} });
    // The same panels as the product page, titles as locale keys, flowed on the grid as the renderer flows them.
    expect(fu.panels).toEqual(fuSpec.panels);
    expect(fu.layout.live).toEqual({ x: 0, y: 0, w: 14, h: 4 });
    expect(fu.layout.formula).toEqual({ x: 14, y: 0, w: 10, h: 4 });
    expect(fu.layout.months).toEqual({ x: 0, y: 4, w: 24, h: 6 });
    // Their titles answer in the caller's language.
    expect((await inLanguage('/v2/builder/page/get', { id: 'example-oil-watch' }, pagesOnly, 'en-US')).data.title).toBe('Example: Daily oil watch');
    const arabic = (await inLanguage('/v2/builder/page/list', undefined, pagesOnly, 'ar-EG')).data;
    expect(arabic.find((p: { id: string }) => p.id === 'example-oil-watch').title).toBe('مثال: مراقبة النفط اليومية');
  });

  test("a published example is named in the reader's language in the routes and in the reports' menu", async () => {
    expect((await t.call('/v2/builder/route/save', { slug: 'example-watch', pageId: 'example-oil-watch', roles: ['fuelDesk'] }, admin)).status).toBe(200);
    const routes = (await inLanguage('/v2/builder/route/list', undefined, admin, 'en-US')).data;
    expect(routes.find((r: { slug: string }) => r.slug === 'example-watch')).toMatchObject({
      pageId: 'example-oil-watch',
      pageTitle: 'Example: Daily oil watch',
    });
    expect(routes.find((r: { slug: string }) => r.slug === 'example-watch')).not.toHaveProperty('pageSeedKey');
    const menu = (await inLanguage('/v2/builder/report/list', undefined, fuDesk, 'ar-EG')).data;
    expect(menu).toContainEqual({ slug: 'example-watch', title: 'مثال: مراقبة النفط اليومية' });
    // The default language reads the stored title.
    expect((await inLanguage('/v2/builder/report/list', undefined, fuDesk, 'zh-CN')).data).toContainEqual({
      slug: 'example-watch',
      title: expect.stringMatching(/^示例/),
    });
    expect((await t.call('/v2/builder/route/remove', { slug: 'example-watch' }, admin)).status).toBe(200);
  });

  test('seeding again adds nothing and keeps an administrator’s edit', async () => {
    const edited = await savePage(
      { id: 'example-oil-watch', version: 1, title: 'Oil watch (house edit)', panels: [history('Brent', [BRENT])], layout: {} },
      admin,
    );
    expect(edited.body.data).toEqual({ id: 'example-oil-watch', version: 2 });
    await seedExamplePages(t.db, t.clock.now());
    const examples = (await t.call('/v2/builder/page/list', undefined, admin)).body.data.filter((p: { example: boolean }) => p.example);
    expect(examples.length).toBe(3);
    expect((await getPage('example-oil-watch', admin)).title).toBe('Oil watch (house edit)');
  });

  test('only administrators change examples; anyone copies one into a page of their own', async () => {
    const body = { id: 'example-fuel-oil-swaps', version: 1, title: 'Mine', panels: [history('x', [BRENT])], layout: {} };
    expectApiError(await savePage(body, analyst), 'forbidden');
    expectApiError(await t.call('/v2/builder/page/share', { id: 'example-fuel-oil-swaps', shared: false }, analyst), 'forbidden');
    expectApiError(await t.call('/v2/builder/page/remove', { id: 'example-fuel-oil-swaps' }, analyst), 'forbidden');

    const copy = await inLanguage('/v2/builder/page/copy', { id: 'example-fuel-oil-swaps' }, pagesOnly, 'en-US');
    expect(copy.status).toBe(200);
    expect(copy.data).toEqual({ id: expect.any(String), version: 1 });
    const source = await getPage('example-fuel-oil-swaps', pagesOnly);
    const mine = await getPage(copy.data.id, pagesOnly);
    expect(mine).toMatchObject({ title: 'Example: Fuel oil OTC swaps and cracks (copy)', version: 1, example: false, shared: false });
    expect(mine.ownerId).not.toBeNull();
    expect([mine.panels, mine.layout, mine.variables]).toEqual([source.panels, source.layout, source.variables]);
    // The copy is the caller's to edit; the example is untouched.
    const saved = await savePage({ id: mine.id, version: 1, title: 'My swaps', panels: mine.panels, layout: mine.layout }, pagesOnly);
    expect(saved.body.data).toEqual({ id: mine.id, version: 2 });
    expect((await getPage('example-fuel-oil-swaps', pagesOnly)).version).toBe(1);
    const zh = await t.call('/v2/builder/page/copy', { id: 'example-fu-inner-outer' }, pagesOnly);
    expect((await getPage(zh.body.data.id, pagesOnly)).title).toBe('示例：高硫燃料油内外盘（副本）');
  });

  test('a copy keeps library panels its owner may read and inlines the others; an unreadable page is not copied', async () => {
    const shared = await newComp('Shared one', [BRENT]);
    await t.call('/v2/builder/comp/share', { id: shared, shared: true }, analyst);
    const privateComp = await newComp('Private one', [WTI]);
    const pageId = (await savePage({ title: 'To copy', panels: [library(shared, { id: 's' }), library(privateComp, { id: 'p' })], layout: {} })).body.data.id;
    expectApiError(await t.call('/v2/builder/page/copy', { id: pageId }, other), 'notFound');
    await t.call('/v2/builder/page/share', { id: pageId, shared: true }, analyst);
    const copyId = (await t.call('/v2/builder/page/copy', { id: pageId }, other)).body.data.id;
    const copy = await getPage(copyId, other);
    expect(copy.library).toEqual({ s: { componentId: shared, version: 1 } });
    expect(copy.panels).toEqual((await getPage(pageId)).panels);
  });
});

describe('export and import', () => {
  test('a page with a library panel, exported and imported again, reads back with the same panels, layout and variables', async () => {
    const comp = await newComp('Library Brent', ['ds:eia:{series}']);
    const { id } = (
      await savePage({
        title: 'To export',
        panels: [library(comp, { id: 'lib', layout: { w: 12, h: 5 } }), { ...history('Own', [WTI]), id: 'own' }],
        layout: { own: { x: 12, y: 0, w: 12, h: 5 } },
        variables: { series: 'RBRTE' },
      })
    ).body.data;
    const page = await getPage(id);
    const file: PageExport = JSON.parse(JSON.stringify(pageExportOf(page, t.clock.now())));
    expect(pageExportProblems(file)).toEqual([]);
    expect(file).toMatchObject({ format: 'commodity-console/builder-page', formatVersion: 1, title: 'To export', exportedAt: '2025-04-01T02:00:00.000Z' });
    // Components inlined: the file names none.
    expect(JSON.stringify(file)).not.toContain(comp);

    const imported = await savePage(saveBodyOfExport(file), other);
    expect(imported.body.data).toEqual({ id: expect.any(String), version: 1 });
    const back = await getPage(imported.body.data.id, other);
    expect([back.title, back.panels, back.layout, back.variables]).toEqual([page.title, page.panels, page.layout, page.variables]);
    expect(back.library).toEqual({});
    expect(pageExportProblems({ ...file, format: 'something else' }).length).toBeGreaterThan(0);
    expect(pageExportProblems({ ...file, panels: [] }).length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  test('bad bodies answer 400, never 500', async () => {
    const comp = await newComp('For bad input', [BRENT]);
    const badComponents: unknown[] = [
      {},
      { title: '', panel: history('x', [BRENT]) },
      { title: 'x' },
      { title: 'x', panel: { kind: 'history', title: { text: 'no series' }, series: [] } },
      { title: 'x', panel: { kind: 'nope', title: { text: 'x' } } },
      { title: 'x', panel: library(comp) },
      { title: 'x', panel: { ...history('x', [BRENT]), id: 'Bad Id' } },
      { title: 'x', panel: { ...history('x', [BRENT]), layout: { w: 30, h: 4 } } },
      { title: 'x', panel: history('x', [BRENT]), version: 0 },
      { id: '../etc', title: 'x', panel: history('x', [BRENT]), version: 1 },
      { title: 'x'.repeat(201), panel: history('x', [BRENT]) },
    ];
    for (const body of badComponents) {
      const res = await saveComp(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    const badPages: unknown[] = [
      { title: 'x', panels: [{ kind: 'library' }], layout: {} },
      { title: 'x', panels: [library('../etc')], layout: {} },
      { title: 'x', panels: [library(comp, { id: 'Bad Id' })], layout: {} },
      { title: 'x', panels: [library(comp, { layout: { w: 0, h: 4 } })], layout: {} },
      { title: 'x', panels: [library(comp, { id: 'a' }), library(comp, { id: 'a' })], layout: {} },
      { title: 'x', panels: [library(comp)], layout: { ghost: { x: 0, y: 0, w: 4, h: 4 } } },
    ];
    for (const body of badPages) {
      const res = await savePage(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    for (const [url, body] of [
      ['/v2/builder/comp/get', { id: '../x' }],
      ['/v2/builder/comp/get', { id: comp, version: 0 }],
      ['/v2/builder/comp/versions', {}],
      ['/v2/builder/comp/share', { id: comp, shared: 'yes' }],
      ['/v2/builder/comp/remove', { id: '' }],
      ['/v2/builder/page/copy', { id: '../x' }],
      ['/v2/builder/page/copy', {}],
    ] as const) {
      const res = await t.call(url, body, analyst);
      expect([url, JSON.stringify(body), res.status]).toEqual([url, JSON.stringify(body), 400]);
    }
    // A component variable the page does not declare is refused where it is placed.
    const withVariable = await newComp('Variable', ['ds:eia:{series}']);
    expectApiError(await savePage({ title: 'x', panels: [library(withVariable)], layout: {} }), 'badRequest');
  });
});
