/**
 * /tool/calculator/spotTradeRecord through the page harness (real locale files, the fake network): the day's window
 * (records table with after-close marks, edit and delete, the empty state), hand entry sending the record, firms
 * counted from the day's records, the counterparty and convergence views over the range, and the import (row
 * errors with their row numbers block the commit), in the three languages where the text matters.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SpotTradeRecordPage from '@/pages/Tool/Calculator/SpotTradeRecord';
import { answer, bodiesSentTo, fakeDate, makeUser, ok, renderPage } from '../harness';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type SpotTrade = import('@common/contract/spotTradeRecord').SpotTrade;
type SpotTradeImportPreview = import('@common/contract/spotTradeRecord').SpotTradeImportPreview;
type Locale = import('../harness').Locale;

// Canvas charts do not draw in jsdom: the chart engine is a stub; chart content is read from the options handed to it.
interface DrawnOption {
  series: { name: string; type: string; data: unknown }[];
}
const mockOptions: DrawnOption[] = [];
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({
    setOption: (option: DrawnOption) => void mockOptions.push(option),
    resize: () => undefined,
    getDataURL: () => '',
    dispose: () => undefined,
    on: () => undefined,
  }),
}));
const drawn = (name: string) =>
  mockOptions
    .flatMap((o) => o.series ?? [])
    .filter((x) => x.name === name && x.type === 'line')
    .at(-1)?.data;

const P = '/v2/spotTradeRecord';
const PAGE = '/tool/calculator/spotTradeRecord';
const DAY = '2025-03-04';
let seq = 0;
const rec = (over: Partial<SpotTrade>): SpotTrade => {
  seq += 1;
  return {
    id: `r${seq}`,
    date: DAY,
    product: 'Gasoil 10ppm',
    instrument: 'cargo',
    side: 'bid',
    buyer: '',
    seller: '',
    priceBasis: 'floating',
    price: -0.3,
    volume: 150000,
    loadingWindow: '2025-04-01/2025-04-05',
    loadPoint: 'Singapore',
    time: '16:05:00',
    state: '',
    updatedAt: 0,
    updatedBy: 'trader',
    ...over,
  };
};
const ROWS = [
  rec({ buyer: 'Alpha' }),
  rec({ side: 'offer', seller: 'Beta', price: 0.2, time: '16:10:00' }),
  rec({ side: 'trade', buyer: 'Alpha', seller: 'Beta', price: 0, time: '16:29:50' }),
  rec({ side: 'trade', buyer: 'Gamma', seller: 'Beta', price: 0.1, time: '16:31:00' }),
];

beforeEach(() => {
  mockOptions.length = 0;
  fakeDate(Date.parse(`${DAY}T06:00:00Z`));
  answer(`${P}/list`, ok({ rows: ROWS, truncated: false, products: ['Gasoil 10ppm'] }));
  answer(`${P}/remove`, ok(null));
  answer(`${P}/save`, ({ body }) => ok({ ...rec({}), ...body.record, id: 'new' } as SpotTrade));
  answer(
    `${P}/stats`,
    ok({
      pairs: [{ buyer: 'Alpha', seller: 'Beta', trades: 3, volume: 450000, firstDate: '2025-02-10', lastDate: DAY }],
      firms: [],
      records: 9,
      tradedVolume: 450000,
      truncated: false,
    }),
  );
  answer(
    `${P}/convergence`,
    ok({
      convergences: [
        { loadingMonth: '2025-05', seller: 'Beta', buyer: 'Alpha', date: DAY, time: '16:19:00', recordIds: ['p1'], partials: 20, cargoBarrels: 500000 },
      ],
      open: [{ loadingMonth: '2025-05', seller: 'Gamma', buyer: 'Alpha', partials: 7, needed: 20 }],
      skipped: [],
      truncated: false,
    }),
  );
});
afterEach(() => jest.useRealTimers());

const open = (locale: Locale = 'en-US') => renderPage(<SpotTradeRecordPage />, { user: makeUser({ paths: [PAGE] }), locale, path: PAGE });
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
/** antd puts a space between the two characters of a two-character Chinese button label. */
const buttonName = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

test.each<[Locale, string, string, string]>([
  ['zh-CN', '窗口现货成交', '当日窗口', '收盘后'],
  ['en-US', 'Window spot trades', "The day's window", 'after close'],
  ['ar-EG', 'صفقات النافذة الفورية', 'نافذة اليوم', 'بعد الإغلاق'],
])('in %s: the title, the day asked of the server and the record after the close marked', async (locale, title, windowTab, afterClose) => {
  open(locale);
  expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: windowTab })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: { 'zh-CN': '窗口记录', 'en-US': 'Window records', 'ar-EG': 'سجلات النافذة' }[locale] });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
  expect(within(table).getAllByText(afterClose)).toHaveLength(1);
  expect(bodiesSentTo(`${P}/list`)[0]).toEqual({ from: DAY, to: DAY });
});

test('the timeline draws bids, offers and trades by minutes to the 16:30:00 close, leaving out what came after it', async () => {
  open();
  await waitFor(() => expect(drawn('Trade')).toBeDefined());
  await waitFor(() => expect(drawn('Bid')).toEqual([[-25, -0.3]]));
  expect(drawn('Offer')).toEqual([[-20, 0.2]]);
  // 16:29:50 is 10 s before the close; the 16:31:00 trade is after it and not drawn.
  expect(drawn('Trade')).toEqual([[-10 / 60, 0]]);
});

