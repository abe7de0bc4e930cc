/**
 * Exchange holiday calendars (issue 18, docs/market-data/reference.md "Holiday calendars") over SQLite, or PostgreSQL
 * with TEST_DATABASE_URL: the seeded calendars give the published last trading days, an administrator adds and removes
 * holidays (append-only, audited, the contract months follow at once), readers cannot, and malformed bodies get a
 * 400 with the field named, never a 500. The harness clock stands at 2025-04-01 (China date).
 */
import { Value } from '@sinclair/typebox/value';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let trader: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  trader = await t.tokenFor('trader');
  viewer = await t.tokenFor('viewer');
});
afterAll(() => t?.close());

const shape = (path: string, body: unknown) => expect(Value.Check(Envelope(endpointByPath[path].data), body)).toBe(true);
const contract = async (exchange: string, code: string, date: string, instrument: string) => {
  const res = await t.call('/v2/reference/contract/list', { exchange, code, date }, trader);
  expect(res.status).toBe(200);
  return res.body.data.contracts.find((c) => c.instrument === instrument);
};

describe('published last trading days from the seeded calendars', () => {
  test('SHFE FU2502: 2025-01-27, the last trading day before the Spring Festival closure (SHFE notice, State Council 2025)', async () => {
    expect(await contract('SHFE', 'FU', '2025-01-02', 'SHFE.FU2502')).toMatchObject({ lastTradeDate: '2025-01-27' });
  });
  test('ZCE TA2410: 2024-10-21, the 10th trading day of October after the National Day closure (ZCE)', async () => {
    expect(await contract('ZCE', 'TA', '2024-10-01', 'ZCE.TA2410')).toMatchObject({ lastTradeDate: '2024-10-21' });
  });
  test('NYMEX CL Jan-25: 2024-12-19, Christmas Day being no business day (CME Group)', async () => {
    expect(await contract('NYMEX', 'WTI', '2024-12-01', 'NYMEX.WTI2501')).toMatchObject({ lastTradeDate: '2024-12-19' });
  });
});

describe('holiday/list and calendar/product', () => {
  test('lists the CN calendar 2018-2027 with trading days per year and 2027 provisional', async () => {
    const res = await t.call('/v2/reference/holiday/list', { calendar: 'CN' }, trader);
    expect(res.status).toBe(200);
    shape('/v2/reference/holiday/list', res.body);
    const years = res.body.data.years;
    expect(years.map((y) => y.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027]);
    // 2024: 262 weekdays minus 20 closures (9 February included); 2025: 261 minus 18 (SSE/SHFE trading calendars).
    expect(years.find((y) => y.year === 2024)).toEqual({ year: 2024, holidays: 20, tradingDays: 242, provisional: false });
    expect(years.find((y) => y.year === 2025)).toEqual({ year: 2025, holidays: 18, tradingDays: 243, provisional: false });
    expect(years.find((y) => y.year === 2027)?.provisional).toBe(true);
    for (const y of years) expect(y.tradingDays).toBeGreaterThanOrEqual(242);
    for (const y of years) expect(y.tradingDays).toBeLessThanOrEqual(245);
    const row = res.body.data.rows.find((r) => r.date === '2025-01-28');
    expect(row).toMatchObject({ action: 'add', name: 'Spring Festival', createdBy: 'seed', inForce: true, provisional: false });
    expect(row?.source).toContain('2025');
  });

  test("a product's calendar follows its exchange; FX has none", async () => {
    const brent = await t.call('/v2/reference/calendar/product', { exchange: 'ICE', code: 'BRENT' }, trader);
    shape('/v2/reference/calendar/product', brent.body);
    expect(brent.body.data.calendar).toBe('ICE');
    expect(brent.body.data.holidays).toContain('2024-12-25');
    const pg = await t.call('/v2/reference/calendar/product', { exchange: 'DCE', code: 'PG' }, trader);
    expect(pg.body.data.calendar).toBe('CN');
    expect(pg.body.data.holidays).toContain('2024-10-07');
    const fx = await t.call('/v2/reference/calendar/product', { exchange: 'FX', code: 'USDCNY' }, trader);
    expect(fx.body.data).toEqual({ calendar: null, holidays: [], years: [] });
    expectApiError(await t.call('/v2/reference/calendar/product', { exchange: 'SHFE', code: 'XX' }, trader), 'notFound');
  });
});

