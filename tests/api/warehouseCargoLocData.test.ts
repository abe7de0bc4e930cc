/**
 * Warehouse and cargo locations (issue 21), SQLite or PostgreSQL: warehouse receipts imported from CSV and Excel
 * (preview with row errors by row number, the report's identity receipts - previous = change checked, a file with
 * any error writes nothing), read back as series with the changes of common/domain/warehouseReceipts.ts; the demo
 * generator (seeded, labelled demo, never over an imported figure); the spec's kpler/* calls serving this page
 * (search, generate, get back) under its key; bad input answered 400, and the page's key required (403 otherwise).
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { LOW_FREQ_PREFIX as LOW } from '../../common/contract/paths';
import type { ReceiptImportPreview, ReceiptProduct, ReceiptSeries } from '../../common/contract/warehouseCargoLocData';
import { importDir } from '../../server/features/datasource/connectors/csvImportConnector';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const W = '/v2/warehouseCargoLocData';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const csv = (text: string) => ({ fileName: 'receipts.csv', format: 'csv', content: b64(text) });

/** A constructed file in the SHFE daily report's columns (Chinese headers), two warehouses over three days. */
const GOOD = [
  '日期,交易所,品种,仓库,昨日仓单,今日仓单,增减,单位',
  '2025-03-03,SHFE,FU,Zhoushan,2800,3000,200,t',
  '2025-03-03,SHFE,FU,Ningbo,1200,1200,0,t',
  '2025-03-04,SHFE,FU,Zhoushan,3000,2700,-300,t',
  '2025-03-04,SHFE,FU,Ningbo,1200,1500,300,t',
  '2025-03-05,SHFE,FU,Zhoushan,2700,2700,0,t',
  '2025-03-05,SHFE,FU,Ningbo,1500,1350,-150,t',
].join('\n');

let t: TestApp;
let admin: string;
let pageUser: string;
let outsider: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  const made = await t.call('/v1/user/admin/create', { username: 'wh_user', password: 'WhUser@12345', name: 'Warehouse', role: 'trader' }, admin);
  expect((await t.call('/v1/user/access/set', { userId: made.body.data.id, paths: ['/tool/calculator/warehouseCargoLocData'] }, admin)).status).toBe(200);
  pageUser = await t.tokenFor('wh_user');
  outsider = await t.tokenFor('trader');
});
afterAll(() => t?.close());

const receiptCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('warehouse_receipts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a receipt file is previewed, imported and read back as series with changes per warehouse and in total', async () => {
  const preview = await t.call(`${W}/receipt/import/preview`, csv(GOOD), pageUser);
  expect(preview.status).toBe(200);
  const data = preview.body.data as ReceiptImportPreview;
  expect(data.errors).toEqual([]);
  expect(data.rows).toHaveLength(6);
  expect(data.rows[0]).toEqual({ row: 2, date: '2025-03-03', exchange: 'SHFE', product: 'FU', warehouse: 'Zhoushan', receipts: 3000, unit: 't' });
  expect(await receiptCount()).toBe(0);

  const commit = await t.call(`${W}/receipt/import/commit`, csv(GOOD), pageUser);
  expect(commit.status).toBe(200);
  expect(commit.body.data).toEqual({ written: 6 });

  const products = (await t.call(`${W}/receipt/products`, undefined, pageUser)).body.data as ReceiptProduct[];
  expect(products).toEqual([{ exchange: 'SHFE', product: 'FU', unit: 't', warehouses: 2, first: '2025-03-03', last: '2025-03-05', demo: false }]);

  const series = (await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'FU' }, pageUser)).body.data as ReceiptSeries;
  expect(series.demo).toBe(false);
  expect(series.total).toEqual([
    { date: '2025-03-03', receipts: 4200, change: null },
    { date: '2025-03-04', receipts: 4200, change: 0 },
    { date: '2025-03-05', receipts: 4050, change: -150 },
  ]);
  expect(series.warehouses.map((w) => [w.warehouse, w.points.map((p) => p.change)])).toEqual([
    ['Ningbo', [null, 300, -150]],
    ['Zhoushan', [null, -300, 0]],
  ]);
  const ranged = (await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'FU', from: '2025-03-04', to: '2025-03-04' }, pageUser)).body
    .data as ReceiptSeries;
  expect(ranged.total).toEqual([{ date: '2025-03-04', receipts: 4200, change: null }]);
});

