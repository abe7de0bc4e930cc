/**
 * /tool/trade/record through the page harness (real locale files, the fake network): the books, the blotter with
 * delete and the history drawer, the import preview (errors block the commit, warnings do not), positions with the
 * DEMO DATA badge, the NAV tab's metrics with the convention shown, and the usage panel in every locale.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import TradeRecordPage from '@/pages/Tool/Trade/Record';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type NavPoint = import('@common/contract/tradeRecord').NavPoint;
type Trade = import('@common/contract/tradeRecord').Trade;
type TradeBook = import('@common/contract/tradeRecord').TradeBook;
type TradeChange = import('@common/contract/tradeRecord').TradeChange;
type TradeImportPreview = import('@common/contract/tradeRecord').TradeImportPreview;
type Locale = import('../harness').Locale;

// Canvas charts do not draw in jsdom: the chart engine is a stub, the page's data and texts are what is tested.
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

const T = '/v2/tradeRecord';
const BOOK: TradeBook = { id: 'b1', name: 'Desk', baseCurrency: 'CNY', initialCash: 1_000_000, startDate: '2025-01-02', trades: 2, createdAt: 0, updatedAt: 0 };
const trade = (id: string, time: number, extra: Partial<Trade> = {}): Trade => ({
  id,
  bookId: 'b1',
  time,
  tradingDate: new Date(time).toISOString().slice(0, 10),
  instrument: 'SHFE.FU2505',
  side: 'buy',
  lots: 10,
  price: 3000,
  fee: 50,
  strategy: 'carry',
  note: '',
  version: 1,
  createdAt: 0,
  updatedAt: 0,
  ...extra,
});
const TRADES = [
  trade('t1', Date.UTC(2025, 0, 2, 2)),
  trade('t2', Date.UTC(2025, 0, 7, 2), { side: 'sell', price: 3030, strategy: 'hedge', instrument: 'INE.SC2503' }),
];
const HISTORY: TradeChange[] = [
  { at: Date.UTC(2025, 0, 2, 3), userName: 'alice', action: 'create', before: null, after: { ...TRADES[0], price: 2990 } },
  { at: Date.UTC(2025, 0, 3, 3), userName: 'alice', action: 'update', before: { ...TRADES[0], price: 2990 }, after: TRADES[0] },
];
const point = (date: string, nav: number, dailyReturn: number | null, drawdown: number): NavPoint => ({
  date,
  nav,
  equity: nav * 1_000_000,
  units: 1_000_000,
  flow: 0,
  realised: 0,
  unrealised: 0,
  fees: 0,
  dailyReturn,
  drawdown,
});

// The seeded CN calendar's trading days per year (exchange-holidays.json; 2027 provisional): 242.67 -> 243 a year.
const CN_YEARS = [243, 244, 243, 243, 242, 242, 242, 243, 242, 244].map((tradingDays, i) => ({
  year: 2018 + i,
  holidays: 0,
  tradingDays,
  provisional: i === 9,
}));

beforeEach(() => {
  answer('/v2/reference/calendar/product', ok({ calendar: 'CN', holidays: ['2025-01-01'], years: CN_YEARS }));
  answer(`${T}/book/list`, ok([BOOK]));
  answer(`${T}/trade/list`, ok(TRADES));
  answer(`${T}/trade/history`, ok(HISTORY));
  answer(`${T}/trade/delete`, ok(null));
});

const open = (locale: Locale = 'en-US') => renderPage(<TradeRecordPage />, { user: makeUser({ paths: ['/tool/trade/record'] }), locale });
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

test('the blotter lists the book\u2019s trades; delete asks first, history shows each change before and after', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Trades' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  // In the server's order (oldest first) until a column is sorted.
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[1]).toHaveTextContent('INE.SC2503');
  expect(rows[1]).toHaveTextContent('Sell');
  expect(rows[0]).toHaveTextContent('carry');

  fireEvent.click(within(rows[0]).getByRole('button', { name: 'History' }));
  const entries = await screen.findAllByTestId('history-entry');
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent('Added');
  expect(entries[1]).toHaveTextContent('Edited');
  expect(entries[1]).toHaveTextContent(/2,990.*→.*3,000/);
  expect(bodiesSentTo(`${T}/trade/history`)).toEqual([{ id: 't1' }]);

  fireEvent.click(within(rows[0]).getByRole('button', { name: 'Delete' }));
  // The confirmation's own Delete button; nothing is sent before it.
  const confirm = await screen.findByText('Delete this trade? It stays in its history.');
  expect(bodiesSentTo(`${T}/trade/delete`)).toEqual([]);
  fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(bodiesSentTo(`${T}/trade/delete`)).toEqual([{ id: 't1' }]));
});

test('import: row errors block the commit; a file with warnings only commits every row', async () => {
  const withErrors: TradeImportPreview = {
    rows: [
      {
        row: 2,
        time: Date.UTC(2025, 0, 2, 2),
        tradingDate: '2025-01-02',
        instrument: 'SHFE.FU2505',
        side: 'buy',
        lots: 1,
        price: 3000,
        fee: 0,
        strategy: '',
        note: '',
      },
    ],
    errors: [{ row: 3, column: 'instrument', code: 'unknownInstrument', message: 'Unknown instrument SHFE.XX2505', values: { value: 'SHFE.XX2505' } }],
    warnings: [{ row: 2, column: 'price', code: 'offTickGrid', message: 'price 3000.5 is not a multiple of the tick 1', values: { price: 3000.5, tick: 1 } }],
  };
  let preview = withErrors;
  answer(`${T}/trade/import/preview`, () => ok(preview));
  answer(`${T}/trade/import/commit`, ok({ written: 1 }));
  open();
  await screen.findByRole('table', { name: 'Trades' });
  tab('Import');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['time,instrument,side,lots,price\n'], 'fills.csv', { type: 'text/csv' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('1 rows ready, 1 errors, 1 warnings.')).toBeInTheDocument();
  const issues = screen.getByRole('table', { name: 'Row errors and warnings' });
  expect(within(issues).getByText('Unknown instrument')).toBeInTheDocument();
  expect(within(issues).getByText('Price off the tick grid')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(bodiesSentTo(`${T}/trade/import/preview`)[0]).toMatchObject({ bookId: 'b1', fileName: 'fills.csv', format: 'csv' });

  // Another file: the last preview goes, and the new one is asked for that file.
  preview = { ...withErrors, errors: [] };
  await act(async () => {
    // rc-upload mounts a fresh input after each pick.
    const again = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(again, {
      target: { files: [new File(['time,instrument,side,lots,price\n2025-01-02 10:00,SHFE.FU2505,buy,1,3000\n'], 'fills.csv', { type: 'text/csv' })] },
    });
  });
  await waitFor(() => expect(screen.queryByText('1 rows ready, 1 errors, 1 warnings.')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Preview' })).not.toHaveClass('ant-btn-loading');
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('1 rows ready, 0 errors, 1 warnings.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('1 trades imported.')).toBeInTheDocument();
  expect(bodiesSentTo(`${T}/trade/import/commit`)).toHaveLength(1);
});

test('import row errors and warnings are worded in the user\u2019s language from their values (zh-CN), Saturday as not a trading day', async () => {
  const preview: TradeImportPreview = {
    rows: [],
    errors: [
      { row: 2, column: 'side', code: 'badSide', message: 'Side must be buy or sell: long', values: { value: 'long' } },
      {
        row: 3,
        column: 'time',
        code: 'beforeStart',
        message: "2024-12-31 10:00 counts to 2024-12-31, before the book's first day 2025-01-02",
        values: { time: '2024-12-31 10:00', tradingDate: '2024-12-31', start: '2025-01-02' },
      },
    ],
    warnings: [
      {
        row: 4,
        column: 'time',
        code: 'notTradingDay',
        message: '2025-01-04 10:00: 2025-01-04 is not a trading day of ICE (weekend)',
        values: { time: '2025-01-04 10:00', date: '2025-01-04', exchange: 'ICE', dayKind: 'weekend' },
      },
    ],
  };
  answer(`${T}/trade/import/preview`, ok(preview));
  open('zh-CN');
  await screen.findByRole('table', { name: '成交' });
  tab('导入');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], 'fills.csv', { type: 'text/csv' })] } });
  });
  fireEvent.click(screen.getByRole('button', { name: /^预\s?览$/ }));
  const issues = await screen.findByRole('table', { name: '行错误与警告' });
  expect(within(issues).getByText('方向须为买或卖（buy / sell、b / s、买 / 卖）：long')).toBeInTheDocument();
  expect(
    within(issues).getByText('2024-12-31 10:00 属于交易日 2024-12-31，早于账户起始日 2025-01-02。请修改成交时间，或使用起始日更早的账户。'),
  ).toBeInTheDocument();
  expect(within(issues).getByText('2025-01-04 10:00：2025-01-04 不是 ICE 的交易日（周末）')).toBeInTheDocument();
  expect(within(issues).queryByText(/Side must be|not a trading day/)).not.toBeInTheDocument();
});

test('a trade before the book\u2019s first day: the form names the book\u2019s start under the time', async () => {
  answer(`${T}/trade/save`, failWith('badRequest', { fields: { time: 'tradeRecord.error.beforeStart' } }));
  open();
  const table = await screen.findByRole('table', { name: 'Trades' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  fireEvent.click(within(within(table).getAllByRole('row')[1]).getByRole('button', { name: 'Edit trade' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(
      'This trade counts to a trading day before the book\u2019s first day (2025-01-02). Change its time, or create a book that starts earlier.',
    ),
  ).toBeInTheDocument();
  expect(bodiesSentTo(`${T}/trade/save`)).toHaveLength(1);
});

test('positions marked to a demo settlement show the DEMO DATA badge and the settlement date', async () => {
  answer(
    `${T}/positions`,
    ok({
      positions: [
        {
          instrument: 'SHFE.FU2505',
          currency: 'CNY',
          netLots: 2,
          averageOpenPrice: 2100,
          realised: 21000,
          fees: 22,
          settle: 2150,
          settleDate: '2025-01-08',
          unrealised: 1000,
          multiplier: 10,
          demo: true,
        },
      ],
      demo: true,
    }),
  );
  open();
  await screen.findByRole('table', { name: 'Trades' });
  expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();
  tab('Positions');
  const table = await screen.findByRole('table', { name: 'Positions' });
  const row = (await within(table).findByText('SHFE.FU2505')).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('21,000 CNY');
  expect(row).toHaveTextContent('1,000 CNY');
  expect(row).toHaveTextContent('2,150 (2025-01-08)');
  expect(screen.getByTestId('demo-badge')).toHaveTextContent('DEMO DATA');
});

test('the NAV tab: metrics with the convention in force, reasons instead of NaN, a benchmark read over the book\u2019s dates', async () => {
  answer(
    `${T}/nav`,
    ok({ points: [point('2025-01-02', 1.02, 0.02, 0), point('2025-01-03', 1.0098, -0.01, -0.01)], demo: false, unmarked: [], fxSource: 'fx.usdcny' }),
  );
  answer('/v2/marketData/series', ({ body }) =>
    ok({
      address: body.address,
      unit: 'USD/bbl',
      points: [
        [Date.UTC(2025, 0, 2), 80],
        [Date.UTC(2025, 0, 3), 82],
      ],
      demo: true,
      source: 'demo',
    }),
  );
  open();
  await screen.findByRole('table', { name: 'Trades' });
  tab('Net value');
  // Issue 18: the periods a year come from the exchange calendar of the book's most traded instrument (FU, first of a
  // tie), named under the setting (was: a fixed 243 with no source); the shared MetricsTable states them with the
  // convention and the risk-free rate.
  await waitFor(() =>
    expect(screen.getByTestId('periods-source')).toHaveTextContent(
      '243, the China (SHFE, INE, DCE, ZCE, GFEX) exchange calendar of SHFE.FU2505 (average of 2018-2026)',
    ),
  );
  expect(bodiesSentTo('/v2/reference/calendar/product')).toEqual([{ exchange: 'SHFE', code: 'FU' }]);
  const context = await screen.findByTestId('metrics-context');
  expect(context).toHaveTextContent('empyrical (default)');
  expect(context).toHaveTextContent('243');
  // Two daily returns are not annualised (issue 18: one day's return showed as 14.50 % a year): the minimum is stated.
  expect(screen.getByTestId('annual-minimum')).toHaveTextContent('from one year of daily returns (243 here)');
  await waitFor(() => expect(screen.getByText('Annual return').closest('tr')).toHaveTextContent('needs at least 243 returns; this range has 2'));
  // Two returns (+2 %, -1 %): cumulative 1.02 x 0.99 - 1 = 0.98 %; skewness (page 2 of the metrics) needs 3, so its
  // reason shows instead of a number.
  await waitFor(() => expect(screen.getByText('Cumulative return').closest('tr')).toHaveTextContent('0.98'));
  fireEvent.click(screen.getByTitle('2'));
  expect((await screen.findByText('Skewness')).closest('tr')).toHaveTextContent('needs at least 3 returns');
  const daily = screen.getByRole('table', { name: 'Daily net value' });
  await waitFor(() => expect(within(daily).getAllByRole('row')).toHaveLength(3));
  expect(screen.queryByTestId('demo-badge')).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Benchmark series address'), { target: { value: 'md:INE.SC@main' } });
  fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series')).toHaveLength(1));
  expect(bodiesSentTo('/v2/marketData/series')[0]).toMatchObject({ address: 'md:INE.SC@main', interval: '1d', from: Date.UTC(2025, 0, 2) });
  // A demo benchmark brings the DEMO DATA badge.
  expect((await screen.findAllByTestId('demo-badge')).length).toBeGreaterThan(0);
});

test('without a book the page offers to create one and sends its fields', async () => {
  answer(`${T}/book/list`, ok([]));
  answer(`${T}/book/create`, ({ body }) => ok({ ...BOOK, id: 'b2', name: body.name, initialCash: body.initialCash, startDate: body.startDate, trades: 0 }));
  open();
  expect(await screen.findByText('Create a book to start recording trades.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /New book/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Crude desk' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${T}/book/create`)).toHaveLength(1));
  expect(bodiesSentTo(`${T}/book/create`)[0]).toMatchObject({ name: 'Crude desk', initialCash: 1_000_000 });
  expect(bodiesSentTo(`${T}/book/create`)[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test.each(['zh-CN', 'en-US', 'ar-EG'] as const)('the usage panel explains FIFO, marking and unit NAV in %s', async (locale) => {
  open(locale);
  const heading = { 'zh-CN': '使用说明', 'en-US': 'How to use', 'ar-EG': 'طريقة الاستخدام' }[locale];
  fireEvent.click(await screen.findByText(heading));
  const fifo = { 'zh-CN': /^先开先平。/, 'en-US': /^FIFO\./, 'ar-EG': /^الوارد أولاً يصرف أولاً\./ }[locale];
  expect(await screen.findByText(fifo)).toHaveTextContent(/2018-07-16/);
  // Seven paragraphs: books, trades, import, FIFO, marking, unit NAV, metrics.
  expect(screen.getByText(fifo).parentElement?.querySelectorAll('.ant-typography')).toHaveLength(7);
  await screen.findAllByRole('table');
});
