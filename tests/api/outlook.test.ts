/**
 * The calendar outlook (POST /v2/outlook/...), SQLite or PostgreSQL (TEST_DATABASE_URL). Events are inserted directly
 * into calendar_events (the calendar area writes them in production). Proves: access by the page's key, forecasts
 * hidden from colleagues before the release and locked at the release time (moved clock, boundary), scoring and the
 * leaderboard with consensus and baseline (hand-worked numbers below), the baseline method chosen by MAE and
 * overridden, the history with surprises, and the event study against stored daily bars with hand-worked moves.
 */
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';
import { dailyBar } from './marketRows';

const PAGE = '/tool/calendar/prdiction';
const KEY = 'US.CPI.YOY';
/** 13:30 UTC on the 12th of a 2026 month (1-based). */
const release = (month: number) => Date.UTC(2026, month - 1, 12, 13, 30);
const ACTUALS = [3.0, 3.2, 3.1, 3.4, 3.3, 3.5];
const CONSENSUS = [3.1, 3.1, 3.2, 3.2, 3.4, 3.4, 3.6];
const R7 = release(7);

const eventRow = (month: number, actual: number | null, consensus: number) => ({
  id: `cpi-${month}`,
  uid: `test:cpi-${month}`,
  event_key: KEY,
  country: 'US',
  currency: 'USD',
  title: 'CPI YoY',
  period: `2026-${String(month - 1).padStart(2, '0')}`,
  release_at: release(month),
  date_status: 'official',
  importance: 3,
  actual,
  consensus,
  previous: null,
  revised: null,
  unit: '%',
  source: 'test',
  products: '[]',
  created_at: 0,
  updated_at: 0,
});

let t: TestApp;
let alice: string;
let bob: string;
let trader: string;

/** Moves the clock and signs the users in again (sessions expire when idle, so a moved clock needs fresh ones). */
async function setClock(ms: number): Promise<void> {
  t.clock.set(ms);
  [alice, bob, trader] = await Promise.all([t.tokenFor('alice'), t.tokenFor('bob'), t.tokenFor('trader')]);
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  // alice may also read FU market data (the event study); bob has the page only.
  await createUser(t.db, now, { username: 'alice', password: 'Alice@12345', role: 'trader', paths: [PAGE, '/tool/trade/realtime/fu'] });
  await createUser(t.db, now, { username: 'bob', password: 'BobBob@12345', role: 'trader', paths: [PAGE] });
  await t.db
    .insertInto('calendar_events')
    .values([...ACTUALS.map((a, i) => eventRow(i + 1, a, CONSENSUS[i])), eventRow(7, null, CONSENSUS[6])])
    .execute();
  await setClock(Date.UTC(2026, 6, 10));
});
afterAll(() => t?.close());

describe('access', () => {
  test('the page key gates every call; anonymous callers are unauthorised', async () => {
    expectApiError(await t.call('/v2/outlook/events', {}, trader), 'forbidden');
    expectApiError(await t.call('/v2/outlook/scores', { eventKey: KEY }, trader), 'forbidden');
    expectApiError(await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 1 }, trader), 'forbidden');
    expectApiError(await t.call('/v2/outlook/events', {}, null), 'unauthorized');
    expect((await t.call('/v2/outlook/events', {}, bob)).status).toBe(200);
  });

  test('an unknown event is not found; a malformed body is a 400, never a 500', async () => {
    expectApiError(await t.call('/v2/outlook/forecast/save', { eventId: 'nope', value: 1 }, alice), 'notFound');
    expectApiError(await t.call('/v2/outlook/history', { eventKey: 'NOPE' }, alice), 'notFound');
    expect((await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 'high' }, alice)).status).toBe(400);
    expect((await t.call('/v2/outlook/study', { eventKey: KEY, address: 'md:SHFE.FU2701', windowsMinutes: [] }, alice)).status).toBe(400);
  });
});