describe('holiday/add and holiday/remove', () => {
  test('an administrator removes and re-adds a holiday: new rows, audited, the contract months follow at once', async () => {
    const removed = await t.call('/v2/reference/holiday/remove', { calendar: 'CN', date: '2025-01-31', reason: 'Test: exchange opened' }, admin);
    expect(removed.status).toBe(200);
    shape('/v2/reference/holiday/remove', removed.body);
    expect(removed.body.data).toMatchObject({ action: 'remove', name: 'Spring Festival', reason: 'Test: exchange opened', createdBy: 'admin' });
    // With 31 January a trading day, FU2502's last trading day is that day.
    expect(await contract('SHFE', 'FU', '2025-01-02', 'SHFE.FU2502')).toMatchObject({ lastTradeDate: '2025-01-31' });
    expect(t.app.reference.tradingCalendar('SHFE').isTradingDay('2025-01-31')).toBe(true);
    expectApiError(await t.call('/v2/reference/holiday/remove', { calendar: 'CN', date: '2025-01-31', reason: 'again' }, admin), 'referenceHolidayMissing');

    const added = await t.call(
      '/v2/reference/holiday/add',
      { calendar: 'CN', date: '2025-01-31', name: 'Spring Festival', source: 'SHFE notice', provisional: false },
      admin,
    );
    expect(added.status).toBe(200);
    expect(await contract('SHFE', 'FU', '2025-01-02', 'SHFE.FU2502')).toMatchObject({ lastTradeDate: '2025-01-27' });
    expectApiError(
      await t.call('/v2/reference/holiday/add', { calendar: 'CN', date: '2025-01-31', name: 'x', source: 'y', provisional: false }, admin),
      'referenceHolidayExists',
    );

    const list = await t.call('/v2/reference/holiday/list', { calendar: 'CN' }, trader);
    const history = list.body.data.rows.filter((r) => r.date === '2025-01-31');
    expect(history.map((r) => [r.action, r.inForce])).toEqual([
      ['add', true],
      ['remove', false],
      ['add', false],
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reference.holiday').execute();
    expect(audit.map((a) => a.target_name)).toEqual(['CN 2025-01-31', 'CN 2025-01-31']);
  });

  test('readers cannot change a calendar; a user without the page grant cannot read it', async () => {
    const add = { calendar: 'ICE', date: '2026-05-04', name: 'Early May bank holiday', source: 'test', provisional: true };
    expectApiError(await t.call('/v2/reference/holiday/add', add, trader), 'forbidden');
    expectApiError(await t.call('/v2/reference/holiday/remove', { calendar: 'ICE', date: '2026-04-03', reason: 'x' }, trader), 'forbidden');
    expectApiError(await t.call('/v2/reference/holiday/list', { calendar: 'ICE' }, viewer), 'forbidden');
    expectApiError(await t.call('/v2/reference/holiday/list', { calendar: 'ICE' }, null), 'unauthorized');
  });

  test('malformed input gets a 400 naming the field, never a 500', async () => {
    const ok = { calendar: 'CME', date: '2026-11-27', name: 'Day after Thanksgiving', source: 'test', provisional: false };
    const cases: [unknown, string][] = [
      [{ ...ok, calendar: 'LME' }, 'calendar'],
      [{ ...ok, date: '2026-02-30' }, 'date'],
      [{ ...ok, date: '27/11/2026' }, 'date'],
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, source: 'x'.repeat(301) }, 'source'],
      [{ ...ok, provisional: 'yes' }, 'provisional'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('/v2/reference/holiday/add', body, admin);
      expectApiError(res, 'badRequest');
      expect(res.body.fields).toHaveProperty(field);
    }
    const weekend = await t.call('/v2/reference/holiday/add', { ...ok, date: '2026-11-28' }, admin);
    expectApiError(weekend, 'referenceHolidayWeekend');
    expect(weekend.body.fields).toHaveProperty('date');
    expectApiError(await t.call('/v2/reference/holiday/remove', { calendar: 'CME', date: '2026-11-26' }, admin), 'badRequest');
    expectApiError(await t.call('/v2/reference/holiday/remove', { calendar: 'CME', date: '2026-11-26', reason: '' }, admin), 'badRequest');
    expectApiError(await t.call('/v2/reference/holiday/list', [], trader), 'badRequest');
    expectApiError(await t.call('/v2/reference/holiday/list', { calendar: 7 }, trader), 'badRequest');
  });
});
