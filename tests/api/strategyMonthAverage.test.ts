/**
 * /v2/strategy/monthAverage (issue 20, oil OTC page: balance-month averages where legs price on different days),
 * through what ships: the seeded strategies (East-West 380, 380 crack vs Brent), the seeded reference data (products,
 * the 6.35 bbl/t factor, the ICE calendar and the SG pricing calendar of server/features/reference/data), daily bars
 * through the real bar store read by the real series resolver (`@main` legs). Only the clock is fake. SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 *
 * May 2025: Singapore 380 prices on Platts Singapore days (no assessment on 1 May, Labour Day, and 12 May, Vesak
 * Day: 20 pricing days); Rotterdam 3.5 % and Brent on ICE Futures Europe days (May Day and the bank holidays trade:
 * 22). The futures trade every weekday, so bars exist on all of them. As of Wednesday 14 May, on day d:
 * SG380 = 400 + d, RDAM35 = 380 + 2d, BRENT = 64 + d / 2.
 *   SG380 priced 2, 5-9, 13, 14: 3264 / 8 = 408, left 12.
 *   RDAM35 priced 1, 2, 5-9, 12-14: 3954 / 10 = 395.4, left 12.
 *   East-West = 408 - 395.4 = 12.6; common days = SG380's 8, daily 20 - d: 96 / 8 = 12.
 *   BRENT priced as RDAM35: 64 + 77 / 10 / 2 = 67.85; crack = 408 / 6.35 - 67.85 = -3.598031496...
 */
import { makeTestApp, must, type TestApp } from './helpers';
import { expectApiError } from './apiErrors';
import { dailyBar } from './marketRows';

let t: TestApp;
let admin: string;
let viewerId: string;

const WEEKDAYS_TO_14 = [1, 2, 5, 6, 7, 8, 9, 12, 13, 14];
const day = (d: number) => `2025-05-${String(d).padStart(2, '0')}`;
const oiBar = (instrument: string, d: number, close: number) => ({ ...dailyBar(instrument, day(d), close), oi: 1000 });

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // Wednesday 2025-05-14 10:00 Beijing.
  t.clock.set(Date.UTC(2025, 4, 14, 2, 0, 0));
  await t.app.strategy.reload();
  admin = await t.tokenFor('admin');
  viewerId = (await t.db.selectFrom('users').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow()).id;
  await t.app.bars.upsert(
    WEEKDAYS_TO_14.flatMap((d) => [
      oiBar('ICE.SG3802506', d, 400 + d),
      oiBar('ICE.RDAM352506', d, 380 + 2 * d),
      oiBar('ICE.BRENT2507', d, 64 + d / 2),
      // April's last day, outside the month: never averaged into May.
    ]),
  );
  await t.app.bars.upsert([dailyBar('ICE.SG3802506', '2025-04-30', 1), dailyBar('ICE.RDAM352506', '2025-04-30', 1)]);
});
afterAll(() => t.close());

const call = (body: unknown, token = admin) => t.call('/v2/strategy/monthAverage', body, token);

test('East-West: each leg over its own pricing days, the spread of the averages next to the common-days average', async () => {
  const res = await call({ id: 'east_west_380' });
  expect(res.status).toBe(200);
  const data = res.body.data;
  expect(data).toMatchObject({ strategyId: 'east_west_380', month: '2025-05', asOf: '2025-05-14', unit: 'USD/t', demo: false });
  const [sg, rdam] = data.legs;
  expect(sg).toMatchObject({ alias: 'SG', instrument: 'ICE.SG380@main', calendar: 'SG', left: 12, missing: [], average: 408 });
  expect(sg.pricingDays).toHaveLength(20);
  expect(sg.pricingDays).not.toContain('2025-05-01');
  expect(sg.pricingDays).not.toContain('2025-05-12');
  expect(sg.priced).toEqual([2, 5, 6, 7, 8, 9, 13, 14].map((d) => [day(d), 400 + d]));
  expect(rdam).toMatchObject({ alias: 'RDAM', instrument: 'ICE.RDAM35@main', calendar: 'ICE', left: 12, missing: [] });
  expect(rdam.pricingDays).toHaveLength(22);
  expect(rdam.average).toBeCloseTo(395.4, 10);
  expect(data.value).toBeCloseTo(12.6, 10);
  expect(data.commonDays).toEqual([2, 5, 6, 7, 8, 9, 13, 14].map(day));
  expect(data.commonDaysAverage).toBeCloseTo(12, 10);
});

test('the crack converts the Singapore average with the seeded 6.35 bbl/t and takes Brent over London days', async () => {
  const res = await call({ id: 'crack_380_brent', month: '2025-05' });
  expect(res.status).toBe(200);
  const brent = must(
    res.body.data.legs.find((l: { alias: string }) => l.alias === 'BRENT'),
    'BRENT leg',
  );
  expect(brent.calendar).toBe('ICE');
  expect(brent.average).toBeCloseTo(67.85, 10);
  expect(res.body.data.value).toBeCloseTo(408 / 6.35 - 67.85, 10);
  expect(res.body.data.unit).toBe('USD/bbl');
});

test('a past month is averaged to its last day with nothing left; days without a close are missing', async () => {
  const res = await call({ id: 'east_west_380', month: '2025-04' });
  expect(res.status).toBe(200);
  const { asOf, legs, value } = res.body.data;
  expect(asOf).toBe('2025-04-30');
  expect(legs.map((l: { left: number }) => l.left)).toEqual([0, 0]);
  // Only 30 April has a bar: SG (Good Friday 18 April off) 21 pricing days, ICE (Good Friday off) 21.
  expect(legs[0].priced).toEqual([['2025-04-30', 1]]);
  expect(legs[0].missing).toHaveLength(20);
  expect(value).toBe(0);
});

test('bad input is a 400 naming the field, never a 500', async () => {
  for (const [body, field] of [
    [{ id: 'east_west_380', month: '2025-13' }, 'month'],
    [{ id: 'east_west_380', month: '2025-5' }, 'month'],
    [{ id: 'east_west_380', month: 202505 }, 'month'],
    [{ id: '' }, 'id'],
    [{}, 'id'],
  ] as const) {
    const res = await call(body);
    expectApiError(res, 'badRequest');
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  }
  const future = await call({ id: 'east_west_380', month: '2025-06' });
  expectApiError(future, 'badRequest');
  expect(future.body.fields).toEqual({ month: 'api.field.outOfRange' });
  expectApiError(await call({ id: 'nosuchstrategy' }), 'notFound');
});

test("access as explain: a user lacking a leg's product grant is refused, one holding every leg's reads it", async () => {
  const grant = async (paths: string[]) => {
    expect((await t.call('/v1/user/access/set', { userId: viewerId, paths: ['/home', ...paths] }, admin)).status).toBe(200);
    return t.tokenFor('viewer');
  };
  // The oil OTC page alone: Rotterdam is its product, Singapore 380 the FU page's.
  const oilOnly = await grant(['/tool/trade/realtime/oilOtc']);
  expectApiError(await call({ id: 'east_west_380' }, oilOnly), 'notFound');
  expectApiError(await t.call('/v2/strategy/explain', { id: 'east_west_380' }, oilOnly), 'notFound');
  const withFu = await grant(['/tool/trade/realtime/oilOtc', '/tool/trade/realtime/fu']);
  const ok = await call({ id: 'east_west_380' }, withFu);
  expect(ok.status).toBe(200);
  expect(ok.body.data.value).toBeCloseTo(12.6, 10);
});