describe('forecasts', () => {
  test("before the release each sees only their own forecast; at the release time they lock and everyone's show", async () => {
    expect((await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 3.7 }, alice)).status).toBe(200);
    expect((await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 3.5 }, bob)).status).toBe(200);
    const before = (await t.call('/v2/outlook/events', {}, alice)).body.data;
    const row = before.find((r) => r.event.id === 'cpi-7');
    expect(row).toMatchObject({ locked: false, own: 3.7, desk: [], deskCount: 2 });
    // Released rows of the past week are in the default window too (June's was 28 days ago: not).
    expect(before.map((r) => r.event.id)).toEqual(['cpi-7']);

    await setClock(R7 - 1);
    const edited = await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 3.65 }, alice);
    expect(edited.body.data).toEqual({ eventId: 'cpi-7', value: 3.65, updatedAt: R7 - 1 });

    await setClock(R7);
    expectApiError(await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-7', value: 3.9 }, alice), 'outlookForecastLocked');
    expectApiError(await t.call('/v2/outlook/forecast/delete', { eventId: 'cpi-7' }, bob), 'outlookForecastLocked');
    const after = (await t.call('/v2/outlook/events', {}, bob)).body.data.find((r) => r.event.id === 'cpi-7');
    expect(after?.locked).toBe(true);
    expect(after?.own).toBe(3.5);
    expect(after?.desk.map((d) => [d.name, d.value, d.error])).toEqual([
      ['alice', 3.65, null],
      ['bob', 3.5, null],
    ]);
  });

  test('a forecast can be withdrawn before the release; a published actual locks the release early', async () => {
    await t.db
      .insertInto('calendar_events')
      .values(eventRow(8, null, 3.7))
      .execute();
    expect((await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-8', value: 3.8 }, alice)).status).toBe(200);
    expect((await t.call('/v2/outlook/forecast/delete', { eventId: 'cpi-8' }, alice)).status).toBe(200);
    const rows = (await t.call('/v2/outlook/events', { from: R7, to: release(8) }, alice)).body.data;
    expect(rows.find((r) => r.event.id === 'cpi-8')).toMatchObject({ own: null, deskCount: 0, locked: false });
    await t.db.updateTable('calendar_events').set({ actual: 3.9 }).where('id', '=', 'cpi-8').execute();
    expectApiError(await t.call('/v2/outlook/forecast/save', { eventId: 'cpi-8', value: 3.8 }, alice), 'outlookForecastLocked');
    await t.db.deleteFrom('calendar_events').where('id', '=', 'cpi-8').execute();
  });
});

