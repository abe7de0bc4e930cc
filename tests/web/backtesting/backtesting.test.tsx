/**
 * /tool/calculator/backtesting through the page harness (real locale files, the fake network, the stream mocked at
 * useStream): a run sends the form as the contract's body and shows metrics with their convention, the trades and the
 * DEMO badge; a sweep asks for confirmation with the server's estimate, resends with confirm, follows the job's
 * progress frames to the heat map, and a heat-map cell runs that point; the usage panel in every language.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Backtesting from '@/pages/Tool/Calculator/Backtesting';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';
import { seededProductCalendar } from '../market/fixtures';

// Type-only imports in the import() form: babel-jest hoists jest.mock and cannot keep `import type` bindings here.
type JobState = import('@common/contract/backtesting').JobState;
type RunResult = import('@common/contract/backtesting').RunResult;
type MetricsData = import('@common/contract/analytics').MetricsData;
type Locale = import('../harness').Locale;

const mockListeners = new Map<string, Set<(data: unknown) => void>>();
jest.mock('@/services/stream', () => {
  const { useEffect, useState } = jest.requireActual('react');
  return {
    useStream: (topic: string | null) => {
      const [data, setData] = useState(undefined);
      useEffect(() => {
        if (!topic) return undefined;
        const set = mockListeners.get(topic) ?? new Set();
        mockListeners.set(topic, set);
        set.add(setData);
        return () => set.delete(setData);
      }, [topic]);
      return { data, seq: 0, receivedAt: null, error: null, status: 'live' };
    },
  };
});
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

function push(topic: string, data: unknown) {
  act(() => {
    for (const listener of mockListeners.get(topic) ?? []) listener(data);
  });
}

const PATHS = ['/tool/calculator/backtesting'];
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 30);

const metrics = (over: Partial<MetricsData> = {}): MetricsData => ({
  cumulativeReturn: 0.1234,
  annualReturn: 0.05,
  annualVolatility: 0.2,
  sharpe: 1.2345,
  sortino: 1.5,
  downsideRisk: 0.1,
  maxDrawdown: -0.0812,
  calmar: 0.6,
  winRate: 0.55,
  bestPeriod: 0.03,
  worstPeriod: -0.02,
  skew: null,
  kurtosis: 0.1,
  valueAtRisk: -0.015,
  conditionalValueAtRisk: -0.02,
  convention: 'quantstats',
  periodsPerYear: 243,
  riskFreePerPeriod: 0,
  periods: 3,
  observations: 3,
  problems: { skew: 'tooShort' },
  totalLossIndex: null,
  ...over,
});

const RESULT: RunResult = {
  hash: 'h1',
  cached: false,
  unit: 'CNY/t',
  source: 'demo',
  demo: true,
  t: [T0, T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY],
  nav: [1, 1.01, 1.05, 1.1234],
  drawdown: [0, 0, 0, 0],
  price: [3000, 3010, 3050, 3100],
  positions: [0, 1, 1, 1],
  rollingSharpe: [null, null, 1],
  trades: [{ direction: -1, quantity: 2, entryTime: T0 + DAY, entryPrice: 3011, exitTime: T0 + 3 * DAY, exitPrice: 2990.5, pnl: 410, holdingDays: 2 }],
  totalCosts: 40,
  metrics: metrics(),
  totalLossAt: null,
  tick: 1,
  currency: 'CNY',
  benchmark: null,
  adjusted: null,
  rolls: [],
};

const render = (locale: Locale = 'en-US') => renderPage(<Backtesting />, { user: makeUser({ paths: PATHS }), locale, path: '/tool/calculator/backtesting' });

describe('backtesting page', () => {
  beforeEach(() => {
    answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  });

  test("days a year for annualisation come from the address's exchange calendar, said under the field (issue 18)", async () => {
    answer('/v2/backtesting/run', ok(RESULT));
    render();
    // The seeded CN calendar: 242-244 trading days in 2018-2026, 243 on average.
    expect(await screen.findByTestId('periods-source')).toHaveTextContent('Trading days a year: 243, the CN exchange calendar (average of 2018-2026).');
    fireEvent.change(screen.getByRole('textbox', { name: 'Series address' }), { target: { value: 'md:NYMEX.WTI@main' } });
    await waitFor(() => expect(screen.getByTestId('periods-source')).toHaveTextContent('the CME exchange calendar'));
    const cme = seededProductCalendar('NYMEX').years.filter((y) => !y.provisional);
    const mean = Math.round(cme.reduce((sum, y) => sum + y.tradingDays, 0) / cme.length);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByTestId('backtest-results');
    expect(bodiesSentTo('/v2/backtesting/run').at(-1)?.metrics.periodsPerYear).toBe(mean);
  });

  test("a trade-record book's net value is an input for users of that page only", async () => {
    answer(
      '/v2/tradeRecord/book/list',
      ok([{ id: 'b1', name: 'Spread book', baseCurrency: 'CNY', initialCash: 1e6, startDate: '2024-01-02', trades: 3, createdAt: 0, updatedAt: 0 }]),
    );
    answer('/v2/backtesting/run', ok(RESULT));
    const { unmount } = render();
    expect(screen.queryByText('Trade-record book')).toBeNull();
    unmount();
    renderPage(<Backtesting />, { user: makeUser({ paths: [...PATHS, '/tool/trade/record'] }), path: '/tool/calculator/backtesting' });
    fireEvent.click(screen.getByText('Trade-record book'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Book' }));
    fireEvent.click(await screen.findByText('Spread book'));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByTestId('backtest-results');
    expect(bodiesSentTo('/v2/backtesting/run').at(-1)?.input).toEqual({ kind: 'book', bookId: 'b1' });
  });

  test('an @main address offers the adjustment and the result says how the series is adjusted; other addresses neither', async () => {
    const roll = { t: T0 + 2 * DAY, from: 'SHFE.FU2503', to: 'SHFE.FU2505', gap: 12 };
    answer('/v2/backtesting/run', ok({ ...RESULT, adjusted: 'ratio', rolls: [roll] }));
    render();
    expect(screen.getByText('Main contract adjustment')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Ratio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const note = await screen.findByTestId('backtest-adjustment');
    expect(bodiesSentTo('/v2/backtesting/run').at(-1)?.input).toMatchObject({ kind: 'address', address: 'md:SHFE.FU@main', adjust: 'ratio' });
    expect(note.textContent).toContain('Main contract, back-adjusted by ratio');
    expect(note.textContent).toContain('1 rolls in range');
    expect(note.textContent).toContain('2025-02-01: SHFE.FU2503 → SHFE.FU2505 (gap 12)');
    // A dated contract: no adjustment offered or sent, and no statement about one.
    answer('/v2/backtesting/run', ok(RESULT));
    fireEvent.change(screen.getByRole('textbox', { name: 'Series address' }), { target: { value: 'md:SHFE.FU2505' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Ratio' })).toBeNull());
    expect(screen.queryByText('Main contract adjustment')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(bodiesSentTo('/v2/backtesting/run')).toHaveLength(2));
    expect(bodiesSentTo('/v2/backtesting/run')[1].input).not.toHaveProperty('adjust');
    await waitFor(() => expect(screen.queryByTestId('backtest-adjustment')).toBeNull());
  });

  test('an unadjusted @main result warns that each roll shows as a jump, in zh-CN too', async () => {
    answer('/v2/backtesting/run', ok({ ...RESULT, adjusted: 'none', rolls: [{ t: T0 + DAY, from: 'SHFE.FU2503', to: 'SHFE.FU2505', gap: null }] }));
    render('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: /运\s*行/ }));
    const note = await screen.findByTestId('backtest-adjustment');
    expect(note.textContent).toContain('主力合约，未复权');
    expect(note.textContent).toContain('2025-01-31：SHFE.FU2503 → SHFE.FU2505（价差 未测得）');
  });

  test("another user's shared result says which inputs are withheld and why (issue 19)", async () => {
    const run = {
      input: { kind: 'address' as const, address: 'md:INE.LU@main', from: T0, to: T0 + 3 * DAY },
      mode: 'rule' as const,
      rule: { kind: 'zScore' as const, window: 60, entry: 2, exit: 0.5 },
      sizing: { kind: 'lots' as const, lots: 1, multiplier: 10 },
      costs: { value: 2, unit: 'price' as const },
      slippage: { value: 1, unit: 'ticks' as const, tick: 1 },
      capital: 1_000_000,
      metrics: { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' as const },
      rollingWindow: 20,
    };
    const result = { ...RESULT, t: [], nav: [], drawdown: [], price: [], positions: [], rollingSharpe: [], trades: [] };
    answer(
      '/v2/backtesting/get',
      ok({
        id: 's1',
        name: 'LU z-score',
        ownerName: 'Ana',
        mine: false,
        shared: true,
        createdAt: T0,
        cumulativeReturn: 0.1234,
        sharpe: 1.2,
        maxDrawdown: -0.08,
        run,
        result,
        withheld: [{ part: 'input', address: 'md:INE.LU@main', reason: 'product' }],
      }),
    );
    renderPage(<Backtesting />, { user: makeUser({ paths: PATHS }), locale: 'en-US', path: '/tool/calculator/backtesting?saved=s1' });
    const note = await screen.findByTestId('backtest-withheld');
    expect(note.textContent).toContain('Part of this shared result is withheld');
    expect(note.textContent).toContain(
      'Series md:INE.LU@main: its closes, net value, drawdown, positions and trades are not shown (you have no access to its product)',
    );
    // The summary figures still show, and nothing reads NaN.
    const results = await screen.findByTestId('backtest-results');
    expect(screen.getAllByText('12.34%').length).toBeGreaterThan(0);
    expect(results.textContent).not.toContain('NaN');
  });

  test('Run sends the form as the contract body and shows metrics with the convention, trades and the DEMO badge', async () => {
    answer('/v2/backtesting/run', ok(RESULT));
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const results = await screen.findByTestId('backtest-results');
    const [body] = bodiesSentTo('/v2/backtesting/run');
    expect(body).toMatchObject({
      input: { kind: 'address', address: 'md:SHFE.FU@main' },
      mode: 'rule',
      rule: { kind: 'zScore', window: 60, entry: 2, exit: 0.5, stop: null },
      sizing: { kind: 'lots', lots: 1, multiplier: 10 },
      slippage: { value: 1, unit: 'ticks', tick: 1 },
      metrics: { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' },
    });
    expect(body.input.kind === 'address' && (body.input.to ?? 0) - (body.input.from ?? 0)).toBeCloseTo(10 * 365.25 * DAY, -3);
    // the shared metrics table: the convention line and the values (first page); never NaN anywhere
    expect(within(results).getByTestId('metrics-context').textContent).toContain('QuantStats');
    const table = within(results).getByLabelText('Metrics');
    expect(within(table).getByText('12.34%')).toBeTruthy();
    expect(within(table).getByText('-8.12%')).toBeTruthy();
    // the monthly table: January 2025 from 1 to 1.1234
    expect(within(screen.getByLabelText('Monthly returns')).getAllByText(/12\.34/).length).toBeGreaterThan(0);
    expect(results.textContent).not.toContain('NaN');
    const trades = screen.getByLabelText('Trades');
    expect(within(trades).getByText('Short')).toBeTruthy();
    // Issue 18: prices to the contract's tick (1: no decimals, was "3011.0000"), quantity as held (was "2.0000"),
    // P&L and costs with their currency.
    expect(within(trades).getByText('410.00 CNY')).toBeTruthy();
    expect(within(trades).getByText('3011')).toBeTruthy();
    expect(within(trades).queryByText('2.0000')).toBeNull();
    expect(within(results).getByText('CNY')).toBeTruthy();
    expect(screen.getByTestId('zscore-basis').textContent).toBe(
      'z-score against the 60 values before it (the current value not included; sample deviation) · no signal until the window is full',
    );
    expect(within(results).getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('a large sweep asks with the estimate, resends with confirm, follows progress to the heat map; a cell runs that point', async () => {
    answer('/v2/backtesting/run', ok(RESULT));
    let sweeps = 0;
    answer('/v2/backtesting/sweep', ({ body }) => {
      sweeps += 1;
      return body.confirm
        ? ok({ jobId: 'job-1', cached: false, points: 4, bars: 2520, pointBars: 10080, estimateSeconds: 3.4, needsConfirmation: true })
        : failWith('backtestConfirm');
    });
    answer('/v2/backtesting/estimate', ok({ points: 4, bars: 2520, pointBars: 10080, estimateSeconds: 3.4, needsConfirmation: true }));
    const rows: JobState['rows'] = [20, 40].flatMap((window) =>
      [1, 2].map((entry) => ({ point: { window, entry }, metrics: { ...metrics(), sharpe: window / 10 + entry }, trades: 3, problem: null })),
    );
    answer('/v2/backtesting/job', ok({ jobId: 'job-1', status: 'done', done: 4, total: 4, parameters: ['window', 'entry'], rows }));
    render();
    fireEvent.click(screen.getByRole('tab', { name: 'Parameter sweep' }));
    fireEvent.change(screen.getByLabelText('Values of Window'), { target: { value: '20, 40' } });
    fireEvent.change(screen.getByLabelText('Values of Entry |z|'), { target: { value: '1:2:1' } });
    fireEvent.change(screen.getByLabelText('Values of Exit |z|'), { target: { value: '' } });
    expect(screen.getByTestId('sweep-points').textContent).toBe('4 points');
    fireEvent.click(screen.getByRole('button', { name: 'Run sweep' }));
    expect((await screen.findByTestId('sweep-confirm-text')).textContent).toBe('4 points over 2520 bars: about 3.4 s.');
    fireEvent.click(screen.getByRole('button', { name: 'Run it' }));
    await waitFor(() => expect(sweeps).toBe(2));
    const [first, second] = bodiesSentTo('/v2/backtesting/sweep');
    expect(first.confirm).toBeUndefined();
    expect(second).toMatchObject({ confirm: true, grid: { window: [20, 40], entry: [1, 2] } });
    await waitFor(() => expect(mockListeners.get('job:job-1')?.size).toBeGreaterThan(0));
    push('job:job-1', { jobId: 'job-1', status: 'running', done: 2, total: 4 });
    expect(screen.getByTestId('sweep-status').textContent).toBe('Running: 2 of 4 points');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    push('job:job-1', { jobId: 'job-1', status: 'done', done: 4, total: 4 });
    const cell = await screen.findByTestId('heat-cell-40-2');
    expect(cell.textContent).toBe('6.000');
    fireEvent.click(cell);
    await waitFor(() => expect(bodiesSentTo('/v2/backtesting/run')).toHaveLength(1));
    expect(bodiesSentTo('/v2/backtesting/run')[0].rule).toMatchObject({ kind: 'zScore', window: 40, entry: 2 });
  });

  // antd puts a space between the two characters of a two-character Chinese button label.
  test.each([
    ['zh-CN', '使用说明', /^运 ?行$/],
    ['ar-EG', 'طريقة الاستخدام', /^تشغيل$/],
  ] as const)('usage panel and controls in %s', (locale, usage, run) => {
    render(locale);
    expect(screen.getByText(usage)).toBeTruthy();
    expect(screen.getByRole('button', { name: run })).toBeTruthy();
  });
});
