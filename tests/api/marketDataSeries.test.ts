/**
 * The series resolver and catalogue over HTTP (POST /v2/marketData/series and /catalog), SQLite or PostgreSQL
 * (TEST_DATABASE_URL): md: dated, undated, fields, @main roll; ds: public histories; ref: step series; LTTB
 * budget; errors (malformed, unknown, no access); catalogue access, locale, filters and pages.
 */
import type { Bar } from '../../common/contract/marketData';
import { createUser } from '../../server/features/user/createUser';
import { importPublicHistories } from '../../server/features/marketData/publicHistories';
import { SEED_PRODUCTS, SEED_RATES } from '../../server/features/reference/seed';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

const bar = (instrument: string, ts: number, close: number, extra: Partial<Bar> = {}): Bar => ({
  instrument,
  interval: '1d',
  ts,
  open: close,
  high: close + 10,
  low: close - 10,
  close,
  settle: close + 1,
  volume: 100,
  oi: 1000,
  demo: false,
  source: 'test',
  ...extra,
});

let t: TestApp;
let admin: string;
let fuTrader: string;
let realtimeOnly: string;
let noAccess: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  await createUser(t.db, now, { username: 'fu_trader', password: 'FuTrader@12345', role: 'trader', paths: ['/tool/trade/realtime/fu'] });
  await createUser(t.db, now, { username: 'rt_only', password: 'RtOnly@12345', role: 'trader', paths: ['/tool/trade/realtime'] });
  await createUser(t.db, now, { username: 'no_access', password: 'NoAccess@12345', role: 'trader', paths: ['/home'] });
  admin = await t.tokenFor('admin');
  fuTrader = await t.tokenFor('fu_trader');
  realtimeOnly = await t.tokenFor('rt_only');
  noAccess = await t.tokenFor('no_access');
});

afterAll(async () => {
  await t.close();
});

