/**
 * The warehouse and cargo page through the page harness: receipts of a product as series and a table (10 rows a
 * page, changes signed, DEMO for demo figures), the empty state and the demo generator, an import whose preview
 * names row errors (nothing importable), the cargo flows of two locations generated and read back by id (a location
 * without data said so), placed on the schematic map and tabulated by week; the page in zh-CN and ar-EG.
 * Answers are built by hand, not by the domain functions, so the tests do not echo the code they test.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOW_FREQ_PREFIX as LOW } from '@common/contract/paths';
import WarehouseCargoLocData from '@/pages/Tool/Calculator/WarehouseCargoLocData';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage } from '../harness';

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

// Types through import() (a type-only import next to jest.mock trips the test transformer's hoisting).
type Locale = import('../harness').Locale;
type KplerReport = import('@common/contract/endpoints').DataOf<'/v1/finData/lowFreqData/source/kpler/get'>;
type ReceiptImportPreview = import('@common/contract/warehouseCargoLocData').ReceiptImportPreview;
type ReceiptProduct = import('@common/contract/warehouseCargoLocData').ReceiptProduct;
type ReceiptSeries = import('@common/contract/warehouseCargoLocData').ReceiptSeries;
const W = '/v2/warehouseCargoLocData';
const PATHS = ['/tool', '/tool/calculator', '/tool/calculator/warehouseCargoLocData'];
const open = (locale: Locale = 'en-US') =>
  renderPage(<WarehouseCargoLocData />, { user: makeUser({ paths: PATHS }), locale, path: '/tool/calculator/warehouseCargoLocData' });

const PRODUCT: ReceiptProduct = { exchange: 'SHFE', product: 'FU', unit: 't', warehouses: 2, first: '2025-03-03', last: '2025-03-11', demo: true };

/** Seven report days of two warehouses: 14 table rows, two pages. */
function series(): ReceiptSeries {
  const days = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-10', '2025-03-11'];
  const a = [3000, 2700, 2700, 2800, 2800, 2900, 3000];
  const b = [1200, 1500, 1350, 1350, 1400, 1400, 1400];
  const points = (v: number[]) => days.map((date, i) => ({ date, receipts: v[i], change: i === 0 ? null : v[i] - v[i - 1] }));
  return {
    exchange: 'SHFE',
    product: 'FU',
    unit: 't',
    demo: true,
    total: points(a.map((x, i) => x + b[i])),
    warehouses: [
      { warehouse: 'Ningbo (demo)', points: points(b) },
      { warehouse: 'Zhoushan (demo)', points: points(a) },
    ],
  };
}

test('receipts: a product as series and a table of every figure, newest first, changes signed, DEMO shown', async () => {
  answer(`${W}/receipt/products`, ok([PRODUCT]));
  answer(`${W}/receipt/series`, ok(series()));
  open();
  const table = await screen.findByRole('table', { name: 'Warehouse receipts by day' });
  expect(bodiesSentTo(`${W}/receipt/series`)[0]).toEqual({ exchange: 'SHFE', product: 'FU' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  expect(within(rows[0]).getByText('2025-03-11')).toBeInTheDocument();
  expect(screen.getAllByTestId('demo-badge').length).toBeGreaterThan(0);
  expect(screen.getByText('SHFE FU warehouse receipts')).toBeInTheDocument();
  // Zhoushan on 2025-03-04: 3000 -> 2700 is -300; Ningbo the same day: 1200 -> 1500 is +300.
  const byText = (date: string, warehouse: string) => rows.find((r) => within(r).queryByText(date) && within(r).queryByText(warehouse)) ?? null;
  expect(byText('2025-03-11', 'Zhoushan (demo)')).not.toBeNull();
  fireEvent.click(within(table).getAllByText('Date')[0]);
  const ascending = within(table).getAllByRole('row').slice(1);
  const first = ascending.find((r) => within(r).queryByText('Ningbo (demo)') && within(r).queryByText('2025-03-04'));
  expect(first && within(first).getByText('+300')).toBeTruthy();
  const zhoushan = ascending.find((r) => within(r).queryByText('Zhoushan (demo)') && within(r).queryByText('2025-03-04'));
  expect(zhoushan && within(zhoushan).getByText('-300')).toBeTruthy();
});

test('receipts: nothing stored is said so; the demo generator writes its labelled figures', async () => {
  answer(`${W}/receipt/products`, ok([]));
  answer(`${W}/receipt/demo`, ok({ written: 840 }));
  open();
  expect(await screen.findByTestId('receipts-none')).toHaveTextContent('No warehouse receipts are stored yet.');
  fireEvent.click(screen.getByRole('button', { name: 'Write demo receipts' }));
  expect(await screen.findByText('840 demo figures written.')).toBeInTheDocument();
  expect(bodiesSentTo(`${W}/receipt/demo`)).toHaveLength(1);
});

test('import: the preview names each row error in the user language; with errors nothing can be imported', async () => {
  const preview: ReceiptImportPreview = {
    rows: [{ row: 2, date: '2025-03-10', exchange: 'SHFE', product: 'FU', warehouse: 'Zhoushan', receipts: 2600, unit: 't' }],
    errors: [
      { row: 3, column: 'date', code: 'badDate', message: 'Not a date (YYYY-MM-DD): 2025-02-30' },
      { row: 5, column: 'change', code: 'changeMismatch', message: 'receipts 1400 - previous 1350 is not the change 80' },
    ],
  };
  answer(`${W}/receipt/products`, ok([]));
  answer(`${W}/receipt/import/preview`, ok(preview));
  open();
  await screen.findByTestId('receipts-none');
  expect(screen.getByText('Example file (sample values, not real data):')).toBeInTheDocument();
  expect(screen.getByTestId('receipt-example').textContent?.split('\n')[0]).toBe('date,exchange,product,warehouse,previous,receipts,change,unit');
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['date,exchange\n'], 'receipts.csv', { type: 'text/csv' })] } });
  });
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('1 rows can be imported, 2 errors.')).toBeInTheDocument();
  const issues = screen.getByRole('table', { name: 'Row errors' });
  expect(within(issues).getByText('Not a date (YYYY-MM-DD)')).toBeInTheDocument();
  expect(within(issues).getByText('Receipts minus previous is not the change')).toBeInTheDocument();
  expect(within(issues).getByText('5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(bodiesSentTo(`${W}/receipt/import/preview`)[0]).toMatchObject({ fileName: 'receipts.csv', format: 'csv' });
});

