/**
 * The options cross-section's calls (issue 21), SQLite or PostgreSQL: the demo chains (seeded, marked demo, a skew
 * and open interest around the money), the server's implied volatilities on an imported file priced at a known
 * flat volatility (Barone-Adesi-Whaley at 30 %: every IV and the ATM IV come back 30 %, the risk reversal 0), the
 * import's preview with row errors and its all-or-nothing commit, the skew history, access (the page's key, the
 * product's own key, administrators for imports: `forbidden`) and bad input answered 400, never 500.
 */
import ExcelJS from 'exceljs';
import { bawPrice } from '../../common/domain/baroneAdesiWhaley';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const CHAIN = '/v2/futOptCrossSectionData/chain';
const PREVIEW = '/v2/futOptCrossSectionData/import/preview';
const COMMIT = '/v2/futOptCrossSectionData/import/commit';
const SKEW = '/v2/futOptCrossSectionData/skewHistory';
const PRODUCTS = '/v2/futOptCrossSectionData/products';

let t: TestApp;
let admin: string;
let reader: string;
let pageOnly: string;
let outsider: string;

const csv = (lines: string[]) => ({ fileName: 'sc-options.csv', format: 'csv' as const, content: Buffer.from(lines.join('\n')).toString('base64') });

/** SC2506 options on 2025-04-01, settled at BAW prices of a flat 30 % volatility (F = 560, r = 1.5 %, 55 days). */
const FLAT = { F: 560, r: 0.015, days: 55, sigma: 0.3 };
function flatFile(extra: string[] = []) {
  const lines = ['交易日期,合约代码,结算价,成交量,持仓量,标的结算价,最后交易日'];
  for (let K = 460; K <= 660; K += 10) {
    for (const right of ['call', 'put'] as const) {
      const price = bawPrice({ right, F: FLAT.F, K, T: FLAT.days / 365, r: FLAT.r, sigma: FLAT.sigma });
      lines.push(`20250401,SC2506${right === 'call' ? 'C' : 'P'}${K},${price.toFixed(8)},${100 + K},${1000 - Math.abs(K - 560)},${FLAT.F},2025-05-26`);
    }
  }
  return csv([...lines, ...extra]);
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  const now = t.clock.now();
  await createUser(t.db, now, {
    username: 'opt_reader',
    password: 'OptReader@12345',
    role: 'trader',
    paths: ['/tool/calculator/futOptCrossSectionData', '/tool/trade/realtime/oilOtc', '/tool/trade/realtime/pta'],
  });
  await createUser(t.db, now, { username: 'opt_page', password: 'OptPage@12345', role: 'trader', paths: ['/tool/calculator/futOptCrossSectionData'] });
  await createUser(t.db, now, { username: 'opt_none', password: 'OptNone@12345', role: 'trader', paths: ['/tool/trade/realtime/oilOtc'] });
  reader = await t.tokenFor('opt_reader');
  pageOnly = await t.tokenFor('opt_page');
  outsider = await t.tokenFor('opt_none');
});
afterAll(() => t?.close());

describe('demo chains', () => {
  test('SC on 2025-04-01: four expiries, 21 strikes a side, demo, a smile with IVs and open interest around the money', async () => {
    const res = await t.call(CHAIN, { product: 'INE.SC', date: '2025-04-01' }, reader);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ product: 'INE.SC', date: '2025-04-01', demo: true, source: 'demo', rate: 0.015 });
    expect(data.expiries).toHaveLength(4);
    const expiries = data.expiries.map((x) => x.expiry);
    expect([...expiries].sort()).toEqual(expiries);
    for (const x of data.expiries) {
      expect(x.days).toBeGreaterThan(0);
      expect(x.rows).toHaveLength(42);
      expect(x.atmIv).toBeGreaterThan(0.1);
      expect(x.atmIv).toBeLessThan(0.8);
      expect(x.rr25).not.toBeNull();
      // Cboe's selection: puts below the forward, calls above.
      for (const p of x.smile) {
        if (p.side === 'put') expect(p.strike).toBeLessThan(x.futuresPrice);
        if (p.side === 'call') expect(p.strike).toBeGreaterThan(x.futuresPrice);
      }
      // Open interest peaks within three strikes of the money.
      const byStrike = new Map<number, number>();
      for (const r of x.rows) byStrike.set(r.strike, (byStrike.get(r.strike) ?? 0) + r.oi);
      const peak = [...byStrike.entries()].sort((a, b) => b[1] - a[1])[0][0];
      expect(Math.abs(peak - x.futuresPrice)).toBeLessThanOrEqual(35);
    }
    // Seeded: the same day answers the same chain.
    const again = await t.call(CHAIN, { product: 'INE.SC', date: '2025-04-01' }, reader);
    expect(again.body.data).toEqual(data);
  });

  test('a weekend asks for the trading day before; products list the demo underlyings the user may read', async () => {
    const res = await t.call(CHAIN, { product: 'INE.SC', date: '2025-03-30' }, reader);
    expect(res.body.data.date).toBe('2025-03-28');
    const products = await t.call(PRODUCTS, undefined, reader);
    expect(products.status).toBe(200);
    expect(products.body.data.products.map((p) => p.product)).toEqual(['INE.SC', 'ZCE.TA']);
    expect(products.body.data.products[0]).toMatchObject({ demo: true, importedDays: 0, lastImported: null, unit: 'CNY/bbl' });
  });
});

