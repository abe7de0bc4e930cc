/**
 * /tool/calendar/prdiction through the page harness (real locale files, the fake network): an open release takes
 * a forecast inline and sends it; a locked release shows the lock and the desk's forecasts with errors; the
 * leaderboard of a chosen event lists users and the benchmarks best first, with the accuracy charts next to it;
 * the history tab's chart, table and method control; the event study's inputs, run, result and cancel; the page in
 * Chinese and Arabic. Chart content is read from the options handed to ECharts (canvas does not draw in jsdom).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ltr } from '@/utils/numberText';
import OutlookPage from '@/pages/Tool/Calendar/Outlook';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

interface DrawnSeries {
  name: string;
  type: string;
  id?: string;
  data: unknown;
}
interface DrawnOption {
  series: DrawnSeries[];
  xAxis: { data?: unknown };
}
const mockOptions: DrawnOption[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: DrawnOption) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => 'data:,',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));
/** The series drawn last under `name` with ECharts type `type`. */
const drawn = (name: string, type: string): DrawnSeries | undefined =>
  mockOptions
    .flatMap((o) => o.series)
    .filter((s) => s.name === name && s.type === type)
    .at(-1);

beforeEach(() => {
  mockOptions.length = 0;
});

type Locale = import('../harness').Locale;
type OutlookRow = import('@common/contract/outlook').OutlookRow;
type OutlookScores = import('@common/contract/outlook').OutlookScores;
type OutlookHistory = import('@common/contract/outlook').OutlookHistory;
type OutlookStudy = import('@common/contract/outlook').OutlookStudy;

const PAGES = ['/tool/calendar', '/tool/calendar/prdiction'];
const baseline = { method: 'lastValue' as const, value: 3.5, overridden: false, season: 12, scores: [] };
const event = (id: string, title: string, releaseAt: number, actual: number | null) => ({
  id,
  eventKey: 'US.CPI.YOY',
  country: 'US',
  currency: 'USD',
  title,
  period: '2026-06',
  releaseAt,
  dateStatus: 'official' as const,
  importance: 3 as const,
  actual,
  consensus: 3.6,
  previous: 3.5,
  revised: null,
  unit: '%',
  source: 'test',
  products: [],
  surprise: null,
  updatedAt: 0,
});
const ROWS: OutlookRow[] = [
  {
    event: event('done', 'PPI YoY', Date.UTC(2026, 6, 1, 12, 30), 3.8),
    locked: true,
    own: 3.65,
    desk: [
      { userId: 'a', name: 'alice', value: 3.65, error: 0.15, hit: true },
      { userId: 'b', name: 'bob', value: 3.5, error: 0.3, hit: false },
    ],
    deskCount: 2,
    baseline,
  },
  { event: event('open', 'CPI YoY', Date.UTC(2026, 6, 12, 12, 30), null), locked: false, own: null, desk: [], deskCount: 1, baseline },
];
const R6 = Date.UTC(2026, 5, 12, 12, 30);
const R7 = Date.UTC(2026, 6, 12, 12, 30);
const point = (releaseAt: number, period: string, error: number, mae: number, hitRate: number | null) => ({
  releaseAt,
  period,
  forecast: 3.6,
  actual: 3.6 + error,
  error,
  hit: null,
  mae,
  hitRate,
});
const SCORES: OutlookScores = {
  eventKey: 'US.CPI.YOY',
  unit: '%',
  method: 'lastValue',
  leaderboard: [
    {
      forecaster: { kind: 'consensus', id: 'consensus', name: '' },
      count: 7,
      mae: 0.1286,
      hitRate: null,
      points: [point(R6, '2026-05', -0.1, 0.1167, null), point(R7, '2026-06', 0.2, 0.1286, null)],
    },
    { forecaster: { kind: 'user', id: 'a', name: 'alice' }, count: 1, mae: 0.15, hitRate: 1, points: [point(R7, '2026-06', 0.15, 0.15, 1)] },
    {
      forecaster: { kind: 'baseline', id: 'baseline', name: '' },
      count: 6,
      mae: 0.2,
      hitRate: 0.5,
      points: [point(R6, '2026-05', 0.3, 0.18, 0.4), point(R7, '2026-06', 0.3, 0.2, 0.5)],
    },
  ],
};
const HISTORY: OutlookHistory = {
  eventKey: 'US.CPI.YOY',
  title: 'CPI YoY',
  unit: '%',
  method: 'lastValue',
  rows: [
    { eventId: 'may', period: '2026-05', releaseAt: R6, actual: 3.5, consensus: 3.4, previous: 3.3, surprise: { raw: 0.1, z: null, count: 4 }, baseline: 3.3 },
    { eventId: 'jun', period: '2026-06', releaseAt: R7, actual: 3.8, consensus: 3.6, previous: 3.5, surprise: { raw: 0.2, z: 1.8, count: 5 }, baseline: 3.5 },
  ],
  baseline: {
    method: 'lastValue',
    value: 3.8,
    overridden: false,
    season: 12,
    scores: [
      { method: 'lastValue', mae: 0.2, count: 6 },
      { method: 'seasonalNaive', mae: null, count: 0 },
      { method: 'ar1', mae: null, count: 0 },
    ],
  },
  choice: null,
};

