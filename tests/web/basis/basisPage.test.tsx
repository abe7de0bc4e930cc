/**
 * /tool/calculator/basis through the page harness (real locale files, the fake network): the sign convention
 * stated, basis and rate of the latest common date, its percentile in the history (hand-worked below), the term
 * basis across listed months, units that differ, DEMO DATA, and the page in Arabic (right to left).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import BasisPage from '@/pages/Tool/Calculator/Basis';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

type Locale = import('../harness').Locale;
type SeriesData = import('@common/contract/marketData').SeriesData;
type TermStructureData = import('@common/contract/calculators').TermStructureData;

// jsdom has no canvas: ECharts is faked where <Chart> loads it (as tests/web/chart/Chart.test.tsx does); the options
// it is given are kept so the test sees what the charts draw.
const mockOptions: { series: { name: string; data: unknown }[] }[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: { series: { name: string; data: unknown }[] }) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => 'data:image/png;base64,AAAA',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));

const PAGES = ['/tool/calculator', '/tool/calculator/basis'];
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

// Hand-worked: futures settle at 100 on five dates; spot 101, 103, 102, 105, 104 on those dates (plus 2025-06-04,
// which futures lack, so it is left out). Basis = spot - futures = 1, 3, 2, 5, 4; the latest (2025-06-09) is 4.
// Its percentile among [1, 2, 3, 4, 5] sorted is index 3 of 0..4 = 0.75 (type 7 inverse); rate 4 / 100 = 4.00 %.
const DATES = ['2025-06-02', '2025-06-03', '2025-06-05', '2025-06-06', '2025-06-09'];
const SPOT: SeriesData = {
  address: 'ds:eia:RBRTE',
  unit: 'USD/bbl',
  points: [...DATES.map((date, i): [number, number] => [d(date), [101, 103, 102, 105, 104][i]]), [d('2025-06-04'), 150] as [number, number]].sort(
    (a, b) => a[0] - b[0],
  ),
  demo: false,
  source: 'U.S. EIA, public domain',
};
const FUTURES: SeriesData = {
  address: 'md:ICE.BRENT@main:settle',
  unit: 'USD/bbl',
  points: DATES.map((date) => [d(date), 100]),
  demo: true,
  source: 'demo',
};
// Term basis on 2025-06-09 (spot 104): BRENT2508 settles 100 with 30 days left -> basis 4, rate 4.00 %, annualised
// 4 % x 365 / 30 = 48.67 %; BRENT2509 settles 98 with 61 days -> basis 6, rate 6.12 %, annualised 36.63 %;
// BRENT2510 without a settlement is left out.
const TERM: TermStructureData = {
  product: 'ICE.BRENT',
  unit: 'USD/bbl',
  from: '2025-05-26',
  to: '2025-06-09',
  contracts: [],
  days: [
    {
      ts: d('2025-06-09'),
      date: '2025-06-09',
      curve: [
        { instrument: 'ICE.BRENT2508', month: '2025-08', settle: 100, close: 100, oi: 10, daysToExpiry: 30, tradingDaysToExpiry: 21 },
        { instrument: 'ICE.BRENT2509', month: '2025-09', settle: 98, close: 98, oi: 5, daysToExpiry: 61, tradingDaysToExpiry: 43 },
        { instrument: 'ICE.BRENT2510', month: '2025-10', settle: null, close: 97, oi: 1, daysToExpiry: 92, tradingDaysToExpiry: 65 },
      ],
    },
  ],
  demo: true,
  source: 'demo',
};

const open = (locale: Locale = 'en-US', spot: SeriesData = SPOT) => {
  answer('/v2/marketData/series', ({ body }) => ok(body.address === 'ds:eia:RBRTE' ? spot : FUTURES));
  answer('/v2/calculators/basis/termStructure', ok(TERM));
  return renderPage(<BasisPage />, { user: makeUser({ paths: PAGES }), locale });
};

beforeEach(() => {
  mockOptions.length = 0;
});

describe('basis page', () => {
  test('states the sign, shows the latest basis, its percentile and the distribution, and draws basis over time', async () => {
    open();
    expect(await screen.findByText('Sign convention: basis = spot - futures')).toBeInTheDocument();
    const percentile = await screen.findByText('75.0%');
    expect(percentile).toBeInTheDocument();
    expect(screen.getByText('Latest common date 2025-06-09')).toBeInTheDocument();
    expect(screen.getAllByText('4.00%').length).toBeGreaterThan(0);
    // Five common dates: the spot-only date is not filled with a futures price.
    expect(screen.getByText("Today's basis against 5 common dates of the last 5 years (0 % = lowest, 100 % = highest).")).toBeInTheDocument();
    const distribution = screen.getByRole('table', { name: 'Distribution of the basis' });
    // The median of 1..5 is 3 (numpy's default quantile).
    expect(within(distribution).getByText('50%').closest('tr')).toHaveTextContent('3.00');
    // The last option drawn with a basis series holds the five basis values on their dates.
    const basisData = () =>
      mockOptions
        .flatMap((o) => o.series)
        .filter((s) => s.name === 'Basis')
        .at(-1)?.data;
    await waitFor(() => expect(basisData()).toEqual(DATES.map((date, i) => [d(date), [1, 3, 2, 5, 4][i]])));
    // Both series are read whole (no point reduction that would drop dates), the futures as settlements.
    expect(bodiesSentTo('/v2/marketData/series').map((b) => [b.address, b.maxPoints])).toEqual([
      ['ds:eia:RBRTE', 20000],
      ['md:ICE.BRENT@main:settle', 20000],
    ]);
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  });

  test('term basis: the latest spot against each listed month with a settlement, annualised over days to expiry', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Term basis (spot against each listed month)' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Calendar days, then the server's trading days (the fixture's 21 and 43).
    expect(rows.map((r) => r.textContent)).toEqual(['ICE.BRENT25083021100.004.004.00%48.67%', 'ICE.BRENT2509614398.006.006.12%36.63%']);
    expect(bodiesSentTo('/v2/calculators/basis/termStructure')[0]).toEqual({ product: 'ICE.BRENT', from: '2025-05-26', to: '2025-06-09' });
  });

  // Issue 18: unlike units still gave statistics; now none are computed (the warning says why).
  test('units that differ give no basis and no statistics; too few common dates say so instead of a percentile', async () => {
    open('en-US', { ...SPOT, unit: 'CNY/t' });
    expect(
      await screen.findByText(
        'The units differ (spot CNY/t, futures USD/bbl): no basis or statistics are computed for unlike prices. Choose series in the same unit.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Percentile in history')).not.toBeInTheDocument();
    expect(screen.queryByTestId('basis-percentile')).not.toBeInTheDocument();
    cleanup();
    open('en-US', { ...SPOT, points: SPOT.points.slice(0, 1) });
    expect(await screen.findByText('The two series share 1 dates in this range: at least two are needed.')).toBeInTheDocument();
    expect(screen.queryByText('Percentile in history')).not.toBeInTheDocument();
  });

  // Issue 18: real spot ending months before the demo futures gave a "today" basis without a word.
  test('warns when the series end far apart and labels the demo input', async () => {
    const later = (ts: number) => ts + 60 * 86_400_000;
    answer('/v2/marketData/series', ({ body }) =>
      ok(body.address === 'ds:eia:RBRTE' ? SPOT : { ...FUTURES, points: [...FUTURES.points, [later(d('2025-06-09')), 100] as [number, number]] }),
    );
    answer('/v2/calculators/basis/termStructure', ok(TERM));
    renderPage(<BasisPage />, { user: makeUser({ paths: PAGES }), locale: 'en-US' });
    expect(await screen.findByTestId('basis-stale')).toHaveTextContent(
      'Stale dates: spot ends 2025-06-09, futures end 2025-08-08; the latest common date, 2025-06-09, is 60 days behind.',
    );
    expect(screen.getByText(/md:ICE\.BRENT@main:settle: demo \(demo data\)/)).toBeInTheDocument();
    expect(screen.queryByText(/ds:eia:RBRTE: U\.S\. EIA, public domain \(demo data\)/)).not.toBeInTheDocument();
  });

  test('no staleness warning when both series end together', async () => {
    open();
    await screen.findByTestId('basis-percentile');
    expect(screen.queryByTestId('basis-stale')).not.toBeInTheDocument();
  });

  test.each(['zh-CN', 'ar-EG'] as const)('in %s the sign and the percentile are shown in that language', async (locale) => {
    open(locale);
    // Issue 18: the formula itself was English ("spot - futures") in every language.
    const sign = { 'zh-CN': '符号约定：基差 = 现货 - 期货', 'ar-EG': 'اصطلاح الإشارة: الأساس = الفوري - العقود الآجلة' }[locale];
    expect(await screen.findByText(sign)).toBeInTheDocument();
    expect(await screen.findByText({ 'zh-CN': '历史分位数', 'ar-EG': 'المئين في التاريخ' }[locale])).toBeInTheDocument();
    if (locale === 'ar-EG') expect(document.documentElement.dir).toBe('rtl');
  });
});
