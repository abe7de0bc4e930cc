/**
 * POST /v2/strategy/byMonth (issue 20: FU / LU / PG inner/outer for every listed month; docs/market-data/strategy.md,
 * "By month") through what ships: the seeded strategies and reference data (listing rules, the month mapping FU M ->
 * Singapore 380 M-1, PG M -> FEI M-1, the dated bbl/t factor and USD/CNY), bars through the real bar store, ticks on
 * the app's bus. Known answer: the domain reference's worked example (docs/domain.md, "Spread formulas"): FU 2,800,
 * FX 7.10, Singapore 380 392.55 -> +1.82 USD/t. Only the clock is fake. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { seedStrategies } from '../../server/features/strategy/seeds';
import { makeTestApp, must, type TestApp } from './helpers';
import { dailyBar, tick } from './marketRows';

let t: TestApp;
let admin: string;
let viewerId: string;
/** Monday 2025-12-01 10:00 Beijing: FU 2512 has expired (last trade 2025-11-28), the FX market is in session. */
const NOW = Date.UTC(2025, 11, 1, 2, 0, 0);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  t.clock.set(NOW);
  await t.app.strategy.reload();
  admin = await t.tokenFor('admin');
  viewerId = (await t.db.selectFrom('users').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow()).id;
  await t.app.bars.upsert([
    // Friday 2025-11-28 is the latest settle, Thursday 2025-11-27 the day before.
    dailyBar('SHFE.FU2601', '2025-11-27', 2790),
    dailyBar('SHFE.FU2601', '2025-11-28', 2800),
    dailyBar('ICE.SG3802512', '2025-11-27', 390),
    dailyBar('ICE.SG3802512', '2025-11-28', 392.55),
    dailyBar('SHFE.FU2602', '2025-11-28', 2750),
    dailyBar('ICE.SG3802601', '2025-11-28', 385),
    // FU 2603 has a settle, its Singapore month (2602) none.
    dailyBar('SHFE.FU2603', '2025-11-28', 2700),
  ]);
  // The live USD/CNY (fresh, in session) and a live FU 2602 tick this morning.
  t.app.bus.publish([tick('FX.USDCNY', 7.1, NOW - 2000), tick('SHFE.FU2602', 2760, NOW - 1000)]);
});
afterAll(() => t.close());

type Rows = { month: string; value: number | null; previous: number | null; legs: { alias: string; instrument: string; price: number | null }[] }[];
const byMonth = async (id: string, token = admin, months = 3) => t.call('/v2/strategy/byMonth', { id, months }, token);
const row = (rows: Rows, month: string) =>
  must(
    rows.find((r) => r.month === month),
    month,
  );
/** The seeded USD/CNY monthly average in force on a date (the FX leg of the previous day's value, as in history). */
const fxOn = (date: string) => must(t.app.reference.rateAsOf('fx.usdcny', date), date).value;