const stats = (count: number, mean: number | null, std: number | null, quantiles: number[]) => ({ count, mean, std, quantiles });
const minusOne = stats(1, -1, null, [-1, -1, -1, -1, -1]);
/** Moves after three releases (surprise +, -, +): 1 h 5, -1, 6; 1 d only the second moved (-1). Quantiles type 7. */
const STUDY: OutlookStudy = {
  eventKey: 'US.CPI.YOY',
  address: 'md:SHFE.FU@main',
  unit: 'CNY/t',
  demo: true,
  source: 'demo',
  releases: [
    { releaseAt: R6 - 30 * 86_400_000, period: '2026-04', surprise: 0.1, moves: [5, null] },
    { releaseAt: R6, period: '2026-05', surprise: -0.1, moves: [-1, -1] },
    { releaseAt: R7, period: '2026-06', surprise: 0.2, moves: [6, null] },
  ],
  windows: [
    {
      windowMinutes: 60,
      interval: '1m',
      all: stats(3, 10 / 3, 3.7859, [0.2, 2, 5, 5.5, 5.8]),
      positive: stats(2, 5.5, Math.SQRT1_2, [5.1, 5.25, 5.5, 5.75, 5.9]),
      negative: minusOne,
    },
    { windowMinutes: 1440, interval: '1d', all: minusOne, positive: stats(0, null, null, []), negative: minusOne },
  ],
};
const open = (locale: Locale = 'en-US', rows: OutlookRow[] = ROWS) => {
  answer('/v2/outlook/events', ok(rows));
  answer('/v2/outlook/keys', ok([{ eventKey: 'US.CPI.YOY', title: 'CPI YoY', unit: '%', releases: 7 }]));
  answer('/v2/outlook/scores', ok(SCORES));
  answer('/v2/outlook/forecast/save', ({ body }) => ok({ eventId: body.eventId, value: body.value, updatedAt: 1 }));
  return renderPage(<OutlookPage />, { user: makeUser({ paths: PAGES }), locale });
};

