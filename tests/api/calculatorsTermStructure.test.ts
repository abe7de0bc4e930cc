/**
 * POST /v2/calculators/{basis,rollingAnalyzer}/termStructure (docs/analytics/calculators.md), SQLite or PostgreSQL
 * (TEST_DATABASE_URL): the seeded SHFE.FU listing (monthly:12, last trading day = last business day of the month
 * before the delivery month) with stored daily bars; expiry order, days to expiry, expired and unlisted bars left
 * out, the demo flag; each path gated by its page's key and the product's key; malformed and unbounded ranges.
 */
import type { Bar } from '../../common/contract/marketData';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const bar = (instrument: string, ts: number, settle: number | null, oi: number, demo = false): Bar => ({
  instrument,
  interval: '1d',
  ts,
  open: 3000,
  high: 3100,
  low: 2900,
  close: (settle ?? 3000) + 5,
  settle,
  volume: 10,
  oi,
  demo,
  source: demo ? 'demo' : 'test',
});

let t: TestApp;
let basisFu: string;
let rollingFu: string;
let basisOnly: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  await createUser(t.db, now, {
    username: 'basis_fu',
    password: 'BasisFu@12345',
    role: 'trader',
    paths: ['/tool/calculator/basis', '/tool/trade/realtime/fu'],
  });
  await createUser(t.db, now, {
    username: 'rolling_fu',
    password: 'RollFu@12345',
    role: 'trader',
    paths: ['/tool/calculator/rollingAnalyzer', '/tool/trade/realtime/fu'],
  });
  await createUser(t.db, now, { username: 'basis_only', password: 'BasisOnly@12345', role: 'trader', paths: ['/tool/calculator/basis'] });
  basisFu = await t.tokenFor('basis_fu');
  rollingFu = await t.tokenFor('rolling_fu');
  basisOnly = await t.tokenFor('basis_only');
  // Two trading days around FU2507's last trading date (2025-06-30, from the seeded listing rule). Written out of
  // order on purpose: the answer sorts by expiry, not by storage order.
  await t.app.bars.upsert([
    bar('SHFE.FU2509', d('2025-06-30'), 2950, 800),
    bar('SHFE.FU2507', d('2025-06-30'), 3010, 200),
    bar('SHFE.FU2508', d('2025-06-30'), 2980, 1500),
    bar('SHFE.FU2508', d('2025-07-01'), 2990, 1600, true),
    bar('SHFE.FU2509', d('2025-07-01'), null, 900),
    // FU2507 traded past its last trading date: not a listed contract that day, so left out.
    bar('SHFE.FU2507', d('2025-07-01'), 3000, 10),
    // A month the listing never had on these days (FU2707): no expiry known, left out.
    bar('SHFE.FU2707', d('2025-07-01'), 2500, 1),
  ]);
});
afterAll(() => t?.close());

describe('term structure', () => {
  test('per day the listed contracts in expiry order with settle, open interest and days to expiry', async () => {
    const res = await t.call('/v2/calculators/rollingAnalyzer/termStructure', { product: 'SHFE.FU', from: '2025-06-30', to: '2025-07-01' }, rollingFu);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ product: 'SHFE.FU', unit: 'CNY/t', from: '2025-06-30', to: '2025-07-01', demo: true, source: 'demo, test' });
    expect(data.days.map((day) => day.date)).toEqual(['2025-06-30', '2025-07-01']);
    expect(data.days[0].curve).toEqual([
      // 2025-06-30 is FU2507's last trading date: 0 days to expiry; FU2508 expires 2025-07-31 (31 days, the 23
      // weekdays of July 2025, no Chinese holiday); FU2509 on 2025-08-29 (60 days; 23 + the 21 weekdays of August).
      { instrument: 'SHFE.FU2507', month: '2025-07', settle: 3010, close: 3015, oi: 200, daysToExpiry: 0, tradingDaysToExpiry: 0 },
      { instrument: 'SHFE.FU2508', month: '2025-08', settle: 2980, close: 2985, oi: 1500, daysToExpiry: 31, tradingDaysToExpiry: 23 },
      { instrument: 'SHFE.FU2509', month: '2025-09', settle: 2950, close: 2955, oi: 800, daysToExpiry: 60, tradingDaysToExpiry: 44 },
    ]);
    // The next day FU2508 is M1; FU2509 has no settlement yet (null, never 0); expired FU2507 and unlisted FU2707 are out.
    expect(data.days[1].curve.map((p) => [p.instrument, p.settle, p.daysToExpiry])).toEqual([
      ['SHFE.FU2508', 2990, 30],
      ['SHFE.FU2509', null, 59],
    ]);
    expect(data.contracts.map((c) => [c.instrument, c.lastTradeDate])).toEqual([
      ['SHFE.FU2507', '2025-06-30'],
      ['SHFE.FU2508', '2025-07-31'],
      ['SHFE.FU2509', '2025-08-29'],
    ]);
  });

  test('one date answers that day only; a day without bars answers no days', async () => {
    const one = await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-06-30' }, basisFu);
    expect(one.status).toBe(200);
    expect(one.body.data.days).toHaveLength(1);
    expect(one.body.data.days[0].curve[0].instrument).toBe('SHFE.FU2507');
    expect(one.body.data.demo).toBe(false);
    const none = await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-05-02' }, basisFu);
    expect(none.body.data).toMatchObject({ days: [], contracts: [], demo: false });
  });

  test("each path needs its page's key, and the product's key", async () => {
    expectApiError(await t.call('/v2/calculators/rollingAnalyzer/termStructure', { product: 'SHFE.FU', date: '2025-06-30' }, basisFu), 'forbidden');
    expectApiError(await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-06-30' }, rollingFu), 'forbidden');
    // The page's key without the product's: refused, like the series resolver refuses md:SHFE.FU addresses.
    expectApiError(await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-06-30' }, basisOnly), 'forbidden');
    expectApiError(await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', date: '2025-06-30' }, null), 'unauthorized');
  });

  test('unknown products, products without months, bad dates and unbounded ranges: 4xx naming the cause, never 500', async () => {
    expectApiError(await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.NOSUCH' }, basisFu), 'seriesUnknown');
    expectApiError(await t.call('/v2/calculators/basis/termStructure', { product: 'FX.USDCNY' }, basisFu), 'seriesUnknown');
    const cases: [unknown, string][] = [
      [{ product: 'shfe.fu' }, 'product'],
      [{ product: 'SHFE.FU', date: '2025-02-30' }, 'date'],
      [{ product: 'SHFE.FU', date: '2025-06-30', from: '2025-06-01' }, 'date'],
      [{ product: 'SHFE.FU', from: '2025-07-01', to: '2025-06-01' }, 'from'],
      [{ product: 'SHFE.FU', from: '2020-01-01', to: '2025-06-01' }, 'from'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('/v2/calculators/basis/termStructure', body, basisFu);
      expectApiError(res, 'badRequest');
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
  });

  test('without from, the range is a year before to (the default the page relies on)', async () => {
    const res = await t.call('/v2/calculators/basis/termStructure', { product: 'SHFE.FU', to: '2025-07-01' }, basisFu);
    expect(res.body.data).toMatchObject({ from: '2024-06-30', to: '2025-07-01' });
    expect(res.body.data.days).toHaveLength(2);
  });
});
