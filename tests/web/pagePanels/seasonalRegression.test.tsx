/**
 * The seasonal and regression panels through the page harness with their calls answered: the seasonality body (the
 * address under the page's unit choice), the numbers behind the chart reported; the regression body (window,
 * out-of-sample, epoch-ms range), the deviation labelled in-sample or out-of-sample, the coefficients with standard
 * errors and R^2 shown and reported, DEMO; the empty and the refused states of both.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SeasonalPanel from '@/components/PageView/panels/SeasonalPanel';
import RegressionPanel from '@/components/PageView/panels/RegressionPanel';
import { answer, bodiesSentTo, failWith, fakeDate, makeUser, ok, renderPage } from '../harness';
import { seasonalAnswer } from '../seasonal/fixtures';
import { NOW, REGRESSION } from './fixtures';

// Type imports as import() types: the jest.mock hoisting transform cannot rewrite an imported type binding.
type PanelOf<K extends import('@common/contract/pageSpec').PanelKind> = import('@common/contract/pageSpec').PanelOf<K>;
type PanelContent = import('@/components/PageView/types').PanelContent;
type FakeReply<T> = import('../harness').FakeReply<T>;
type RegressionData = import('@common/contract/regression').RegressionData;

type Option = { series: { name: string; type: string; data: unknown }[] };
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

const USER = makeUser({ paths: ['/tool/trade/realtime'] });
const DAY = 86_400_000;
const lastContent = (fn: jest.Mock<void, [PanelContent]>) => fn.mock.calls.at(-1)?.[0];
const seriesNames = () => mockOptions.flatMap((o) => o.series.map((s) => s.name));

const answerRegression = (reply: FakeReply<RegressionData>) => answer('/v2/analytics/regression', reply);
const regressionBodies = () => bodiesSentTo('/v2/analytics/regression') as unknown[];

beforeEach(() => {
  mockOptions.length = 0;
  fakeDate(NOW);
});
afterEach(() => jest.useRealTimers());

const seasonal: PanelOf<'seasonal'> = {
  id: 'season',
  kind: 'seasonal',
  title: { text: 'FU' },
  layout: { w: 12, h: 5 },
  series: { address: 'spread:fu_inner_outer_usd_t', byUnit: { 'USD/bbl': 'spread:fu_inner_outer_usd_bbl' } },
  years: 5,
  x: 'dayOfYear',
  mode: 'level',
};

describe('seasonal panel', () => {
  test('asks the address of the unit chosen and reports the numbers behind the chart', async () => {
    answer('/v2/analytics/seasonality', ok(seasonalAnswer({ demo: true, address: 'spread:fu_inner_outer_usd_bbl' })));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<SeasonalPanel panel={seasonal} unit="USD/bbl" onContent={onContent} />, { user: USER });
    await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
    expect(bodiesSentTo('/v2/analytics/seasonality')).toEqual([
      { address: 'spread:fu_inner_outer_usd_bbl', years: 5, x: 'dayOfYear', mode: 'level', percentiles: [10, 25, 50, 75, 90] },
    ]);
    expect(lastContent(onContent)).toEqual({
      demo: true,
      table: {
        columns: ['x', 'Date / week', 'Min', 'P10', 'P25', 'P50', 'P75', 'P90', 'Max', '2025'],
        rows: [
          [1, '01-01', 69, 70, 72, 75, 78, 80, 82, 90],
          [2, '01-02', 70, 71, 73, 76, 79, 81, 83, 72],
          [3, '01-03', null, null, null, null, null, null, null, null],
        ],
      },
    });
    await waitFor(() => expect(seriesNames()).toContain('2025'));
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('without a unit choice it asks the address itself; a refusal shows with no table', async () => {
    answer('/v2/analytics/seasonality', failWith('forbidden'));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<SeasonalPanel panel={seasonal} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(screen.getByTestId('chart-state').textContent).not.toBe(''));
    expect(bodiesSentTo('/v2/analytics/seasonality')[0]).toMatchObject({ address: 'spread:fu_inner_outer_usd_t' });
    expect(lastContent(onContent)?.table).toBeNull();
  });
});

const regression: PanelOf<'regression'> = {
  id: 'fit',
  kind: 'regression',
  title: { text: 'fit' },
  layout: { w: 24, h: 8 },
  y: 'md:INE.SC@main:settle',
  x: ['md:FX.USDCNY', 'md:ICE.BRENT@main:settle'],
  years: 5,
  window: 250,
  outOfSample: true,
};

describe('regression panel', () => {
  test('out-of-sample fit: the body, the deviation labelled, coefficients with standard errors and R² shown and reported', async () => {
    answerRegression(ok(REGRESSION));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<RegressionPanel panel={regression} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
    const today = Date.UTC(2026, 2, 10);
    expect(regressionBodies()).toEqual([
      {
        y: 'md:INE.SC@main:settle',
        x: ['md:FX.USDCNY', 'md:ICE.BRENT@main:settle'],
        from: today - Math.round(5 * 365.25) * DAY,
        to: today + DAY - 1,
        window: 250,
        outOfSample: true,
      },
    ]);
    expect(lastContent(onContent)).toEqual({
      demo: true,
      table: {
        columns: ['Term', 'Coefficient', 'Standard error', 't'],
        rows: [
          ['Intercept', -120.5, 10, -12.05],
          ['md:FX.USDCNY', 15.25, 2.5, 6.1],
          ['md:ICE.BRENT@main:settle', 7.1, 0.25, 28.4],
          ['R²', 0.8123, null, null],
          ['Observations', 1210, null, null],
        ],
      },
    });
    const table = screen.getByRole('table', { name: 'Coefficients' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Intercept-120.500010.0000-12.05');
    expect(screen.getByTestId('regression-r2')).toHaveTextContent('R² 0.8123, 1210 observations');
    expect(screen.getByTestId('regression-fit')).toHaveTextContent('OLS over the last 5 years, rolling window of 250 observations');
    await waitFor(() => expect(seriesNames()).toContain('Deviation (out-of-sample: fit on t-250..t-1, predict t)'));
    expect(seriesNames()).toContain('Z-score of the deviation');
    // A rolling fit's contributions come with the answer, each date by its own window's coefficients: no series asked.
    const line = (name: string) => mockOptions.flatMap((o) => o.series).findLast((l) => l.name === name)?.data;
    expect(line('Intercept')).toEqual([
      [Date.UTC(2026, 2, 5), -120.5],
      [Date.UTC(2026, 2, 6), -118],
    ]);
    expect(line('Contribution of md:ICE.BRENT@main:settle')).toEqual([
      [Date.UTC(2026, 2, 5), 560.9],
      [Date.UTC(2026, 2, 6), 561],
    ]);
    expect(bodiesSentTo('/v2/marketData/series')).toEqual([]);
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);

    // In-sample: the same window, residuals of each day's own fit, labelled so.
    fireEvent.click(screen.getByText('In-sample'));
    await waitFor(() => expect(regressionBodies().at(-1)).toMatchObject({ window: 250, outOfSample: false }));
    await waitFor(() => expect(seriesNames()).toContain('Deviation (in-sample residual, rolling 250-observation fit)'));
  });

  test('a full-sample fit: no window sent, the contributions of the answer drawn; removing every factor asks nothing', async () => {
    answerRegression(
      ok({
        ...REGRESSION,
        coefficients: [-120.5, 15.25],
        stdErrors: [10, 2.5],
        contributions: [
          [Date.UTC(2026, 2, 5), [-120.5, 106.75]],
          [Date.UTC(2026, 2, 6), [-120.5, 110.5]],
        ],
        demo: false,
      }),
    );
    const onContent = jest.fn<void, [PanelContent]>();
    const { container } = renderPage(
      <RegressionPanel panel={{ ...regression, x: ['md:FX.USDCNY'], window: undefined, outOfSample: false }} unit={null} onContent={onContent} />,
      { user: USER },
    );
    await waitFor(() => expect(lastContent(onContent)?.table).not.toBeNull());
    expect(regressionBodies()[0]).not.toHaveProperty('window');
    expect(regressionBodies()[0]).not.toHaveProperty('outOfSample');
    expect(screen.queryByText('Out-of-sample')).toBeNull();
    expect(screen.getByTestId('regression-fit')).toHaveTextContent('OLS over the last 5 years, one fit over the full sample');
    await waitFor(() => expect(seriesNames()).toContain('Contribution of md:FX.USDCNY'));
    const contribution = mockOptions.flatMap((o) => o.series).findLast((line) => line.name === 'Contribution of md:FX.USDCNY');
    expect(contribution?.data).toEqual([
      [Date.UTC(2026, 2, 5), 106.75],
      [Date.UTC(2026, 2, 6), 110.5],
    ]);
    expect(bodiesSentTo('/v2/marketData/series')).toEqual([]);
    // The factor picker's clear button (allowClear) removes the factor.
    const clear = container.querySelectorAll('.ant-select-clear');
    await act(async () => fireEvent.mouseDown(clear[clear.length - 1]));
    expect(await screen.findByText('Choose a price and at least one factor')).toBeTruthy();
    expect(regressionBodies()).toHaveLength(1);
  });

  test('a refused address shows the failure with a retry and reports no table', async () => {
    answerRegression(failWith('forbidden'));
    const onContent = jest.fn<void, [PanelContent]>();
    renderPage(<RegressionPanel panel={regression} unit={null} onContent={onContent} />, { user: USER });
    await waitFor(() => expect(screen.getAllByTestId('chart-state')[0].textContent).not.toBe(''));
    expect(screen.queryByRole('table')).toBeNull();
    expect(lastContent(onContent)?.table).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
