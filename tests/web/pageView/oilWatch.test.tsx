/**
 * The daily oil watch at its route in the whole app (issue 21): a reader with its key and the grants it declares sees
 * the spec drawn: live benchmarks and spreads, the five curves day on day, today's releases in the reader's calendar
 * zone with their source, and the data sources' states, each panel exportable; without the key, the 403 page.
 * Network: the harness's fake; stream: the fake socket.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { OIL_WATCH_NEEDS, OIL_WATCH_ROUTE } from '@/pages/Tool/Trade/Product/specs';
import { streamConnection } from '@/services/streamConnection';
import { answer, bodiesSentTo, makeUser, ok, renderApp } from '../harness';
import { release, REMINDERS } from '../events/fixtures';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { inventoriesAnswer, termAnswer } from '../pagePanels/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

// A type as an import() expression: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type PageDigest = import('@common/contract/pageDigest').PageDigest;

const NOW = Date.now();
const HOUR = 3_600_000;
/** Noon of today in Shanghai (UTC+8 all year): a release of "today" whatever the hour the test runs (NOW + 1 h is tomorrow there from 15:00 UTC). */
const SHANGHAI_NOON = NOW - ((NOW + 8 * HOUR) % (24 * HOUR)) + 12 * HOUR;

function shell(paths: string[]) {
  window.localStorage.setItem('accessToken', 'tok-trader');
  answer('/v1/user/user_info', ok(makeUser({ paths })));
  answer('/v2/strategy/notification/unread', ok({ unread: 0 }));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: source === 'kpler' ? ('ERROR' as const) : ('OK' as const), message: '', lastUpdate: null, checkedAt: 0 })),
      { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, s === 'kpler' ? 'ERROR' : 'OK'])) },
    ),
  );
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
}

beforeEach(() => {
  FakeWebSocket.install();
  answer('/v2/strategy/list', ok({ items: ['brent_wti', 'crack_380_brent'].map((id) => strategyOf({ id, name: id, seedKey: id })) }));
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  answer('/v2/marketData/inventories', ({ body }) => ok(inventoriesAnswer(body)));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[NOW - 86_400_000, 10]], { unit: 'USD/bbl' })));
  answer('/v2/calculators/termStructure', ({ body }) => ok(termAnswer(body.to ?? null, [80, 79.5, 79], { product: body.product })));
  answer('/v2/calendar/reminder/get', ok({ ...REMINDERS, settings: { minutesBefore: 30, timeZone: 'Asia/Shanghai' } }));
  answer(
    '/v2/calendar/event/list',
    ok([
      release('stocks', {
        title: 'EIA crude oil stocks change',
        country: 'US',
        releaseAt: SHANGHAI_NOON,
        consensus: -1.2,
        previous: 2.5,
        unit: 'M bbl',
        source: 'EIA',
      }),
    ]),
  );
});
afterEach(() => {
  act(() => streamConnection().reset());
});

