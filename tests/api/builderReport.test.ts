/**
 * Reports as page specs, subscriptions and report digests (issue 22, docs/builder.md "Reports", "Subscriptions and
 * home", "Digests"), SQLite or PostgreSQL (TEST_DATABASE_URL):
 * - report/spec answers a valid page spec with variables filled, names what the reader may not read (series, and
 *   panels whose own call needs a page key the reader lacks) and carries no point of any series;
 * - a subscription pins the report's variable values, is its owner's alone, and is re-checked on every read: a
 *   reader who loses the route or a series sees it withheld;
 * - a `/report/<slug>` digest is for the route's readers, checked again when sent; weekly digests send on their day.
 */
import { fillPanelVariables } from '../../common/builder/panelVariables';
import type { PageVersion } from '../../common/contract/builder';
import type { ReportSpecData } from '../../common/contract/reportSpec';
import { pageSpecProblems } from '../../common/contract/pageSpec';
import type { Subscription, SubscriptionRead } from '../../common/contract/subscribe';
import { createUser } from '../../server/features/user/createUser';
import { sendDueDigests } from '../../server/features/pageDigest/digests';
import { expectApiError } from './apiErrors';
import { type CallResult, makeTestApp, type TestApp } from './helpers';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const BRENT = 'ds:eia:RBRTE';
const REPORT = '/report/*';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';

let t: TestApp;
let analyst: string;
let fuDesk: string;
let fuDeskId: string;
let noFu: string;
let noFuId: string;
let ptaDesk: string;
let noReportKey: string;
let pageId: string;

async function user(username: string, role: string, paths: string[]): Promise<[string, string]> {
  const row = await createUser(t.db, t.clock.now(), { username, password: 'Builder@12345', role, paths });
  return [await t.tokenFor(username), row.id];
}

const history = (id: string, title: string, addresses: string[]) => ({
  id,
  kind: 'history',
  title: { text: title },
  series: addresses.map((address) => ({ address })),
});

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [analyst] = await user('analyst', 'analyst', ['/list/page', '/list/route', REPORT, BOARD, FU_PAGE]);
  [fuDesk, fuDeskId] = await user('fu_desk', 'fuelDesk', [REPORT, BOARD, FU_PAGE]);
  [noFu, noFuId] = await user('no_fu', 'fuelDesk', [REPORT, BOARD]);
  [ptaDesk] = await user('pta_desk', 'ptaDesk', [REPORT, BOARD, FU_PAGE]);
  [noReportKey] = await user('no_report', 'fuelDesk', [BOARD, FU_PAGE]);
  const page = await t.call(
    '/v2/builder/page/save',
    {
      title: 'Fuel-oil morning',
      panels: [
        history('brent', 'Brent', [BRENT]),
        history('fu', 'FU inner/outer', [FU_SPREAD]),
        history('both', '{series} and FU', ['ds:eia:{series}', FU_SPREAD]),
        { id: 'cal', kind: 'events', title: { text: 'Releases' }, days: 3 },
      ],
      // Placed so the grid order (row, then column) differs from the saved order: fu first.
      layout: { fu: { x: 0, y: 0, w: 12, h: 4 }, brent: { x: 12, y: 0, w: 12, h: 4 }, both: { x: 0, y: 4, w: 24, h: 4 }, cal: { x: 0, y: 8, w: 24, h: 3 } },
      variables: { series: 'RBRTE' },
    },
    analyst,
  );
  expect(page.status).toBe(200);
  pageId = page.body.data.id;
  expect((await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['fuelDesk'] }, analyst)).status).toBe(200);
});
afterAll(() => t?.close());

const spec = (token: string, body: object = { slug: 'fuel-oil-morning' }) => t.call('/v2/builder/report/spec', body, token);