test('the product total is a series by address (wr:<EXCHANGE>:<product>) through the one resolver, for holders of the key', async () => {
  const body = { address: 'wr:SHFE:FU', from: Date.UTC(2025, 2, 1), to: Date.UTC(2025, 2, 31), interval: '1d' };
  const res = await t.call('/v2/marketData/series', body, pageUser);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ address: 'wr:SHFE:FU', unit: 't', demo: false });
  expect(res.body.data.points).toEqual([
    [Date.UTC(2025, 2, 3), 4200],
    [Date.UTC(2025, 2, 4), 4200],
    [Date.UTC(2025, 2, 5), 4050],
  ]);
  expectApiError(await t.call('/v2/marketData/series', body, outsider), 'forbidden');
});

test('row errors name their rows; a file with any error writes nothing', async () => {
  const before = await receiptCount();
  const bad = [
    'date,exchange,product,warehouse,previous,receipts,change',
    '2025-03-10,SHFE,FU,Zhoushan,2700,2600,-100',
    '2025-02-30,SHFE,FU,Zhoushan,2600,2600,0',
    '2025-03-11,LME,FU,Zhoushan,2600,2600,0',
    '2025-03-11,SHFE,FU,Ningbo,1350,1400,80',
    '2025-03-11,SHFE,FU,Zhoushan,2600,lots,0',
    '2025-03-10,SHFE,FU,Zhoushan,2700,2600,-100',
  ].join('\n');
  const preview = (await t.call(`${W}/receipt/import/preview`, csv(bad), pageUser)).body.data as ReceiptImportPreview;
  expect(preview.errors.map((e) => [e.row, e.code])).toEqual([
    [3, 'badDate'],
    [4, 'badExchange'],
    [5, 'changeMismatch'],
    [6, 'badNumber'],
    [7, 'duplicateRow'],
  ]);
  expect(preview.rows.map((r) => r.row)).toEqual([2]);
  expectApiError(await t.call(`${W}/receipt/import/commit`, csv(bad), pageUser), 'receiptImportInvalid');
  expect(await receiptCount()).toBe(before);

  const noColumn = (await t.call(`${W}/receipt/import/preview`, csv('date,product,warehouse\n2025-03-10,FU,Z'), pageUser)).body.data as ReceiptImportPreview;
  expect(noColumn.errors.map((e) => [e.code, e.column])).toEqual([
    ['missingColumn', 'exchange'],
    ['missingColumn', 'receipts'],
  ]);
  expectApiError(await t.call(`${W}/receipt/import/commit`, csv('date,exchange,product,warehouse,receipts\n'), pageUser), 'receiptImportInvalid');
});

test('an Excel workbook in the same layout imports', async () => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('仓单日报');
  sheet.addRow(['Date', 'Exchange', 'Product', 'Warehouse', 'Receipts', 'Unit']);
  sheet.addRow([new Date(Date.UTC(2025, 2, 3)), 'INE', 'SC', 'Dalian', 1_500_000, 'bbl']);
  sheet.addRow(['2025-03-04', 'ine', 'SC', 'Dalian', 1_400_000, 'bbl']);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  const res = await t.call(`${W}/receipt/import/commit`, { fileName: 'sc.xlsx', format: 'xlsx', content }, pageUser);
  expect(res.body.data).toEqual({ written: 2 });
  const series = (await t.call(`${W}/receipt/series`, { exchange: 'INE', product: 'SC' }, pageUser)).body.data as ReceiptSeries;
  expect(series.unit).toBe('bbl');
  expect(series.total.map((p) => p.change)).toEqual([null, -100_000]);
});