test('with its key and the grants it declares, the oil watch draws its panels: curves day on day, releases, sources', async () => {
  shell([OIL_WATCH_ROUTE, ...OIL_WATCH_NEEDS]);
  renderApp(OIL_WATCH_ROUTE);
  const view = await screen.findByTestId('page-view', {}, { timeout: 30_000 });
  expect(view).toHaveAttribute('data-page', 'oilWatch');
  // The five curves, each against the day before.
  await waitFor(() =>
    expect(new Set(bodiesSentTo('/v2/calculators/termStructure').map((b) => b.product))).toEqual(
      new Set(['ICE.BRENT', 'NYMEX.WTI', 'INE.SC', 'SHFE.FU', 'INE.LU']),
    ),
  );
  expect(bodiesSentTo('/v2/calculators/termStructure')).toHaveLength(10);
  // Today's releases, in the reader's calendar zone, each with its source.
  const releases = document.querySelector('[data-panel="releases"]') as HTMLElement;
  const row = await within(releases).findByText(/EIA crude oil stocks change/);
  expect(row.closest('tr')).toHaveTextContent('EIA');
  expect(within(releases).getByTestId('events-panel')).toHaveAttribute('data-zone', 'Asia/Shanghai');
  const [asked] = bodiesSentTo('/v2/calendar/event/list');
  // Today only (days: 0), with a day's margin each side for date-only releases.
  expect(asked.to - asked.from).toBe(3 * 86_400_000);
  // The sources' states: Kpler in error.
  const sources = document.querySelector('[data-panel="sources"]') as HTMLElement;
  await waitFor(() => expect(within(sources).getAllByRole('row').length).toBeGreaterThan(SOURCE_NAMES.length / 2));
  // EIA's weekly stocks: the one imported against its five-year average, the others named with their ids.
  const stocks = document.querySelector('[data-panel="stocks"]') as HTMLElement;
  const crude = (await within(stocks).findByText('US commercial crude (ex. SPR)')).closest('tr') as HTMLElement;
  expect(crude).toHaveTextContent('ds:bloomberg:WCESTUS1');
  expect(crude).toHaveTextContent('11/20/2026');
  expect(crude).toHaveTextContent('460 kb');
  expect(crude).toHaveTextContent('430 (410 – 450)');
  expect(crude).toHaveTextContent('30');
  expect(bodiesSentTo('/v2/marketData/inventories')).toEqual([{ ids: ['WCESTUS1', 'W_EPC0_SAX_YCUOK_MBBL', 'WGTSTUS1', 'WDISTUS1', 'WRESTUS1'], years: 5 }]);
  expect(within(stocks).getByText(/Not imported yet: Cushing, Oklahoma crude \(W_EPC0_SAX_YCUOK_MBBL\), US total gasoline \(WGTSTUS1\)/)).toBeInTheDocument();
  await waitFor(() => expect(document.querySelectorAll('[data-testid="page-panel"][data-drawn="true"]').length).toBeGreaterThanOrEqual(9), { timeout: 10_000 });
});

test('the daily digest: switched on at 08:00 in the browser zone, moved to 07:00, switched off', async () => {
  shell([OIL_WATCH_ROUTE, ...OIL_WATCH_NEEDS]);
  let digests: PageDigest[] = [];
  answer('/v2/pageDigest/list', () => ok(digests));
  answer('/v2/pageDigest/set', ({ body }) => {
    digests = [{ ...body, weekday: body.weekday ?? null, lastSentDay: null, createdAt: NOW }];
    return ok(digests[0]);
  });
  answer('/v2/pageDigest/remove', () => {
    digests = [];
    return ok(null);
  });
  renderApp(OIL_WATCH_ROUTE);
  fireEvent.click(await screen.findByTestId('report-digest', {}, { timeout: 30_000 }));
  const popover = await screen.findByTestId('digest-popover');
  const toggle = within(popover).getByRole('switch', { name: 'Daily digest of this page' });
  await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
  fireEvent.click(toggle);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await waitFor(() => expect(bodiesSentTo('/v2/pageDigest/set')).toEqual([{ page: OIL_WATCH_ROUTE, hour: 8, timeZone: zone }]));
  await waitFor(() => expect(within(popover).getByText('On')).toBeInTheDocument());
  fireEvent.mouseDown(within(popover).getByRole('combobox', { name: 'From' }));
  fireEvent.click(await screen.findByTitle('07:00'));
  await waitFor(() => expect(bodiesSentTo('/v2/pageDigest/set').at(-1)).toEqual({ page: OIL_WATCH_ROUTE, hour: 7, timeZone: zone }));
  fireEvent.click(within(popover).getByRole('switch', { name: 'Daily digest of this page' }));
  await waitFor(() => expect(bodiesSentTo('/v2/pageDigest/remove')).toEqual([{ page: OIL_WATCH_ROUTE }]));
  await waitFor(() => expect(within(popover).getByText('Off')).toBeInTheDocument());
});

test('a user without the oil watch key gets the 403 page', async () => {
  shell(['/tool/trade/realtime/fu']);
  renderApp(OIL_WATCH_ROUTE);
  expect(await screen.findByText('No access', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(document.querySelector('[data-testid="page-view"]')).toBeNull();
});