describe('imports', () => {
  test('the preview lists rows and row errors; a file with errors writes nothing', async () => {
    const bad = flatFile([
      '2025-04-31,SC2506C600,1,1,1,560,2025-05-26',
      '20250401,SC2506X600,1,1,1,560,2025-05-26',
      '20250401,ZZ2506C600,1,1,1,560,2025-05-26',
      '20250401,SC2506C700,abc,1,1,560,2025-05-26',
      '20250401,SC2506C710,1,-1,1,560,2025-05-26',
      '20250401,SC2506C720,1,1,1,560,2025-03-01',
      '20250401,SC2506C460,1,1,1,560,2025-05-26',
    ]);
    const preview = await t.call(PREVIEW, bad, admin);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows).toHaveLength(42);
    expect(preview.body.data.rows[0]).toMatchObject({ row: 2, date: '2025-04-01', product: 'INE.SC', underlying: 'INE.SC2506', strike: 460, right: 'call' });
    expect(preview.body.data.errors.map((e) => [e.row, e.code, e.column])).toEqual([
      [44, 'badDate', 'date'],
      [45, 'badContract', 'contract'],
      [46, 'unknownProduct', 'contract'],
      [47, 'notFinite', 'settle'],
      [48, 'negative', 'volume'],
      [49, 'expiryBeforeDate', 'expiry'],
      [50, 'duplicate', 'contract'],
    ]);
    const commit = await t.call(COMMIT, bad, admin);
    expectApiError(commit, 'optionImportInvalid');
    expect((await t.call(CHAIN, { product: 'INE.SC', date: '2025-04-01' }, reader)).body.data.demo).toBe(true);
  });

  test('a missing column is named at row 1; an unreadable or empty file is refused at row 0', async () => {
    const missing = await t.call(PREVIEW, csv(['date,contract,settle', '20250401,SC2506C600,1']), admin);
    expect(missing.body.data.errors.map((e) => [e.row, e.code, e.column])).toEqual([
      [1, 'missingColumn', 'volume'],
      [1, 'missingColumn', 'oi'],
      [1, 'missingColumn', 'futuresPrice'],
      [1, 'missingColumn', 'expiry'],
    ]);
    const empty = await t.call(PREVIEW, csv(['date,contract']), admin);
    expect(empty.body.data.errors[0]).toMatchObject({ row: 0, code: 'empty' });
  });

  test('a clean file is stored; the chain reads it (not demo) and the IVs give back 30 %, the risk reversal 0', async () => {
    const commit = await t.call(COMMIT, flatFile(), admin);
    expect(commit.status).toBe(200);
    expect(commit.body.data).toEqual({ written: 42, dates: ['2025-04-01'], products: ['INE.SC'] });
    const preview = await t.call(PREVIEW, flatFile(), admin);
    expect(preview.body.data.replaces).toBe(42);

    const res = await t.call(CHAIN, { product: 'INE.SC', date: '2025-04-01' }, reader);
    const data = res.body.data;
    expect(data).toMatchObject({ demo: false, source: 'import:sc-options.csv' });
    expect(data.expiries).toHaveLength(1);
    const x = data.expiries[0];
    expect(x).toMatchObject({ underlying: 'INE.SC2506', expiry: '2025-05-26', days: 55, futuresPrice: 560 });
    for (const r of x.rows) if (r.iv !== null) expect(r.iv).toBeCloseTo(0.3, 6);
    expect(x.rows.filter((r) => r.iv !== null).length).toBeGreaterThan(36);
    expect(x.atmIv).toBeCloseTo(0.3, 6);
    expect(x.rr25).toBeCloseTo(0, 6);
    expect(x.smile.find((p) => p.side === 'atm')?.strike).toBe(560);
    // Without a date: the latest imported day.
    expect((await t.call(CHAIN, { product: 'INE.SC' }, reader)).body.data.date).toBe('2025-04-01');
    const products = await t.call(PRODUCTS, undefined, reader);
    expect(products.body.data.products[0]).toMatchObject({ product: 'INE.SC', importedDays: 1, lastImported: '2025-04-01' });
  });
});

