/**
 * /v2/strategy/*: listing by visibility and leg access, check (errors at their place), save (nothing saved on a bad
 * formula; owner or administrator), delete, preview over stored bars with dated rates, explain, and the seeded
 * strategies through the engine with the domain reference's known answers (docs/domain.md).
 * Everything is what ships: the seeded reference (server/features/reference/seed.ts: products, month mappings, dated
 * rates), bars written through the real bar store and read back through the series resolver, ticks on the app's
 * tick bus; only the clock is fake. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { RATE_KEYS } from '../../common/contract/reference';
import { FX_SOURCE, SEED_RATES } from '../../server/features/reference/seed';
import { SEED_STRATEGIES } from '../../server/features/strategy/seeds';
import { TopicHub } from '../../server/infra/stream/topicHub';
import { makeTestApp, type TestApp, must } from './helpers';
import { dailyBar, tick } from './marketRows';

const FU_IO = {
  legs: [
    { alias: 'FU', instrument: 'SHFE.FU2601' },
    { alias: 'FX', instrument: 'FX.USDCNY' },
    { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'FU' },
  ],
  formula: 'FU / FX - SG',
  unit: 'USD/t',
};
const NEW = { ...FU_IO, name: 'My FU', precision: 2, visibility: 'private' as const };

let t: TestApp;
let admin: string;
let trader: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, trader, viewer] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader'), t.tokenFor('viewer')]);
});
afterAll(() => t.close());

/** The app's topic provider of a family (`spread:`, `notify:`), as the stream socket reaches it. */
const providerOf = (topic: string) => {
  const hub = t.app.topics;
  if (!(hub instanceof TopicHub)) throw new Error('app.topics is not the topic hub');
  return must(hub.providerOf(topic), topic);
};

const seedId = async (seedKey: string) => must(await t.db.selectFrom('strategies').select('id').where('seed_key', '=', seedKey).executeTakeFirst(), seedKey).id;

