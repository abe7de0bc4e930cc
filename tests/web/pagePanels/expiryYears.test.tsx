/**
 * The expiryYears panel through the page harness, with POST /v2/calculators/calendarSpreadYears answered by hand: the
 * body asked, one line per year on the trading days before expiry, axis inverted (the current pair first, drawn as an area
 * and named so), the table reported (a row per days-before, a column per year, gaps null), DEMO, the empty and the
 * refused states.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import ExpiryYearsPanel from '@/components/PageView/panels/ExpiryYearsPanel';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';

// Type imports as import() types: the jest.mock hoisting transform cannot rewrite an imported type binding.
type PanelOf<K extends import('@common/contract/pageSpec').PanelKind> = import('@common/contract/pageSpec').PanelOf<K>;
type PanelContent = import('@/components/PageView/types').PanelContent;
type Data = import('@common/contract/calculators').CalendarSpreadYearsData;
type Option = { series: { name: string; type: string; data: unknown; areaStyle?: unknown }[]; xAxis?: unknown };
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

const PATH = '/v2/calculators/calendarSpreadYears';
const USER = makeUser({ paths: ['/tool/trade/realtime'] });

const panel: PanelOf<'expiryYears'> = {
  id: 'fuExpiryYears',
  kind: 'expiryYears',
  title: { text: 'FU Jan-May' },
  layout: { w: 24, h: 5 },
  product: 'SHFE.FU',
  near: 1,
  far: 5,
  years: 2,
  daysBefore: 250,
};

const ANSWER: Data = {
  product: 'SHFE.FU',
  unit: 'CNY/t',
  demo: true,
  series: [
    { year: 2026, near: 'SHFE.FU2601', far: 'SHFE.FU2605', lastTradingDay: '2025-12-31', current: true, points: [[186, 50]] },
    {
      year: 2025,
      near: 'SHFE.FU2501',
      far: 'SHFE.FU2505',
      lastTradingDay: '2024-12-31',
      current: false,
      points: [
        [186, 12.5],
        [2, -40],
        [0, 10],
      ],
    },
    // A year without data: no line, no column.
    { year: 2024, near: 'SHFE.FU2401', far: 'SHFE.FU2405', lastTradingDay: '2023-12-29', current: false, points: [] },
  ],
};

const lastContent = (fn: jest.Mock<void, [PanelContent]>) => fn.mock.calls.at(-1)?.[0];
const lastOption = () => mockOptions.at(-1);

beforeEach(() => {
  mockOptions.length = 0;
});

test('one line per year on trading days before expiry, the current pair emphasised, the table by days-before', async () => {
  answer(PATH, ok(ANSWER));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<ExpiryYearsPanel panel={panel} unit={null} onContent={onContent} />, { user: USER });
  await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
  expect(bodiesSentTo(PATH)).toEqual([{ product: 'SHFE.FU', near: 1, far: 5, years: 2, daysBefore: 250 }]);
  expect(lastContent(onContent)).toEqual({
    demo: true,
    table: {
      columns: [
        'Trading days before expiry',
        '2026: SHFE.FU2601 - SHFE.FU2605 (last trading day 2025-12-31)',
        '2025: SHFE.FU2501 - SHFE.FU2505 (last trading day 2024-12-31)',
      ],
      rows: [
        [186, 50, 12.5],
        [2, null, -40],
        [0, null, 10],
      ],
    },
  });
  await waitFor(() => expect(lastOption()?.series.map((s) => s.name)).toEqual(['2026 (current)', '2025']));
  const [current, earlier] = lastOption()?.series ?? [];
  // Expiry (0) at the right: the axis is inverted (larger counts to the left), starting at 0.
  expect(earlier.data).toEqual([
    [186, 12.5],
    [2, -40],
    [0, 10],
  ]);
  expect(lastOption()?.xAxis).toMatchObject({ type: 'value', inverse: true, min: 0 });
  expect(current.areaStyle).toBeTruthy();
  expect(earlier.areaStyle).toBeFalsy();
  expect(screen.getByText('SHFE.FU Jan-May spread by trading days before expiry')).toBeTruthy();
  expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
});

test('no year with data: says so and reports no table', async () => {
  answer(PATH, ok({ ...ANSWER, demo: false, series: ANSWER.series.map((s) => ({ ...s, points: [] })) }));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<ExpiryYearsPanel panel={panel} unit={null} onContent={onContent} />, { user: USER });
  expect(await screen.findByText('No settled pair of SHFE.FU in the years asked')).toBeTruthy();
  expect(lastContent(onContent)).toEqual({ table: null, demo: false });
});

test('a refused product shows the failure with a retry, and no table', async () => {
  answer(PATH, failWith('forbidden'));
  const onContent = jest.fn<void, [PanelContent]>();
  renderPage(<ExpiryYearsPanel panel={panel} unit={null} onContent={onContent} />, { user: USER });
  await waitFor(() => expect(screen.getByTestId('chart-state').textContent).not.toBe(''));
  expect(lastContent(onContent)?.table).toBeNull();
  answer(PATH, ok(ANSWER));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
  expect(bodiesSentTo(PATH).length).toBeGreaterThan(1);
});