describe('outlook page', () => {
  test('an open release takes a forecast; a locked one shows the lock and the desk with errors', async () => {
    open();
    const openRow = (await screen.findByText(/CPI YoY/)).closest('tr') as HTMLElement;
    expect(openRow).toHaveTextContent('1 forecast(s), shown after the release');
    expect(openRow).toHaveTextContent('last value');
    fireEvent.change(within(openRow).getByRole('spinbutton', { name: 'My forecast' }), { target: { value: '3.7' } });
    fireEvent.click(within(openRow).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo('/v2/outlook/forecast/save')).toEqual([{ eventId: 'open', value: 3.7 }]));
    const lockedRow = screen.getByText(/PPI YoY/).closest('tr') as HTMLElement;
    expect(within(lockedRow).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(lockedRow).getByLabelText('Locked: the release time has passed or the actual is out')).toBeInTheDocument();
    // Issue 18: errors are signed and isolated left to right, so the sign stays in front in Arabic (src/utils/numberText.ts).
    expect(lockedRow.textContent).toContain(`alice 3.65 (${ltr('+0.15')}), bob 3.5 (${ltr('+0.3')})`);
  });

  test('a release without a baseline yet says why and when one appears (issue 18: it read "— last value")', async () => {
    open('en-US', [{ ...ROWS[1], baseline: { ...baseline, method: 'ar1' as const, value: null } }]);
    const row = (await screen.findByText(/No forecast yet/, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('No forecast yet: AR(1) needs 8 released actuals of this event');
    expect(within(row).queryByText('AR(1)')).toBeNull(); // the method is no longer printed beside an empty value
  });

  test('the leaderboard of a chosen event ranks users and benchmarks by MAE', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose an event' }));
    fireEvent.click(await screen.findByText('CPI YoY (US.CPI.YOY)'));
    const [cell] = await screen.findAllByText('Baseline model', { selector: 'td' });
    const table = cell.closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['ConsensusConsensus70.1286—', 'aliceDesk member10.1500100%', 'Baseline modelBaseline model60.200050%']);
    expect(bodiesSentTo('/v2/outlook/scores')).toEqual([{ eventKey: 'US.CPI.YOY' }]);
    // Next to it: errors per release, cumulative MAE and hit rate (%) on the scored periods; alice skipped May.
    await waitFor(() =>
      expect(drawn('alice', 'bar')?.data).toEqual([
        [0, null],
        [1, 0.15],
      ]),
    );
    expect(mockOptions.some((o) => JSON.stringify(o.xAxis.data) === JSON.stringify(['2026-05', '2026-06']))).toBe(true);
    expect(drawn('Consensus', 'bar')?.data).toEqual([
      [0, -0.1],
      [1, 0.2],
    ]);
    const lines = mockOptions.flatMap((o) => o.series).filter((x) => x.type === 'line');
    expect(lines.filter((x) => x.name === 'Baseline model').map((x) => x.data)).toEqual([
      [
        [0, 0.18],
        [1, 0.2],
      ],
      [
        [0, 40],
        [1, 50],
      ],
    ]);
    // The consensus makes no call: a MAE line but no hit-rate line.
    expect(lines.filter((x) => x.name === 'Consensus')).toHaveLength(1);
    expect(screen.getByText(/MAE and hit rate are cumulative/)).toBeInTheDocument();
  });

  test("history: actual against consensus with surprise bars (raw, then in σ), the table, and the desk's method choice", async () => {
    let history = HISTORY;
    answer('/v2/outlook/history', () => ok(history));
    answer('/v2/outlook/method/set', ({ body }) => {
      history = {
        ...HISTORY,
        method: 'ar1',
        choice: { method: 'ar1', name: 'bob', at: R7 },
        baseline: { ...HISTORY.baseline, method: 'ar1', overridden: true, value: null },
      };
      expect(body).toEqual({ eventKey: 'US.CPI.YOY', method: 'ar1' });
      return ok(history.baseline);
    });
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(screen.getByText('Choose an event at the end of the tab bar.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose an event' }));
    fireEvent.click(await screen.findByText('CPI YoY (US.CPI.YOY)'));
    const table = await screen.findByRole('table', { name: 'Releases of the event' });
    // Newest first: release, period, actual, consensus, previous, surprise, σ, earlier surprises used, baseline.
    const rows = within(table).getAllByRole('row').slice(1);
    // Issue 18: surprises signed and isolated left to right (src/utils/numberText.ts).
    expect(rows[0].textContent).toMatch(new RegExp(`2026-063\\.83\\.63\\.5${ltr('\\+0\\.2')}${ltr('\\+1\\.80')}53\\.5$`));
    expect(rows[1].textContent).toMatch(new RegExp(`2026-053\\.53\\.43\\.3${ltr('\\+0\\.1')}—43\\.3$`));
    await waitFor(() =>
      expect(drawn('Surprise', 'bar')?.data).toEqual([
        [R6, 0.1],
        [R7, 0.2],
      ]),
    );
    expect(drawn('Actual', 'line')?.data).toEqual([
      [R6, 3.5],
      [R7, 3.8],
    ]);
    expect(drawn('Consensus', 'line')?.data).toEqual([
      [R6, 3.4],
      [R7, 3.6],
    ]);
    fireEvent.click(screen.getByText('Standard deviations'));
    // May had 4 earlier surprises, fewer than 5: no standardised bar.
    await waitFor(() =>
      expect(drawn('Surprise', 'bar')?.data).toEqual([
        [R6, null],
        [R7, 1.8],
      ]),
    );

    const methods = screen.getByRole('radiogroup', { name: 'Baseline method (for the whole desk)' });
    expect(within(methods).getByLabelText('last value (walk-forward MAE 0.2 over 6 releases)')).toBeInTheDocument();
    expect(within(methods).getByLabelText('seasonal naive (cannot forecast this history yet)')).toBeInTheDocument();
    expect(within(methods).getByLabelText('Automatic (lowest MAE)')).toBeChecked();
    expect(screen.getByTestId('method-in-force')).toHaveTextContent('In force: last value, the lowest walk-forward MAE.');
    fireEvent.click(within(methods).getByLabelText('AR(1) (cannot forecast this history yet)'));
    await waitFor(() => expect(screen.getByTestId('method-in-force')).toHaveTextContent(/In force: AR\(1\), chosen by bob on/));
    expect(within(methods).getByLabelText('AR(1) (cannot forecast this history yet)')).toBeChecked();
    expect(bodiesSentTo('/v2/outlook/method/set')).toHaveLength(1);
  });

  test('event study: the address is checked and suggested, windows are presets or typed, and the result is a table and a chart', async () => {
    answer('/v2/marketData/catalog', ({ body }) =>
      ok({
        list: [
          { address: 'md:SHFE.FU@main', kind: 'md' as const, name: 'Fuel oil main', unit: 'CNY/t', source: 'demo', first: 0, last: 1, demo: true },
          { address: 'ds:eia:RBRTE', kind: 'ds' as const, name: 'Brent spot', unit: 'USD/bbl', source: 'eia', first: 0, last: 1, demo: false },
        ].filter((e) => !body.search || e.address.includes(body.search) || e.name.includes(body.search)),
        total: 2,
        current: 1,
        pageSize: 50,
      }),
    );
    answer('/v2/outlook/study', ({ body }) => ok({ ...STUDY, windows: STUDY.windows.filter((w) => body.windowsMinutes.includes(w.windowMinutes)) }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Event study' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose an event' }));
    fireEvent.click(await screen.findByText('CPI YoY (US.CPI.YOY)'));
    const address = await screen.findByRole('combobox', { name: 'Series address' });
    const run = screen.getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    fireEvent.change(address, { target: { value: 'SHFE.FU' } });
    expect(await screen.findByText(/Not a series address/)).toBeInTheDocument();
    expect(run).toBeDisabled();
    // The catalogue offers what the user may read; picking one fills the address.
    fireEvent.change(address, { target: { value: 'FU' } });
    fireEvent.click(await screen.findByText('Fuel oil main (CNY/t) md:SHFE.FU@main'));
    await waitFor(() => expect(address).toHaveValue('md:SHFE.FU@main'));
    expect(screen.queryByText(/Not a series address/)).not.toBeInTheDocument();
    // Windows: the preset boxes (30 min, 1 h, 1 d ticked at first) and typed ones; a typed non-window is refused by name.
    const more = screen.getByRole('textbox', { name: 'More windows' });
    fireEvent.change(more, { target: { value: '90, 2w' } });
    expect(await screen.findByText(/"2w" is not a window/)).toBeInTheDocument();
    expect(run).toBeDisabled();
    fireEvent.change(more, { target: { value: '90, 5d' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Preset windows' })).getByLabelText('30 min'));
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.click(run);
    await waitFor(() =>
      expect(bodiesSentTo('/v2/outlook/study')).toEqual([{ eventKey: 'US.CPI.YOY', address: 'md:SHFE.FU@main', windowsMinutes: [60, 90, 1440, 7200] }]),
    );

    const table = await screen.findByRole('table', { name: 'Moves after the releases' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Window, group, count, mean, std, q10 .. q90 (the fixture has two of the windows asked for).
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 hAll33.33333.78590.2255.55.8',
      '1 hPositive surprise25.50.70715.15.255.55.755.9',
      '1 hNegative surprise1-1—-1-1-1-1-1',
      '1 dAll1-1—-1-1-1-1-1',
      '1 dPositive surprise0———————',
      '1 dNegative surprise1-1—-1-1-1-1-1',
    ]);
    expect(screen.getByTestId('study-summary')).toHaveTextContent(
      '3 releases with an actual (2 positive, 1 negative surprise); md:SHFE.FU@main in CNY/t, source demo.',
    );
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
    // The chart: mean per window and the 10–90 % band (a stacked lower line and the range on top), split by sign.
    await waitFor(() =>
      expect(drawn('All: mean', 'line')?.data).toEqual([
        [0, 10 / 3],
        [1, -1],
      ]),
    );
    expect(drawn('Negative surprise: mean', 'line')?.data).toEqual([
      [0, -1],
      [1, -1],
    ]);
    const [lower, range] = mockOptions
      .flatMap((o) => o.series)
      .filter((x) => x.name === 'Positive surprise: 10–90 %')
      .slice(-2)
      .map((x) => x.data as [number, number | null][]);
    expect(lower).toEqual([
      [0, 5.1],
      [1, null],
    ]);
    expect(range[0][1]).toBeCloseTo(0.8, 12);
    expect(range[1]).toEqual([1, null]);
    expect(mockOptions.some((o) => JSON.stringify(o.xAxis.data) === JSON.stringify(['1 h', '1 d']))).toBe(true);
  });

  test('a running study can be cancelled: the answer arriving later is dropped', async () => {
    answer('/v2/marketData/catalog', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
    let release: () => void = () => undefined;
    answer('/v2/outlook/study', () => new Promise((resolve) => (release = () => resolve(ok(STUDY)))));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Event study' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Choose an event' }));
    fireEvent.click(await screen.findByText('CPI YoY (US.CPI.YOY)'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Series address' }), { target: { value: 'ds:eia:RBRTE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Reading the series around every past release...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Reading the series around every past release...')).not.toBeInTheDocument());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled());
    expect(screen.queryByRole('table', { name: 'Moves after the releases' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test.each(['zh-CN', 'ar-EG'] as const)('in %s the tabs and the hidden desk count are translated', async (locale) => {
    open(locale);
    expect(await screen.findByText({ 'zh-CN': '1 条预测，发布后显示', 'ar-EG': '1 توقع، تظهر بعد الإصدار' }[locale])).toBeInTheDocument();
    if (locale === 'ar-EG') expect(document.documentElement.dir).toBe('rtl');
  });
});
