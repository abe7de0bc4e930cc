/**
 * The seeded strategies of the product pages (issue 20: PTA, PX, PDH, oil OTC, UC), through what ships: the seeded
 * reference (server/features/reference/seed.ts: products, dated rates, month mappings), the real strategy compiler
 * and engine, ticks on the app's bus, bars through the real bar store. Known answers from the formulas of
 * docs/domain.md ("Spread formulas"; the desk's domain reference), arithmetic next to each. Only the clock is fake.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { SEED_STRATEGIES } from '../../server/features/strategy/seeds';
import { makeTestApp, must, type TestApp } from './helpers';
import { dailyBar, tick } from './marketRows';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  // 2025-08-01 10:00 Beijing: the FX market is in session, so live values convert at the live USD/CNY tick.
  t.clock.set(Date.UTC(2025, 7, 1, 2, 0, 0));
  await t.app.strategy.reload();
  // Signed in at the moved clock (a session is dated).
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const seed = (key: string) =>
  must(
    SEED_STRATEGIES.find((s) => s.seedKey === key),
    key,
  );

test('each new seeded formula gives its known answer on live ticks, with the rates in force on 2025-08-01', async () => {
  const now = t.clock.now();
  t.app.bus.publish(
    [
      ['FX.USDCNY', 7.1],
      ['ZCE.TA@main', 5200],
      ['ZCE.PX@main', 7000],
      ['PLATTS.PXCFR', 850],
      ['PLATTS.PTACFR', 760],
      ['PLATTS.NAPHJ', 610],
      ['NYMEX.FEI@main', 600],
      ['PLATTS.C3CFR', 850],
      ['ICE.SG380@main', 392.55],
      ['ICE.RDAM35@main', 375],
      ['ICE.SG180@main', 405],
      ['ICE.MF05@main', 540],
      ['ICE.BRENT@main', 82.5],
      ['ARGUS.UCOFOB', 1050],
      ['CNSPOT.UCO', 6800],
    ].map(([instrument, last], i) => tick(instrument as string, last as number, now + i + 1)),
  );
  const engine = must(t.app.strategy.engine, 'engine');
  const value = (key: string) => must(engine.latest(key), key).value;
  // PX import parity, seeded PX tariff 2 % and general VAT 13 % (from 2019-04-01): 850 * 7.1 * 1.02 * 1.13 = 6955.941 CNY/t.
  expect(value('px_import_parity')).toBeCloseTo(6955.941, 6);
  // PX inner/outer: 7000 - 6955.941 = 44.059. PTA with PX in USD, K = 0.655: 5200 - 0.655 * 6955.941 = 643.858645.
  expect(value('px_inner_outer')).toBeCloseTo(44.059, 6);
  expect(value('pta_processing_px_usd')).toBeCloseTo(643.858645, 6);
  // Platts Asia PTA margin: 760 - (0.66 * 850 + 150) = 49 USD/t. PX - naphtha: 850 - 610 = 240 USD/t.
  expect(value('pta_margin_platts')).toBeCloseTo(49, 6);
  expect(value('px_naphtha')).toBeCloseTo(240, 6);
  // PDH (Platts): break-even 1.2 * 600 + 200 = 920 USD/t; propylene 850 - 920 = -70.
  expect(value('pdh_breakeven_platts')).toBeCloseTo(920, 6);
  expect(value('pdh_margin_platts')).toBeCloseTo(-70, 6);
  // East-West 392.55 - 375 = 17.55; visco 405 - 392.55 = 12.45 (USD/t).
  expect(value('east_west_380')).toBeCloseTo(17.55, 6);
  expect(value('visco_180_380')).toBeCloseTo(12.45, 6);
  // Cracks at 6.35 bbl/t: 392.55 / 6.35 - 82.5 = -20.681102; 540 / 6.35 - 82.5 = 2.539370 (USD/bbl).
  expect(value('crack_380_brent')).toBeCloseTo(-20.681102, 5);
  expect(value('crack_mf05_brent')).toBeCloseTo(2.53937, 5);
  // UCO after 2024-12-01 (rebate 0), logistics 350 CNY/t (seeded assumption): 1050 * 7.1 - 6800 - 350 = 305 CNY/t,
  // the reference formula FOB * FX - domestic - logistics exactly.
  expect(value('uco_export_arb')).toBeCloseTo(305, 6);
});

test('the UCO export arbitrage loses the 13 % export VAT rebate from 2024-12-01 (dated rate), on the same prices', async () => {
  await t.app.bars.upsert([
    dailyBar('ARGUS.UCOFOB', '2024-11-29', 1000),
    dailyBar('ARGUS.UCOFOB', '2024-12-02', 1000),
    dailyBar('CNSPOT.UCO', '2024-11-29', 6800),
    dailyBar('CNSPOT.UCO', '2024-12-02', 6800),
  ]);
  const uco = seed('uco_export_arb');
  const res = await t.call(
    '/v2/strategy/preview',
    { legs: uco.legs, rates: uco.rates, formula: uco.formula, unit: uco.unit, interval: '1d', from: Date.parse('2024-11-25'), to: Date.parse('2024-12-05') },
    admin,
  );
  expect(res.status).toBe(200);
  // USD/CNY in history: October 2024's FRED average 7.0881, in force from 2024-11-05 (G.5 release 2024-11-04) until
  // November's is published on 2024-12-02 16:15 New York (in force 12-03). VAT 13 %, logistics 350 CNY/t.
  // 2024-11-29, rebate 13 %: 1000 * 7.0881 - 6800 + 6800 / 1.13 * 0.13 - 350 = 720.400885;
  // 2024-12-02, rebate 0:    1000 * 7.0881 - 6800 - 350 = -61.9.
  expect(res.body.data.points.map((p: [number, number]) => [p[0], Number(p[1].toFixed(6))])).toEqual([
    [Date.parse('2024-11-29'), 720.400885],
    [Date.parse('2024-12-02'), -61.9],
  ]);
});

test("every new leg is a seeded product read with its page's grant", async () => {
  const res = await t.call('/v2/reference/product/list', { locale: 'en-US' }, admin);
  const access = new Map(res.body.data.map((p: { exchange: string; code: string; accessKey: string }) => [`${p.exchange}.${p.code}`, p.accessKey]));
  expect(
    Object.fromEntries(
      ['PLATTS.PXCFR', 'PLATTS.PTACFR', 'PLATTS.NAPHJ', 'PLATTS.C3CFR', 'ICE.SG180', 'ICE.RDAM35', 'ARGUS.UCOFOB', 'CNSPOT.UCO'].map((k) => [k, access.get(k)]),
    ),
  ).toEqual({
    'PLATTS.PXCFR': 'auth_tool_trade_realtime_pta',
    'PLATTS.PTACFR': 'auth_tool_trade_realtime_pta',
    'PLATTS.NAPHJ': 'auth_tool_trade_realtime_pta',
    'PLATTS.C3CFR': 'auth_tool_trade_realtime_ngl',
    'ICE.SG180': 'auth_tool_trade_realtime_oilOtc',
    'ICE.RDAM35': 'auth_tool_trade_realtime_oilOtc',
    'ARGUS.UCOFOB': 'auth_tool_trade_realtime_uc',
    'CNSPOT.UCO': 'auth_tool_trade_realtime_uc',
  });
});