describe('scoring after release', () => {
  beforeAll(async () => {
    await setClock(R7 + 60_000);
    await t.db.updateTable('calendar_events').set({ actual: 3.8 }).where('id', '=', 'cpi-7').execute();
  });

  test('the leaderboard ranks users, consensus and baseline by MAE (hand-worked)', async () => {
    const res = await t.call('/v2/outlook/scores', { eventKey: KEY }, bob);
    expect(res.status).toBe(200);
    const board = res.body.data;
    // Seven monthly releases: no season of 12 yet and too few for AR(1), so last value is the only method scored.
    expect(board.method).toBe('lastValue');
    const rows = board.leaderboard.map((r) => [r.forecaster.kind, r.forecaster.name, r.count]);
    // consensus: |a - c| = .1,.1,.1,.2,.1,.1,.2 -> MAE 0.9/7 = 0.1286; alice |3.8-3.65| = 0.15;
    // baseline (last value) errors .2,.1,.3,.1,.2,.3 over releases 2..7 -> MAE 1.2/6 = 0.2; bob |3.8-3.5| = 0.3.
    expect(rows).toEqual([
      ['consensus', '', 7],
      ['user', 'alice', 1],
      ['baseline', '', 6],
      ['user', 'bob', 1],
    ]);
    const [consensus, a, baseline, b] = board.leaderboard;
    expect(consensus.mae).toBeCloseTo(0.9 / 7, 12);
    expect(consensus.hitRate).toBeNull();
    expect(a.mae).toBeCloseTo(0.15, 12);
    // alice 3.65 and the actual 3.8 are both above the consensus 3.6: a hit; bob's 3.5 is below: a miss.
    expect(a.points[0]).toMatchObject({ forecast: 3.65, actual: 3.8, hit: true, hitRate: 1 });
    expect(b.points[0]).toMatchObject({ hit: false, hitRate: 0 });
    expect(b.points[0].error).toBeCloseTo(0.3, 12);
    expect(baseline.mae).toBeCloseTo(0.2, 12);
    // Running MAE over time: after the first two baseline forecasts (|.2|, |-.1|) it is 0.15.
    expect(baseline.points[1].mae).toBeCloseTo(0.15, 12);
    // Baseline hits: forecast 3.0 vs consensus 3.1 (below), actual 3.2 (above) -> miss first.
    expect(baseline.points[0].hit).toBe(false);
  });

  test('errors per forecaster appear on the released row', async () => {
    const row = (await t.call('/v2/outlook/events', {}, alice)).body.data.find((r) => r.event.id === 'cpi-7');
    const errors = row?.desk.map((d) => [d.name, d.hit]);
    expect(errors).toEqual([
      ['alice', true],
      ['bob', false],
    ]);
    expect(row?.desk[0].error).toBeCloseTo(0.15, 12);
  });

  test('history: actual against consensus with surprise and the baseline forecast of each release', async () => {
    const h = (await t.call('/v2/outlook/history', { eventKey: KEY }, alice)).body.data;
    expect(h).toMatchObject({ title: 'CPI YoY', unit: '%', method: 'lastValue' });
    expect(h.rows).toHaveLength(7);
    expect(h.rows[0].baseline).toBeNull();
    expect(h.rows[6].baseline).toBe(3.5);
    // Release 7: raw 3.8 - 3.6 = 0.2; six earlier surprises (-.1,.1,-.1,.2,-.1,.1) give a z (common/domain/surprise.ts).
    expect(h.rows[6].surprise?.raw).toBeCloseTo(0.2, 12);
    expect(h.rows[6].surprise?.count).toBe(6);
    expect(h.rows[6].surprise?.z).not.toBeNull();
    expect(h.rows[2].surprise?.z).toBeNull();
  });

  test('a user may choose the method; null goes back to the lowest MAE', async () => {
    const set = await t.call('/v2/outlook/method/set', { eventKey: KEY, method: 'ar1' }, bob);
    expect(set.body.data).toMatchObject({ method: 'ar1', overridden: true, value: null, season: 12 });
    expect((await t.call('/v2/outlook/scores', { eventKey: KEY }, alice)).body.data.method).toBe('ar1');
    const back = await t.call('/v2/outlook/method/set', { eventKey: KEY, method: null }, bob);
    // After the last release: last value forecasts the latest actual, 3.8.
    expect(back.body.data).toMatchObject({ method: 'lastValue', overridden: false, value: 3.8 });
    const scores = back.body.data.scores.find((s) => s.method === 'lastValue');
    expect(scores?.count).toBe(6);
  });

  test("history carries the method control: each method's walk-forward MAE, the override and who chose it", async () => {
    const before = (await t.call('/v2/outlook/history', { eventKey: KEY }, alice)).body.data;
    expect(before.choice).toBeNull();
    expect(before.baseline).toMatchObject({ method: 'lastValue', overridden: false, value: 3.8, season: 12 });
    // Last value over releases 2..7: |.2|,|.1|,|.3|,|.1|,|.2|,|.3| -> 1.2 / 6 = 0.2; seven actuals: no season of 12, no AR(1).
    const mae = Object.fromEntries(before.baseline.scores.map((s) => [s.method, [s.mae, s.count]]));
    expect(mae.lastValue[0]).toBeCloseTo(0.2, 12);
    expect(mae.lastValue[1]).toBe(6);
    expect(mae.seasonalNaive).toEqual([null, 0]);
    expect(mae.ar1).toEqual([null, 0]);
    await setClock(R7 + 120_000);
    await t.call('/v2/outlook/method/set', { eventKey: KEY, method: 'seasonalNaive' }, bob);
    const after = (await t.call('/v2/outlook/history', { eventKey: KEY }, alice)).body.data;
    expect(after.method).toBe('seasonalNaive');
    expect(after.baseline).toMatchObject({ method: 'seasonalNaive', overridden: true, value: null });
    expect(after.choice).toEqual({ method: 'seasonalNaive', name: 'bob', at: R7 + 120_000 });
    // The rows follow the chosen method: seasonal naive cannot forecast with fewer than 12 actuals.
    expect(after.rows.every((r) => r.baseline === null)).toBe(true);
    await t.call('/v2/outlook/method/set', { eventKey: KEY, method: null }, bob);
    expect((await t.call('/v2/outlook/history', { eventKey: KEY }, alice)).body.data.choice).toBeNull();
  });
});

