/**
 * The reference area's calls (/v2/reference/..., docs/market-data/reference.md) over SQLite, or PostgreSQL with
 * TEST_DATABASE_URL: the seed, dated product versions (FU 50 t before its 2018 relaunch), contract months, month
 * mappings, dated rates (the VAT steps of 2018 and 2019), access (readers vs administrators) and the audit trail.
 * The harness clock stands at 2025-04-01 (China date).
 */
import { Value } from '@sinclair/typebox/value';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { RATE_KEYS } from '../../common/contract/reference';
import { seedReference } from '../../server/features/reference/seed';
import { expectApiError, msgKeyOf } from './apiErrors';
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

const FU_VERSION = {
  exchange: 'SHFE',
  code: 'FU',
  names: { 'zh-CN': '燃料油', 'en-US': 'Fuel oil 380 (bonded)', 'ar-EG': 'زيت الوقود' },
  lot: 20,
  tick: 1,
  currency: 'CNY',
  unit: 'CNY/t',
  quoteBasis: 'bonded',
  sessions: ['09:00-10:15', '10:30-11:30', '13:30-15:00', '21:00-23:00'],
  timeZone: 'Asia/Shanghai',
  settlementRule: 'Volume-weighted average of the day',
  listingRule: 'monthly:12;ltd:prevMonthLast',
  versionNote: 'Test: lot changed to 20 t',
} as const;

