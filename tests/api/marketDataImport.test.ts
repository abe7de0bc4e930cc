/**
 * Users' bar imports (POST /v2/marketData/bars/import/preview and /commit), SQLite or PostgreSQL: row errors in the
 * preview, all-or-nothing commits, Excel files, minute bars in the exchange's time zone, administrators only.
 */
import ExcelJS from 'exceljs';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const csvBody = (text: string, extra: Record<string, unknown> = {}) => ({
  instrument: 'SHFE.FU2609',
  interval: '1d',
  fileName: 'fu.csv',
  format: 'csv',
  content: b64(text),
  ...extra,
});

let t: TestApp;
let admin: string;
let trader: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  trader = await t.tokenFor('trader');
});

afterAll(async () => {
  await t.close();
});

const BAD = [
  'Date,Open,High,Low,Close,Settle,Volume,OI',
  '2025-03-03,3000,3010,2990,3005,3001,1200,5000', // good
  '2025-02-30,3000,3010,2990,3005,,,', // no such date
  '2025-03-04,3000,abc,2990,3005,,,', // not a number
  '2025-03-05,3000,2980,2990,3005,,,', // high below low
  '2025-03-06,3000.5,3010,2990,3005,,,', // off FU's tick grid (1 CNY/t)
  '2025-03-03,3001,3010,2990,3005,,,', // same date as row 2
  '2025-03-07,3000,3010,2990,3020,,,', // close above high
].join('\n');

test('preview lists the parsed rows and every row error with its row, column and code', async () => {
  const res = await t.call('/v2/marketData/bars/import/preview', csvBody(BAD), admin);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ instrument: 'SHFE.FU2609', unit: 'CNY/t', tick: 1, replaces: 0 });
  expect(res.body.data.rows).toEqual([{ row: 2, ts: d('2025-03-03'), open: 3000, high: 3010, low: 2990, close: 3005, settle: 3001, volume: 1200, oi: 5000 }]);
  expect(res.body.data.errors.map((e) => [e.row, e.column, e.code])).toEqual([
    [3, 'date', 'badDate'],
    [4, 'high', 'notFinite'],
    [5, 'high', 'highBelowLow'],
    [6, 'open', 'offTickGrid'],
    [7, 'date', 'duplicate'],
    [8, 'close', 'outsideRange'],
  ]);
});

test('commit writes nothing when any row has an error, everything otherwise; the series reads it back', async () => {
  expectApiError(await t.call('/v2/marketData/bars/import/commit', csvBody(BAD), admin), 'barsImportInvalid');
  expect(await t.app.bars.range({ instrument: 'SHFE.FU2609', interval: '1d', from: 0, to: d('2030-01-01') })).toEqual([]);

  const good = ['date,open,high,low,close,settle', '2025-03-03,3000,3010,2990,3005,3001', '2025-03-04,3005,3020,3000,3015,'].join('\r\n');
  const res = await t.call('/v2/marketData/bars/import/commit', csvBody(good), admin);
  expect(res.body.data).toEqual({ written: 2, instrument: 'SHFE.FU2609', source: 'import:fu.csv' });
  const series = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2609:settle', from: d('2025-03-01'), to: d('2025-03-31'), interval: '1d' }, admin);
  // An empty settle cell is a missing settlement, not 0.
  expect(series.body.data).toMatchObject({ points: [[d('2025-03-03'), 3001]], source: 'import:fu.csv', demo: false });
  const again = await t.call('/v2/marketData/bars/import/preview', csvBody(good), admin);
  expect(again.body.data.replaces).toBe(2);
});

test('an Excel workbook with date cells; minute bars are read in the exchange time zone', async () => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('bars');
  sheet.addRow(['Time', 'Open', 'High', 'Low', 'Close', 'Volume']);
  // 09:01 in Shanghai is 01:01 UTC.
  sheet.addRow([new Date(Date.UTC(2025, 5, 9, 9, 1)), 3000, 3002, 2999, 3001, 12]);
  sheet.addRow(['2025-06-09 09:02', 3001, 3003, 3000, 3003, 7]);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  const body = { instrument: 'SHFE.FU2609', interval: '1m', fileName: 'fu.xlsx', format: 'xlsx', content };
  const preview = await t.call('/v2/marketData/bars/import/preview', body, admin);
  expect(preview.body.data.errors).toEqual([]);
  expect(preview.body.data.rows.map((r) => r.ts)).toEqual([Date.parse('2025-06-09T01:01:00Z'), Date.parse('2025-06-09T01:02:00Z')]);
  expect((await t.call('/v2/marketData/bars/import/commit', body, admin)).body.data.written).toBe(2);
});

test('unknown or continuous instruments, missing columns and unreadable files are file errors', async () => {
  const unknown = await t.call(
    '/v2/marketData/bars/import/preview',
    csvBody('date,open,high,low,close\n2025-03-03,1,1,1,1', { instrument: 'XYZ.AB2601' }),
    admin,
  );
  expect(unknown.body.data.errors).toEqual([expect.objectContaining({ row: 0, code: 'unknownInstrument' })]);
  const main = await t.call(
    '/v2/marketData/bars/import/preview',
    csvBody('date,open,high,low,close\n2025-03-03,1,1,1,1', { instrument: 'SHFE.FU@main' }),
    admin,
  );
  expect(main.body.data.errors[0].code).toBe('unknownInstrument');
  const missing = await t.call('/v2/marketData/bars/import/preview', csvBody('date,open,high,close\n2025-03-03,1,1,1'), admin);
  expect(missing.body.data.errors).toEqual([expect.objectContaining({ row: 1, column: 'low', code: 'missingColumn' })]);
  const broken = await t.call('/v2/marketData/bars/import/preview', { ...csvBody(''), format: 'xlsx', content: b64('not a zip') }, admin);
  expect(broken.body.data.errors[0].code).toBe('badFile');
});

test('administrators only; bodies above the call limit are refused before reading', async () => {
  expectApiError(await t.call('/v2/marketData/bars/import/preview', csvBody('date,open,high,low,close'), trader), 'forbidden');
  const huge = await t.call('/v2/marketData/bars/import/preview', csvBody('x'.repeat(3.5 * 1024 * 1024)), admin);
  expectApiError(huge, 'payloadTooLarge');
});