const report = (id: string, location: string, rows: { date: string; volume: number }[]): KplerReport => ({
  id,
  location,
  product: '',
  from: '2025-03-01',
  to: '2025-03-31',
  createdAt: Date.UTC(2025, 3, 1),
  rows,
  total: rows.reduce((s, r) => s + r.volume, 0),
});

test('flows: two locations generated and read back, one without data said so; map, weekly table', async () => {
  answer(`${W}/receipt/products`, ok([]));
  answer(
    `${LOW}/source/kpler/search/location`,
    ok([
      { name: 'Singapore', kind: 'loading', rows: 40 },
      { name: 'Rotterdam', kind: 'discharge', rows: 30 },
      { name: 'Nowhere Bay', kind: 'port', rows: 3 },
    ]),
  );
  const reports: Record<string, KplerReport> = {
    Singapore: report('r-sg', 'Singapore', [
      { date: '2025-03-03', volume: 100 },
      { date: '2025-03-04', volume: 50 },
      { date: '2025-03-10', volume: 30 },
    ]),
    Rotterdam: report('r-ara', 'Rotterdam', [{ date: '2025-03-04', volume: 70 }]),
  };
  answer(`${LOW}/source/kpler/generate`, ({ body }) => (reports[body.location] ? ok(reports[body.location]) : failWith('kplerNoData')));
  answer(`${LOW}/source/kpler/get`, ({ body }) => ok(Object.values(reports).find((r) => r.id === body.id) as KplerReport));
  open();
  fireEvent.click(await screen.findByRole('tab', { name: 'Cargo flows' }));
  const form = await screen.findByRole('form', { name: 'Cargo flow dataset' });
  const picker = within(form).getByRole('combobox');
  for (const option of ['Singapore (loading, 40 rows)', 'Rotterdam (discharge, 30 rows)', 'Nowhere Bay (port, 3 rows)']) {
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
  }
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2025-03-01' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2025-03-31' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Generate' }));

  const table = await screen.findByRole('table', { name: 'Cargo flows' });
  expect(bodiesSentTo(`${LOW}/source/kpler/generate`)).toEqual([
    { location: 'Singapore', from: '2025-03-01', to: '2025-03-31' },
    { location: 'Rotterdam', from: '2025-03-01', to: '2025-03-31' },
    { location: 'Nowhere Bay', from: '2025-03-01', to: '2025-03-31' },
  ]);
  expect(bodiesSentTo(`${LOW}/source/kpler/get`)).toEqual([{ id: 'r-sg' }, { id: 'r-ara' }]);
  expect(screen.getByText('No imported flows in this range for: Nowhere Bay')).toBeInTheDocument();
  expect(screen.getByTestId('flows-total')).toHaveTextContent('Total volume 250 over 2 locations');
  // Rotterdam sits on the ARA hub of the schematic, Singapore on its own; their circles carry the volumes.
  expect(screen.getByTestId('hub-ara').querySelector('title')?.textContent).toBe('ARA: 70 (Rotterdam)');
  expect(screen.getByTestId('hub-singapore').querySelectorAll('circle')).toHaveLength(2);
  expect(screen.getByTestId('hub-fujairah').querySelectorAll('circle')).toHaveLength(1);
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sum by' }));
  fireEvent.click(await screen.findByText('Week (from Monday)', { selector: '.ant-select-item-option-content' }));
  // Weeks from Monday: Singapore 150 in the week of 03-03, 30 in the week of 03-10; Rotterdam 70 in the week of 03-03.
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  const week = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText('Singapore') && within(r).queryByText('2025-03-03'));
  expect(week && within(week).getByText('150')).toBeTruthy();
  expect(week && within(week).getByText('loading')).toBeTruthy();
});

test.each<[Locale, string, string, string]>([
  ['zh-CN', '仓库/货物位置时间序列', '仓单', '货物流量'],
  ['ar-EG', 'السلاسل الزمنية لمواقع المستودعات والشحنات', 'إيصالات المستودعات', 'تدفقات الشحنات'],
])('in %s: the title and the tabs', async (locale, title, receipts, flows) => {
  answer(`${W}/receipt/products`, ok([]));
  open(locale);
  expect(screen.getByText(title)).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: receipts })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: flows })).toBeInTheDocument();
  if (locale === 'ar-EG') expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