describe('list and visibility', () => {
  test('every seeded strategy is listed for the administrator, owner system; the trader sees only those whose legs it may read', async () => {
    const all = await t.call('/v2/strategy/list', undefined, admin);
    expect(all.status).toBe(200);
    const seeded = all.body.data.items.filter((s) => s.seeded);
    expect(seeded.map((s) => s.name).sort()).toEqual(SEED_STRATEGIES.map((s) => s.name).sort());
    expect(seeded.every((s) => s.ownerName === 'system' && s.visibility === 'everyone' && s.canEdit)).toBe(true);
    // Unrenamed seeds name their seed, so the web app shows the name in the reader's language (issue 18).
    expect(seeded.map((s) => s.seedKey).sort()).toEqual(SEED_STRATEGIES.map((s) => s.seedKey).sort());
    expect(all.body.data.items.filter((s) => !s.seeded).every((s) => s.seedKey === null)).toBe(true);
    // The trader holds realtime, fu and lu (common/contract/qaAccounts.ts): FU, LU and Hi-5, not PG, PTA, PDH, Brent-WTI.
    const mine = await t.call('/v2/strategy/list', undefined, trader);
    expect(mine.body.data.items.map((s) => s.name).sort()).toEqual(
      [
        'FU inner/outer (USD/bbl)',
        'FU inner/outer (USD/t)',
        'Hi-5 (China: LU - FU)',
        'Hi-5 (Singapore)',
        'LU inner/outer (USD/bbl)',
        'LU inner/outer (USD/t)',
      ].sort(),
    );
    expect(mine.body.data.items.every((s) => !s.canEdit)).toBe(true);
  });

  test('the calls need auth_tool_trade_realtime: the viewer gets the 401 with a message', async () => {
    const res = await t.call('/v2/strategy/list', undefined, viewer);
    expect(res.status).toBe(401);
    expect(res.body.msgKey).toBe('api.error.forbidden');
  });

  test("a private strategy is the owner's; shared with a role, that role reads it; everyone, all who may read its legs", async () => {
    const saved = await t.call('/v2/strategy/save', NEW, trader);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'My FU', ownerName: 'Trader', canEdit: true, seeded: false });
    const id = saved.body.data.id;
    expect((await t.call('/v1/user/role/create', { name: 'analyst' }, admin)).status).toBe(200);
    const other = await t.call('/v1/user/admin/create', { username: 'analyst2', password: 'Analyst@12345', name: 'Analyst', role: 'analyst' }, admin);
    expect(other.status).toBe(200);
    await t.call('/v1/user/access/set', { userId: other.body.data.id, paths: ['/tool/trade/realtime', '/tool/trade/realtime/fu'] }, admin);
    const analyst = await t.tokenFor('analyst2');
    const sees = async () => (await t.call('/v2/strategy/list', undefined, analyst)).body.data.items.some((s) => s.id === id);
    expect(await sees()).toBe(false);
    expect((await t.call('/v2/strategy/get', { id }, analyst)).status).toBe(404);
    await t.call('/v2/strategy/save', { ...NEW, id, visibility: 'roles', roles: ['analyst'] }, trader);
    expect(await sees()).toBe(true);
    await t.call('/v2/strategy/save', { ...NEW, id, visibility: 'roles', roles: ['nobody'] }, trader);
    expect(await sees()).toBe(false);
    await t.call('/v2/strategy/save', { ...NEW, id, visibility: 'everyone' }, trader);
    expect(await sees()).toBe(true);
    // Readable is not editable: only the owner or an administrator changes or deletes it.
    const edit = await t.call('/v2/strategy/save', { ...NEW, id, name: 'Hijacked' }, analyst);
    expect(edit.status).toBe(401);
    expect((await t.call('/v2/strategy/delete', { id }, analyst)).status).toBe(401);
    expect((await t.call('/v2/strategy/get', { id }, admin)).body.data.name).toBe('My FU');
    expect((await t.call('/v2/strategy/delete', { id }, trader)).status).toBe(200);
    expect((await t.call('/v2/strategy/get', { id }, trader)).status).toBe(404);
  });

  test('a seeded strategy is changed only by an administrator', async () => {
    const id = await seedId('brent_wti');
    const s = (await t.call('/v2/strategy/get', { id }, admin)).body.data;
    const input = {
      id,
      name: s.name,
      description: 'edited',
      legs: s.legs,
      rates: s.rates,
      formula: s.formula,
      unit: s.unit,
      precision: 3,
      visibility: s.visibility,
    };
    const edited = await t.call('/v2/strategy/save', input, admin);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ description: 'edited', precision: 3, seeded: true, ownerId: null });
    const fu = await seedId('fu_inner_outer_usd_t');
    const fuStrategy = (await t.call('/v2/strategy/get', { id: fu }, trader)).body.data;
    const byTrader = await t.call('/v2/strategy/save', { ...NEW, id: fu, legs: fuStrategy.legs, formula: fuStrategy.formula }, trader);
    expect(byTrader.status).toBe(401);
  });

  test('nobody checks or saves a formula over legs they may not read', async () => {
    const oil = {
      legs: [
        { alias: 'B', instrument: 'ICE.BRENT@main' },
        { alias: 'W', instrument: 'NYMEX.WTI@main' },
      ],
      formula: 'B - W',
      unit: 'USD/bbl',
    };
    expect((await t.call('/v2/strategy/save', { ...NEW, ...oil }, trader)).status).toBe(401);
    expect((await t.call('/v2/strategy/check', oil, trader)).status).toBe(401);
    expect((await t.call('/v2/strategy/check', oil, admin)).body.data).toEqual({ ok: true, unit: 'USD/bbl', issues: [] });
  });
});

