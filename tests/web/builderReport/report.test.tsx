/**
 * /report/<slug> in the whole app (issue 22): the report drawn from report/spec by the one renderer, the withheld
 * series named and never asked for, a panel whose own call needs a page the reader lacks saying which page instead of
 * calling; the variable inputs re-read the report; "subscribe" pins the values on screen; the report is in the menu.
 * A reader not on the route's list gets the 403 page, an unknown report the 404 page. Three languages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { streamConnection } from '@/services/streamConnection';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderApp } from '../harness';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';
import { BRENT, FU, reportSpecOf, subscriptionOf } from './fixtures';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

type Subscription = import('@common/contract/subscribe').Subscription;

const NOW = Date.now();
const PATH = '/report/fuel-oil-morning';

function shell(paths: string[] = ['/report/*', '/tool/trade/realtime']) {
  window.localStorage.setItem('accessToken', 'tok-trader');
  answer('/v1/user/user_info', ok(makeUser({ paths })));
  answer('/v2/strategy/notification/unread', ok({ unread: 0 }));
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: 'OK' as const, message: '', lastUpdate: null, checkedAt: 0 })),
      { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'OK'])) },
    ),
  );
  answer('/v2/builder/report/list', ok([{ slug: 'fuel-oil-morning', title: 'Fuel-oil morning' }]));
}

let subscriptions: Subscription[];
beforeEach(() => {
  FakeWebSocket.install();
  subscriptions = [];
  answer('/v2/strategy/list', ok({ items: [strategyOf({ id: 'fu_inner_outer_usd_t', name: 'FU inner/outer', seedKey: 'fu_inner_outer_usd_t' })] }));
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[NOW - 86_400_000, 80.5]], { unit: 'USD/bbl' })));
  answer('/v2/subscribe/list', () => ok(subscriptions));
  answer('/v2/subscribe/add', ({ body }) => {
    const s = subscriptionOf({ panelId: body.panelId, variables: body.variables ?? {} });
    subscriptions = [s];
    return ok(s);
  });
});
afterEach(() => {
  act(() => streamConnection().reset());
});

test('the report: withheld series named and not asked for, a blocked panel says why, in the menu, subscribe pins the values', async () => {
  shell();
  answer('/v2/builder/report/spec', ({ body }) => ok(reportSpecOf(body.variables)));
  renderApp(PATH);
  const view = await screen.findByTestId('page-view', {}, { timeout: 30_000 });
  expect(view).toHaveAttribute('data-page', 'r-fuel-oil-morning');
  expect(screen.getAllByText('Fuel-oil morning').length).toBeGreaterThan(0);

  // The FU panel is withheld whole; the mixed one draws Brent and names FU.
  const fu = document.querySelector('[data-panel="fu"]') as HTMLElement;
  expect(within(fu).getByTestId('panel-withheld')).toHaveTextContent(`You may not read ${FU}`);
  const both = document.querySelector('[data-panel="both"]') as HTMLElement;
  expect(within(both).getByTestId('panel-withheld')).toHaveTextContent(`You may not read ${FU}`);
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').map((b) => b.address)).toContain(BRENT));
  expect(bodiesSentTo('/v2/marketData/series').map((b) => b.address)).not.toContain(FU);

  // The events panel needs the calendar page: said, and the calendar is never asked.
  const cal = document.querySelector('[data-panel="cal"]') as HTMLElement;
  expect(within(cal).getByTestId('panel-blocked')).toHaveTextContent('This panel is empty: it needs the page /tool/calendar/events');
  expect(bodiesSentTo('/v2/calendar/event/list')).toEqual([]);

  // In the menu, under "Report".
  await waitFor(() => expect(screen.getAllByRole('link', { name: 'Fuel-oil morning' }).length).toBeGreaterThan(0));

  // Another value of the variable reads the report again with it.
  const input = within(screen.getByTestId('report-variables')).getByLabelText('series');
  fireEvent.change(input, { target: { value: 'RWTC' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(bodiesSentTo('/v2/builder/report/spec')).toContainEqual({ slug: 'fuel-oil-morning', variables: { series: 'RWTC' } }));
  await screen.findByText('RWTC and FU');

  // Subscribing to the mixed panel pins the values on screen.
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to RWTC and FU on your home page' }));
  await waitFor(() => expect(bodiesSentTo('/v2/subscribe/add')).toEqual([{ slug: 'fuel-oil-morning', panelId: 'both', variables: { series: 'RWTC' } }]));
  await screen.findByRole('button', { name: 'RWTC and FU is on your home page with these values' });
});

test("the page's time range is a choice of look-backs; another one reads the report again with it", async () => {
  shell();
  answer('/v2/builder/report/spec', ({ body }) => {
    const values = { series: 'RBRTE', range: '1y', ...body.variables };
    return ok({ ...reportSpecOf(values), variables: { series: 'RBRTE', range: '1y' } });
  });
  renderApp(PATH);
  await screen.findByTestId('page-view', {}, { timeout: 30_000 });
  // The form remounts when the answer's values arrive: query it afresh, waiting.
  const range = await screen.findByRole('combobox', { name: 'Time range' });
  expect(within(screen.getByTestId('report-variables')).getByText('Last year')).toBeInTheDocument();
  fireEvent.mouseDown(range);
  fireEvent.click(await screen.findByTitle('Last 2 years'));
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(bodiesSentTo('/v2/builder/report/spec')).toContainEqual({ slug: 'fuel-oil-morning', variables: { series: 'RBRTE', range: '2y' } }),
  );
});

test.each([
  ['en-US', 'You may not read'],
  ['zh-CN', '您无权读取'],
  ['ar-EG', 'لا يحق لك قراءة'],
] as const)('%s: the withheld sentence in the reader’s language', async (locale, sentence) => {
  shell();
  answer('/v2/builder/report/spec', ok(reportSpecOf()));
  renderApp(PATH, { locale });
  const [fu] = await screen.findAllByTestId('panel-withheld', {}, { timeout: 30_000 });
  expect(fu).toHaveTextContent(`${sentence}`);
  expect(fu).toHaveTextContent(FU);
});

test('a reader not on the route’s list gets the 403 page; an unknown report the 404 page', async () => {
  shell();
  answer('/v2/builder/report/spec', ({ body }) => (body.slug === 'fuel-oil-morning' ? failWith('forbidden') : failWith('notFound')));
  const first = renderApp(PATH);
  expect(await screen.findByText('No access', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.queryByTestId('page-view')).toBeNull();
  first.unmount();
  renderApp('/report/no-such-report');
  expect(await screen.findByText('No such report', {}, { timeout: 30_000 })).toBeInTheDocument();
});

test('a report’s digest may be weekly: switched on daily, then moved to Tuesdays', async () => {
  shell();
  answer('/v2/builder/report/spec', ok(reportSpecOf()));
  type PageDigest = import('@common/contract/pageDigest').PageDigest;
  let digests: PageDigest[] = [];
  answer('/v2/pageDigest/list', () => ok(digests));
  answer('/v2/pageDigest/set', ({ body }) => {
    digests = [{ ...body, weekday: body.weekday ?? null, lastSentDay: null, createdAt: NOW }];
    return ok(digests[0]);
  });
  renderApp(PATH);
  fireEvent.click(await screen.findByTestId('report-digest', {}, { timeout: 30_000 }));
  const popover = await screen.findByTestId('digest-popover');
  const toggle = within(popover).getByRole('switch', { name: 'Daily digest of this page' });
  await waitFor(() => expect(toggle).not.toHaveClass('ant-switch-loading'));
  fireEvent.click(toggle);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await waitFor(() => expect(bodiesSentTo('/v2/pageDigest/set')).toEqual([{ page: PATH, hour: 8, timeZone: zone }]));
  fireEvent.mouseDown(await within(popover).findByRole('combobox', { name: 'Repeat' }));
  fireEvent.click(await screen.findByTitle('Tuesday'));
  await waitFor(() => expect(bodiesSentTo('/v2/pageDigest/set').at(-1)).toEqual({ page: PATH, hour: 8, timeZone: zone, weekday: 2 }));
});
