/**
 * The curve and matrix panels through the page harness, with the term-structure call answered (fixtures.ts): the
 * bodies asked (today, 7 and 30 days back), the lines and the heat map handed to the chart, the table reported to
 * onContent, the roll yield convention labelled, DEMO, the empty and the refused states.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CurvePanel from '@/components/PageView/panels/CurvePanel';
import MatrixPanel from '@/components/PageView/panels/MatrixPanel';
import { answer, bodiesSentTo, failWith, fakeDate, makeUser, ok, renderPage } from '../harness';
import { NOW, termAnswer } from './fixtures';

// Type imports as import() types: the jest.mock hoisting transform cannot rewrite an imported type binding.
type PanelOf<K extends import('@common/contract/pageSpec').PanelKind> = import('@common/contract/pageSpec').PanelOf<K>;
type PanelContent = import('@/components/PageView/types').PanelContent;
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

const PATH = '/v2/calculators/termStructure';
const USER = makeUser({ paths: ['/tool/trade/realtime'] });

const curvePanel: PanelOf<'curve'> = {
  id: 'scCurve',
  kind: 'curve',
  title: { text: 'SC' },
  layout: { w: 12, h: 5 },
  product: 'INE.SC',
  months: 3,
  compareDaysBack: [7, 30],
};
const matrixPanel: PanelOf<'matrix'> = { id: 'scMatrix', kind: 'matrix', title: { text: 'SC' }, layout: { w: 12, h: 8 }, product: 'INE.SC', months: 3 };

const lastContent = (fn: jest.Mock<void, [PanelContent]>) => fn.mock.calls.at(-1)?.[0];
const lastSeries = () => mockOptions.at(-1)?.series ?? [];

beforeEach(() => {
  mockOptions.length = 0;
  fakeDate(NOW);
});
afterEach(() => jest.useRealTimers());

describe('curve panel', () => {
  test('the latest curve with 1 week and 1 month ago overlaid, by tenor, and the table reported', async () => {
    answer(PATH, (request) => {
      const to = request.body.to;
      if (to === '2026-03-10') return ok(termAnswer('2026-03-09', [520, 515, 511, 509]));
      if (to === '2026-03-03') return ok(termAnswer('2026-03-03', [500, 498, null, 490], { demo: true }));
      return ok(termAnswer('2026-02-06', [480, 482]));
    });
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<CurvePanel panel={curvePanel} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
    expect(bodiesSentTo(PATH)).toEqual([
      { product: 'INE.SC', from: '2026-02-28', to: '2026-03-10' },
      { product: 'INE.SC', from: '2026-02-21', to: '2026-03-03' },
      { product: 'INE.SC', from: '2026-01-29', to: '2026-02-08' },
    ]);
    // months: 3 keeps M1..M3; a contract without a settlement drops out, so 1 week ago M3 is SC2607.
    expect(lastContent(onContent)).toEqual({
      demo: true,
      table: {
        columns: [
          'Month',
          'Contract 2026-03-09',
          'Settlement 2026-03-09',
          'Contract 2026-03-03',
          'Settlement 2026-03-03',
          'Contract 2026-02-06',
          'Settlement 2026-02-06',
        ],
        rows: [
          ['M1', 'INE.SC2604', 520, 'INE.SC2604', 500, 'INE.SC2604', 480],
          ['M2', 'INE.SC2605', 515, 'INE.SC2605', 498, 'INE.SC2605', 482],
          ['M3', 'INE.SC2606', 511, 'INE.SC2607', 490, null, null],
        ],
      },
    });
    await waitFor(() => expect(lastSeries().map((s) => s.name)).toEqual(['Latest (2026-03-09)', '7 days ago (2026-03-03)', '30 days ago (2026-02-06)']));
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('no settled day in the window: says so and reports no table', async () => {
    answer(PATH, ok(termAnswer(null, [])));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<CurvePanel panel={curvePanel} unit={null} onContent={onContent} />, { user: USER });
    expect(await screen.findByText('No settled curve of INE.SC in the last 10 days')).toBeTruthy();
    expect(lastContent(onContent)).toEqual({ table: null, demo: false });
  });

  test('a refused product shows the failure with a retry, and no table', async () => {
    answer(PATH, failWith('forbidden'));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<CurvePanel panel={curvePanel} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(screen.getByTestId('chart-state').textContent).not.toBe(''));
    expect(lastContent(onContent)?.table).toBeNull();
    answer(PATH, ok(termAnswer('2026-03-09', [520, 515])));
    const before = bodiesSentTo(PATH).length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(bodiesSentTo(PATH).length).toBeGreaterThan(before));
  });
});

describe('matrix panel', () => {
  test('every pair near - far as a heat map, the pair table with roll yields in the labelled convention', async () => {
    // The worked example of docs/domain.md "Roll yield", months 2 apart here: 3650, 3600, 3580 in 2026-04/05/06.
    answer(PATH, ok(termAnswer('2026-03-09', [3650, 3600, 3580, 3500], { demo: true })));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<MatrixPanel panel={matrixPanel} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
    expect(bodiesSentTo(PATH)).toEqual([{ product: 'INE.SC', from: '2026-02-28', to: '2026-03-10' }]);
    const content = lastContent(onContent);
    expect(content?.demo).toBe(true);
    expect(content?.table?.columns).toEqual(['Pair', 'Near', 'Far', 'Spread (CNY/bbl)', 'Roll yield (log, months)']);
    // python3: math.log(3650/3600)*12 = 0.16551986558802922, math.log(3650/3580)*6 = 0.11618620309074691,
    // math.log(3600/3580)*12 = 0.06685254059346515
    const rows = content?.table?.rows ?? [];
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['M1-M2', 'INE.SC2604', 'INE.SC2605', 50],
      ['M1-M3', 'INE.SC2604', 'INE.SC2606', 70],
      ['M2-M3', 'INE.SC2605', 'INE.SC2606', 20],
    ]);
    const yields = rows.map((r) => r[4] as number);
    for (const [i, v] of [0.16551986558802922, 0.11618620309074691, 0.06685254059346515].entries()) expect(yields[i]).toBeCloseTo(v, 12);
    expect(screen.getByTestId('roll-yield-convention')).toHaveTextContent('Roll yield = ln(near / far) x 12 / months between the contract months');
    const table = screen.getByRole('table', { name: 'Calendar spreads and roll yields' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('M1-M2INE.SC2604INE.SC260550.0016.55%');
    await waitFor(() => expect(lastSeries()[0]?.type).toBe('heatmap'));
    // x = far (M2, M3), y = near (M1, M2): [x, y, near - far].
    expect(lastSeries()[0].data).toEqual([
      [0, 0, 50],
      [1, 0, 70],
      [1, 1, 20],
    ]);
  });

  test('a refused product shows the failure and reports no table', async () => {
    answer(PATH, failWith('forbidden'));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<MatrixPanel panel={matrixPanel} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(screen.getByTestId('chart-state').textContent).not.toBe(''));
    expect(screen.queryByRole('table')).toBeNull();
    expect(lastContent(onContent)?.table).toBeNull();
  });
});