describe('event study', () => {
  const DAY = 86_400_000;
  /** Daily bars dated the 11th (before the release) and the 12th (its close prints after the 13:30 release). */
  const MOVES = [-10, 20, -30, 40, -50, 60, 70];
  const daily = (ts: number, close: number) => dailyBar('SHFE.FU2701', new Date(ts).toISOString().slice(0, 10), close);

  beforeAll(async () => {
    const bars = MOVES.flatMap((m, i) => {
      const d12 = Date.UTC(2026, i, 12);
      return [daily(d12 - DAY, 3000), daily(d12, 3000 + m)];
    });
    await t.app.bars.upsert(bars);
  });

  test('one-day moves after each release, split by surprise sign (hand-worked)', async () => {
    const res = await t.call('/v2/outlook/study', { eventKey: KEY, address: 'md:SHFE.FU2701', windowsMinutes: [1440] }, alice);
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s.demo).toBe(false);
    expect(s.releases.map((r) => r.moves[0])).toEqual(MOVES);
    const [w] = s.windows;
    expect(w).toMatchObject({ windowMinutes: 1440, interval: '1d' });
    expect(w.all.count).toBe(7);
    expect(w.all.mean).toBeCloseTo(100 / 7, 9);
    // Surprises -.1,.1,-.1,.2,-.1,.1,.2: positive at releases 2,4,6,7 -> 20,40,60,70; negative 1,3,5 -> -10,-30,-50.
    expect(w.positive.count).toBe(4);
    expect(w.positive.mean).toBeCloseTo(47.5, 9);
    expect(w.negative.mean).toBeCloseTo(-30, 9);
    expect(w.negative.std).toBeCloseTo(20, 9);
    expect(w.negative.quantiles[2]).toBeCloseTo(-30, 9);
  });

  test('windows of a day or more read daily bars, shorter ones minute bars; the address is checked for the caller', async () => {
    const res = await t.call('/v2/outlook/study', { eventKey: KEY, address: 'md:SHFE.FU2701', windowsMinutes: [1440 * 30, 60 * 24 * 3] }, alice);
    expect(res.body.data.windows.map((w) => w.interval)).toEqual(['1d', '1d']);
    expectApiError(await t.call('/v2/outlook/study', { eventKey: KEY, address: 'md:SHFE.FU2701', windowsMinutes: [60] }, bob), 'forbidden');
    const minutes = await t.call('/v2/outlook/study', { eventKey: KEY, address: 'md:SHFE.FU2701', windowsMinutes: [60] }, alice);
    // No minute bars stored: every move unknown, none counted.
    expect(minutes.body.data.windows[0]).toMatchObject({ interval: '1m', all: { count: 0, mean: null } });
  });
});
