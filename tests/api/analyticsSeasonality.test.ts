/**
 * POST /v2/analytics/seasonality (docs/analytics.md, docs/analytics/seasonal.md), SQLite or PostgreSQL
 * (TEST_DATABASE_URL): the public EIA Brent history imported on start (known values read off
 * server/features/marketData/publicData/eia-brent-daily.csv, the lines quoted next to them), seeded demo bars of an md:
 * address, the resolver's access refusals passed through unchanged, and bad input.
 */
import type { Bar } from '../../common/contract/marketData';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const P = [10, 25, 50, 75, 90];

let t: TestApp;
let trader: string;
let viewer: string;
let fuTrader: string;

const seasonality = (body: Record<string, unknown>, token: string | undefined = trader) => t.call('/v2/analytics/seasonality', body, token);
const brent = (extra: Record<string, unknown> = {}) =>
  seasonality({ address: 'ds:eia:RBRTE', years: 2, x: 'dayOfYear', mode: 'level', percentiles: P, asOf: d('2025-06-24'), ...extra });

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  await createUser(t.db, t.clock.now(), { username: 'fu_trader', password: 'FuTrader@12345', role: 'trader', paths: ['/tool/trade/realtime/fu'] });
  trader = await t.tokenFor('trader');
  viewer = await t.tokenFor('viewer');
  fuTrader = await t.tokenFor('fu_trader');
});
afterAll(() => t?.close());

describe('Brent (EIA public history)', () => {
  test('day of year, level: the shape, the band years and values read off the file', async () => {
    const res = await brent();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      address: 'ds:eia:RBRTE',
      unit: 'USD/bbl',
      source: 'U.S. EIA, public domain',
      demo: false,
      currentYear: 2025,
      bandYears: [2023, 2024],
    });
    expect(data.x).toHaveLength(365);
    expect(Object.keys(data.bands).sort()).toEqual(['10', '25', '50', '75', '90']);
    expect(Object.keys(data.years)).toEqual(['2023', '2024', '2025']);
    for (const line of [data.min, data.max, ...Object.values(data.bands), ...Object.values(data.years)] as unknown[][]) expect(line).toHaveLength(365);
    // Day 3 = Jan 3: `2023-01-03,80.36`, `2024-01-03,77.18`, `2025-01-03,76.72`; median of two = their mean 78.77.
    expect([data.min[2], data.max[2], data.years['2025'][2]]).toEqual([77.18, 80.36, 76.72]);
    expect(data.bands['50'][2]).toBeCloseTo(78.77, 10);
    // Day 59 = Feb 28, with 2024's Feb 29 merged in (the later value wins): `2023-02-28,83.21`, `2024-02-29,84.57`
    // (not `2024-02-28,84.08`); `2025-02-28,74.76`. Day 60 = Mar 1 in both years: `2023-03-01,83.68`, `2024-03-01,84.82`.
    expect(data.years['2024'][58]).toBe(84.57);
    expect([data.min[58], data.max[58], data.years['2025'][58]]).toEqual([83.21, 84.57, 74.76]);
    expect([data.min[59], data.max[59]]).toEqual([83.68, 84.82]);
    // Jan 1 has no price in any year (a leading gap, never filled nor zero); Jan 2 only in 2024 (`2024-01-02,76.24`).
    expect(data.min[0]).toBeNull();
    expect(data.years['2023'][1]).toBeNull();
    expect([data.min[1], data.max[1]]).toEqual([76.24, 76.24]);
    // asOf 2025-06-24 (day 175, `2025-06-24,69.13`): the next day's `2025-06-25,68.4` is not read.
    expect(data.years['2025'][174]).toBe(69.13);
    expect(data.years['2025'].slice(175).every((v: unknown) => v === null)).toBe(true);
  });

  test('rebased to 100 at each year start, and weeks by their last value', async () => {
    const rebased = (await brent({ mode: 'rebased', percentiles: [50] })).body.data;
    // 2024 base = its first value `2024-01-02,76.24`: Feb 29 -> 84.57 * 100 / 76.24.
    expect(rebased.years['2024'][1]).toBe(100);
    expect(rebased.years['2024'][58]).toBeCloseTo((84.57 * 100) / 76.24, 10);
    // 2023 base = `2023-01-03,80.36` (Jan 1-2 have no price).
    expect(rebased.years['2023'][2]).toBe(100);
    const weeks = (await brent({ x: 'weekOfYear', percentiles: [50] })).body.data;
    expect(weeks.x).toHaveLength(52);
    // Week 1 = days 1-7, last value: 2023 `2023-01-06,76.41` (Jan 7 is a Saturday), 2024 `2024-01-05,78.31`.
    expect([weeks.years['2023'][0], weeks.years['2024'][0]]).toEqual([76.41, 78.31]);
    expect(weeks.bands['50'][0]).toBeCloseTo((76.41 + 78.31) / 2, 10);
  });

  test('an address the user may not read answers the resolver error unchanged', async () => {
    // The viewer holds no real-time grant: ds: addresses are refused like /v2/marketData/series refuses them.
    expectApiError(await seasonality({ address: 'ds:eia:RBRTE', years: 5, x: 'dayOfYear', mode: 'level', percentiles: P }, viewer), 'forbidden');
    expectApiError(await seasonality({ address: 'ds:eia:NOPE', years: 5, x: 'dayOfYear', mode: 'level', percentiles: P }), 'seriesUnknown');
    const malformed = await seasonality({ address: 'nonsense', years: 5, x: 'dayOfYear', mode: 'level', percentiles: P });
    expectApiError(malformed, 'badRequest');
    expect(malformed.body.fields).toHaveProperty('address');
  });
});