describe('report/spec', () => {
  test('a full reader gets a valid page spec in grid order, variables filled, nothing withheld', async () => {
    const res = await spec(fuDesk);
    expect(res.status).toBe(200);
    const data: ReportSpecData = res.body.data;
    expect(pageSpecProblems(data.spec)).toEqual([]);
    expect(data).toMatchObject({ title: 'Fuel-oil morning', version: 1, variables: { series: 'RBRTE' }, values: { series: 'RBRTE' } });
    expect(data.spec).toMatchObject({ specVersion: 1, id: 'r-fuel-oil-morning', title: { text: 'Fuel-oil morning' } });
    expect(data.spec.panels.map((p) => p.id)).toEqual(['fu', 'brent', 'both', 'cal']);
    const both = data.spec.panels[2];
    expect(both).toMatchObject({ title: { text: 'RBRTE and FU' }, series: [{ address: BRENT }, { address: FU_SPREAD }] });
    expect(data.withheld).toEqual({});
    expect(data.panelWithheld).toEqual({});
    // The events panel calls the calendar, whose page this reader does not hold: said, not called.
    expect(data.blocked).toEqual({ cal: { call: '/v2/calendar/event/list', access: 'auth_tool_calendar_events' } });
  });

  test('a reader without the FU page gets the FU series named as withheld, per panel; no points in any answer', async () => {
    const data: ReportSpecData = (await spec(noFu)).body.data;
    expect(data.withheld).toEqual({ [FU_SPREAD]: 'forbidden' });
    expect(data.panelWithheld).toEqual({ fu: [FU_SPREAD], both: [FU_SPREAD] });
    expect(JSON.stringify(data)).not.toContain('points');
  });

  test('variables: the reader’s values fill the spec; an undeclared one is 400; a malformed address is unknown', async () => {
    const data: ReportSpecData = (await spec(fuDesk, { slug: 'fuel-oil-morning', variables: { series: 'RWTC' } })).body.data;
    expect(data.values).toEqual({ series: 'RWTC' });
    expect(data.variables).toEqual({ series: 'RBRTE' });
    expect(data.spec.panels[2]).toMatchObject({ title: { text: 'RWTC and FU' }, series: [{ address: 'ds:eia:RWTC' }, { address: FU_SPREAD }] });
    // The report fills a panel by the rule the editor's preview uses (common/builder/panelVariables.ts), to the letter.
    const saved: PageVersion = (await t.call('/v2/builder/page/get', { id: pageId }, analyst)).body.data;
    const savedBoth = saved.panels.find((p) => p.id === 'both');
    expect(savedBoth).toBeDefined();
    expect(data.spec.panels[2]).toEqual(savedBoth && fillPanelVariables(savedBoth, { series: 'RWTC' }));
    expectApiError(await spec(fuDesk, { slug: 'fuel-oil-morning', variables: { other: 'x' } }), 'badRequest');
    expectApiError(await spec(fuDesk, { slug: 'fuel-oil-morning', variables: { series: 'a b' } }), 'badRequest');
    const odd: ReportSpecData = (await spec(fuDesk, { slug: 'fuel-oil-morning', variables: { series: 'NOPE' } })).body.data;
    expect(odd.withheld).toEqual({ 'ds:eia:NOPE': 'unknown' });
  });

  test('readers: another role is refused, an unknown slug is 404, no report key is refused', async () => {
    expectApiError(await spec(ptaDesk), 'forbidden');
    expectApiError(await spec(fuDesk, { slug: 'no-such-report' }), 'notFound');
    expectApiError(await spec(noReportKey), 'forbidden');
    expectApiError(await spec(fuDesk, { slug: 'Bad Slug' }), 'badRequest');
  });
});