describe('check and save refuse bad formulas, naming the place', () => {
  test('check answers issues with their character range; save answers 400 and stores nothing', async () => {
    const before = (await t.db.selectFrom('strategies').select('id').execute()).length;
    const cases = [
      { formula: 'FU + SG', key: 'unitMismatch', start: 0, end: 7 },
      { formula: 'FU / SG', key: 'divideByPrice', start: 5, end: 7 },
      { formula: 'FU / FX - SGX', key: 'unknownName', start: 10, end: 13 },
      { formula: 'FU / (FX - SG', key: 'parse' },
    ];
    for (const c of cases) {
      const check = await t.call('/v2/strategy/check', { ...FU_IO, formula: c.formula }, trader);
      expect(check.status).toBe(200);
      expect(check.body.data.ok).toBe(false);
      expect(check.body.data.issues[0]).toMatchObject({ key: c.key, ...(c.start !== undefined ? { start: c.start, end: c.end } : {}) });
      const save = await t.call('/v2/strategy/save', { ...NEW, formula: c.formula }, trader);
      expect(save.status).toBe(400);
      expect(save.body.fields).toEqual({ formula: `strategy.formula.${c.key}` });
      expect(save.body.msg).toMatch(/^Formula error at \d+-\d+: /);
    }
    const ok = await t.call('/v2/strategy/check', FU_IO, trader);
    expect(ok.body.data).toEqual({ ok: true, unit: 'USD/t', issues: [] });
    const wrongUnit = await t.call('/v2/strategy/check', { ...FU_IO, unit: 'CNY/t' }, trader);
    expect(wrongUnit.body.data.issues[0]).toMatchObject({ key: 'resultUnit' });
    expect((await t.db.selectFrom('strategies').select('id').execute()).length).toBe(before);
  });

  test('unknown instruments, duplicate aliases and a bad month mapping are field errors of the legs', async () => {
    const res = await t.call(
      '/v2/strategy/check',
      {
        ...FU_IO,
        legs: [
          { alias: 'FU', instrument: 'SHFE.XX2601' },
          { alias: 'FU', instrument: 'FX.USDCNY' },
          { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'NOPE' },
        ],
      },
      trader,
    );
    // Issue 18: the check answers leg problems as its result (200, ok: false, fields), no longer 400: the editor
    // checks while typing and each 400 logged a console error. Save still answers them with 400 (below).
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: false,
      unit: null,
      issues: [],
      fields: {
        'legs.0.instrument': 'strategy.leg.unknownInstrument',
        'legs.1.alias': 'strategy.leg.duplicateAlias',
        'legs.2.mapFrom': 'strategy.leg.badMapFrom',
      },
    });
    const save = await t.call('/v2/strategy/save', { ...NEW, legs: [{ alias: 'FU', instrument: 'SHFE.XX2601' }] }, trader);
    expect(save.status).toBe(400);
    expect(save.body.fields).toMatchObject({ 'legs.0.instrument': 'strategy.leg.unknownInstrument' });
  });

  test('hostile formulas get issues, never a 500', async () => {
    const nasty = [
      `${'('.repeat(240)}FU${')'.repeat(240)}`,
      'FU'.padEnd(500, '+'),
      '"x"',
      'this',
      '[FU]',
      'FU ? SG : FX',
      'constructor',
      '__proto__',
      'FU; SG',
      'FU, SG',
      'a.b.c()',
      '1e999 * FU',
      `${'-'.repeat(400)}FU`,
      'ref("__proto__")',
      'ref()',
      'max()',
      '\u0000',
    ];
    for (const formula of nasty) {
      const res = await t.call('/v2/strategy/check', { ...FU_IO, formula }, trader);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200 && !res.body.data.ok) expect(res.body.data.issues.length).toBeGreaterThan(0);
    }
  });

  test('malformed bodies answer 400, never 500', async () => {
    for (const body of [{}, { legs: 'x', formula: 1, unit: null }, { ...FU_IO, legs: [{ alias: '1bad', instrument: 'SHFE.FU2601' }] }]) {
      expect((await t.call('/v2/strategy/check', body, trader)).status).toBe(400);
      expect((await t.call('/v2/strategy/save', body, trader)).status).toBe(400);
    }
  });
});

