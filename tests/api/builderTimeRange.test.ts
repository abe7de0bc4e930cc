/**
 * A page's time range (issue 22: "variables (a product, a date range, a contract month) ... a default time range";
 * common/builder/timeRange.ts): the page variable `range` (`6m`, `2y`) sets how far back its daily history panels
 * without a range of their own read, in report/get's points and in report/spec's panels; the reader's choice overrides
 * the default, a subscription pins it, and a value that is not a look-back is refused on save and on read.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import type { ReportData } from '../../common/contract/builder';
import type { ReportSpecData } from '../../common/contract/reportSpec';
import type { SubscriptionRead } from '../../common/contract/subscribe';
import { createUser } from '../../server/features/user/createUser';
import { makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const SLUG = 'time-range';
const PX = 'ds:test:px';

let t: TestApp;
let analyst: string;
let reader: string;
/** Observation times, oldest first: 4 years, 18 months, 200 days and 30 days before the test clock's today. */
let times: number[];

const history = (id: string, over: object = {}) => ({ id, kind: 'history', title: { text: id }, series: [{ address: PX }], ...over });
const save = (variables: Record<string, string>, id?: string, version?: number) =>
  t.call(
    '/v2/builder/page/save',
    { ...(id ? { id, version } : {}), title: 'Ranges', panels: [history('p1'), history('own', { range: { years: 3 } })], layout: {}, variables },
    analyst,
  );
const report = (variables?: Record<string, string>) => t.call('/v2/builder/report/get', { slug: SLUG, ...(variables ? { variables } : {}) }, reader);
const timesOf = (data: ReportData, panelId: string) => (data.panels.find((p) => p.id === panelId)?.series[0].points ?? []).map((p) => p[0]);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const user = async (username: string, paths: string[]) => {
    await createUser(t.db, t.clock.now(), { username, password: 'Ranges@12345', role: 'fuelDesk', paths });
    return t.tokenFor(username);
  };
  analyst = await user('tr_analyst', ['/list/page', '/list/route', '/report/*']);
  // Imported series are read with the board's key (docs/market-data.md).
  reader = await user('tr_reader', ['/report/*', '/tool/trade/realtime']);
  const today = Math.floor(t.clock.now() / DAY) * DAY;
  times = [4 * 365, 548, 200, 30].map((days) => today - days * DAY);
  await t.db
    .insertInto('ds_observations')
    .values(times.map((ts, i) => ({ source: 'test', series_id: 'px', ts, value: 100 + i, unit: 'USD/t', imported_at: 0, run_id: 'test' })))
    .execute();
  const page = await save({ range: '6m' });
  expect(page.status).toBe(200);
  expect((await t.call('/v2/builder/route/save', { slug: SLUG, pageId: page.body.data.id, roles: ['fuelDesk'] }, analyst)).status).toBe(200);
});
afterAll(() => t?.close());

test("the page's range reaches its history panels without their own; the reader's choice overrides it", async () => {
  const byDefault = await report();
  expect(byDefault.status).toBe(200);
  expect(timesOf(byDefault.body.data, 'p1')).toEqual(times.slice(3));
  // A panel's own range (3 years) is its own.
  expect(timesOf(byDefault.body.data, 'own')).toEqual(times.slice(1));
  expect(timesOf((await report({ range: '2y' })).body.data, 'p1')).toEqual(times.slice(1));
  expect(timesOf((await report({ range: '1y' })).body.data, 'p1')).toEqual(times.slice(2));
});

test('report/spec carries the range on the panels it reaches', async () => {
  const res = await t.call('/v2/builder/report/spec', { slug: SLUG, variables: { range: '2y' } }, reader);
  const panels = (res.body.data as ReportSpecData).spec.panels;
  expect(panels.find((p) => p.id === 'p1')).toMatchObject({ range: { years: 2 } });
  expect(panels.find((p) => p.id === 'own')).toMatchObject({ range: { years: 3 } });
});

test('a subscription pins the range on screen', async () => {
  const added = await t.call('/v2/subscribe/add', { slug: SLUG, panelId: 'p1', variables: { range: '3m' } }, reader);
  expect(added.status).toBe(200);
  expect(added.body.data.variables).toEqual({ range: '3m' });
  const read = await t.call('/v2/subscribe/read', { id: added.body.data.id }, reader);
  expect((read.body.data as SubscriptionRead).report?.spec.panels[0]).toMatchObject({ id: 'p1', range: { years: 0.25 } });
});

test('a range that is not a look-back is refused on save and on read, naming the variables', async () => {
  const saved = await save({ range: 'last-week' });
  expect(saved.status).toBe(400);
  expect(saved.body.fields).toEqual({ variables: 'api.field.invalid' });
  const read = await report({ range: '99y' });
  expect(read.status).toBe(400);
  expect(read.body.fields).toEqual({ variables: 'api.field.invalid' });
});
