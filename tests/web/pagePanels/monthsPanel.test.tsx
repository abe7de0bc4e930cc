/**
 * The months panel through the page harness, with POST /v2/strategy/byMonth answered by hand (the FU inner/outer by
 * listed month; values from the domain reference's worked example, docs/domain.md): the body asked under each unit
 * (the page's unit switch picks the `byUnit` address), the bar chart of value by month, the table shown (sortable)
 * and reported to onContent (the frame's export), DEMO, a month without a price, a non-spread address and a refusal.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MonthsPanel from '@/components/PageView/panels/MonthsPanel';
import { answer, bodiesSentTo, failWith, fakeDate, makeUser, ok, renderPage } from '../harness';
import { NOW } from './fixtures';

// Type imports as import() types: the jest.mock hoisting transform cannot rewrite an imported type binding.
type PanelOf<K extends import('@common/contract/pageSpec').PanelKind> = import('@common/contract/pageSpec').PanelOf<K>;
type PanelContent = import('@/components/PageView/types').PanelContent;
type ByMonthData = import('@common/contract/strategy').ByMonthData;
type Strategy = import('@common/contract/strategy').Strategy;
type Option = { series: { name: string; type: string; data: unknown }[]; xAxis?: unknown };
const mockOptions: Option[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: Option) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => 'data:,',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const PATH = '/v2/strategy/byMonth';
const USER = makeUser({ paths: ['/tool/trade/realtime', '/tool/trade/realtime/fu'] });
const panel: PanelOf<'months'> = {
  id: 'months',
  kind: 'months',
  title: { text: 'FU by month' },
  layout: { w: 24, h: 6 },
  series: { address: 'spread:fu_inner_outer_usd_t', byUnit: { 'USD/bbl': 'spread:fu_inner_outer_usd_bbl' } },
  months: 3,
};

const strategy = (id: string, unit: string, precision: number): Strategy => ({
  id,
  name: id,
  description: '',
  legs: [],
  rates: [],
  formula: 'FU / FX - SG',
  unit,
  precision,
  visibility: 'everyone',
  roles: [],
  ownerId: null,
  ownerName: 'system',
  seeded: true,
  canEdit: false,
  live: true,
  createdAt: 0,
  updatedAt: 0,
});

const leg = (alias: string, instrument: string, price: number | null) => ({ alias, instrument, price, ts: price === null ? null : NOW - 60_000, demo: false });
/** FU 2601 / 2602 against Singapore 380 2512 / 2601: 2800 / 7.10 - 392.55 = 1.816197, 2760 / 7.10 - 385 = 3.732394. */
const FU_BY_MONTH: ByMonthData = {
  unit: 'USD/t',
  demo: true,
  asOf: NOW,
  rows: [
    {
      month: '2026-01',
      legs: [leg('FU', 'SHFE.FU2601', 2800), leg('FX', 'FX.USDCNY', 7.1), leg('SG', 'ICE.SG3802512', 392.55)],
      value: 1.816197,
      previous: 1.5,
    },
    { month: '2026-02', legs: [leg('FU', 'SHFE.FU2602', 2760), leg('FX', 'FX.USDCNY', 7.1), leg('SG', 'ICE.SG3802601', 385)], value: 3.732394, previous: 4 },
    { month: '2026-03', legs: [leg('FU', 'SHFE.FU2603', 2700), leg('FX', 'FX.USDCNY', 7.1), leg('SG', 'ICE.SG3802602', null)], value: null, previous: null },
  ],
};

const lastContent = (fn: jest.Mock<void, [PanelContent]>) => fn.mock.calls.at(-1)?.[0];
const lastSeries = () => mockOptions.at(-1)?.series ?? [];

beforeEach(() => {
  mockOptions.length = 0;
  fakeDate(NOW);
  answer('/v2/strategy/list', ok({ items: [strategy('fu_inner_outer_usd_t', 'USD/t', 2), strategy('fu_inner_outer_usd_bbl', 'USD/bbl', 3)] }));
});
afterEach(() => jest.useRealTimers());