describe('products', () => {
  test('lists the 22 seeded products with their current version and names in the asked locale', async () => {
    const res = await t.call('/v2/reference/product/list', { locale: 'en-US' }, trader);
    expect(res.status).toBe(200);
    shape('/v2/reference/product/list', res.body);
    const keys = res.body.data.map((p) => `${p.exchange}.${p.code}`);
    // docs/market-data.md, "Instruments and who may read them": the 22 products (8 added by issue 20's product pages).
    expect(keys.sort()).toEqual(
      [
        'DCE.PG',
        'FX.USDCNY',
        'ICE.BRENT',
        'ICE.DUBAI',
        'ICE.MF05',
        'ICE.SG380',
        'INE.LU',
        'INE.SC',
        'NYMEX.FEI',
        'NYMEX.WTI',
        'SHFE.FU',
        'ZCE.PL',
        'ZCE.PX',
        'ZCE.TA',
        'PLATTS.PXCFR',
        'PLATTS.PTACFR',
        'PLATTS.NAPHJ',
        'PLATTS.C3CFR',
        'ICE.SG180',
        'ICE.RDAM35',
        'ARGUS.UCOFOB',
        'CNSPOT.UCO',
      ].sort(),
    );
    const fu = res.body.data.find((p) => p.code === 'FU');
    // docs/domain.md: FU is 10 t bonded since the 2018 relaunch; 50 t / 180 cSt before.
    expect(fu).toMatchObject({
      lot: 10,
      quoteBasis: 'bonded',
      validFrom: '2018-07-16',
      versions: 2,
      name: 'Fuel oil 380 (bonded)',
      accessKey: 'auth_tool_trade_realtime_fu',
    });
    expect(fu?.sessions).toContain('21:00-23:00');
    const zh = await t.call('/v2/reference/product/list', {}, trader);
    expect(zh.body.data.find((p) => p.code === 'PG')?.name).toBe('液化石油气');
    const ar = await t.call('/v2/reference/product/list', { locale: 'ar-EG-u-nu-latn' }, trader);
    expect(ar.body.data.find((p) => p.code === 'PG')?.name).toBe('غاز البترول المسال');
  });

  test('answers the version in force on a date: FU is the 50 t contract before 2018-07-16', async () => {
    const res = await t.call('/v2/reference/product/versions', { exchange: 'SHFE', code: 'FU' }, trader);
    expect(res.status).toBe(200);
    shape('/v2/reference/product/versions', res.body);
    expect(res.body.data.map((v) => [v.validFrom, v.lot])).toEqual([
      ['2018-07-16', 10],
      ['2004-08-25', 50],
    ]);
    const ref = t.app.reference;
    expect(ref.product('SHFE', 'FU', '2018-07-15')?.lot).toBe(50);
    expect(ref.product('SHFE', 'FU', '2018-07-16')?.lot).toBe(10);
    expect(ref.product('SHFE', 'FU', '2000-01-01')).toBeUndefined();
    expect(ref.resolveInstrument({ exchange: 'SHFE', code: 'FU', month: '2018-01', continuous: null }, '2017-12-01')?.quoteBasis).toBe('taxIncluded');
    expectApiError(await t.call('/v2/reference/product/versions', { exchange: 'SHFE', code: 'XX' }, trader), 'notFound');
  });

  test('adds a version only after the latest one, as an administrator, audited', async () => {
    const notLater = await t.call('/v2/reference/product/addVersion', { ...FU_VERSION, validFrom: '2018-07-16' }, admin);
    expectApiError(notLater, 'referenceValidFrom');
    expect(notLater.body.fields).toEqual({ validFrom: msgKeyOf('referenceValidFrom') });

    expectApiError(await t.call('/v2/reference/product/addVersion', { ...FU_VERSION, validFrom: '2025-06-01' }, trader), 'forbidden');

    const bad = await t.call(
      '/v2/reference/product/addVersion',
      { ...FU_VERSION, validFrom: '2025-02-30', names: { 'zh-CN': '燃料油' }, listingRule: 'weekly:2', timeZone: 'Mars/Olympus', sessions: ['25:00-26:00'] },
      admin,
    );
    expectApiError(bad, 'badRequest');
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['listingRule', 'names', 'sessions', 'timeZone', 'validFrom']);

    const added = await t.call('/v2/reference/product/addVersion', { ...FU_VERSION, validFrom: '2025-06-01' }, admin);
    expect(added.status).toBe(200);
    shape('/v2/reference/product/addVersion', added.body);
    expect(added.body.data).toMatchObject({ lot: 20, validFrom: '2025-06-01', createdBy: 'admin', kind: 'future', accessKey: 'auth_tool_trade_realtime_fu' });

    // Today (2025-04-01) the 2018 version is still in force; from 2025-06-01 the new one; the past is unchanged.
    const ref = t.app.reference;
    expect(ref.product('SHFE', 'FU')?.lot).toBe(10);
    expect(ref.product('SHFE', 'FU', '2025-06-01')?.lot).toBe(20);
    expect(ref.product('SHFE', 'FU', '2010-01-01')?.lot).toBe(50);
    const versions = await t.call('/v2/reference/product/versions', { exchange: 'SHFE', code: 'FU' }, trader);
    expect(versions.body.data.map((v) => v.validFrom)).toEqual(['2025-06-01', '2018-07-16', '2004-08-25']);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reference.productVersion').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: 'admin', target_name: 'SHFE.FU' });
    expect(JSON.parse(audit[0].detail)).toMatchObject({ validFrom: '2025-06-01', previousValidFrom: '2018-07-16', lot: 20 });
  });
});