describe('subscriptions', () => {
  // Bodies here are sent as written (some on purpose invalid); answers are read by the test's own types.
  const call = (path: string, body: unknown, token: string) => t.call(path, body, token) as Promise<CallResult<Subscription>>;
  const list = async (token: string) => (await t.call('/v2/subscribe/list', undefined, token)).body.data as Subscription[];
  const read = async (token: string, id: string) => (await t.call('/v2/subscribe/read', { id }, token)).body.data as SubscriptionRead;
  let brentId: string;
  let bothId: string;

  test('subscribing pins the values on screen (or the defaults); home order is the order of subscribing', async () => {
    const a = await call('/v2/subscribe/add', { slug: 'fuel-oil-morning', panelId: 'brent' }, noFu);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      slug: 'fuel-oil-morning',
      panelId: 'brent',
      variables: { series: 'RBRTE' },
      position: 0,
      w: 12,
      reportTitle: 'Fuel-oil morning',
      panelTitle: 'Brent',
    });
    brentId = a.body.data.id;
    const b = await call('/v2/subscribe/add', { slug: 'fuel-oil-morning', panelId: 'both', variables: { series: 'RWTC' } }, noFu);
    // The panel's title `{series} and FU` reads with the pinned value, as the report shows it.
    expect(b.body.data).toMatchObject({ variables: { series: 'RWTC' }, position: 1, panelTitle: 'RWTC and FU' });
    bothId = b.body.data.id;
    expect((await list(noFu)).map((s) => s.id)).toEqual([brentId, bothId]);
  });

  test('reading one gives that panel with its pinned values, the withheld series named', async () => {
    const got = await read(noFu, bothId);
    expect(got.withheld).toBeNull();
    expect(got.report?.spec.panels).toHaveLength(1);
    expect(got.report?.spec.panels[0]).toMatchObject({ id: 'both', series: [{ address: 'ds:eia:RWTC' }, { address: FU_SPREAD }] });
    expect(got.report?.panelWithheld).toEqual({ both: [FU_SPREAD] });
    expect(pageSpecProblems(got.report?.spec)).toEqual([]);
  });

  test('changing pinned values and arranging home', async () => {
    const changed = await call('/v2/subscribe/update', { id: bothId, variables: { series: 'RBRTE' } }, noFu);
    expect(changed.body.data.variables).toEqual({ series: 'RBRTE' });
    expectApiError(await call('/v2/subscribe/update', { id: bothId, variables: { nope: 'x' } }, noFu), 'badRequest');
    const arranged = await call(
      '/v2/subscribe/layout',
      {
        items: [
          { id: bothId, w: 24 },
          { id: brentId, w: 8 },
        ],
      },
      noFu,
    );
    expect((arranged.body.data as unknown as Subscription[]).map((s) => [s.id, s.position, s.w])).toEqual([
      [bothId, 0, 24],
      [brentId, 1, 8],
    ]);
    expectApiError(await call('/v2/subscribe/layout', { items: [{ id: bothId, w: 10 }] }, noFu), 'badRequest');
  });

  test('bad subscriptions: a panel the page lacks, a report the reader may not read, an unknown one', async () => {
    expectApiError(await call('/v2/subscribe/add', { slug: 'fuel-oil-morning', panelId: 'nope' }, noFu), 'badRequest');
    expectApiError(await call('/v2/subscribe/add', { slug: 'fuel-oil-morning', panelId: 'brent' }, ptaDesk), 'forbidden');
    expectApiError(await call('/v2/subscribe/add', { slug: 'no-such-report', panelId: 'brent' }, noFu), 'notFound');
    expectApiError(await call('/v2/subscribe/add', { slug: 'fuel-oil-morning' }, noFu), 'badRequest');
  });

  test('another user’s subscription is invisible: not listed, not read, changed or removed', async () => {
    expect(await list(fuDesk)).toEqual([]);
    expectApiError(await call('/v2/subscribe/read', { id: brentId }, fuDesk), 'notFound');
    expectApiError(await call('/v2/subscribe/update', { id: brentId, variables: {} }, fuDesk), 'notFound');
    expectApiError(await call('/v2/subscribe/remove', { id: brentId }, fuDesk), 'notFound');
    expectApiError(await call('/v2/subscribe/layout', { items: [{ id: brentId, w: 8 }] }, fuDesk), 'notFound');
    expect(await list(noFu)).toHaveLength(2);
  });

  test('access lost after subscribing: a series, then the route, then the report itself', async () => {
    // fu_desk subscribes to the FU chart, then loses the FU page: the series is withheld at the next read.
    const fu = (await call('/v2/subscribe/add', { slug: 'fuel-oil-morning', panelId: 'fu' }, fuDesk)).body.data as Subscription;
    expect((await read(fuDesk, fu.id)).report?.withheld).toEqual({});
    await t.db
      .updateTable('users')
      .set({ access_paths: JSON.stringify([REPORT, BOARD]) })
      .where('id', '=', fuDeskId)
      .execute();
    const fuDeskAgain = await t.tokenFor('fu_desk');
    expect((await read(fuDeskAgain, fu.id)).report?.withheld).toEqual({ [FU_SPREAD]: 'forbidden' });

    // The route is re-listed for another role: the subscription is withheld whole, its titles gone.
    await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['ptaDesk'] }, analyst);
    const lost = await read(noFu, brentId);
    expect(lost).toMatchObject({ report: null, withheld: 'forbidden', subscription: { reportTitle: null, panelTitle: null } });
    expect(JSON.stringify(lost)).not.toContain('Brent');

    // Unpublished: unknown. Removing the subscription is still possible.
    await t.call('/v2/builder/route/remove', { slug: 'fuel-oil-morning' }, analyst);
    expect((await read(noFu, brentId)).withheld).toBe('unknown');
    expect((await call('/v2/subscribe/remove', { id: brentId }, noFu)).status).toBe(200);
    expect((await list(noFu)).map((s) => s.id)).toEqual([bothId]);
    await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['fuelDesk'] }, analyst);
  });
});

