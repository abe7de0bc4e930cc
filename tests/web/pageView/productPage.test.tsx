/**
 * The FU product page at its route in the whole app (routes, layout, access): a user with the page's key sees the FU
 * spec drawn by the renderer (its live rows on the seeded strategies' addresses, the explanation of the spread under
 * it); a user without the key gets the 403 page. Network: the harness's fake; stream: the fake socket.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { SOURCE_NAMES } from '@common/contract/datasource';
import { fuSpec } from '@common/productSpecs/fu';
import { luSpec } from '@/pages/Tool/Trade/Product/specs/lu';
import { pageSpecProblems } from '@common/contract/pageSpec';
import { streamConnection } from '@/services/streamConnection';
import { answer, makeUser, ok, renderApp } from '../harness';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { seasonalAnswer } from '../seasonal/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

const NOW = Date.now();
const SEEDED = ['fu_inner_outer_usd_t', 'fu_inner_outer_usd_bbl', 'hi5_singapore'].map((id) => strategyOf({ id, name: id, seedKey: id }));

function shell(paths: string[]) {
  window.localStorage.setItem('accessToken', 'tok-trader');
  answer('/v1/user/user_info', ok(makeUser({ paths })));
  answer('/v2/strategy/notification/unread', ok({ unread: 0 }));
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([], { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'OK'])) }));
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
}

beforeEach(() => {
  FakeWebSocket.install();
  answer('/v2/strategy/list', ok({ items: SEEDED }));
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  answer('/v2/marketData/series', ({ body }) => ok(seriesOf(body.address, [[NOW - 86_400_000, 10]], { unit: 'USD/t' })));
  answer('/v2/analytics/seasonality', ok(seasonalAnswer()));
  // The months panel: FU 2601 against Singapore 380 2512 (docs/domain.md's worked example: 2800 / 7.10 - 392.55).
  answer('/v2/strategy/byMonth', ({ body }) =>
    ok({
      unit: 'USD/t',
      demo: false,
      asOf: NOW,
      rows: [
        {
          month: '2026-01',
          legs: [
            { alias: 'FU', instrument: 'SHFE.FU2601', price: 2800, ts: NOW, demo: false },
            { alias: 'FX', instrument: 'FX.USDCNY', price: 7.1, ts: NOW, demo: false },
            { alias: 'SG', instrument: 'ICE.SG3802512', price: 392.55, ts: NOW, demo: false },
          ],
          value: body.id === 'fu_inner_outer_usd_t' ? 1.816197 : 0.286015,
          previous: null,
        },
      ],
    }),
  );
  answer(
    '/v2/strategy/explain',
    ok({
      strategyId: 'fu_inner_outer_usd_t',
      name: 'FU inner/outer (USD/t)',
      value: 12.5,
      unit: 'USD/t',
      precision: 2,
      ts: null,
      formula: 'FU / FX - SG',
      demo: true,
      legs: [{ alias: 'FU', instrument: 'SHFE.FU@main', price: 3100, unit: 'CNY/t', ts: NOW, demo: true }],
      rates: [],
      fx: [],
    }),
  );
});
afterEach(() => {
  act(() => streamConnection().reset());
  act(() => setLocale('zh-CN', false));
});

test('the FU and LU specs are valid', () => {
  expect(pageSpecProblems(fuSpec)).toEqual([]);
  expect(pageSpecProblems(luSpec)).toEqual([]);
});

test('a user with the FU key sees the FU spec drawn at its route', async () => {
  shell(['/tool/trade/realtime/fu']);
  renderApp('/tool/trade/realtime/fu');
  const view = await screen.findByTestId('page-view', {}, { timeout: 30_000 });
  expect(view).toHaveAttribute('data-page', 'fu');
  await waitFor(() => expect(document.querySelector('tr[data-address="spread:fu_inner_outer_usd_t"]')).toBeTruthy(), { timeout: 10_000 });
  expect(document.querySelector('tr[data-address="md:SHFE.FU@main"]')).toBeTruthy();
  // The Hi-5 is on the LU page (its Marine Fuel leg is the LU page's grant).
  expect(document.querySelector('tr[data-address="spread:hi5_singapore"]')).toBeNull();
  const formula = document.querySelector('[data-panel="formula"]') as HTMLElement;
  await waitFor(() => expect(within(formula).getByText('FU / FX - SG')).toBeInTheDocument());
  // Every listed FU month against its mapped Singapore month.
  const months = document.querySelector('[data-panel="months"]') as HTMLElement;
  await waitFor(() => expect(within(months).getByText('ICE.SG3802512 392.55')).toBeInTheDocument());
  expect(within(months).getByText('1.82')).toBeInTheDocument();
  expect(screen.getByText(/SHFE fuel oil \(FU\) against Singapore 380 cSt/)).toBeInTheDocument();
  // The Hi-5 link: this reader has no LU grant, so it says so instead of leading to a 403.
  const hi5 = screen.getByTestId('text-panel-link');
  expect(hi5).toHaveTextContent('Hi-5 on the LU page: Singapore Marine Fuel 0.5 % - 380 cSt and China LU - FU (a page not in your grants)');
  expect(within(hi5).queryByRole('link')).toBeNull();
});

test('with the LU grant too, the Hi-5 link opens the LU page', async () => {
  shell(['/tool/trade/realtime/fu', '/tool/trade/realtime/lu']);
  renderApp('/tool/trade/realtime/fu');
  const link = within(await screen.findByTestId('text-panel-link', {}, { timeout: 30_000 })).getByRole('link');
  expect(link).toHaveTextContent('Hi-5 on the LU page');
  act(() => link.click());
  await waitFor(() => expect(screen.getByTestId('page-view')).toHaveAttribute('data-page', 'lu'), { timeout: 10_000 });
});

test('a user without the FU key gets the 403 page', async () => {
  shell(['/tool/trade/realtime/lu']);
  renderApp('/tool/trade/realtime/fu');
  expect(await screen.findByText('No access', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(document.querySelector('[data-testid="page-view"]')).toBeNull();
});