describe('seeded demo bars (md:)', () => {
  beforeAll(async () => {
    const bar = (ts: number, close: number): Bar => ({
      instrument: 'SHFE.FU2601',
      interval: '1d',
      ts,
      open: close,
      high: close,
      low: close,
      close,
      settle: close,
      volume: 1,
      oi: 1,
      demo: true,
      source: 'demo',
    });
    await t.app.bars.upsert([bar(d('2024-01-02'), 3000), bar(d('2024-01-03'), 3300), bar(d('2025-01-02'), 3100), bar(d('2025-01-03'), 2945)]);
  });

  test('the demo flag and unit come from the series; the default asOf is now (2025-04-01 on the test clock)', async () => {
    const res = await seasonality({ address: 'md:SHFE.FU2601', years: 1, x: 'dayOfYear', mode: 'rebased', percentiles: [50] }, fuTrader);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ demo: true, unit: 'CNY/t', currentYear: 2025, bandYears: [2024] });
    // 2024: 3000 -> 100, 3300 * 100 / 3000 = 110; 2025: 3100 -> 100, 2945 * 100 / 3100 = 95.
    expect(data.years['2024'].slice(1, 3)).toEqual([100, 110]);
    expect(data.years['2025'].slice(1, 3)).toEqual([100, 95]);
    expect(data.bands['50'][2]).toBe(110);
  });

  test('a product outside the user grant is forbidden', async () => {
    expectApiError(await seasonality({ address: 'md:INE.SC2601', years: 1, x: 'dayOfYear', mode: 'level', percentiles: [] }, fuTrader), 'forbidden');
    expectApiError(await seasonality({ address: 'md:SHFE.FU2601', years: 1, x: 'dayOfYear', mode: 'level', percentiles: [] }, viewer), 'forbidden');
  });
});

describe('bad input', () => {
  const base = { address: 'ds:eia:RBRTE', years: 5, x: 'dayOfYear', mode: 'level', percentiles: P };
  test.each([
    ['years', { years: 0 }],
    ['years', { years: 31 }],
    ['years', { years: 2.5 }],
    ['x', { x: 'month' }],
    ['mode', { mode: 'log' }],
    ['percentiles.0', { percentiles: [101] }],
    ['percentiles', { percentiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
    ['asOf', { asOf: 8.64e15 }],
    ['asOf', { asOf: 'today' }],
  ])('400 naming %s', async (field, extra) => {
    const res = await seasonality({ ...base, ...extra });
    expectApiError(res, 'badRequest');
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });

  test('no address, or no session', async () => {
    const { address: _address, ...rest } = base;
    expectApiError(await seasonality(rest), 'badRequest');
    expect((await t.call('/v2/analytics/seasonality', base)).status).toBe(401);
  });
});