describe('preview and explain', () => {
  test('preview evaluates over stored bars with the month mapping and the rates (USD/CNY included) in force on each date', async () => {
    // FU Jan-2026 against SG380 Dec-2025 (month M-1): bars of other months must not be read.
    await t.app.bars.upsert([
      dailyBar('SHFE.FU2601', '2025-03-03', 2800),
      dailyBar('SHFE.FU2601', '2025-03-04', 2900),
      dailyBar('ICE.SG3802512', '2025-03-03', 392.55),
      dailyBar('ICE.SG3802512', '2025-03-04', 400),
      dailyBar('ICE.SG3802601', '2025-03-03', 1),
      dailyBar('FX.USDCNY', '2025-03-01', 7.1),
    ]);
    const res = await t.call('/v2/strategy/preview', { ...FU_IO, interval: '1d', from: Date.parse('2025-03-01'), to: Date.parse('2025-03-05') }, trader);
    expect(res.status).toBe(200);
    expect(res.body.data.unit).toBe('USD/t');
    const [[t1, v1], [t2, v2]] = res.body.data.points;
    expect([t1, t2]).toEqual([Date.parse('2025-03-03'), Date.parse('2025-03-04')]);
    // Issue 18, no look-ahead: history converts with the FRED monthly average in force on each date, never the stored
    // FX.USDCNY bars (the live feed's 7.1 above, which these values used before). January 2025's 7.2957 is in force
    // from 2025-02-04 (G.5 release Monday 2025-02-03, 16:15 New York); February's 7.2734 from 2025-03-04 (release
    // 2025-03-03): 2800 / 7.2957 - 392.55 = -8.7623 on 03-03, 2900 / 7.2734 - 400 = -1.2869 on 03-04.
    expect(v1).toBeCloseTo(2800 / 7.2957 - 392.55, 6);
    expect(v2).toBeCloseTo(2900 / 7.2734 - 400, 6);
    expect(res.body.data.demo).toBe(false);

    // LPG parity: the same prices give different costs either side of the 2019-04-01 VAT change (10 % -> 9 %).
    await t.app.bars.upsert([
      dailyBar('NYMEX.FEI2604', '2019-03-29', 600),
      dailyBar('NYMEX.FEI2604', '2019-04-01', 600),
      dailyBar('FX.USDCNY', '2019-03-01', 6.5),
    ]);
    const parity = SEED_STRATEGIES.find((s) => s.seedKey === 'pg_import_parity');
    const lpg = await t.call(
      '/v2/strategy/preview',
      {
        legs: [
          { alias: 'FEI', instrument: 'NYMEX.FEI2604' },
          { alias: 'FX', instrument: 'FX.USDCNY' },
        ],
        rates: parity?.rates,
        formula: parity?.formula ?? '',
        unit: 'CNY/t',
        interval: '1d',
        from: Date.parse('2019-03-01'),
        to: Date.parse('2019-04-30'),
      },
      admin,
    );
    // Seeded rates (server/features/reference/seed.ts): premium 10 USD/t, freight 70 USD/t, tariff 1 %, port fees 150 CNY/t,
    // LPG VAT 10 % from 2018-05-01 and 9 % from 2019-04-01. USD/CNY: February 2019's FRED average 6.7367, in force
    // from 2019-03-05 to 2019-04-01 (March's is released Monday 2019-04-01 16:15 New York, in force 04-02; the stored
    // 6.5 bar is not read). (600 + 10 + 70) * 6.7367 * 1.01 = 4626.7656;
    // * 1.10 + 150 = 5239.4421 on 2019-03-29, * 1.09 + 150 = 5193.1745 on 2019-04-01.
    expect(lpg.body.data.points.map((p) => Number(p[1].toFixed(4)))).toEqual([5239.4421, 5193.1745]);
    // The trader may not read FEI (auth_tool_trade_realtime_ngl).
    expect(
      (
        await t.call(
          '/v2/strategy/preview',
          {
            legs: [
              { alias: 'FEI', instrument: 'NYMEX.FEI2604' },
              { alias: 'FX', instrument: 'FX.USDCNY' },
            ],
            rates: parity?.rates,
            formula: parity?.formula ?? '',
            unit: 'CNY/t',
            interval: '1d',
          },
          trader,
        )
      ).status,
    ).toBe(401);
  });

  test('explain at a time gives each leg price and time, the rates with valid_from, the formula and the value', async () => {
    const saved = await t.call(
      '/v2/strategy/save',
      { ...NEW, rates: [{ alias: 'BBL', key: 'factor.bblpert.fueloil' }], formula: '(FU / FX - SG) / BBL', unit: 'USD/bbl', precision: 3 },
      trader,
    );
    const id = saved.body.data.id;
    const res = await t.call('/v2/strategy/explain', { id, ts: Date.parse('2025-03-03T12:00:00Z') }, trader);
    expect(res.status).toBe(200);
    const x = res.body.data;
    expect(x).toMatchObject({ formula: '(FU / FX - SG) / BBL', unit: 'USD/bbl', precision: 3 });
    // USD/CNY at a past time: the monthly average in force on its trading date (2025-03-03: January's 7.2957, see the
    // preview above), not the stored FX bar (7.1 before issue 18), and the answer says so.
    expect(x.value).toBeCloseTo((2800 / 7.2957 - 392.55) / 6.35, 6);
    expect(x.legs).toEqual([
      { alias: 'FU', instrument: 'SHFE.FU2601', unit: 'CNY/t', price: 2800, ts: Date.parse('2025-03-03'), demo: false },
      { alias: 'FX', instrument: 'FX.USDCNY', unit: 'CNY/USD', price: 7.2957, ts: null, demo: false },
      { alias: 'SG', instrument: 'ICE.SG3802512', unit: 'USD/t', price: 392.55, ts: Date.parse('2025-03-03'), demo: false },
    ]);
    // The seeded barrels per tonne of fuel oil: 6.35 bbl/t in force since 1970-01-01, with its source.
    const bbl = must(
      SEED_RATES.find((r) => r.key === RATE_KEYS.bblPerTonneFuelOil),
      'seeded bbl/t',
    );
    expect(bbl).toMatchObject({ value: 6.35, unit: 'bbl/t', validFrom: '1970-01-01' });
    expect(x.rates).toEqual([{ key: 'factor.bblpert.fueloil', alias: 'BBL', value: 6.35, unit: 'bbl/t', validFrom: '1970-01-01', source: bbl.source }]);
    expect(x.fx).toEqual([
      {
        alias: 'FX',
        instrument: 'FX.USDCNY',
        source: 'reference',
        key: 'fx.usdcny',
        value: 7.2957,
        unit: 'CNY/USD',
        ts: null,
        validFrom: '2025-02-04',
        sourceLabel: FX_SOURCE,
        demo: false,
      },
    ]);
  });
});