test('each listed month: the table shown and reported, the bar chart by month, DEMO, a month without a price', async () => {
  answer(PATH, ok(FU_BY_MONTH));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<MonthsPanel panel={panel} unit="USD/t" onContent={onContent} />, { user: USER });
  await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
  expect(bodiesSentTo(PATH)).toEqual([{ id: 'fu_inner_outer_usd_t', months: 3 }]);
  const content = lastContent(onContent);
  expect(content?.demo).toBe(true);
  expect(content?.table).toEqual({
    columns: [
      'Month',
      'FU contract',
      'FU price',
      'FX contract',
      'FX price',
      'SG contract',
      'SG price',
      'Value (USD/t)',
      'Previous day (USD/t)',
      'Change (USD/t)',
    ],
    rows: [
      ['2026-01', 'SHFE.FU2601', 2800, 'FX.USDCNY', 7.1, 'ICE.SG3802512', 392.55, 1.816197, 1.5, expect.closeTo(0.316197, 9)],
      ['2026-02', 'SHFE.FU2602', 2760, 'FX.USDCNY', 7.1, 'ICE.SG3802601', 385, 3.732394, 4, expect.closeTo(-0.267606, 9)],
      ['2026-03', 'SHFE.FU2603', 2700, 'FX.USDCNY', 7.1, 'ICE.SG3802602', null, null, null, null],
    ],
  });
  const table = screen.getByRole('table', { name: 'Value by listed month' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('2026-01SHFE.FU2601 2,800FX.USDCNY 7.1ICE.SG3802512 392.551.820.32');
  expect(rows[3]).toHaveTextContent('ICE.SG3802602 no price——');
  await waitFor(() => expect(lastSeries()[0]?.type).toBe('bar'));
  expect(lastSeries()[0].name).toBe('Value (USD/t)');
  expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  // Sorted by value, highest first: 2026-02 (3.73), 2026-01 (1.82), then the month without a value.
  const valueHeader = within(table).getByRole('columnheader', { name: 'Value (USD/t)' });
  fireEvent.click(valueHeader);
  fireEvent.click(valueHeader);
  const sorted = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent?.slice(0, 7));
  expect(sorted).toEqual(['2026-02', '2026-01', '2026-03']);
});

test('the page unit picks the strategy in that unit', async () => {
  answer(PATH, ok({ ...FU_BY_MONTH, unit: 'USD/bbl', demo: false }));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<MonthsPanel panel={panel} unit="USD/bbl" onContent={onContent} />, { user: USER });
  await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
  expect(bodiesSentTo(PATH)).toEqual([{ id: 'fu_inner_outer_usd_bbl', months: 3 }]);
  expect(lastContent(onContent)?.demo).toBe(false);
  // The USD/bbl strategy's precision (3).
  expect(within(screen.getByRole('table', { name: 'Value by listed month' })).getAllByRole('row')[1]).toHaveTextContent('1.816');
});

test('a refused strategy shows the failure and reports no table; a non-spread address asks nothing', async () => {
  answer(PATH, failWith('notFound'));
  const onContent = jest.fn<void, [PanelContent]>();
  const { unmount } = renderPage(<MonthsPanel panel={panel} unit="USD/t" onContent={onContent} />, { user: USER });
  await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  expect(lastContent(onContent)).toEqual({ table: null, demo: false });
  unmount();
  const before = bodiesSentTo(PATH).length;
  renderPage(<MonthsPanel panel={{ ...panel, series: { address: 'md:SHFE.FU@main' } }} unit={null} onContent={onContent} />, { user: USER });
  expect(await screen.findByText('A by-month panel shows a strategy (spread:) address only.')).toBeInTheDocument();
  expect(bodiesSentTo(PATH).length).toBe(before);
});