test('FU inner/outer for each listed month against its mapped Singapore 380 month: the worked example, the day before', async () => {
  const res = await byMonth('fu_inner_outer_usd_t');
  expect(res.status).toBe(200);
  const data = res.body.data;
  expect(data.unit).toBe('USD/t');
  expect(data.asOf).toBe(NOW);
  // The listed FU months on 2025-12-01 (FU 2512 expired on 2025-11-28): the first three.
  expect(data.rows.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03']);
  const jan = row(data.rows, '2026-01');
  expect(jan.legs.map((l) => [l.alias, l.instrument, l.price])).toEqual([
    ['FU', 'SHFE.FU2601', 2800],
    ['FX', 'FX.USDCNY', 7.1],
    ['SG', 'ICE.SG3802512', 392.55],
  ]);
  // 2800 / 7.10 - 392.55 = 394.366197 - 392.55 = 1.816197 (the domain reference's +1.82 USD/t).
  expect(jan.value).toBeCloseTo(1.816197, 5);
  // The day before (2025-11-27) at the USD/CNY in force then: 2790 / fx - 390.
  expect(jan.previous).toBeCloseTo(2790 / fxOn('2025-11-27') - 390, 6);
  // FU 2602 ticks today: 2760 / 7.10 - 385 = 388.732394 - 385 = 3.732394; the day before is Friday's settle: 2750 / fx - 385.
  const feb = row(data.rows, '2026-02');
  expect(feb.legs.map((l) => l.instrument)).toEqual(['SHFE.FU2602', 'FX.USDCNY', 'ICE.SG3802601']);
  expect(feb.value).toBeCloseTo(3.732394, 5);
  expect(feb.previous).toBeCloseTo(2750 / fxOn('2025-11-28') - 385, 6);
});

test('a month whose mapped leg has no price has a null value, its other legs shown', async () => {
  const mar = row((await byMonth('fu_inner_outer_usd_t')).body.data.rows, '2026-03');
  expect(mar.legs.map((l) => [l.instrument, l.price])).toEqual([
    ['SHFE.FU2603', 2700],
    ['FX.USDCNY', 7.1],
    ['ICE.SG3802602', null],
  ]);
  expect(mar.value).toBeNull();
  expect(mar.previous).toBeNull();
});

test('USD/bbl divides by the dated bbl/t factor (6.35); PG months map to FEI M-1', async () => {
  const bbl = (await byMonth('fu_inner_outer_usd_bbl')).body.data;
  expect(bbl.unit).toBe('USD/bbl');
  // 1.816197 / 6.35 = 0.286015.
  expect(row(bbl.rows, '2026-01').value).toBeCloseTo(0.286015, 5);
  const pg = (await byMonth('pg_inner_outer', admin, 2)).body.data;
  expect(pg.rows).toHaveLength(2);
  for (const r of pg.rows) {
    const [y, m] = r.month.split('-').map(Number);
    const prev = m === 1 ? `${String(y - 1).slice(2)}12` : `${String(y).slice(2)}${String(m - 1).padStart(2, '0')}`;
    expect(r.legs.map((l) => l.instrument)).toEqual([`DCE.PG${r.month.slice(2, 4)}${r.month.slice(5, 7)}`, `NYMEX.FEI${prev}`, 'FX.USDCNY']);
    // No PG or FEI prices stored: no value, and no error.
    expect(r.value).toBeNull();
  }
});

/** The viewer account granted exactly these product pages (the server adds their menu ancestors). */
async function viewerWith(...pages: string[]): Promise<string> {
  const paths = ['/home', ...pages.map((p) => `/tool/trade/realtime/${p}`)];
  expect((await t.call('/v1/user/access/set', { userId: viewerId, paths }, admin)).status).toBe(200);
  return t.tokenFor('viewer');
}

test('access as the strategy explanation checks it: a PTA-only user is refused the FU strategy, a reader of FU is not', async () => {
  const pta = await byMonth('fu_inner_outer_usd_t', await viewerWith('pta'));
  expect(pta.status).toBe(404);
  expect(JSON.stringify(pta.body)).not.toContain('SHFE.FU2601');
  const fu = await byMonth('fu_inner_outer_usd_t', await viewerWith('fu'));
  expect(fu.status).toBe(200);
  expect(row(fu.body.data.rows, '2026-01').value).toBeCloseTo(1.816197, 5);
});

test('bad input is a 400 naming the field; a strategy without a continuous lead leg is a 400, not a 500', async () => {
  for (const body of [{ id: 'fu_inner_outer_usd_t', months: 0 }, { id: 'fu_inner_outer_usd_t', months: 25 }, { months: 3 }, { id: '' }]) {
    const res = await t.call('/v2/strategy/byMonth', body, admin);
    expect(res.status).toBe(400);
  }
  const saved = await t.call(
    '/v2/strategy/save',
    {
      name: 'FU 2601 fixed',
      legs: [
        { alias: 'FU', instrument: 'SHFE.FU2601' },
        { alias: 'FX', instrument: 'FX.USDCNY' },
      ],
      formula: 'FU / FX',
      unit: 'USD/t',
      precision: 2,
      visibility: 'private',
    },
    admin,
  );
  expect(saved.status).toBe(200);
  const res = await byMonth(saved.body.data.id);
  expect(res.status).toBe(400);
  expect(res.body.data).toBeNull();
  expect(JSON.stringify(res.body)).toContain('strategy.byMonth.noLead');
  expect((await byMonth('no-such-strategy')).status).toBe(404);
});

test('an unedited stored PG inner/outer on the earlier FEI@main leg takes the mapped leg at start; an edited one is kept', async () => {
  const legsOf = async () =>
    JSON.parse((await t.db.selectFrom('strategies').select('legs_json').where('id', '=', 'pg_inner_outer').executeTakeFirstOrThrow()).legs_json);
  const store = (legs: unknown) =>
    t.db
      .updateTable('strategies')
      .set({ legs_json: JSON.stringify(legs) })
      .where('id', '=', 'pg_inner_outer')
      .execute();
  const pg = { alias: 'PG', instrument: 'DCE.PG@main' };
  const fx = { alias: 'FX', instrument: 'FX.USDCNY' };
  const mapped = [pg, { alias: 'FEI', instrument: 'NYMEX.FEI', mapFrom: 'PG' }, fx];
  expect(await legsOf()).toEqual(mapped);
  await store([pg, { alias: 'FEI', instrument: 'NYMEX.FEI@main' }, fx]);
  await seedStrategies(t.db, t.clock.now());
  expect(await legsOf()).toEqual(mapped);
  const edited = [pg, { alias: 'FEI', instrument: 'NYMEX.FEI2603' }, fx];
  await store(edited);
  await seedStrategies(t.db, t.clock.now());
  expect(await legsOf()).toEqual(edited);
  await store(mapped);
});