test('an Excel sheet: date cells, DCE and ZCE option codes (ZCE one-digit year), English headers; unreadable bytes at row 0', async () => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('options');
  ws.addRow(['Date', 'Contract', 'Settle', 'Volume', 'OI', 'Futures_Price', 'Expiry']);
  ws.addRow([new Date(Date.UTC(2025, 3, 1)), 'pg2506-C-4500', 120.5, 10, 200, 4550, new Date(Date.UTC(2025, 4, 23))]);
  ws.addRow([new Date(Date.UTC(2025, 3, 1)), 'TA506P5800', 95, 3, 50, 5750, '2025-05-12']);
  const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  const res = await t.call(PREVIEW, { fileName: 'dce-zce.xlsx', format: 'xlsx', content }, admin);
  expect(res.status).toBe(200);
  expect(res.body.data.errors).toEqual([]);
  expect(res.body.data.rows.map((r) => [r.product, r.underlying, r.right, r.strike, r.date, r.expiry])).toEqual([
    ['DCE.PG', 'DCE.PG2506', 'call', 4500, '2025-04-01', '2025-05-23'],
    ['ZCE.TA', 'ZCE.TA2506', 'put', 5800, '2025-04-01', '2025-05-12'],
  ]);
  const broken = await t.call(PREVIEW, { fileName: 'x.xlsx', format: 'xlsx', content: Buffer.from('not a zip').toString('base64') }, admin);
  expect(broken.body.data.errors[0]).toMatchObject({ row: 0, code: 'badFile' });
});

test('a file past the inline size (64 KiB, parsed in a worker) previews every row', async () => {
  const lines = ['date,contract,settle,volume,oi,futures_price,expiry'];
  for (let K = 1; K <= 1500; K += 1) for (const r of ['C', 'P']) lines.push(`2025-04-01,SC2507${r}${K},1.5,10,100,560,2025-06-24`);
  const body = csv(lines);
  expect(Buffer.from(body.content, 'base64').length).toBeGreaterThan(64 * 1024);
  const res = await t.call(PREVIEW, body, admin);
  expect(res.status).toBe(200);
  expect(res.body.data.errors).toEqual([]);
  expect(res.body.data.rows).toHaveLength(3000);
});

describe('skew history', () => {
  test('one point per trading day, the front expiry with at least minDays left; imported days marked not demo', async () => {
    const res = await t.call(SKEW, { product: 'INE.SC', from: '2025-03-24', to: '2025-04-01' }, reader);
    expect(res.status).toBe(200);
    const { points } = res.body.data;
    expect(points.map((p) => p.date)).toEqual(['2025-03-24', '2025-03-25', '2025-03-26', '2025-03-27', '2025-03-28', '2025-03-31', '2025-04-01']);
    for (const p of points) {
      expect(p.days).toBeGreaterThanOrEqual(10);
      expect(p.rr25).not.toBeNull();
    }
    expect(points.at(-1)).toMatchObject({ demo: false, underlying: 'INE.SC2506' });
    expect(points.at(-1)?.rr25).toBeCloseTo(0, 6);
    expect(points[0].demo).toBe(true);
    expect(res.body.data.demo).toBe(true);
  });

  test('bad ranges are 400 naming the field', async () => {
    for (const [body, field] of [
      [{ product: 'INE.SC', from: '2025-04-02', to: '2025-04-01' }, 'from'],
      [{ product: 'INE.SC', from: '2023-01-01', to: '2025-04-01' }, 'from'],
      [{ product: 'INE.SC', to: '2025-02-30' }, 'to'],
    ] as const) {
      const res = await t.call(SKEW, body, reader);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
  });
});

describe('access and bad input', () => {
  test("forbidden without the page's key, without the product's key; imports are for administrators", async () => {
    expectApiError(await t.call(CHAIN, { product: 'INE.SC' }, outsider), 'forbidden');
    expectApiError(await t.call(PRODUCTS, undefined, outsider), 'forbidden');
    expectApiError(await t.call(CHAIN, { product: 'INE.SC', date: '2025-04-01' }, pageOnly), 'forbidden');
    expectApiError(await t.call(SKEW, { product: 'INE.SC' }, pageOnly), 'forbidden');
    expect((await t.call(PRODUCTS, undefined, pageOnly)).body.data.products).toEqual([]);
    expectApiError(await t.call(PREVIEW, flatFile(), reader), 'forbidden');
    expectApiError(await t.call(COMMIT, flatFile(), reader), 'forbidden');
  });

  test('malformed bodies and unknown products: 400 / 404, never 500', async () => {
    for (const body of [{}, { product: 'sc' }, { product: 'INE.SC', date: '2025-13-01' }, { product: 'INE.SC', date: 20250401 }]) {
      expect((await t.call(CHAIN, body, reader)).status).toBe(400);
    }
    expect((await t.call(CHAIN, { product: 'INE.SC', date: '2025-02-30' }, reader)).status).toBe(400);
    expectApiError(await t.call(CHAIN, { product: 'INE.XX' }, reader), 'seriesUnknown');
    expect((await t.call(PREVIEW, { fileName: 'a.csv', format: 'pdf', content: 'eA==' }, admin)).status).toBe(400);
  });
});