describe('md: addresses', () => {
  beforeAll(async () => {
    const bars: Bar[] = [];
    for (let i = 0; i < 30; i++) bars.push(bar('SHFE.FU2601', d('2025-01-01') + i * DAY, 3000 + i, { settle: i === 29 ? null : 3001 + i }));
    await t.app.bars.upsert(bars);
  });

  test('a dated contract answers its closes in range with unit and source; settle skips bars without one', async () => {
    const res = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2601', from: d('2025-01-05'), to: d('2025-01-30'), interval: '1d' }, fuTrader);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: 'md:SHFE.FU2601', unit: 'CNY/t', demo: false, source: 'test' });
    expect(res.body.data.points).toHaveLength(26);
    expect(res.body.data.points[0]).toEqual([d('2025-01-05'), 3004]);
    const settle = await t.call(
      '/v2/marketData/series',
      { address: 'md:SHFE.FU2601:settle', from: d('2025-01-01'), to: d('2025-02-28'), interval: '1d' },
      fuTrader,
    );
    // 30 bars, the last without a settlement: a missing point, not 0.
    expect(settle.body.data.points).toHaveLength(29);
    expect(settle.body.data.points.at(-1)).toEqual([d('2025-01-29'), 3029]);
    const volume = await t.call(
      '/v2/marketData/series',
      { address: 'md:SHFE.FU2601:volume', from: d('2025-01-01'), to: d('2025-01-02'), interval: '1d' },
      fuTrader,
    );
    expect(volume.body.data).toMatchObject({
      unit: 'lots',
      points: [
        [d('2025-01-01'), 100],
        [d('2025-01-02'), 100],
      ],
    });
  });

  test('more points than maxPoints are reduced with LTTB, keeping both ends', async () => {
    const res = await t.call(
      '/v2/marketData/series',
      { address: 'md:SHFE.FU2601', from: d('2025-01-01'), to: d('2025-01-30'), interval: '1d', maxPoints: 7 },
      fuTrader,
    );
    expect(res.body.data.points).toHaveLength(7);
    expect(res.body.data.points[0]).toEqual([d('2025-01-01'), 3000]);
    expect(res.body.data.points[6]).toEqual([d('2025-01-30'), 3029]);
  });

  test('a malformed address is a 400 naming the field; an unknown product or a tick-only field is seriesUnknown', async () => {
    const bad = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2613', interval: '1d' }, fuTrader);
    expectApiError(bad, 'badRequest');
    expect(bad.body.fields).toEqual({ address: 'api.field.invalid' });
    expectApiError(await t.call('/v2/marketData/series', { address: 'md:XYZ.AB2601', interval: '1d' }, admin), 'seriesUnknown');
    expectApiError(await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2601:bid', interval: '1d' }, admin), 'seriesUnknown');
    expectApiError(await t.call('/v2/marketData/series', { address: 'spread:nothing_registered', interval: '1d' }, admin), 'seriesUnknown');
    const schema = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2601', interval: '5m' }, admin);
    expectApiError(schema, 'badRequest');
  });

  test('a user without the product page grant gets the 401 with a message; anonymous callers the one without', async () => {
    expectApiError(await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2601', interval: '1d' }, realtimeOnly), 'forbidden');
    expectApiError(await t.call('/v2/marketData/series', { address: 'md:INE.SC2601', interval: '1d' }, fuTrader), 'forbidden');
    expectApiError(await t.call('/v2/marketData/series', { address: 'md:SHFE.FU2601', interval: '1d' }, null), 'unauthorized');
  });

  test('@main holds the contract with the largest open interest of the previous day and never rolls back', async () => {
    const start = d('2025-06-02');
    const bars: Bar[] = [];
    // Day 0..9. FU2609 OI 5000 falling by 400 a day; FU2701 OI 1000 rising by 500: FU2701 leads from day 4's bars.
    // On day 7 FU2609's OI spikes back above (an artefact): the series must not roll back to the earlier month.
    for (let i = 0; i < 10; i++) {
      const ts = start + i * DAY;
      bars.push(bar('SHFE.FU2609', ts, 3000 + i, { oi: i === 7 ? 99_999 : 5000 - 400 * i }));
      bars.push(bar('SHFE.FU2701', ts, 2900 + i, { oi: 1000 + 500 * i }));
    }
    await t.app.bars.upsert(bars);
    const res = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU@main', from: start, to: start + 9 * DAY, interval: '1d' }, fuTrader);
    expect(res.status).toBe(200);
    const closes = res.body.data.points.map((p) => p[1]);
    // FU2609 leads while 5000-400i > 1000+500i, i.e. through day 4 (3400 > 3000); day 5's bars flip it (3000 < 3500),
    // so day 6 rolls to FU2701; day 7's spike would point back to FU2609 on day 8, which the rule refuses.
    expect(closes).toEqual([3000, 3001, 3002, 3003, 3004, 3005, 2906, 2907, 2908, 2909]);
  });
  test('@main minute bars follow the trading day (night session counts to the next day) and the next roll after the last daily bar', async () => {
    const minute = (instrument: string, iso: string, close: number): Bar => bar(instrument, Date.parse(iso), close, { interval: '1m' });
    await t.app.bars.upsert([
      // Wednesday 21:00 in Shanghai: Thursday 2025-06-05's trading day, when FU2609 is held (test above).
      minute('SHFE.FU2609', '2025-06-04T13:00:00Z', 6666),
      minute('SHFE.FU2701', '2025-06-04T13:00:00Z', 5555),
      minute('SHFE.FU2609', '2025-06-05T01:00:00Z', 3333),
      minute('SHFE.FU2701', '2025-06-05T01:00:00Z', 4444),
      // 2025-06-12 has no daily bar yet: the contract with the most open interest on 06-11 (FU2701) is held.
      minute('SHFE.FU2609', '2025-06-12T01:00:00Z', 1111),
      minute('SHFE.FU2701', '2025-06-12T01:00:00Z', 2222),
    ]);
    const res = await t.call('/v2/marketData/series', { address: 'md:SHFE.FU@main', from: d('2025-06-04'), to: d('2025-06-13'), interval: '1m' }, fuTrader);
    expect(res.body.data.points).toEqual([
      [Date.parse('2025-06-04T13:00:00Z'), 6666],
      [Date.parse('2025-06-05T01:00:00Z'), 3333],
      [Date.parse('2025-06-12T01:00:00Z'), 2222],
    ]);
  });
});

describe('ds: public histories', () => {
  test('the four histories are imported on start, empty prices missing, negative WTI kept, idempotent', async () => {
    const brent = await t.call(
      '/v2/marketData/series',
      { address: 'ds:eia:RBRTE', from: 0, to: d('2030-01-01'), interval: '1d', maxPoints: 100000 },
      realtimeOnly,
    );
    expect(brent.status).toBe(200);
    expect(brent.body.data).toMatchObject({ unit: 'USD/bbl', source: 'U.S. EIA, public domain', demo: false });
    // server/features/marketData/publicData/README.md: 9,958 rows, first 1987-05-20 at 18.63.
    expect(brent.body.data.points).toHaveLength(9958);
    expect(brent.body.data.points[0]).toEqual([d('1987-05-20'), 18.63]);
    const wti = await t.call('/v2/marketData/series', { address: 'ds:eia:RWTC', from: d('2020-04-17'), to: d('2020-04-21'), interval: '1d' }, realtimeOnly);
    expect(wti.body.data.points).toContainEqual([d('2020-04-20'), -36.98]);
    // eia-henry-hub-daily.csv line 5286: `2018-01-05,` (no price).
    const hh = await t.call('/v2/marketData/series', { address: 'ds:eia:RNGWHHD', from: d('2018-01-04'), to: d('2018-01-08'), interval: '1d' }, realtimeOnly);
    expect(hh.body.data.points.map((p) => p[0])).not.toContain(d('2018-01-05'));
    expect(hh.body.data.points.length).toBeGreaterThan(0);
    // Monthly averages are dated at their G.5 release, 16:15 New York on the next month's first Monday (issue 18:
    // a backtest must not see a month's average before it was published; common/domain/releaseDating.ts):
    // January 1981 (1.5518) on Monday 1981-02-02, February (1.6131) on Monday 1981-03-02, 21:15Z (EST).
    const fx = await t.call('/v2/marketData/series', { address: 'ds:fred:EXCHUS', from: d('1981-01-01'), to: d('1981-03-03'), interval: '1d' }, realtimeOnly);
    expect(fx.body.data).toMatchObject({
      unit: 'CNY/USD',
      points: [
        [Date.parse('1981-02-02T21:15:00Z'), 1.5518],
        [Date.parse('1981-03-02T21:15:00Z'), 1.6131],
      ],
    });
    expect(await importPublicHistories(t.db, t.clock.now())).toBe(0);
    // A database filled before issue 18 holds the averages on the 1st of their month: the series is rewritten whole.
    await t.db
      .insertInto('ds_observations')
      .values({ source: 'fred', series_id: 'EXCHUS', ts: d('1981-01-01'), value: 1.5518, unit: 'CNY/USD', imported_at: 1, run_id: 'public-histories' })
      .execute();
    expect(await importPublicHistories(t.db, t.clock.now())).toBe(546);
    const first = await t.db.selectFrom('ds_observations').select('ts').where('source', '=', 'fred').orderBy('ts').executeTakeFirst();
    expect(Number(first?.ts)).toBe(Date.parse('1981-02-02T21:15:00Z'));
  });

  test('ds: needs the real-time page grant; an unknown series is seriesUnknown', async () => {
    expectApiError(await t.call('/v2/marketData/series', { address: 'ds:eia:RBRTE', interval: '1d' }, noAccess), 'forbidden');
    expectApiError(await t.call('/v2/marketData/series', { address: 'ds:eia:NOPE', interval: '1d' }, admin), 'seriesUnknown');
  });
});

describe('ref: rates', () => {
  test('a dated rate is a step series with a point at each change (VAT 2018 and 2019)', async () => {
    const res = await t.call(
      '/v2/marketData/series',
      { address: 'ref:vat.cn.general', from: d('2018-01-01'), to: d('2019-12-31'), interval: '1d' },
      realtimeOnly,
    );
    // Unit and source are the seeded row's in force at the end of the range (server/features/reference/seed.ts).
    const vat2019 = SEED_RATES.find((r) => r.key === 'vat.cn.general' && r.validFrom === '2019-04-01');
    expect(vat2019).toMatchObject({ unit: 'ratio', value: 0.13 });
    expect(res.body.data).toMatchObject({ unit: 'ratio', source: vat2019?.source });
    expect(res.body.data.points).toEqual([
      [d('2018-01-01'), 0.17],
      [d('2018-05-01'), 0.16],
      [d('2019-04-01'), 0.13],
      [d('2019-12-31'), 0.13],
    ]);
    expectApiError(await t.call('/v2/marketData/series', { address: 'ref:vat.cn.nothing', interval: '1d' }, admin), 'seriesUnknown');
    // Times beyond JavaScript's date range are clamped to it, never a 500.
    const wide = await t.call('/v2/marketData/series', { address: 'ref:vat.cn.general', from: -1e300, to: 1e300, interval: '1d' }, admin);
    expect(wide.status).toBe(200);
    for (const address of ['md:SHFE.FU2601', 'ds:eia:RBRTE']) {
      expect((await t.call('/v2/marketData/series', { address, from: -1e300, to: 1e300, interval: '1d', maxPoints: 10 }, admin)).status).toBe(200);
    }
    expectApiError(await t.call('/v2/marketData/series', { address: 'ref:vat.cn.general', interval: '1d' }, noAccess), 'forbidden');
  });
});

describe('catalogue', () => {
  const catalog = (body: unknown, token: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/marketData/catalog',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      payload: JSON.stringify(body),
    });

  test('lists what the caller may read, named in the request locale (zh-CN by default)', async () => {
    const zh = (await catalog({ kind: 'md' }, fuTrader)).json().data;
    const addresses = zh.list.map((e: { address: string }) => e.address);
    expect(addresses).toEqual(expect.arrayContaining(['md:SHFE.FU2601', 'md:SHFE.FU@main', 'md:FX.USDCNY']));
    expect(addresses.some((a: string) => a.startsWith('md:INE.SC'))).toBe(false);
    expect(zh.list.find((e: { address: string }) => e.address === 'md:SHFE.FU2601')).toEqual({
      address: 'md:SHFE.FU2601',
      kind: 'md',
      name: '燃料油 2601',
      unit: 'CNY/t',
      source: 'test',
      first: d('2025-01-01'),
      last: d('2025-01-30'),
      demo: false,
    });
    const en = (await catalog({ search: 'fu2601' }, fuTrader, 'en-GB,en;q=0.9')).json().data;
    // The seeded SHFE.FU version in force (from 2018-07-16) is named "Fuel oil 380 (bonded)" in en-US.
    const fuName = SEED_PRODUCTS.filter((p) => p.code === 'FU').at(-1)?.names['en-US'];
    expect(fuName).toBe('Fuel oil 380 (bonded)');
    expect(en.list.map((e: { name: string }) => e.name)).toEqual([`${fuName} 2601`]);
    const ar = (await catalog({ search: 'RBRTE' }, fuTrader, 'ar')).json().data;
    expect(ar.list[0]).toMatchObject({
      address: 'ds:eia:RBRTE',
      name: 'خام برنت الفوري (EIA)',
      source: 'U.S. EIA, public domain (ODC-PDDL 1.0)',
      first: d('1987-05-20'),
    });
  });

  test('a caller without grants sees nothing; kinds filter; pages of 50', async () => {
    expect((await catalog({}, noAccess)).json().data).toEqual({ list: [], total: 0, current: 1, pageSize: 50 });
    const ds = (await catalog({ kind: 'ds' }, realtimeOnly)).json().data;
    expect(ds.list.map((e: { address: string }) => e.address)).toEqual(['ds:eia:RBRTE', 'ds:eia:RNGWHHD', 'ds:eia:RWTC', 'ds:fred:EXCHUS']);
    // The administrator's catalogue (every seeded product, strategy and public series) fills a page of 50 and part
    // of a second (issue 20 added products and strategies); the third is empty.
    const page2 = (await catalog({ page: 2 }, admin)).json().data;
    expect(page2).toMatchObject({ current: 2, pageSize: 50 });
    expect(page2.total).toBeGreaterThan(50);
    expect(page2.list).toHaveLength(page2.total - 50);
    expect((await catalog({ page: 3 }, admin)).json().data).toMatchObject({ current: 3, list: [] });
  });

  test('coverage is reused for 30 s, dropped at once by this process writes (another process writes show within 30 s)', async () => {
    const listed = async () => (await catalog({ search: 'SHFE.FU28' }, fuTrader)).json().data.list.map((e: { address: string }) => e.address);
    expect(await listed()).toEqual([]);
    await t.app.bars.upsert([bar('SHFE.FU2812', d('2025-02-03'), 3000)]);
    expect(await listed()).toEqual(['md:SHFE.FU2812']);
    // A row written behind the store's back, as another server process would.
    await t.db
      .insertInto('md_bars')
      .values({
        instrument: 'SHFE.FU2809',
        interval: '1d',
        ts: d('2025-02-03'),
        open: 1,
        high: 1,
        low: 1,
        close: 1,
        settle: null,
        volume: null,
        oi: null,
        demo: 0,
        source: 'other',
      })
      .execute();
    expect(await listed()).toEqual(['md:SHFE.FU2812']);
    t.clock.advance(30_000);
    expect(await listed()).toEqual(['md:SHFE.FU2809', 'md:SHFE.FU2812']);
  });

  test('issue 18: a product lists its continuous series, its active contracts nearest first, then the expired ones, marked', async () => {
    // The clock is 2025-04-01: SHFE FU's listing rule lists 2505 onwards (seeded reference); 2309, 2312 and 2401 expired.
    await t.app.bars.upsert(['SHFE.FU2309', 'SHFE.FU2312', 'SHFE.FU2401', 'SHFE.FU2506'].map((i) => bar(i, d('2023-08-01'), 3000)));
    const list: { address: string; expired?: boolean }[] = (await catalog({ search: 'SHFE.FU' }, fuTrader)).json().data.list;
    const mine = ['md:SHFE.FU@main', 'md:SHFE.FU2506', 'md:SHFE.FU2601', 'md:SHFE.FU2401', 'md:SHFE.FU2312', 'md:SHFE.FU2309'];
    // Before: alphabetical, FU2309 first and FU@main last.
    expect(list.map((e) => e.address).filter((a) => mine.includes(a))).toEqual(mine);
    expect(list.filter((e) => e.expired).map((e) => e.address)).toEqual(['md:SHFE.FU2401', 'md:SHFE.FU2312', 'md:SHFE.FU2309']);
    expect(list.find((e) => e.address === 'md:SHFE.FU2601')).not.toHaveProperty('expired');
  });

  test('other areas add entries through registerCatalog', async () => {
    t.app.series.registerCatalog(async (_user, locale) => [
      {
        address: 'spread:fu_inner',
        kind: 'spread',
        name: locale === 'en-US' ? 'FU inner' : 'FU 内外盘',
        unit: 'USD/t',
        source: 'strategy',
        first: null,
        last: null,
        demo: true,
      },
    ]);
    const res = (await catalog({ kind: 'spread' }, fuTrader, 'en-US')).json().data;
    expect(res.list.filter((e: { address: string }) => e.address === 'spread:fu_inner')).toEqual([
      expect.objectContaining({ address: 'spread:fu_inner', name: 'FU inner' }),
    ]);
    // The strategy feature adds its entries the same way: the seeded strategies this caller may read are listed beside it.
    expect(res.list.filter((e: { address: string; source: string }) => e.source === 'strategy' && e.address !== 'spread:fu_inner').length).toBeGreaterThan(0);
  });
});