describe('contract months', () => {
  test('lists the months of the listing rule with their last trading days', async () => {
    const res = await t.call('/v2/reference/contract/list', { exchange: 'SHFE', code: 'FU', date: '2025-12-31' }, trader);
    expect(res.status).toBe(200);
    shape('/v2/reference/contract/list', res.body);
    // SHFE FU (2018): last trading day = the last trading day of the month before delivery.
    expect(res.body.data.contracts).toHaveLength(12);
    expect(res.body.data.contracts[0]).toEqual({ instrument: 'SHFE.FU2601', month: '2026-01', lastTradeDate: '2025-12-31' });
    expect(res.body.data.contracts[11].instrument).toBe('SHFE.FU2612');
    // DCE PG: 4th last trading day of the contract month.
    const pg = await t.call('/v2/reference/contract/list', { exchange: 'DCE', code: 'PG', date: '2026-03-02' }, trader);
    expect(pg.body.data.contracts[0]).toEqual({ instrument: 'DCE.PG2603', month: '2026-03', lastTradeDate: '2026-03-26' });
    // An undated instrument has no contracts; a product not yet listed on the date has none either.
    const fx = await t.call('/v2/reference/contract/list', { exchange: 'FX', code: 'USDCNY' }, trader);
    expect(fx.body.data).toEqual({ date: '2025-04-01', listingRule: 'none', contracts: [] });
    const pl = await t.call('/v2/reference/contract/list', { exchange: 'ZCE', code: 'PL', date: '2025-01-02' }, trader);
    expect(pl.body.data.contracts).toEqual([]);
    expect(t.app.reference.contracts('ZCE', 'PL', '2025-08-01')[0].instrument).toBe('ZCE.PL2508');
    const badDate = await t.call('/v2/reference/contract/list', { exchange: 'SHFE', code: 'FU', date: '2025-13-01' }, trader);
    expectApiError(badDate, 'badRequest');
    expect(badDate.body.fields).toHaveProperty('date');
  });
});

