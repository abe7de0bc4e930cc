/**
 * The economic calendar's events (POST /v2/calendar/...), SQLite or PostgreSQL (TEST_DATABASE_URL): access per page
 * grant, manual save (create, publish the actual, update) with validation, the list with filters and surprises
 * (enough and too little history), and one event's history.
 */
import type { CalendarEvent } from '../../common/contract/events';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/calendar/events';
const at = (iso: string) => Date.parse(iso);

let t: TestApp;
let admin: string;
let trader: string;
let alice: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  const created = await t.call('/v1/user/admin/create', { username: 'alice', password: 'Booker@12345', name: 'alice', role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: [PAGE] }, admin)).status).toBe(200);
  alice = await t.tokenFor('alice');
});
afterAll(() => t?.close());

const release = (fields: Record<string, unknown> = {}) => ({
  country: 'US',
  currency: 'USD',
  title: 'CPI YoY',
  period: '2026-10',
  releaseAt: at('2026-11-12T13:30:00Z'),
  dateStatus: 'official',
  importance: 3,
  actual: null,
  consensus: 3.1,
  previous: 3.0,
  revised: null,
  unit: '%',
  source: 'BLS',
  products: ['HSFO'],
  ...fields,
});
const save = async (fields: Record<string, unknown>, token = alice) => {
  const res = await t.call('/v2/calendar/event/save', release(fields), token);
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent;
};
const list = async (body: Record<string, unknown>, token = alice) => {
  const res = await t.call('/v2/calendar/event/list', body, token);
  expect(res.status).toBe(200);
  return res.body.data as CalendarEvent[];
};

describe('access', () => {
  test('the page key gates reading and writing; anonymous callers are unauthorised', async () => {
    const range = { from: 0, to: at('2030-01-01T00:00:00Z') };
    expectApiError(await t.call('/v2/calendar/event/list', range, trader), 'forbidden');
    expectApiError(await t.call('/v2/calendar/event/save', release(), trader), 'forbidden');
    expectApiError(await t.call('/v2/calendar/import/history', undefined, trader), 'forbidden');
    expectApiError(await t.call('/v2/calendar/event/list', range, null), 'unauthorized');
    expect((await t.call('/v2/calendar/event/list', range, alice)).status).toBe(200);
    // Administrators hold every page.
    expect((await t.call('/v2/calendar/event/list', range, admin)).status).toBe(200);
  });
});

describe('manual save', () => {
  test('creates a release, publishes its actual later and keeps one row; an unknown id is not found', async () => {
    const created = await save({ eventKey: ' us.pce_yoy ', title: 'PCE YoY', releaseAt: at('2026-11-26T13:30:00Z') });
    expect(created).toMatchObject({ eventKey: 'US.PCE_YOY', country: 'US', actual: null, consensus: 3.1, surprise: null });
    t.clock.advance(60_000);
    const published = await t.call(
      '/v2/calendar/event/save',
      release({ id: created.id, eventKey: 'US.PCE_YOY', title: 'PCE YoY', releaseAt: created.releaseAt, actual: 3.3, revised: 3.05 }),
      alice,
    );
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ id: created.id, actual: 3.3, revised: 3.05, surprise: { z: null, count: 0 } });
    expect(published.body.data.surprise?.raw).toBeCloseTo(0.2, 10);
    expect(published.body.data.updatedAt).toBeGreaterThan(created.updatedAt);
    const history = await t.call('/v2/calendar/event/history', { eventKey: 'US.PCE_YOY' }, alice);
    expect(history.body.data).toHaveLength(1);
    expectApiError(await t.call('/v2/calendar/event/save', release({ id: 'no-such-event' }), alice), 'notFound');
  });

  test('validation: importance, currency, date status and numbers are checked (400 with fields), never a 500', async () => {
    for (const bad of [{ importance: 4 }, { currency: 'DOLLAR' }, { dateStatus: 'maybe' }, { actual: 'high' }, { releaseAt: -1 }, { title: '' }]) {
      const res = await t.call('/v2/calendar/event/save', release(bad), alice);
      expect(res.status).toBe(400);
      expect(res.body.fields).toBeDefined();
    }
  });
});

describe('list', () => {
  test('filters by range, country, currency, importance and product', async () => {
    const base = at('2027-01-04T00:00:00Z');
    await save({ eventKey: 'F.US', releaseAt: base + 3_600_000, importance: 3, products: ['HSFO'] });
    await save({ eventKey: 'F.CN', country: 'CN', currency: 'CNY', releaseAt: base + 7_200_000, importance: 2, products: ['PTA', 'PX'] });
    await save({ eventKey: 'F.GB', country: 'GB', currency: 'GBP', releaseAt: base + 86_400_000, importance: 1, products: [] });
    const range = { from: base, to: base + 2 * 86_400_000 };
    const keys = (events: CalendarEvent[]) => events.map((e) => e.eventKey);
    expect(keys(await list(range))).toEqual(['F.US', 'F.CN', 'F.GB']);
    expect(keys(await list({ ...range, to: base + 86_400_000 }))).toEqual(['F.US', 'F.CN']);
    expect(keys(await list({ ...range, countries: ['cn', 'GB'] }))).toEqual(['F.CN', 'F.GB']);
    expect(keys(await list({ ...range, currencies: ['USD'] }))).toEqual(['F.US']);
    expect(keys(await list({ ...range, importance: [3, 2] }))).toEqual(['F.US', 'F.CN']);
    expect(keys(await list({ ...range, products: ['px'] }))).toEqual(['F.CN']);
  });

  test('surprise: null z with too little history, then (actual - consensus) / sample std of the earlier surprises with the count', async () => {
    // Past raw surprises 0.1, -0.1, 0.2, 0, 0.3 (five releases, the minimum); their sample std (n - 1):
    // mean 0.1, squared deviations 0, 0.04, 0.01, 0.01, 0.04 -> sum 0.1, / 4 = 0.025, sqrt = 0.158113883.
    const start = at('2027-02-01T13:30:00Z');
    const past = [0.1, -0.1, 0.2, 0, 0.3];
    for (const [i, miss] of past.entries()) {
      const ev = await save({ eventKey: 'S.CPI', releaseAt: start + i * 30 * 86_400_000, consensus: 2, actual: 2 + miss, period: `p${i}` });
      expect(ev.surprise?.z).toBeNull();
      expect(ev.surprise?.count).toBe(i);
    }
    const latest = await save({ eventKey: 'S.CPI', releaseAt: start + 5 * 30 * 86_400_000, consensus: 2, actual: 2.4, period: 'p5' });
    expect(latest.surprise?.count).toBe(5);
    expect(latest.surprise?.raw).toBeCloseTo(0.4, 10);
    expect(latest.surprise?.z).toBeCloseTo(0.4 / 0.158113883, 6);
    // The list carries the same surprise, computed over the whole event history even when the range shows one release.
    const [listed] = await list({ from: latest.releaseAt, to: latest.releaseAt + 1 });
    expect(listed.surprise).toEqual(latest.surprise);
  });
});