test('an empty day says how to fill it', async () => {
  answer(`${P}/list`, ok({ rows: [], truncated: false, products: [] }));
  open();
  expect(await screen.findByText('No window records on this day. Add one, import a file, or import the sample window (Import tab).')).toBeInTheDocument();
});

test('hand entry sends the record; edit sends its id; delete asks first', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Window records' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));

  fireEvent.click(screen.getByRole('button', { name: /Add record/ }));
  const form = await screen.findByRole('form', { name: 'Add record' });
  fireEvent.change(within(form).getByLabelText('Product'), { target: { value: ' Dubai ' } });
  fireEvent.change(within(form).getByLabelText('Price / premium'), { target: { value: '72.5' } });
  fireEvent.change(within(form).getByLabelText('Size (bbl)'), { target: { value: '25000' } });
  fireEvent.change(within(form).getByLabelText('Time (SGT)'), { target: { value: '16:20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${P}/save`)).toHaveLength(1));
  expect(bodiesSentTo(`${P}/save`)[0]).toEqual({
    record: expect.objectContaining({
      date: DAY,
      time: '16:20:00',
      product: 'Dubai',
      instrument: 'cargo',
      side: 'bid',
      priceBasis: 'fixed',
      price: 72.5,
      volume: 25000,
    }),
  });

  const rows = within(table).getAllByRole('row');
  fireEvent.click(within(rows[1]).getByRole('button', { name: 'Edit' }));
  await screen.findByRole('form', { name: 'Edit record' });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodiesSentTo(`${P}/save`)).toHaveLength(2));
  expect(bodiesSentTo(`${P}/save`)[1]).toMatchObject({ id: 'r1', record: { buyer: 'Alpha', time: '16:05:00' } });

  fireEvent.click(within(rows[1]).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByText('Delete this record?');
  expect(bodiesSentTo(`${P}/remove`)).toEqual([]);
  fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(bodiesSentTo(`${P}/remove`)).toEqual([{ id: 'r1' }]));
});

test('by firm: bids for the buyer, offers for the seller, trades for both, from the day’s records', async () => {
  open();
  await screen.findByRole('table', { name: 'Window records' });
  tab('By firm');
  const table = await screen.findByRole('table', { name: 'By firm' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  const beta = within(table).getByText('Beta').closest('tr') as HTMLElement;
  // Beta: 0 bids, 1 offer, 0 bought, 2 sold.
  expect(
    within(beta)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Beta', '0', '1', '0', '2', '0', '150,000', '0', '300,000']);
});

test('counterparties and convergences over the range (90 days to the day)', async () => {
  open();
  await screen.findByRole('table', { name: 'Window records' });
  tab('Counterparties');
  const pairs = await screen.findByRole('table', { name: 'Counterparties' });
  await waitFor(() => expect(within(pairs).getByText('450,000')).toBeInTheDocument());
  expect(bodiesSentTo(`${P}/stats`)[0]).toEqual({ from: '2024-12-04', to: DAY });

  tab('Dubai convergence');
  expect(await screen.findByText('Convergences found: 1')).toBeInTheDocument();
  const found = screen.getByRole('table', { name: 'Convergences found' });
  expect(within(found).getByText('500,000')).toBeInTheDocument();
  const openCounts = screen.getByRole('table', { name: 'Partials counted, not yet converged' });
  expect(within(openCounts).getByText('Gamma')).toBeInTheDocument();
  expect(within(openCounts).getByText('7')).toBeInTheDocument();
});

test.each<[Locale, string, string, string, string, string]>([
  ['en-US', 'Import', 'Preview', '1 row(s) ready, 1 error(s).', 'Row errors', 'Not a time (HH:mm:ss): 4pm'],
  ['zh-CN', '导入', '预览', '1 行可导入，1 个错误。', '行错误', '不是时间（HH:mm:ss）：4pm'],
  ['ar-EG', 'استيراد', 'معاينة', '1 صف جاهز، 1 خطأ.', 'أخطاء الصفوف', 'ليس وقتًا (HH:mm:ss): 4pm'],
])('import in %s: row errors with their row numbers block the commit', async (locale, importTab, previewButton, summary, errorsTable, detail) => {
  const preview: SpotTradeImportPreview = {
    rows: [{ row: 2, ...ROWS[0], buyer: 'Alpha' }],
    errors: [{ row: 3, column: 'time', code: 'badTime', message: 'Not a time (HH:mm:ss): 4pm', values: { value: '4pm' } }],
  };
  answer(`${P}/import/preview`, ok(preview));
  open(locale);
  tab(importTab);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], 'window.csv', { type: 'text/csv' })] } });
  });
  fireEvent.click(screen.getByRole('button', { name: buttonName(previewButton) }));
  expect(await screen.findByText(summary)).toBeInTheDocument();
  const issues = screen.getByRole('table', { name: errorsTable });
  const issue = within(issues).getByText(detail).closest('tr') as HTMLElement;
  expect(within(issue).getAllByRole('cell')[0]).toHaveTextContent('3');
  expect(screen.getByRole('button', { name: buttonName(importTab) })).toBeDisabled();
  expect(bodiesSentTo(`${P}/import/preview`)[0]).toMatchObject({ fileName: 'window.csv', format: 'csv' });
});