test('the demo generator writes labelled, reproducible figures and never overwrites an imported one', async () => {
  const first = await t.call(`${W}/receipt/demo`, undefined, pageUser);
  expect(first.status).toBe(200);
  expect(first.body.data.written).toBeGreaterThan(100);
  // Same day, same seed: nothing left to write.
  expect((await t.call(`${W}/receipt/demo`, undefined, pageUser)).body.data).toEqual({ written: 0 });
  const products = (await t.call(`${W}/receipt/products`, undefined, pageUser)).body.data as ReceiptProduct[];
  const fu = products.find((p) => p.exchange === 'SHFE' && p.product === 'FU');
  expect(fu?.demo).toBe(true);
  const demoSeries = (await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'BU' }, pageUser)).body.data as ReceiptSeries;
  expect(demoSeries.demo).toBe(true);
  expect(demoSeries.warehouses.every((w) => w.warehouse.endsWith('(demo)'))).toBe(true);
  // The imported SHFE FU figures of the first test are still the imported ones.
  const imported = await t.db
    .selectFrom('warehouse_receipts')
    .select(['receipts', 'source'])
    .where('warehouse', '=', 'Zhoushan')
    .where('day', '=', '2025-03-03')
    .executeTakeFirstOrThrow();
  expect([Number(imported.receipts), imported.source]).toEqual([3000, 'import']);
});

test('bad input is a 400, an unknown product a 404, never a 500', async () => {
  expect((await t.call(`${W}/receipt/series`, { exchange: 'LME', product: 'CU' }, pageUser)).status).toBe(400);
  expectApiError(await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'FU', from: '2025-02-30' }, pageUser), 'badRequest');
  expectApiError(await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'FU', from: '2025-03-05', to: '2025-03-01' }, pageUser), 'badRequest');
  expectApiError(await t.call(`${W}/receipt/series`, { exchange: 'SHFE', product: 'NOPE' }, pageUser), 'notFound');
  expect((await t.call(`${W}/receipt/import/preview`, { fileName: 'x.csv', format: 'pdf', content: 'eA==' }, pageUser)).status).toBe(400);
  const garbage = (await t.call(`${W}/receipt/import/preview`, { fileName: 'x.xlsx', format: 'xlsx', content: b64('not a workbook') }, pageUser)).body
    .data as ReceiptImportPreview;
  expect(garbage.errors.map((e) => e.code)).toEqual(['badFile']);
});

test("the kpler calls serve this page: search, generate for a set of locations, read back, under the page's key", async () => {
  const dir = importDir(t.dataDir, 'kpler');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'flows.csv'),
    [
      'date,location,product,volume,kind',
      '2025-03-03,Singapore,Fuel oil,100,port',
      '2025-03-04,Singapore,Fuel oil,50,port',
      '2025-03-04,Fujairah,Fuel oil,70,port',
    ].join('\n'),
  );
  expect((await t.call(`${LOW}/source/update/kpler`, {}, admin)).body.data).toMatchObject({ state: 'success', rows: 3 });
  const found = await t.call(`${LOW}/source/kpler/search/location`, { keyword: '' }, pageUser);
  expect(found.body.data.map((l: { name: string }) => l.name)).toEqual(['Singapore', 'Fujairah']);
  const reports = [];
  for (const location of ['Singapore', 'Fujairah']) {
    const res = await t.call(`${LOW}/source/kpler/generate`, { location, from: '2025-03-01', to: '2025-03-31' }, pageUser);
    expect(res.status).toBe(200);
    reports.push(res.body.data);
  }
  expect(reports.map((r) => [r.location, r.total])).toEqual([
    ['Singapore', 150],
    ['Fujairah', 70],
  ]);
  expect((await t.call(`${LOW}/source/kpler/get`, { id: reports[0].id }, pageUser)).body.data).toEqual(reports[0]);
});

test("every call needs the page's key (403 with the message)", async () => {
  const calls: [string, unknown][] = [
    [`${W}/receipt/products`, undefined],
    [`${W}/receipt/series`, { exchange: 'SHFE', product: 'FU' }],
    [`${W}/receipt/import/preview`, csv(GOOD)],
    [`${W}/receipt/import/commit`, csv(GOOD)],
    [`${W}/receipt/demo`, undefined],
    [`${LOW}/source/kpler/search/location`, { keyword: '' }],
    [`${LOW}/source/kpler/generate`, { location: 'Singapore', from: '2025-03-01', to: '2025-03-31' }],
    [`${LOW}/source/kpler/get`, { id: 'x' }],
  ];
  for (const [url, body] of calls) expectApiError(await t.call(url, body, outsider), 'forbidden');
});