describe('the engine', () => {
  beforeAll(async () => {
    // ZCE PL is listed from 2025-07-22 (seeded product version): before that the PDH margin has no PL leg to run on.
    // The clock moves past it, and the engine recompiles as it does after any change.
    t.clock.set(Date.UTC(2025, 7, 1, 2, 0, 0));
    await t.app.strategy.reload();
  });

  test('each seeded formula gives its known answer on live ticks (docs/domain.md; arithmetic next to each)', async () => {
    const now = t.clock.now();
    const at = (i: number) => now + i;
    t.app.bus.publish([
      tick('SHFE.FU@main', 2800, at(1)),
      tick('FX.USDCNY', 7.1, at(2)),
      tick('ICE.SG380@main', 392.55, at(3)),
      tick('INE.LU@main', 3900, at(4)),
      tick('ICE.MF05@main', 540, at(5)),
      tick('NYMEX.FEI@main', 600, at(6)),
      tick('DCE.PG@main', 4800, at(7)),
      tick('ZCE.PL@main', 6900, at(8)),
      tick('ZCE.TA@main', 5800, at(9)),
      tick('ZCE.PX@main', 8000, at(10)),
      tick('ICE.BRENT@main', 82.5, at(11)),
      tick('NYMEX.WTI@main', 78.25, at(12)),
    ]);
    const engine = must(t.app.strategy.engine, 'engine');
    const value = async (key: string) => must(engine.latest(await seedId(key)), key).value;
    // FU / FX - SG: 2800 / 7.10 - 392.55 = +1.82 USD/t (the reference's worked example); / 6.35 = 0.286 USD/bbl.
    expect(await value('fu_inner_outer_usd_t')).toBeCloseTo(1.82, 2);
    expect(await value('fu_inner_outer_usd_bbl')).toBeCloseTo(0.286, 3);
    // LU / FX - MF: 3900 / 7.1 - 540 = 9.2958 USD/t; / 6.35 = 1.4639 USD/bbl.
    expect(await value('lu_inner_outer_usd_t')).toBeCloseTo(9.2958, 4);
    expect(await value('lu_inner_outer_usd_bbl')).toBeCloseTo(1.4639, 4);
    // Hi-5: 540 - 392.55 = 147.45 USD/t; China: 3900 - 2800 = 1100 CNY/t.
    expect(await value('hi5_singapore')).toBeCloseTo(147.45, 6);
    expect(await value('hi5_china')).toBe(1100);
    // The clock is 2025-08-01: LPG VAT 9 %, premium 10, freight 70 USD/t, tariff 1 %, port fees 150 CNY/t (all seeded):
    // (600 + 10 + 70) * 7.1 * 1.01 * 1.09 + 150 = 5465.1452; PG - parity = 4800 - 5465.1452 = -665.1452.
    expect(await value('pg_import_parity')).toBeCloseTo(5465.1452, 4);
    expect(await value('pg_inner_outer')).toBeCloseTo(-665.1452, 4);
    // PDH (exchange), seeded K = 1.2 and cost 200 USD/t: 6900 - 1.2 * 4800 - 200 * 7.1 = -280 CNY/t.
    // PTA, seeded K = 0.655: 5800 - 0.655 * 8000 = 560 CNY/t. Brent-WTI: 82.5 - 78.25 = 4.25 USD/bbl.
    expect(await value('pdh_margin')).toBeCloseTo(-280, 6);
    expect(await value('pta_processing')).toBeCloseTo(560, 6);
    expect(await value('brent_wti')).toBeCloseTo(4.25, 6);
  });

  test('publishes spread:<id> on the bus, serves the topic and the spread scheme, and stores 1-minute and daily bars', async () => {
    const id = await seedId('brent_wti');
    const services = t.app.strategy;
    const provider = providerOf(`spread:${id}`);
    const updates: unknown[] = [];
    const seen: [string, unknown][] = [];
    const stopSeen = t.app.bus.subscribeTopics('spread:', (topic, d) => seen.push([topic, d]));
    const stop = provider.subscribe(`spread:${id}`, (d) => updates.push(d));
    t.app.bus.publish([tick('ICE.BRENT@main', 83, t.clock.now() + 60_000, true)]);
    stop();
    expect(updates).toEqual([expect.objectContaining({ strategyId: id, value: 4.75, unit: 'USD/bbl', demo: true })]);
    expect(await provider.snapshot(`spread:${id}`)).toMatchObject({ value: 4.75 });
    const traderUser = {
      id: 'x',
      username: 'trader',
      name: 'T',
      role: 'trader',
      isAdmin: false,
      paths: new Set(['/tool/trade/realtime', '/tool/trade/realtime/fu']),
      sessionId: 's',
    };
    expect(await provider.canRead(traderUser, `spread:${id}`)).toBe(false);
    expect(await provider.canRead(traderUser, `spread:${await seedId('fu_inner_outer_usd_t')}`)).toBe(true);
    // A follower computes nothing: the leader publishes for every process. Leadership is Redis's word (the network
    // edge, absent here): this process is made a follower for one tick.
    const follower = jest.spyOn(t.app.bus, 'isLeader').mockReturnValue(false);
    t.app.bus.publish([tick('ICE.BRENT@main', 84, t.clock.now() + 61_000)]);
    follower.mockRestore();
    stopSeen();
    const published = seen.filter(([topic]) => topic === `spread:${id}`).map(([, d]) => (d as { value: number }).value);
    expect(published).toContain(4.75);
    expect(published).not.toContain(5.75);

    await services.engine?.flush();
    const all = { instrument: `spread:${id}`, from: 0, to: Number.MAX_SAFE_INTEGER };
    const bars = [...(await t.app.bars.range({ ...all, interval: '1m' })), ...(await t.app.bars.range({ ...all, interval: '1d' }))];
    expect(bars.map((b) => b.interval).sort()).toEqual(['1d', '1m', '1m']);
    const daily = must(
      bars.find((b) => b.interval === '1d'),
      'daily bar',
    );
    expect(daily).toMatchObject({ open: 4.25, high: 4.75, low: 4.25, close: 4.75, settle: null, demo: true, source: 'strategy' });

    expect((await t.app.series.resolve(null, `spread:${id}`, { from: 0, to: 1, interval: '1d', maxPoints: 10 })).unit).toBe('USD/bbl');
  });
});

