/**
 * The builder's other pages of issue 22 through the harness: /list/route (routes table, publish for a role, unpublish
 * after confirming), /user/subscribe (subscriptions, a lost report said so, change the pinned values, remove) and home
 * with subscribed charts (drawn from subscribe/read with withheld series named, arranged with "move" and widths).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import RouteList from '@/pages/List/Route';
import Home from '@/pages/Home';
import Subscriptions from '@/pages/User/Subscribe';
import { streamConnection } from '@/services/streamConnection';
import { answer, bodiesSentTo, makeAdmin, makeUser, ok, renderPage, TRADER_PATHS } from '../harness';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';
import { FU, reportSpecOf, subscriptionOf } from './fixtures';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

// A type as an import() expression: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type RouteInfo = import('@common/contract/builder').RouteInfo;

const NOW = Date.now();
const route: RouteInfo = {
  slug: 'fuel-oil-morning',
  pageId: 'page-1',
  pageTitle: 'Fuel-oil morning',
  users: [],
  roles: ['fuelDesk'],
  ownerId: 'u-admin',
  updatedAt: NOW - 3_600_000,
};

beforeEach(() => {
  FakeWebSocket.install();
});
afterEach(() => {
  act(() => streamConnection().reset());
});

describe('/list/route', () => {
  beforeEach(() => {
    answer('/v2/builder/route/list', ok([route]));
    answer('/v2/builder/page/list', ok([{ id: 'page-2', title: 'PTA morning', version: 1, ownerId: 'u-admin', shared: true, example: false, updatedAt: NOW }]));
    answer('/v1/user/role/list', ok([{ name: 'ptaDesk', users: 3, protected: false }]));
    answer('/v1/user/search/userOption', ok({ list: [{ id: 'u-7', name: 'Lin' }], total: 1, current: 1, pageSize: 50 }));
    answer('/v2/builder/route/save', ({ body }) => ok({ slug: body.slug }));
    answer('/v2/builder/route/remove', ok(null));
  });

  test('the routes, publishing a page for a role, unpublishing after confirming', async () => {
    renderPage(<RouteList />, { user: makeAdmin(['/list/route', '/list/page']) });
    const row = (await screen.findByText('/report/fuel-oil-morning')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Fuel-oil morning');
    expect(row).toHaveTextContent('fuelDesk');
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Publish a page/ }));
    const form = await screen.findByTestId('publish-form');
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: 'pta-morning' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Page' }));
    fireEvent.click((await screen.findAllByTitle('PTA morning')).at(-1) as HTMLElement);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Roles' }));
    fireEvent.click((await screen.findAllByTitle('ptaDesk')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(bodiesSentTo('/v2/builder/route/save')).toEqual([{ slug: 'pta-morning', pageId: 'page-2', roles: ['ptaDesk'], users: [] }]));

    fireEvent.click(within(row).getByRole('button', { name: 'Unpublish /report/fuel-oil-morning' }));
    expect(bodiesSentTo('/v2/builder/route/remove')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(bodiesSentTo('/v2/builder/route/remove')).toEqual([{ slug: 'fuel-oil-morning' }]));
  });
});

describe('/user/subscribe', () => {
  const gone = subscriptionOf({ id: 's-2', panelId: 'fu', reportTitle: null, panelTitle: null, position: 1 });
  beforeEach(() => {
    answer('/v2/subscribe/list', ok([subscriptionOf(), gone]));
    answer('/v2/subscribe/read', ({ body }) =>
      ok({
        subscription: subscriptionOf({ id: body.id }),
        report: { ...reportSpecOf(), spec: { ...reportSpecOf().spec, panels: [reportSpecOf().spec.panels[1]] } },
        withheld: null,
      }),
    );
    answer('/v2/subscribe/update', ({ body }) => ok(subscriptionOf({ variables: body.variables })));
    answer('/v2/subscribe/remove', ok(null));
  });

  test('the subscriptions; a lost report is said so; change the pinned values; remove after confirming', async () => {
    renderPage(<Subscriptions />, { user: makeUser({ paths: ['/user/subscribe', '/report/*'] }) });
    const first = (await screen.findByText('RBRTE and FU')).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('series=RBRTE');
    expect(first).toHaveTextContent('/report/fuel-oil-morning');
    expect(screen.getByText('No longer readable')).toBeInTheDocument();

    fireEvent.click(within(first).getByRole('button', { name: 'Change values' }));
    const input = await within(await screen.findByTestId('pinned-values')).findByLabelText('series');
    fireEvent.change(input, { target: { value: 'RWTC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/subscribe/update')).toEqual([{ id: 's-1', variables: { series: 'RWTC' } }]));

    fireEvent.click(within(first).getByRole('button', { name: 'Remove RBRTE and FU' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(bodiesSentTo('/v2/subscribe/remove')).toEqual([{ id: 's-1' }]));
  });

  test.each([
    ['zh-CN', '已发布报告中订阅的图表', '已不可查看'],
    ['ar-EG', 'الرسوم التي اشتركت فيها', 'لم يعد متاحًا للقراءة'],
  ] as const)('%s: the page in the reader’s language', async (locale, intro, goneText) => {
    renderPage(<Subscriptions />, { user: makeUser({ paths: ['/user/subscribe'] }), locale });
    expect(await screen.findByText(goneText)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(intro))).toBeInTheDocument();
  });
});

describe('home with subscribed charts', () => {
  beforeEach(() => {
    answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([], { status: {} }));
    answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
    answer('/v2/strategy/list', ok({ items: [strategyOf({ id: 'fu_inner_outer_usd_t', name: 'FU', seedKey: 'fu_inner_outer_usd_t' })] }));
    answer('/v2/feeds/state', ok([feedStateOf()]));
    answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
    answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
    answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[NOW - 86_400_000, 80.5]], { unit: 'USD/bbl' })));
    answer('/v2/subscribe/list', ok([subscriptionOf(), subscriptionOf({ id: 's-2', panelId: 'fu', panelTitle: null, reportTitle: null, position: 1, w: 24 })]));
    answer('/v2/subscribe/read', ({ body }) => {
      const full = reportSpecOf();
      return body.id === 's-1'
        ? ok({ subscription: subscriptionOf(), report: { ...full, spec: { ...full.spec, panels: [full.spec.panels[1]] } }, withheld: null })
        : ok({ subscription: subscriptionOf({ id: 's-2' }), report: null, withheld: 'forbidden' as const });
    });
    answer('/v2/subscribe/layout', ok([]));
    answer('/v1/user/oss/upload/getFileList', ok({ list: [], total: 0, current: 1, pageSize: 5 }));
  });

  test('the charts drawn with withheld series named, a lost one said so, arranged by moving and widths', async () => {
    renderPage(<Home />, { user: makeUser({ paths: TRADER_PATHS }) });
    const grid = await screen.findByTestId('subscribed-charts', {}, { timeout: 30_000 });
    await waitFor(() => expect(within(grid).getAllByTestId('subscribed-chart')).toHaveLength(2));
    const [chart, lost] = within(grid).getAllByTestId('subscribed-chart');
    expect(await within(chart).findByText('RBRTE and FU')).toBeInTheDocument();
    expect(within(chart).getByTestId('panel-withheld')).toHaveTextContent(`You may not read ${FU}`);
    await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').map((b) => b.address)).toEqual(['ds:eia:RBRTE']));
    expect(lost).toHaveTextContent('You may no longer read /report/fuel-oil-morning');

    fireEvent.click(within(grid).getByRole('button', { name: 'Move RBRTE and FU later' }));
    await waitFor(() =>
      expect(bodiesSentTo('/v2/subscribe/layout')).toEqual([
        {
          items: [
            { id: 's-2', w: 24 },
            { id: 's-1', w: 12 },
          ],
        },
      ]),
    );

    // Or dragged by its handle onto another chart, which gives up its place.
    const [, lostCell] = within(grid).getAllByTestId('subscribed-cell');
    fireEvent.dragStart(within(grid).getByRole('button', { name: 'Drag RBRTE and FU' }), { dataTransfer: { effectAllowed: 'all' } });
    fireEvent.dragOver(lostCell);
    fireEvent.drop(lostCell);
    await waitFor(() => expect(bodiesSentTo('/v2/subscribe/layout')).toHaveLength(2));
    expect(bodiesSentTo('/v2/subscribe/layout')[1]).toEqual({
      items: [
        { id: 's-2', w: 24 },
        { id: 's-1', w: 12 },
      ],
    });
  });
});