describe('digests of reports', () => {
  const PAGE = '/report/fuel-oil-morning';
  /** 2026-03-02 (a Monday) 07:59 in Shanghai. */
  const MONDAY_BEFORE_EIGHT = Date.UTC(2026, 2, 1, 23, 59);
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  const run = () => sendDueDigests(t.db, t.app.notifications, t.clock.now(), t.app.reports);
  const notes = (userId: string) =>
    t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('message_key', '=', 'pageDigest.ready').orderBy('created_at').execute();

  test('a report reader subscribes daily or weekly; others cannot; an unknown report offers none', async () => {
    t.clock.advance(MONDAY_BEFORE_EIGHT - t.clock.now());
    const noFuToken = await t.tokenFor('no_fu');
    const ptaToken = await t.tokenFor('pta_desk');
    const set = await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Asia/Shanghai', weekday: 2 }, noFuToken);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ page: PAGE, hour: 8, weekday: 2 });
    expectApiError(await t.call('/v2/pageDigest/set', { page: PAGE, hour: 8, timeZone: 'Asia/Shanghai' }, ptaToken), 'forbidden');
    expectApiError(await t.call('/v2/pageDigest/set', { page: '/report/no-such-report', hour: 8, timeZone: 'Asia/Shanghai' }, noFuToken), 'badRequest');
    expectApiError(await t.call('/v2/pageDigest/set', { page: '/report/Bad_Slug', hour: 8, timeZone: 'Asia/Shanghai' }, noFuToken), 'badRequest');
  });

  test('a weekly digest goes out on its weekday only, titled with the report; a reader who lost the route gets none', async () => {
    t.clock.advance(2 * HOUR); // Monday 09:59: not Tuesday.
    expect(await run()).toBe(0);
    t.clock.advance(DAY); // Tuesday 09:59.
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [note] = await notes(noFuId);
    expect(note).toMatchObject({ link: PAGE });
    expect(JSON.parse(note.params_json)).toEqual({ title: 'Fuel-oil morning', date: '2026-03-03' });

    // A week later, after the route stopped listing the reader's role: nothing.
    // (The clock moved a day: sessions are signed in again.)
    const relisted = await t.call('/v2/builder/route/save', { slug: 'fuel-oil-morning', pageId, roles: ['ptaDesk'] }, await t.tokenFor('analyst'));
    expect(relisted.status).toBe(200);
    t.clock.advance(7 * DAY);
    expect(await run()).toBe(0);
    expect(await notes(noFuId)).toHaveLength(1);
  });
});
