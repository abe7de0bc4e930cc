/**
 * The monthAverage panel through the page harness with its call answered (hand-made answers, the numbers of
 * tests/api/strategyMonthAverage.test.ts): one call per spread for the chosen month, the balance-month value next to
 * the common-days average, each leg's pricing calendar, priced / pricing days and average, the averaging expandable
 * with a blank cell where a leg does not price, the table reported with DEMO, the month picker, refused and
 * non-spread states.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MonthAveragePanel from '@/components/PageView/panels/MonthAveragePanel';
import { answer, bodiesSentTo, failWith, fakeDate, makeUser, ok, renderPage } from '../harness';
import { NOW } from './fixtures';

// Type imports as import() types: the jest.mock hoisting transform cannot rewrite an imported type binding.
type PanelOf<K extends import('@common/contract/pageSpec').PanelKind> = import('@common/contract/pageSpec').PanelOf<K>;
type PanelContent = import('@/components/PageView/types').PanelContent;
type MonthAverage = import('@common/contract/strategy').MonthAverage;
type Strategy = import('@common/contract/strategy').Strategy;

const USER = makeUser({ paths: ['/tool/trade/realtime'] });
const lastContent = (fn: jest.Mock<void, [PanelContent]>) => fn.mock.calls.at(-1)?.[0];
const PATH = '/v2/strategy/monthAverage';

const strategy = (id: string, name: string): Strategy => ({
  id,
  name,
  description: '',
  legs: [],
  rates: [],
  formula: '',
  unit: 'USD/t',
  precision: 2,
  visibility: 'everyone',
  roles: [],
  ownerId: null,
  ownerName: 'system',
  seeded: true,
  seedKey: id,
  canEdit: false,
  live: true,
  createdAt: 0,
  updatedAt: 0,
});

const day = (d: number) => `2025-05-${String(d).padStart(2, '0')}`;
const weekdays = [1, 2, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 19, 20, 21, 22, 23, 26, 27, 28, 29, 30];
const EAST_WEST: MonthAverage = {
  strategyId: 'east_west_380',
  month: '2025-05',
  unit: 'USD/t',
  precision: 2,
  demo: true,
  asOf: '2025-05-14',
  legs: [
    {
      alias: 'SG',
      instrument: 'ICE.SG380@main',
      calendar: 'SG',
      pricingDays: weekdays.filter((d) => d !== 1 && d !== 12).map(day),
      priced: [2, 5, 6, 7, 8, 9, 13, 14].map((d) => [day(d), 400 + d]),
      missing: [],
      average: 408,
      left: 12,
    },
    {
      alias: 'RDAM',
      instrument: 'ICE.RDAM35@main',
      calendar: 'ICE',
      pricingDays: weekdays.map(day),
      priced: [1, 2, 5, 6, 7, 8, 9, 12, 13, 14].map((d) => [day(d), 380 + 2 * d]),
      missing: [],
      average: 395.4,
      left: 12,
    },
  ],
  value: 12.6,
  commonDays: [2, 5, 6, 7, 8, 9, 13, 14].map(day),
  commonDaysAverage: 12,
};

const panel = (addresses: string[]): PanelOf<'monthAverage'> => ({
  id: 'balmo',
  kind: 'monthAverage',
  title: { text: 'Balance month' },
  layout: { w: 24, h: 8 },
  series: addresses.map((address) => ({ address })),
});

beforeEach(() => {
  fakeDate(NOW);
  answer('/v2/strategy/list', ok({ items: [strategy('east_west_380', 'East-West (380)'), strategy('visco_180_380', 'Visco')] }));
});
afterEach(() => jest.useRealTimers());

test('shows each strategy over its legs own pricing days, the averaging with blanks, and reports the table', async () => {
  answer(PATH, (request) => (request.body.id === 'east_west_380' ? ok(EAST_WEST) : failWith('notFound')));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<MonthAveragePanel panel={panel(['spread:east_west_380'])} unit={null} onContent={onContent} />, { user: USER });
  const view = await screen.findByRole('region', { name: 'East-West (380)' });
  expect(bodiesSentTo(PATH)).toEqual([{ id: 'east_west_380' }]);
  expect(within(view).getByTestId('month-average-value').textContent).toBe("Balance-month value (formula of the legs' averages): 12.60 USD/t");
  expect(view.textContent).toContain('the 8 days every leg priced: 12.00');
  expect(view.textContent).toContain('averaged to 2025-05-14');
  const legRows = within(view).getAllByRole('row').slice(1, 3);
  expect(
    legRows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['SG = ICE.SG380@main', 'Singapore pricing days (Platts)', '8 / 20', '408.00', '12', '—'],
    ['RDAM = ICE.RDAM35@main', 'ICE Futures Europe', '10 / 22', '395.40', '12', '—'],
  ]);

  fireEvent.click(within(view).getByText("The averaging: each leg's close per day"));
  const may1 = (await within(view).findByText('2025-05-01')).closest('tr') as HTMLElement;
  const [, common, sg, rdam] = within(may1).getAllByRole('cell');
  // 1 May: Labour Day in Singapore, no Singapore assessment; London priced. Not a common day.
  expect(within(sg).getByLabelText('Not a pricing day of this leg').textContent?.trim()).toBe('');
  expect(rdam.textContent).toBe('382.00');
  expect(common.textContent).toBe('');
  const may2 = within(view).getByText('2025-05-02').closest('tr') as HTMLElement;
  expect(
    within(may2)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['2025-05-02', '✓', '402.00', '384.00']);

  await waitFor(() => expect(lastContent(onContent)?.table?.rows).toHaveLength(2));
  const content = lastContent(onContent);
  expect(content?.demo).toBe(true);
  expect(content?.table?.rows[0]).toEqual([
    'East-West (380)',
    '2025-05',
    '2025-05-14',
    12.6,
    12,
    'USD/t',
    'SG = ICE.SG380@main',
    'Singapore pricing days (Platts)',
    8,
    20,
    12,
    408,
  ]);
});

test('the month picker asks the chosen earlier month; a refused strategy shows the refusal', async () => {
  answer(PATH, (request) =>
    request.body.id === 'east_west_380' ? ok({ ...EAST_WEST, month: request.body.month ?? '2026-03', demo: false }) : failWith('notFound'),
  );
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<MonthAveragePanel panel={panel(['spread:east_west_380', 'spread:visco_180_380'])} unit={null} onContent={onContent} />, {
    user: USER,
  });
  await screen.findByRole('region', { name: 'East-West (380)' });
  expect((await screen.findByRole('alert')).textContent).toContain('Not found.');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
  // The clock is 2026-03-10: this month, then February 2026 and earlier.
  fireEvent.click(await screen.findByTitle('2026-02'));
  await waitFor(() => expect(bodiesSentTo(PATH)).toContainEqual({ id: 'east_west_380', month: '2026-02' }));
  expect(bodiesSentTo(PATH).slice(0, 2)).toEqual([{ id: 'east_west_380' }, { id: 'visco_180_380' }]);
  await waitFor(() => expect(lastContent(onContent)?.table?.rows[0][1]).toBe('2026-02'));
  expect(lastContent(onContent)?.demo).toBe(false);
});

test('an address that is not a spread asks nothing and says why', async () => {
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<MonthAveragePanel panel={panel(['md:ICE.SG380@main'])} unit={null} onContent={onContent} />, { user: USER });
  expect(await screen.findByText('Only a spread (strategy) has balance-month averages.')).toBeTruthy();
  expect(bodiesSentTo(PATH)).toEqual([]);
  expect(lastContent(onContent)).toEqual({ table: null, demo: false });
});
