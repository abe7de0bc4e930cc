/**
 * A strategy's legs may be any series address (issue 22; server/features/strategy/legs.ts): an imported series, a rate,
 * another strategy, a data set. Such a strategy is history only: its values come through `spread:<id>` on the one
 * series resolver with known numbers, the engine computes no live value for it, and alerts refuse it. A reader needs
 * every input (a leg over the FU spread is refused to a user without the FU page, by the series call, the list and the
 * stream topic); a leg that would read its strategy back is refused on save, as is a data set that would read itself
 * through a strategy; a cycle written behind the calls' back is refused instead of read forever.
 * SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { RATE_KEYS } from '../../common/contract/reference';
import { createUser } from '../../server/features/user/createUser';
import { userAccess } from '../../server/infra/auth/userAccess';
import { TopicHub } from '../../server/infra/stream/topicHub';
import { expectApiError } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';
import { dailyBar, tick } from './marketRows';

const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';
const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const PX = 'ds:test:px';
const d = (s: string) => Date.parse(`${s}T00:00:00Z`);
const DAYS = ['2025-03-03', '2025-03-04', '2025-03-05'];
const PX_VALUES = [400, 401, 405];
const SG_VALUES = [392.55, 393.55, 394.55];
const WINDOW = { from: d('2025-03-01'), to: d('2025-03-31'), interval: '1d' as const };

let t: TestApp;
let trader: string;
let traderId: string;
let noFu: string;
let noFuId: string;

const body = (legs: { alias: string; instrument: string }[], formula: string, over: object = {}) => ({
  legs,
  formula,
  unit: 'USD/t',
  name: `Address legs ${formula}`,
  precision: 2,
  visibility: 'everyone' as const,
  ...over,
});
const save = (b: object, token = trader) => t.call('/v2/strategy/save', b, token);
const saved = async (b: object): Promise<string> => {
  const res = await save(b);
  expect(res.status).toBe(200);
  return res.body.data.id;
};
const series = (address: string, token = trader) => t.call('/v2/marketData/series', { address, ...WINDOW }, token);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const user = async (username: string, paths: string[]): Promise<[string, string]> => {
    const row = await createUser(t.db, t.clock.now(), { username, password: 'Address@12345', role: 'fuelDesk', paths });
    return [await t.tokenFor(username), row.id];
  };
  [trader, traderId] = await user('al_trader', [BOARD, FU_PAGE, '/list/data']);
  [noFu, noFuId] = await user('al_no_fu', [BOARD]);
  await t.db
    .insertInto('ds_observations')
    .values([
      ...DAYS.map((day, i) => ({ source: 'test', series_id: 'px', ts: d(day), value: PX_VALUES[i], unit: 'USD/t', imported_at: 0, run_id: 'test' })),
      { source: 'test', series_id: 'stocks', ts: d(DAYS[0]), value: 1200, unit: 'kb/d', imported_at: 0, run_id: 'test' },
    ])
    .execute();
  await t.app.bars.upsert(DAYS.map((day, i) => ({ ...dailyBar('ICE.SG3802512', day, SG_VALUES[i]), oi: 1000 })));
});
afterAll(() => t.close());

describe('address legs', () => {
  test('an imported series minus a contract: history only, with known values through spread:<id>', async () => {
    const legs = [
      { alias: 'A', instrument: PX },
      { alias: 'B', instrument: 'md:ICE.SG3802512:close' },
    ];
    const check = await t.call('/v2/strategy/check', body(legs, 'A - B'), trader);
    expect(check.body.data).toEqual({ ok: true, unit: 'USD/t', issues: [] });
    const id = await saved(body(legs, 'A - B'));
    const got = await t.call('/v2/strategy/get', { id }, trader);
    // The md: address of a price is stored as the instrument; the imported series stays an address.
    expect(got.body.data.legs).toEqual([
      { alias: 'A', instrument: PX },
      { alias: 'B', instrument: 'ICE.SG3802512' },
    ]);
    expect(got.body.data.live).toBe(false);
    const res = await series(`spread:${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.unit).toBe('USD/t');
    expect(res.body.data.points.map((p: [number, number]) => p[0])).toEqual(DAYS.map(d));
    for (const [i, p] of (res.body.data.points as [number, number][]).entries()) expect(p[1]).toBeCloseTo(PX_VALUES[i] - SG_VALUES[i], 9);
    // The same through preview, before saving.
    const preview = await t.call('/v2/strategy/preview', { ...body(legs, 'A - B'), ...WINDOW }, trader);
    expect(preview.body.data.points).toEqual(res.body.data.points);
  });

  test('a strategy of instruments only stays live; the seeded ones are', async () => {
    const list = await t.call('/v2/strategy/list', undefined, trader);
    expect(list.body.data.items.filter((s) => s.seeded).every((s) => s.live)).toBe(true);
  });

  test('a ref: leg is the rate in force on each date (China VAT, general rate: 13% since 2019-04-01)', async () => {
    const legs = [
      { alias: 'A', instrument: PX },
      { alias: 'V', instrument: `ref:${RATE_KEYS.vatGeneral}` },
    ];
    const id = await saved(body(legs, 'A * (1 + V)'));
    const res = await series(`spread:${id}`);
    expect(res.body.data.points.map((p: [number, number]) => p[0])).toEqual(DAYS.map(d));
    for (const [i, p] of (res.body.data.points as [number, number][]).entries()) expect(p[1]).toBeCloseTo(PX_VALUES[i] * 1.13, 9);
  });

  test('an unknown series is a field error; a series whose unit the formula language does not know is a formula issue', async () => {
    const unknown = body([{ alias: 'A', instrument: 'ds:test:nope' }], 'A');
    const check = await t.call('/v2/strategy/check', unknown, trader);
    expect(check.body.data.fields).toEqual({ 'legs.0.instrument': 'strategy.leg.unknownSeries' });
    const refused = await save(unknown);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'legs.0.instrument': 'strategy.leg.unknownSeries' });
    const stocks = await t.call('/v2/strategy/check', body([{ alias: 'S', instrument: 'ds:test:stocks' }], 'S'), trader);
    expect(stocks.body.data.ok).toBe(false);
    expect(stocks.body.data.issues[0].key).toBe('unitOfLeg');
    // An address leg cannot be month-mapped.
    const mapped = await t.call('/v2/strategy/check', body([{ alias: 'A', instrument: PX, mapFrom: 'A' } as never], 'A'), trader);
    expect(mapped.body.data.fields).toEqual({ 'legs.0.mapFrom': 'strategy.leg.badMapFrom' });
  });

  test('no live value: the engine publishes nothing for it, alerts refuse it, by-month has no lead; explain reads the history', async () => {
    const id = await saved(
      body(
        [
          { alias: 'A', instrument: PX },
          { alias: 'B', instrument: 'ICE.SG3802512' },
        ],
        'A - B',
        { name: 'No live' },
      ),
    );
    t.app.bus.publish([tick('ICE.SG3802512', 396, t.clock.now())]);
    expect(t.app.strategy.engine?.latest(id)).toBeUndefined();
    const alert = await t.call(
      '/v2/strategy/alert/save',
      { target: `spread:${id}`, kind: 'level', params: { level: 1, direction: 'up', margin: 1 }, active: true },
      trader,
    );
    expect(alert.status).toBe(400);
    expect(alert.body.fields).toEqual({ target: 'strategy.alert.historyOnly' });
    expectApiError(await t.call('/v2/strategy/byMonth', { id }, trader), 'badRequest');
    const explained = await t.call('/v2/strategy/explain', { id, ts: d('2025-03-05') + 3600_000 }, trader);
    expect(explained.status).toBe(200);
    expect(explained.body.data.value).toBeCloseTo(PX_VALUES[2] - SG_VALUES[2], 9);
    expect(explained.body.data.legs.map((l: { unit: string }) => l.unit)).toEqual(['USD/t', 'USD/t']);
  });
});

describe('access', () => {
  test('a leg over the FU spread: refused to a user without the FU page by the series call, the list and the stream topic', async () => {
    const id = await saved(
      body(
        [
          { alias: 'A', instrument: PX },
          { alias: 'S', instrument: FU_SPREAD },
        ],
        'A - S',
        { name: 'Over FU' },
      ),
    );
    expect((await series(`spread:${id}`)).status).toBe(200);
    expectApiError(await series(`spread:${id}`, noFu), 'forbidden');
    const listed = await t.call('/v2/strategy/list', undefined, noFu);
    expect(listed.body.data.items.map((s) => s.id)).not.toContain(id);
    const hub = t.app.topics;
    if (!(hub instanceof TopicHub)) throw new Error('app.topics is not the topic hub');
    const provider = must(hub.providerOf(`spread:${id}`), 'spread provider');
    expect(await provider.canRead(must(await userAccess(t.db, noFuId), 'no-FU user'), `spread:${id}`)).toBe(false);
    expect(await provider.canRead(must(await userAccess(t.db, traderId), 'trader'), `spread:${id}`)).toBe(true);
    // Saving one needs every input too.
    expectApiError(await save(body([{ alias: 'S', instrument: FU_SPREAD }], 'S'), noFu), 'forbidden');
  });
});

describe('cycles', () => {
  test('a leg reading its own strategy back, directly or through another strategy or a data set, is refused on save', async () => {
    const first = body([{ alias: 'A', instrument: PX }], 'A', { name: 'First' });
    const x = await saved(first);
    const y = await saved(body([{ alias: 'P', instrument: `spread:${x}` }], 'P', { name: 'Second' }));
    for (const leg of [`spread:${x}`, `spread:${y}`]) {
      const res = await save({ ...first, id: x, legs: [...first.legs, { alias: 'Q', instrument: leg }], formula: 'A + Q' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'legs.1.instrument': 'strategy.leg.cycle' });
    }
    const set = await t.call('/v2/dataSet/save', { name: 'Over Y', definition: { inputs: { a: `spread:${y}` }, transforms: [], unit: 'USD/t' } }, trader);
    expect(set.status).toBe(200);
    const viaSet = await save({ ...first, id: x, legs: [...first.legs, { alias: 'Q', instrument: `set:${set.body.data.id}` }], formula: 'A + Q' });
    expect(viaSet.body.fields).toEqual({ 'legs.1.instrument': 'strategy.leg.cycle' });
  });

  test('a data set that would read itself through a strategy is refused', async () => {
    const def = (input: string) => ({ inputs: { a: input }, transforms: [], unit: 'USD/t' });
    const set = await t.call('/v2/dataSet/save', { name: 'Base', definition: def(PX) }, trader);
    const setId = set.body.data.id;
    const z = await saved(body([{ alias: 'S', instrument: `set:${setId}` }], 'S', { name: 'Over set' }));
    const res = await t.call('/v2/dataSet/save', { id: setId, name: 'Base', definition: def(`spread:${z}`) }, trader);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'definition.inputs': 'api.field.invalid' });
  });

  test('a cycle written behind the calls is refused, not read forever', async () => {
    const a = await saved(body([{ alias: 'A', instrument: PX }], 'A', { name: 'Loop A' }));
    const b = await saved(body([{ alias: 'P', instrument: `spread:${a}` }], 'P', { name: 'Loop B' }));
    await t.db
      .updateTable('strategies')
      .set({ legs_json: JSON.stringify([{ alias: 'P', instrument: `spread:${b}` }]) })
      .where('id', '=', a)
      .execute();
    await t.app.strategy.reload();
    // Past the resolver's nesting bound (8 derived series deep) nothing is readable: the access check answers no.
    expectApiError(await series(`spread:${b}`), 'forbidden');
  });
});
