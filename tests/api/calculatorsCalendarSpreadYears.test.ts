/**
 * POST /v2/calculators/calendarSpreadYears (docs/analytics/calculators.md), SQLite or PostgreSQL (TEST_DATABASE_URL):
 * daily bars written through the real bar store for FU Jan-May of two years and the current one, on the seeded
 * SHFE.FU listing (last trading day = the last trading day of the month before delivery) and the seeded CN holiday
 * calendar. The clock stands at 2025-04-01: FU2501 has expired (2024-12-31), so the current pair is FU2601-FU2605
 * (2025-12-31). Trading days before the last trading day, counted by hand (python over the seeded holiday list):
 *   2024-09-30 -> 2024-12-31: 18 in October (23 weekdays minus the National Day closure 10-01..04, 10-07) + 21 in
 *   November + 22 in December = 61; 2024-12-27 (Fri) -> 2 (12-30, 12-31); 2023-12-28 -> 2023-12-29: 1;
 *   2025-03-31 -> 2025-12-31: 186 (April-December 2025 weekdays minus Qingming 04-04 and the National Day closure).
 */
import type { Bar } from '../../common/contract/marketData';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PATH = '/v2/calculators/calendarSpreadYears';
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const bar = (instrument: string, date: string, settle: number | null, demo = false): Bar => ({
  instrument,
  interval: '1d',
  ts: d(date),
  open: 3000,
  high: 3100,
  low: 2900,
  close: (settle ?? 3000) + 5,
  settle,
  volume: 10,
  oi: 100,
  demo,
  source: demo ? 'demo' : 'test',
});

let t: TestApp;
let fuReader: string;
let pageOnly: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  await createUser(t.db, now, {
    username: 'fu_oil',
    password: 'FuOilTerm@12345',
    role: 'trader',
    paths: ['/tool/trade/realtime/oil_term_spread', '/tool/trade/realtime/fu'],
  });
  await createUser(t.db, now, { username: 'oil_only', password: 'OilOnly@12345', role: 'trader', paths: ['/tool/trade/realtime/oil_term_spread'] });
  fuReader = await t.tokenFor('fu_oil');
  pageOnly = await t.tokenFor('oil_only');
  await t.app.bars.upsert([
    // 2025's pair (FU2501 expires 2024-12-31).
    bar('SHFE.FU2501', '2024-09-30', 3300),
    bar('SHFE.FU2505', '2024-09-30', 3250),
    bar('SHFE.FU2501', '2024-12-27', 3100, true),
    bar('SHFE.FU2505', '2024-12-27', 3140),
    bar('SHFE.FU2501', '2024-12-30', 3120), // no far bar that day: dropped
    bar('SHFE.FU2501', '2024-12-31', 3090),
    bar('SHFE.FU2505', '2024-12-31', 3080),
    // 2024's pair (FU2401 expires 2023-12-29); the bar after expiry is not the pair's.
    bar('SHFE.FU2401', '2023-12-28', 3000),
    bar('SHFE.FU2405', '2023-12-28', 2900),
    bar('SHFE.FU2401', '2023-12-29', 2990),
    bar('SHFE.FU2405', '2023-12-29', 2910),
    bar('SHFE.FU2405', '2024-01-02', 2920),
    // The current pair, running to today; the far leg's unsettled bar is no value.
    bar('SHFE.FU2601', '2025-03-31', 3500),
    bar('SHFE.FU2605', '2025-03-31', 3450),
    bar('SHFE.FU2601', '2025-04-01', 3510),
    bar('SHFE.FU2605', '2025-04-01', null),
    // Nov-Mar: the far leg is the next year's March.
    bar('SHFE.FU2411', '2024-10-08', 3490),
    bar('SHFE.FU2503', '2024-10-08', 3440),
    bar('SHFE.FU2411', '2024-10-31', 3400),
    bar('SHFE.FU2503', '2024-10-31', 3410),
  ]);
});
afterAll(() => t?.close());

describe('calendar spread across years by days to expiry', () => {
  test("FU Jan-May: the current pair, then each earlier year, on trading days before the near leg's last trading day", async () => {
    const res = await t.call(PATH, { product: 'SHFE.FU', near: 1, far: 5, years: 2 }, fuReader);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ product: 'SHFE.FU', unit: 'CNY/t', demo: true });
    expect(data.series.map((s) => [s.year, s.near, s.far, s.lastTradingDay, s.current])).toEqual([
      [2026, 'SHFE.FU2601', 'SHFE.FU2605', '2025-12-31', true],
      [2025, 'SHFE.FU2501', 'SHFE.FU2505', '2024-12-31', false],
      [2024, 'SHFE.FU2401', 'SHFE.FU2405', '2023-12-29', false],
    ]);
    expect(data.series[0].points).toEqual([[186, 50]]);
    expect(data.series[1].points).toEqual([
      [61, 50],
      [2, -40],
      [0, 10],
    ]);
    expect(data.series[2].points).toEqual([
      [1, 100],
      [0, 80],
    ]);
  });

  test('a far month before the near one is the next year: Nov-Mar', async () => {
    const res = await t.call(PATH, { product: 'SHFE.FU', near: 11, far: 3, years: 1 }, fuReader);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.demo).toBe(false);
    expect(data.series.map((s) => [s.year, s.near, s.far, s.lastTradingDay])).toEqual([
      [2025, 'SHFE.FU2511', 'SHFE.FU2603', '2025-10-31'],
      [2024, 'SHFE.FU2411', 'SHFE.FU2503', '2024-10-31'],
    ]);
    // 2024-10-08 -> 2024-10-31: 17 trading days (the domain test's hand count, here on the seeded calendar).
    expect(data.series[1].points).toEqual([
      [17, 50],
      [0, -10],
    ]);
  });

  test('daysBefore bounds each line', async () => {
    const res = await t.call(PATH, { product: 'SHFE.FU', near: 1, far: 5, years: 1, daysBefore: 60 }, fuReader);
    expect(res.body.data.series[0].points).toEqual([]);
    expect(res.body.data.series[1].points).toEqual([
      [2, -40],
      [0, 10],
    ]);
  });

  test("the product's key is needed, the page's alone is not", async () => {
    expectApiError(await t.call(PATH, { product: 'SHFE.FU', near: 1, far: 5, years: 2 }, pageOnly), 'forbidden');
    expectApiError(await t.call(PATH, { product: 'SHFE.FU', near: 1, far: 5, years: 2 }, null), 'unauthorized');
  });

  test('unknown products, products without months and bad bodies: 4xx naming the field, never 500', async () => {
    expectApiError(await t.call(PATH, { product: 'SHFE.NOSUCH', near: 1, far: 5, years: 2 }, fuReader), 'seriesUnknown');
    expectApiError(await t.call(PATH, { product: 'FX.USDCNY', near: 1, far: 5, years: 2 }, fuReader), 'seriesUnknown');
    const base = { product: 'SHFE.FU', near: 1, far: 5, years: 2 };
    const cases: [unknown, string][] = [
      [{ ...base, product: 'shfe.fu' }, 'product'],
      [{ ...base, near: 0 }, 'near'],
      [{ ...base, far: 13 }, 'far'],
      [{ ...base, far: 1 }, 'far'],
      [{ ...base, years: 0 }, 'years'],
      [{ ...base, years: 16 }, 'years'],
      [{ ...base, daysBefore: 19 }, 'daysBefore'],
      [{ ...base, daysBefore: 501 }, 'daysBefore'],
      [{ ...base, near: 1.5 }, 'near'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(PATH, body, fuReader);
      expectApiError(res, 'badRequest');
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
  });
});