describe('month mappings', () => {
  test('maps FU month M to Singapore 380 M-1; an administrator changes it with a new row, audited', async () => {
    const ref = t.app.reference;
    const list = await t.call('/v2/reference/mapping/list', undefined, trader);
    expect(list.status).toBe(200);
    shape('/v2/reference/mapping/list', list.body);
    expect(list.body.data.find((m) => m.from === 'SHFE.FU' && m.to === 'ICE.SG380')?.offset).toBe(-1);
    expect(ref.mapMonth('SHFE.FU', 'ICE.SG380', '2026-01')).toBe('2025-12');
    expect(ref.mapMonth('INE.LU', 'ICE.MF05', '2026-03')).toBe('2026-02');
    expect(ref.mapMonth('SHFE.FU', 'NYMEX.WTI', '2026-03')).toBe('2026-03');

    expectApiError(await t.call('/v2/reference/mapping/set', { from: 'SHFE.FU', to: 'ICE.SG380', offset: 0, note: 'x' }, trader), 'forbidden');
    let changes = 0;
    const off = ref.onChange(() => changes++);
    const set = await t.call('/v2/reference/mapping/set', { from: 'SHFE.FU', to: 'ICE.SG380', offset: -2, note: 'test' }, admin);
    off();
    expect(set.status).toBe(200);
    shape('/v2/reference/mapping/set', set.body);
    expect(changes).toBe(1);
    expect(ref.mapMonth('SHFE.FU', 'ICE.SG380', '2026-01')).toBe('2025-11');
    const rows = await t.db
      .selectFrom('month_mappings')
      .select('month_offset')
      .where('from_product', '=', 'SHFE.FU')
      .where('to_product', '=', 'ICE.SG380')
      .execute();
    expect(rows.map((r) => Number(r.month_offset)).sort((a, b) => a - b)).toEqual([-2, -1]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reference.mapping').execute();
    expect(JSON.parse(audit[0].detail)).toMatchObject({ offset: -2, previous: -1 });
    await t.call('/v2/reference/mapping/set', { from: 'SHFE.FU', to: 'ICE.SG380', offset: -1, note: 'back' }, admin);
  });
});

describe('dated rates', () => {
  const asOf = async (key: string, date: string) => (await t.call('/v2/reference/rate/asOf', { key, date }, trader)).body.data?.value;

  test('VAT on LPG and the general rate step on 2018-05-01 and 2019-04-01 (docs/domain.md, "Taxes")', async () => {
    expect(await asOf(RATE_KEYS.vatLpg, '2017-06-30')).toBe(0.13);
    expect(await asOf(RATE_KEYS.vatLpg, '2018-04-30')).toBe(0.11);
    expect(await asOf(RATE_KEYS.vatLpg, '2018-05-01')).toBe(0.1);
    expect(await asOf(RATE_KEYS.vatLpg, '2019-03-31')).toBe(0.1);
    expect(await asOf(RATE_KEYS.vatLpg, '2019-04-01')).toBe(0.09);
    expect(await asOf(RATE_KEYS.vatGeneral, '2018-04-30')).toBe(0.17);
    expect(await asOf(RATE_KEYS.vatGeneral, '2018-05-01')).toBe(0.16);
    expect(await asOf(RATE_KEYS.vatGeneral, '2019-04-01')).toBe(0.13);
    const res = await t.call('/v2/reference/rate/asOf', { key: RATE_KEYS.vatLpg, date: '2019-04-01' }, trader);
    shape('/v2/reference/rate/asOf', res.body);
    expect(res.body.data).toMatchObject({ validFrom: '2019-04-01', unit: 'ratio' });
    expect(res.body.data?.source).toContain('2019');
    expect(t.app.reference.rateAsOf(RATE_KEYS.vatLpg, '2018-04-30')?.value).toBe(0.11);
  });

  test('answers null before a rate exists and FX from the FRED monthly averages', async () => {
    const before = await t.call('/v2/reference/rate/asOf', { key: RATE_KEYS.usdCny, date: '1980-12-31' }, trader);
    expect(before.status).toBe(200);
    expect(before.body.data).toBeNull();
    // FRED EXCHUS monthly averages (server/features/reference/data/fred-usdcny-monthly.csv), each in force from the
    // China date after its G.5 release (first Monday of the next month, 16:15 New York; ALFRED: February 2025 was
    // published 2025-03-03). Issue 18: these answered the month's own average from its 1st before it was published.
    // March 2025 (7.2493) was published Monday 2025-04-07: from 2025-04-08; February (7.2734) from 2025-03-04.
    expect(await asOf(RATE_KEYS.usdCny, '2025-04-15')).toBe(7.2493);
    expect(await asOf(RATE_KEYS.usdCny, '2025-04-07')).toBe(7.2734);
    expect(await asOf(RATE_KEYS.usdCny, '2025-03-31')).toBe(7.2734);
    // The case: on 2022-05-03 the last known average is April's 6.431 (published 2022-05-02), not May's 6.699,
    // which applies from 2022-06-07 (G.5 of Monday 2022-06-06).
    expect(await asOf(RATE_KEYS.usdCny, '2022-05-03')).toBe(6.431);
    expect(await asOf(RATE_KEYS.usdCny, '2022-06-06')).toBe(6.431);
    expect(await asOf(RATE_KEYS.usdCny, '2022-06-07')).toBe(6.699);
    const row = await t.call('/v2/reference/rate/asOf', { key: RATE_KEYS.usdCny, date: '2022-05-03' }, trader);
    expect(row.body.data).toMatchObject({ validFrom: '2022-05-03', note: expect.stringContaining('Monthly average of 2022-04') });
    expect(await asOf('no.such.rate', '2025-03-31')).toBeUndefined();
  });

  test('lists every key with its current value, and seeds the coefficients of the spreads', async () => {
    const res = await t.call('/v2/reference/rate/list', {}, trader);
    expect(res.status).toBe(200);
    shape('/v2/reference/rate/list', res.body);
    const byKey = Object.fromEntries(res.body.data.map((r) => [r.key, r]));
    expect(Object.keys(byKey).sort()).toEqual(Object.values(RATE_KEYS).sort());
    // On 2025-04-01 the last published average is February 2025's (G.5 of 2025-03-03), not April's (issue 18).
    expect(byKey[RATE_KEYS.usdCny]).toMatchObject({ value: 7.2734, validFrom: '2025-03-04' });
    expect(byKey[RATE_KEYS.bblPerTonneFuelOil].value).toBe(6.35);
    expect(byKey[RATE_KEYS.ptaPxCoefficient].value).toBe(0.655);
    expect(byKey[RATE_KEYS.fuelOilConsumptionTax]).toMatchObject({ value: 1218, unit: 'CNY/t' });
    expect(byKey[RATE_KEYS.lpgParityFreight].source).toBe('assumption');
    // Issue 18: sources are named for readers, never as a repository path ("docs/domain.md ...").
    expect(res.body.data.filter((r) => /docs\/|\.md\b/.test(r.source))).toEqual([]);
    expect(byKey[RATE_KEYS.fuelOilConsumptionTax].source).toBe('Desk domain reference "Markets, contracts and formulas"');
    const old = await t.call('/v2/reference/rate/list', { date: '2018-04-30' }, trader);
    expect(old.body.data.find((r) => r.key === RATE_KEYS.vatLpg)?.value).toBe(0.11);
  });

  test('an administrator adds a dated rate and corrects one; the history keeps both; readers cannot add', async () => {
    const key = RATE_KEYS.lpgParityFreight;
    const body = { key, validFrom: '2025-03-01', value: 80, unit: 'USD/t', source: 'desk', note: 'new freight' };
    expectApiError(await t.call('/v2/reference/rate/add', body, trader), 'forbidden');
    const added = await t.call('/v2/reference/rate/add', body, admin);
    expect(added.status).toBe(200);
    shape('/v2/reference/rate/add', added.body);
    expect(await asOf(key, '2025-02-28')).toBe(70);
    expect(await asOf(key, '2025-03-01')).toBe(80);
    // A correction of the same date is another row: it is in force, the first is marked superseded.
    await t.call('/v2/reference/rate/add', { ...body, value: 82, note: 'corrected' }, admin);
    expect(await asOf(key, '2025-03-01')).toBe(82);
    const history = await t.call('/v2/reference/rate/history', { key }, trader);
    shape('/v2/reference/rate/history', history.body);
    expect(history.body.data.map((r) => [r.validFrom, r.value, r.superseded])).toEqual([
      ['2025-03-01', 82, false],
      ['2025-03-01', 80, true],
      ['1970-01-01', 70, false],
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reference.rate').execute();
    expect(audit.map((a) => JSON.parse(a.detail).value).sort()).toEqual([80, 82]);
    expectApiError(await t.call('/v2/reference/rate/history', { key: 'no.such.rate' }, trader), 'notFound');
    const badDate = await t.call('/v2/reference/rate/add', { ...body, validFrom: '2025-02-29' }, admin);
    expectApiError(badDate, 'badRequest');
    expect(badDate.body.fields).toHaveProperty('validFrom');
  });

  // Issue 18: `fx.usdcny` = 71 USD/t from 2030-01-01 was accepted without a word.
  test('a rate in another unit than its key is refused; an implausible value or a far-future date asks for confirmation', async () => {
    const fx = { key: RATE_KEYS.usdCny, validFrom: '2030-01-01', value: 71, unit: 'USD/t', source: 'typo', note: '' };
    const wrongUnit = await t.call('/v2/reference/rate/add', fx, admin);
    expectApiError(wrongUnit, 'referenceRateUnit');
    expect(wrongUnit.body.fields).toEqual({ unit: 'reference.rate.check.unit' });
    expect(wrongUnit.body.msg).toBe('fx.usdcny is in CNY/USD, not USD/t: enter the value in CNY/USD');
    // Confirming does not make a wrong unit right.
    expectApiError(await t.call('/v2/reference/rate/add', { ...fx, confirm: true }, admin), 'referenceRateUnit');
    // The right unit, but 71 is outside the seeded history's range (1.5518 .. 8.7251; widened: 0.7759 .. 13.09) and
    // 2030-01-01 is more than a year after today (2025-04-01).
    const implausible = await t.call('/v2/reference/rate/add', { ...fx, unit: 'CNY/USD' }, admin);
    expectApiError(implausible, 'referenceRateConfirm');
    expect(implausible.status).toBe(409);
    expect(implausible.body.fields).toEqual({ value: 'reference.rate.check.implausible', validFrom: 'reference.rate.check.farFuture' });
    expect(await asOf(RATE_KEYS.usdCny, '2030-01-02')).not.toBe(71);
    // A plausible value a month ahead passes without a question.
    const plain = await t.call('/v2/reference/rate/add', { ...fx, unit: 'CNY/USD', value: 7.3, validFrom: '2025-05-06' }, admin);
    expect(plain.status).toBe(200);
    // Confirmed, the unusual row is stored, and the audit says it was confirmed.
    const confirmed = await t.call('/v2/reference/rate/add', { ...fx, unit: 'CNY/USD', value: 14, confirm: true }, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).not.toHaveProperty('confirm');
    expect(await asOf(RATE_KEYS.usdCny, '2030-01-02')).toBe(14);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reference.rate').execute();
    expect(audit.map((a) => JSON.parse(a.detail)).find((d) => d.value === 14)).toMatchObject({ confirmed: true });
    // A new key has no history: no unit or range to check against.
    expect((await t.call('/v2/reference/rate/add', { ...fx, key: 'desk.new.factor', unit: 'x', value: 71, validFrom: '2025-04-02' }, admin)).status).toBe(200);
  });
});

describe('access', () => {
  test('a user without the real-time page grant gets the 401 with a message; no token gets the 401 without', async () => {
    for (const [path, body] of [
      ['/v2/reference/product/list', {}],
      ['/v2/reference/rate/list', {}],
      ['/v2/reference/rate/asOf', { key: RATE_KEYS.vatLpg, date: '2019-04-01' }],
      ['/v2/reference/contract/list', { exchange: 'SHFE', code: 'FU' }],
    ] as const) {
      expectApiError(await t.call(path, body, viewer), 'forbidden');
      expectApiError(await t.call(path, body, null), 'unauthorized');
    }
    expectApiError(await t.call('/v2/reference/mapping/list', undefined, viewer), 'forbidden');
    expectApiError(
      await t.call('/v2/reference/rate/add', { key: 'x.y', validFrom: '2025-01-01', value: 1, unit: 'u', source: 's', note: '' }, viewer),
      'forbidden',
    );
  });
});

describe('seed', () => {
  test('a second run adds nothing and keeps what administrators changed', async () => {
    expect(await seedReference(t.db, t.clock.now())).toEqual({ products: 0, rates: 0, mappings: 0, holidays: 0 });
    expect(t.app.reference.product('SHFE', 'FU', '2025-06-01')?.lot).toBe(20);
  });
  test('replaces its own FX rows dated on the 1st of their month (before issue 18), never an administrator row', async () => {
    const row = (id: string, validFrom: string, createdBy: string, value: number) => ({
      id,
      key: RATE_KEYS.usdCny,
      valid_from: validFrom,
      value,
      unit: 'CNY/USD',
      source: 'FRED',
      note: '',
      created_by: createdBy,
      created_at: 1,
    });
    await t.db
      .insertInto('reference_rates')
      .values([row('old-seed-2022-05', '2022-05-01', 'seed', 6.699), row('admin-1999-01', '1999-01-01', 'admin', 8.27)])
      .execute();
    // A seeded row with the source text of before issue 18 (a repository path) is renamed.
    await t.db
      .updateTable('reference_rates')
      .set({ source: 'docs/domain.md (markets-and-formulas reference); Caishui [2018] No. 32' })
      .where('key', '=', RATE_KEYS.vatLpg)
      .where('valid_from', '=', '2018-05-01')
      .execute();
    expect(await seedReference(t.db, t.clock.now())).toEqual({ products: 0, rates: 0, mappings: 0, holidays: 0 });
    const left = await t.db.selectFrom('reference_rates').select('id').where('id', 'in', ['old-seed-2022-05', 'admin-1999-01']).execute();
    expect(left.map((r) => r.id)).toEqual(['admin-1999-01']);
    const renamed = await t.db
      .selectFrom('reference_rates')
      .select('source')
      .where('key', '=', RATE_KEYS.vatLpg)
      .where('valid_from', '=', '2018-05-01')
      .execute();
    expect(renamed.map((r) => r.source)).toEqual(['Desk domain reference "Markets, contracts and formulas"; Caishui [2018] No. 32']);
    await t.db.deleteFrom('reference_rates').where('id', '=', 'admin-1999-01').execute();
  });
});