describe('USD/CNY: the live rate while fresh, else the monthly average in force (issue 18; fxRate.ts)', () => {
  // Friday 2025-08-01 10:00 Beijing: the FX market (CFETS 09:30-03:00) is open. The rate in force that day is June
  // 2025's FRED average 7.1804 (G.5 release Monday 2025-07-07, 16:15 New York: in force from 2025-07-08).
  const OPEN = Date.UTC(2025, 7, 1, 2, 0, 0);
  const JUNE_AVERAGE = 7.1804;
  const FX_AT = OPEN + 10 * 60_000;
  const fuFor = async () => seedId('fu_inner_outer_usd_t');
  const engine = () => must(t.app.strategy.engine, 'engine');
  let reader: string;

  beforeAll(async () => {
    t.clock.set(OPEN);
    await t.app.strategy.reload();
    // A session issued at this clock (the suite's tokens were issued at the default one).
    reader = await t.tokenFor('trader');
    expect(t.app.reference?.rateAsOf('fx.usdcny', '2025-08-01')).toMatchObject({ value: JUNE_AVERAGE, validFrom: '2025-07-08' });
  });

  test('a fresh live tick is used, named with its time, and a demo rate makes the value demo', async () => {
    // Later than the ticks of the tests above (the bus keeps each instrument's latest tick).
    t.app.bus.publish([tick('FX.USDCNY', 7.1834, FX_AT, true), tick('SHFE.FU@main', 2800, FX_AT + 1000), tick('ICE.SG380@main', 392.55, FX_AT + 2000)]);
    const live = must(engine().latest(await fuFor()), 'live value');
    expect(live.value).toBeCloseTo(2800 / 7.1834 - 392.55, 6);
    expect(live.demo).toBe(true);
    expect(live.fx).toEqual([expect.objectContaining({ source: 'live', value: 7.1834, ts: FX_AT, sourceLabel: 'FX.USDCNY', demo: true })]);
    const res = await t.call('/v2/strategy/explain', { id: await fuFor() }, reader);
    expect(res.body).toMatchObject({ code: 200 });
    const x = res.body.data;
    expect(x.value).toBeCloseTo(2800 / 7.1834 - 392.55, 6);
    expect(x.demo).toBe(true);
    expect(x.fx).toEqual([expect.objectContaining({ alias: 'FX', source: 'live', value: 7.1834, ts: FX_AT, demo: true })]);
  });

  test('a live tick older than 5 minutes gives way to the monthly average in force; its stale time marks nothing', async () => {
    // The last FX tick is at FX_AT; FU ticks 5 min 1 s later (the demo and a real feed may stop FX alone).
    const late = FX_AT + 5 * 60_000 + 1000;
    t.clock.set(late);
    const seen: unknown[] = [];
    const stop = t.app.bus.subscribeTopics('spread:', (_topic, d) => seen.push(d));
    t.app.bus.publish([tick('SHFE.FU@main', 2810, late, false), tick('ICE.SG380@main', 392.55, late, false)]);
    stop();
    const id = await fuFor();
    const live = must(engine().latest(id), 'live value');
    expect(live.value).toBeCloseTo(2810 / JUNE_AVERAGE - 392.55, 6);
    expect(live.fx).toEqual([
      expect.objectContaining({ source: 'reference', key: 'fx.usdcny', value: JUNE_AVERAGE, ts: null, validFrom: '2025-07-08', sourceLabel: FX_SOURCE }),
    ]);
    // The FX leg is not a tick any more: the spread's leg times (board staleness) list only the price legs.
    const payload = seen.find((d) => (d as { strategyId: string }).strategyId === id) as { legs: { instrument: string }[] };
    expect(payload.legs.map((l) => l.instrument).sort()).toEqual(['ICE.SG380@main', 'SHFE.FU@main']);
    const res = await t.call('/v2/strategy/explain', { id }, reader);
    expect(res.body).toMatchObject({ code: 200 });
    const x = res.body.data;
    expect(x.value).toBeCloseTo(2810 / JUNE_AVERAGE - 392.55, 6);
    expect(x.fx).toEqual([expect.objectContaining({ source: 'reference', value: JUNE_AVERAGE, validFrom: '2025-07-08' })]);
    expect(x.legs.find((l: { alias: string }) => l.alias === 'FX')).toMatchObject({ price: JUNE_AVERAGE, ts: null, demo: false });
  });

  test('outside the FX session a live tick, however recent, is not used', async () => {
    // Saturday 2025-08-02 04:00 Beijing: CFETS closed (its Friday session ended at 03:00).
    const closed = Date.UTC(2025, 7, 1, 20, 0, 0);
    t.clock.set(closed);
    t.app.bus.publish([tick('FX.USDCNY', 7.2, closed - 1000, true), tick('ICE.SG380@main', 393, closed, false)]);
    const live = must(engine().latest(await fuFor()), 'live value');
    expect(live.fx[0]).toMatchObject({ source: 'reference', value: JUNE_AVERAGE });
  });

  test('history never uses a live rate: a preview over the same day reads the monthly average', async () => {
    // Live FX ticks are on the bus (above); the 1-minute FU and SG bars of that morning convert at 7.1804.
    t.clock.set(FX_AT);
    await t.app.bars.upsert([
      { ...dailyBar('SHFE.FU2601', '2025-08-01', 2800), interval: '1m', ts: OPEN },
      { ...dailyBar('ICE.SG3802512', '2025-08-01', 392.55), interval: '1m', ts: OPEN },
      { ...dailyBar('FX.USDCNY', '2025-08-01', 7.1834), interval: '1m', ts: OPEN },
    ]);
    const res = await t.call('/v2/strategy/preview', { ...FU_IO, interval: '1m', from: OPEN - 60_000, to: OPEN + 60_000 }, reader);
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.data.points).toEqual([[OPEN, expect.any(Number)]]);
    expect(res.body.data.points[0][1]).toBeCloseTo(2800 / JUNE_AVERAGE - 392.55, 6);
  });
});
