/**
 * /tool/calculator/position through the page harness (real locale files, the fake network): the COT tab (weeks by
 * their Tuesday, nets by category with the price overlaid, the COT index, the table) in the three languages, the
 * import dialog's preview with row errors and Import held back, the rankings tab's three independent lists with the
 * DEMO badge, net long of the top N, and one member across contracts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Position from '@/pages/Tool/Calculator/Position';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

type Locale = import('../harness').Locale;
type CotMarket = import('@common/contract/position').CotMarket;
type CotSeries = import('@common/contract/position').CotSeries;
type RankingCatalog = import('@common/contract/position').RankingCatalog;
type RankingDay = import('@common/contract/position').RankingDay;
type RankingMember = import('@common/contract/position').RankingMember;
type RankingNetTop = import('@common/contract/position').RankingNetTop;
type SeriesData = import('@common/contract/marketData').SeriesData;

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

const PAGES = ['/tool/calculator', '/tool/calculator/position'];
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const MARKETS: CotMarket[] = [{ layout: 'legacy', marketCode: '067651', market: 'WTI-PHYSICAL - NYMEX', weeks: 3, first: '2025-01-07', last: '2025-01-21' }];
// Three weeks of a legacy market, lookback 2 for the index: non-commercial nets 100, 300, 200 -> index null,
// (300 - 100) / 200 = 100, (200 - 200) / (300 - 200) = 0.
const week = (asOf: string, releasedAt: number, oi: number, nc: [number, number | null, number | null]) => ({
  asOf,
  releasedAt,
  openInterest: oi,
  openInterestChange: null,
  categories: [
    { category: 'nonCommercial' as const, long: nc[0] + 50, short: 50, spread: 10, net: nc[0], netChange: nc[1], cotIndex: nc[2] },
    { category: 'commercial' as const, long: 40, short: 100, spread: 0, net: -60, netChange: null, cotIndex: null },
    { category: 'nonReportable' as const, long: 5, short: 5, spread: 0, net: 0, netChange: null, cotIndex: null },
  ],
});
const SERIES: CotSeries = {
  layout: 'legacy',
  marketCode: '067651',
  market: 'WTI-PHYSICAL - NYMEX',
  lookback: 156,
  weeks: [
    week('2025-01-07', Date.UTC(2025, 0, 10, 20, 30), 1000, [100, null, null]),
    week('2025-01-14', Date.UTC(2025, 0, 17, 20, 30), 1100, [300, 200, 100]),
    week('2025-01-21', Date.UTC(2025, 0, 24, 20, 30), 1050, [200, -100, 0]),
  ],
};
const PRICE: SeriesData = { address: 'md:NYMEX.WTI@main', unit: 'USD/bbl', points: [[d('2025-01-07'), 74.2]], demo: true, source: 'demo' };

const openCot = (locale: Locale = 'en-US', markets: CotMarket[] = MARKETS) => {
  answer('/v2/position/cot/markets', ok(markets));
  answer('/v2/position/cot/series', ok(SERIES));
  answer('/v2/marketData/series', ok(PRICE));
  return renderPage(<Position />, { user: makeUser({ paths: PAGES }), locale, path: '/tool/calculator/position' });
};

beforeEach(() => {
  mockOptions.length = 0;
});

describe('COT tab', () => {
  test.each<[Locale, string, string, string]>([
    ['en-US', 'Holdings', 'Non-commercial net', 'Weeks are labelled by the day the positions are as of (a Tuesday).'],
    ['zh-CN', '持仓', '非商业净持仓', '每周以持仓所属日期（周二）标注。'],
    ['ar-EG', 'المراكز', 'صافي غير التجاريين', 'تُسمّى الأسابيع بيوم المراكز (يوم ثلاثاء).'],
  ])('in %s: weeks by their Tuesday, nets by category, the COT index', async (locale, title, netHeader, dating) => {
    openCot(locale);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(await screen.findByText(dating, { exact: false })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Weekly positions|每周持仓|المراكز الأسبوعية/ });
    expect(within(table).getAllByText(netHeader).length).toBeGreaterThan(0);
    // Newest week first.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2025-01-21');
    expect(rows[1]).toHaveTextContent('2025-01-14');
  });

  test('draws each category net with the price overlaid, and the index; asks the lookback chosen', async () => {
    openCot();
    await screen.findByRole('table', { name: 'Weekly positions' });
    await waitFor(() => {
      const names = mockOptions.flatMap((o) => o.series.map((s) => s.name));
      expect(names).toEqual(expect.arrayContaining(['Non-commercial', 'Commercial', 'Non-reportables', 'md:NYMEX.WTI@main']));
    });
    const net = mockOptions
      .flatMap((o) => o.series)
      .filter((s) => s.name === 'Non-commercial')
      .map((s) => s.data);
    expect(net).toContainEqual([
      [d('2025-01-07'), 100],
      [d('2025-01-14'), 300],
      [d('2025-01-21'), 200],
    ]);
    expect(net).toContainEqual([
      [d('2025-01-07'), null],
      [d('2025-01-14'), 100],
      [d('2025-01-21'), 0],
    ]);
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('26 weeks'));
    await waitFor(() => expect(bodiesSentTo('/v2/position/cot/series').at(-1)).toEqual({ layout: 'legacy', marketCode: '067651', lookback: 26 }));
  });

  test('with nothing imported it says so', async () => {
    openCot('en-US', []);
    expect(await screen.findByText('No COT report imported yet. Import a CFTC file (a sample file is linked in the import dialog).')).toBeInTheDocument();
  });

  test('import: the preview lists row errors with their rows in the user language and Import stays disabled', async () => {
    openCot('zh-CN');
    answer(
      '/v2/position/cot/preview',
      ok({
        layout: 'disaggregated',
        count: 2,
        rows: [],
        markets: [],
        errors: [
          {
            row: 3,
            column: 'Open_Interest_All',
            code: 'identity',
            message: 'Open interest 602 but ...',
            values: { openInterest: 602, longTotal: 600, shortTotal: 600 },
          },
        ],
      }),
    );
    fireEvent.click(await screen.findByText('导入 COT 文件'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/下载样例/)).toHaveAttribute('href', '/samples/position/sample-cot-disaggregated.csv');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['Market_and_Exchange_Names\n'], 'f_year.csv', { type: 'text/csv' })] } });
    });
    // antd spaces a two-character Chinese label ("预 览").
    fireEvent.click(within(dialog).getByRole('button', { name: /^预\s?览$/ }));
    expect(await within(dialog).findByText('持仓量为 602，但多头加套利合计 600，空头加套利合计 600。')).toBeInTheDocument();
    expect(within(dialog).getByText('1 个错误：请修正所列的行；文件有错误时不会写入任何内容。')).toBeInTheDocument();
    const errors = within(dialog).getByRole('table', { name: '行错误' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent('3');
    expect(within(dialog).getByRole('button', { name: /^导\s?入$/ })).toBeDisabled();
    expect(bodiesSentTo('/v2/position/cot/preview')[0]).toMatchObject({ layout: 'disaggregated', fileName: 'f_year.csv', format: 'csv' });
  });
});

test('import: a clean preview enables Import; the result stays on screen while the new market loads behind it', async () => {
  let markets: CotMarket[] = [];
  answer('/v2/position/cot/markets', () => ok(markets));
  answer('/v2/position/cot/series', ok(SERIES));
  answer('/v2/marketData/series', ok(PRICE));
  answer(
    '/v2/position/cot/preview',
    ok({
      layout: 'legacy',
      count: 3,
      rows: [
        { row: 2, marketCode: '067651', market: 'WTI', asOf: '2025-01-07', releasedAt: Date.UTC(2025, 0, 10, 20, 30), openInterest: 1000, categories: [] },
      ],
      markets: [{ marketCode: '067651', market: 'WTI', weeks: 3, first: '2025-01-07', last: '2025-01-21' }],
      errors: [],
    }),
  );
  answer('/v2/position/cot/import', () => {
    markets = MARKETS;
    return ok({ written: 3 });
  });
  renderPage(<Position />, { user: makeUser({ paths: PAGES }), locale: 'en-US', path: '/tool/calculator/position' });
  fireEvent.click(await screen.findByText('Import COT file'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Legacy'));
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x\n'], 'annual.csv', { type: 'text/csv' })] } });
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect(await within(dialog).findByText('No errors: the file can be imported.')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('3 rows imported.')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Weekly positions' })).toBeInTheDocument();
  expect(screen.getByText('3 rows imported.')).toBeInTheDocument();
  expect(bodiesSentTo('/v2/position/cot/import')[0]).toMatchObject({ layout: 'legacy', fileName: 'annual.csv' });
});

describe('rankings tab', () => {
  const CATALOG: RankingCatalog = {
    contracts: [{ exchange: 'SHFE', contract: 'FU2509', first: '2025-06-02', last: '2025-06-03', days: 2, demo: true }],
    members: ['演示会员01', '演示会员02'],
  };
  const DAY: RankingDay = {
    exchange: 'SHFE',
    contract: 'FU2509',
    date: '2025-06-03',
    dates: ['2025-06-03', '2025-06-02'],
    demo: true,
    volume: [{ rank: 1, member: '演示会员01', value: 5000, change: 100 }],
    long: [{ rank: 1, member: '演示会员02', value: 3000, change: -20 }],
    short: [{ rank: 1, member: '演示会员01', value: 2500, change: 40 }],
  };
  const NET: RankingNetTop = { exchange: 'SHFE', contract: 'FU2509', points: [{ date: '2025-06-03', top5: 500, top10: 700, top20: 900, demo: true }] };
  const MEMBER: RankingMember = {
    member: '演示会员01',
    date: '2025-06-03',
    rows: [{ exchange: 'SHFE', contract: 'FU2509', volume: 5000, volumeChange: 100, long: null, longChange: null, short: 2500, shortChange: 40, demo: true }],
  };

  test('three independent lists, DEMO badge, net long of the top N against price, one member across contracts', async () => {
    answer('/v2/position/cot/markets', ok([]));
    answer('/v2/position/ranking/catalog', ok(CATALOG));
    answer('/v2/position/ranking/day', ok(DAY));
    answer('/v2/position/ranking/netTop', ok(NET));
    answer('/v2/position/ranking/member', ok(MEMBER));
    answer('/v2/marketData/series', ok({ ...PRICE, address: 'md:SHFE.FU2509', unit: 'CNY/t' }));
    renderPage(<Position />, { user: makeUser({ paths: PAGES }), locale: 'en-US', path: '/tool/calculator/position' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Member rankings' }));
    const long = await screen.findByRole('table', { name: 'Long open interest' });
    expect(within(long).getAllByRole('row')[1]).toHaveTextContent('1演示会员023,000-20');
    const short = screen.getByRole('table', { name: 'Short open interest' });
    expect(within(short).getAllByRole('row')[1]).toHaveTextContent('演示会员01');
    expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
    await waitFor(() => {
      const top5 = mockOptions.flatMap((o) => o.series).find((s) => s.name === 'Net long of the top 5');
      expect(top5?.data).toEqual([[d('2025-06-03'), 500]]);
    });
    expect(bodiesSentTo('/v2/marketData/series').some((b) => b.address === 'md:SHFE.FU2509')).toBe(true);
    const member = await screen.findByRole('table', { name: 'Member positions by contract' });
    const row = within(member).getAllByRole('row')[1];
    expect(row).toHaveTextContent('FU2509');
    expect(row).toHaveTextContent('5,000');
    expect(bodiesSentTo('/v2/position/ranking/member')[0]).toEqual({ member: '演示会员01' });
  });
});
