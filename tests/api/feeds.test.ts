/**
 * The feeds API (SQLite, or PostgreSQL with TEST_DATABASE_URL): feed state, product assignments (stored over
 * FEED_ASSIGN over FEEDS_DEFAULT, switching a product from demo to push), publisher keys (secret shown once, stored
 * hashed, revocable, administrators only, audited) and the push endpoint (valid rows published on the bus, bad rows
 * refused with reasons, revoked keys refused, per-key rate limit), over the seeded reference data. The bus is a
 * recording stand-in (tests/market/feedsFakes.ts) whose leadership the tests move, as Redis would between processes.
 */
import { hashToken } from '../../server/infra/auth/tokens';
import type { FeedManagerService } from '../../server/features/feeds/manager';
import { fakeBus, type RecordingBus } from '../market/feedsFakes';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let bus: RecordingBus;
let admin: string;
let trader: string;
let viewer: string;
const manager = () => t.app.feeds as FeedManagerService;

async function push(secret: string | null, ticks: unknown[], scheme = 'Publisher') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/feeds/push',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `${scheme} ${secret}` } : {}) },
    payload: JSON.stringify({ ticks }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function newKey(name = 'gateway'): Promise<{ id: string; secret: string }> {
  const res = await t.call('/v2/feeds/key/create', { name }, admin);
  expect(res.status).toBe(200);
  return { id: res.body.data.key.id, secret: res.body.data.secret };
}

beforeEach(async () => {
  // No history backfill: a leader start would write years of demo bars, which the close then waits for (slow on PostgreSQL).
  t = await makeTestApp({
    seedQa: true,
    env: { PUSH_RATE_PER_MINUTE: '5', FEED_ASSIGN: 'INE.SC=none', DEMO_BACKFILL_YEARS: '0', DEMO_BACKFILL_MINUTE_DAYS: '0' },
  });
  bus = fakeBus();
  t.app.bus = bus;
  // The app became ready over its own bus: load again with the recording bus in place (subscribes to it).
  await manager().ready(false);
  [admin, trader, viewer] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader'), t.tokenFor('viewer')]);
});

afterEach(async () => {
  await t.close();
});

describe('feed state', () => {
  it('lists every feed for a user of the board; a user without it is refused', async () => {
    const res = await t.call('/v2/feeds/state', undefined, trader);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => [s.name, s.kind, s.demo])).toEqual([
      ['demo', 'demo', true],
      ['push', 'push', false],
    ]);
    expect(res.body.data[0]).toMatchObject({ connected: false, lastTickAgeMs: null, ticksPerSecond: 0, instruments: 0, normalGapMs: 1000 });
    // Every product on the default demo feed, none on push: the board shows push only once a product is assigned to it.
    expect(res.body.data[0].products).toBeGreaterThan(10);
    expect(res.body.data[1].products).toBe(0);
    expect((await t.call('/v2/feeds/state', undefined, viewer)).body.msgKey).toBe('api.error.forbidden');
  });

  it('counts what the demo feed published: ticks per second, instruments, age of the last tick', async () => {
    const ticks = manager().demo.step(t.clock.now());
    expect(ticks.length).toBeGreaterThan(50);
    expect(bus.published).toHaveLength(ticks.length);
    t.clock.advance(1500);
    const demo = (await t.call('/v2/feeds/state', undefined, trader)).body.data[0];
    expect(demo.lastTickAgeMs).toBe(1500);
    expect(demo.instruments).toBe(new Set(ticks.map((x) => x.instrument)).size);
    expect(demo.ticksPerSecond).toBeCloseTo(ticks.length / 10, 5);
  });
});

describe('starting the feeds', () => {
  it('starts them on ready only in the leader process, and stops them on close', async () => {
    t.app.bus = fakeBus(false);
    await manager().ready(true);
    expect(manager().demo.state().connected).toBe(false);

    t.app.bus = bus;
    await manager().ready(true);
    expect(manager().demo.state().connected).toBe(true);
    await manager().stop();
    expect(manager().demo.state().connected).toBe(false);
  });

  it('follow the leadership when it moves between processes (Redis)', async () => {
    const follower = fakeBus(false);
    t.app.bus = follower;
    await manager().ready(true);
    expect(manager().demo.state().connected).toBe(false);
    follower.setLeader(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(manager().demo.state().connected).toBe(true);
    follower.setLeader(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(manager().demo.state().connected).toBe(false);
    // Still listening: leadership can come back.
    follower.setLeader(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(manager().demo.state().connected).toBe(true);
  });
});

describe('assignments', () => {
  it('come from FEEDS_DEFAULT and FEED_ASSIGN until an administrator stores one; switching FU to push moves its ticks', async () => {
    const list = await t.call('/v2/feeds/assignment/list', undefined, trader);
    expect(list.body.data.defaultFeed).toBe('demo');
    const row = (p: string) => list.body.data.rows.find((r) => r.product === p);
    expect(row('SHFE.FU')).toMatchObject({ feed: 'demo', source: 'default', updatedBy: null });
    expect(row('INE.SC')).toMatchObject({ feed: 'none', source: 'env' });
    expect(list.body.data.rows).toHaveLength(22);

    const now = t.clock.now();
    const before = manager()
      .demo.ticksAt(now)
      .map((x) => x.instrument);
    expect(before.some((i) => i.startsWith('SHFE.FU'))).toBe(true);
    expect(before.some((i) => i.startsWith('INE.SC'))).toBe(false);

    const set = await t.call('/v2/feeds/assignment/set', { product: 'SHFE.FU', feed: 'push' }, admin);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ product: 'SHFE.FU', feed: 'push', source: 'stored', updatedBy: 'admin', updatedAt: now });
    const after = manager()
      .demo.ticksAt(now)
      .map((x) => x.instrument);
    expect(after.some((i) => i.startsWith('SHFE.FU'))).toBe(false);
    expect(after.some((i) => i.startsWith('INE.LU'))).toBe(true);
    expect(bus.topics).toContainEqual(['feeds:assignment', { product: 'SHFE.FU' }]);

    // Back to the configured feed.
    await t.call('/v2/feeds/assignment/set', { product: 'SHFE.FU', feed: null }, admin);
    expect(manager().choiceOf('SHFE.FU')).toEqual({ feed: 'demo', source: 'default' });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_name', 'detail']).where('action', '=', 'feeds.assignment.set').execute();
    expect(audit.map((a) => [a.target_name, JSON.parse(a.detail)])).toEqual([
      ['SHFE.FU', { before: 'demo', after: 'push' }],
      ['SHFE.FU', { before: 'push', after: 'unset' }],
    ]);
  });

  it('refuse unknown products and non-administrators', async () => {
    const unknown = await t.call('/v2/feeds/assignment/set', { product: 'SHFE.XX', feed: 'push' }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ product: 'api.field.notAllowed' });
    expect((await t.call('/v2/feeds/assignment/set', { product: 'SHFE.FU', feed: 'push' }, trader)).body.msgKey).toBe('api.error.forbidden');
    expect(manager().feedOf('SHFE.FU')).toBe('demo');
  });

  it('reload when another process announces a change on the bus', async () => {
    await t.db.insertInto('feed_assignments').values({ product: 'DCE.PG', feed: 'push', updated_by: 'admin', updated_at: 1 }).execute();
    expect(manager().feedOf('DCE.PG')).toBe('demo');
    bus.publishTopic('feeds:assignment', { product: 'DCE.PG' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(manager().feedOf('DCE.PG')).toBe('push');
  });
});

describe('publisher keys', () => {
  it('show the secret once, store only its SHA-256, list without secrets, revoke; audited', async () => {
    const created = await t.call('/v2/feeds/key/create', { name: 'Wind gateway' }, admin);
    const { key, secret } = created.body.data;
    expect(secret).toMatch(/^pub_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Wind gateway', createdBy: 'admin', revokedAt: null, lastUsedAt: null });
    const stored = await t.db.selectFrom('feed_publisher_keys').selectAll().executeTakeFirstOrThrow();
    expect(stored.hash).toBe(hashToken(secret));
    const list = await t.call('/v2/feeds/key/list', undefined, admin);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data).toEqual([key]);

    const revoked = await t.call('/v2/feeds/key/revoke', { id: key.id }, admin);
    expect(revoked.body.data.revokedAt).toBe(t.clock.now());
    expect((await t.call('/v2/feeds/key/revoke', { id: 'no-such-key' }, admin)).status).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', 'like', 'feeds.key.%').orderBy('at').execute();
    expect(audit).toEqual([
      { action: 'feeds.key.create', target_id: key.id },
      { action: 'feeds.key.revoke', target_id: key.id },
    ]);
  });

  it('a non-administrator can neither create nor list keys', async () => {
    expect((await t.call('/v2/feeds/key/create', { name: 'mine' }, trader)).body.msgKey).toBe('api.error.forbidden');
    expect((await t.call('/v2/feeds/key/list', undefined, trader)).body.msgKey).toBe('api.error.forbidden');
    expect((await t.call('/v2/feeds/key/create', { name: 'mine' })).status).toBe(401);
    expect((await t.call('/v2/feeds/key/create', { name: '   ' }, admin)).body.fields).toEqual({ name: 'api.field.required' });
    expect(await t.db.selectFrom('feed_publisher_keys').selectAll().execute()).toEqual([]);
  });
});

describe('push', () => {
  beforeEach(async () => {
    await t.call('/v2/feeds/assignment/set', { product: 'SHFE.FU', feed: 'push' }, admin);
  });

  it('publishes a valid batch on the bus (feed push, not demo) and marks the key used', async () => {
    const { id, secret } = await newKey();
    const now = t.clock.now();
    const res = await push(secret, [
      { instrument: 'SHFE.FU2505', ts: now - 1000, last: 2801, bid: 2800, ask: 2802, volume: 1200, oi: 50000 },
      { instrument: 'SHFE.FU2509', ts: now, last: 2790 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: 2, errors: [] });
    expect(bus.published).toEqual([
      { instrument: 'SHFE.FU2505', ts: now - 1000, last: 2801, bid: 2800, ask: 2802, volume: 1200, oi: 50000, demo: false, feed: 'push' },
      { instrument: 'SHFE.FU2509', ts: now, last: 2790, bid: null, ask: null, volume: null, oi: null, demo: false, feed: 'push' },
    ]);
    const key = await t.db.selectFrom('feed_publisher_keys').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(key.last_used_at)).toBe(now);
    const state = (await t.call('/v2/feeds/state', undefined, trader)).body.data.find((s) => s.name === 'push');
    expect(state).toMatchObject({ connected: true, lastTickAgeMs: 0, instruments: 2, demo: false, products: 1 });
  });

  it('refuses bad rows one by one with their reasons and keeps the valid ones', async () => {
    const { secret } = await newKey();
    const now = t.clock.now();
    const res = await push(secret, [
      { instrument: 'SHFE.FU2505', ts: now, last: 2801 },
      { instrument: 'SHFE.XX2605', ts: now, last: 2801 },
      { instrument: 'SHFE.FU@main', ts: now, last: 2801 },
      { instrument: 'SHFE.FU2001', ts: now, last: 2801 },
      { instrument: 'SHFE.FU', ts: now, last: 2801 },
      { instrument: 'SHFE.FU2505', ts: now, last: 2801.5 },
      { instrument: 'SHFE.FU2505', ts: now + 60_000, last: 2801 },
      { instrument: 'SHFE.FU2505', ts: now, last: 'NaN' },
      { instrument: 'SHFE.FU2505', ts: now, last: 2801, oi: 'Infinity' },
      { instrument: 'INE.LU2505', ts: now, last: 3500 },
      { instrument: 'SHFE.FU2509', ts: now, last: 2799 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.accepted).toBe(2);
    expect(res.body.data.errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [1, 'unknownInstrument'],
      [2, 'unknownInstrument'],
      [3, 'unknownInstrument'],
      [4, 'unknownInstrument'],
      [5, 'offTickGrid'],
      [6, 'futureTime'],
      [7, 'notFinite'],
      [8, 'notFinite'],
      [9, 'notAssigned'],
    ]);
    expect(bus.published.map((x) => [x.instrument, x.last])).toEqual([
      ['SHFE.FU2505', 2801],
      ['SHFE.FU2509', 2799],
    ]);
  });

  it('a row with ts 1e308, a negative, NaN or infinite time or price is refused with its reason; the batch is kept (issue 19 item 10)', async () => {
    const { secret } = await newKey();
    const now = t.clock.now();
    // Raw JSON: 1e999 parses as Infinity, which JSON.stringify cannot write.
    const rows = [
      `{"instrument":"SHFE.FU2505","ts":${now},"last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":1e308,"last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":-1,"last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":-1e308,"last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":"NaN","last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":1e999,"last":2801}`,
      `{"instrument":"SHFE.FU2505","ts":${now},"last":1e999}`,
      `{"instrument":"SHFE.FU2505","ts":${now},"last":2801,"bid":-1e999}`,
      `{"instrument":"SHFE.FU2509","ts":${now},"last":2799}`,
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/feeds/push',
      headers: { 'content-type': 'application/json', authorization: `Publisher ${secret}` },
      payload: `{"ticks":[${rows.join(',')}]}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { accepted: number; errors: { row: number; reason: string; message: string }[] };
    expect(data.accepted).toBe(2);
    expect(data.errors.map((e) => [e.row, e.reason])).toEqual([
      [1, 'futureTime'],
      [2, 'tooOld'],
      [3, 'tooOld'],
      [4, 'notFinite'],
      [5, 'notFinite'],
      [6, 'notFinite'],
      [7, 'notFinite'],
    ]);
    for (const e of data.errors) expect(e.message).toMatch(/\w/);
    expect(bus.published.map((x) => [x.instrument, x.last])).toEqual([
      ['SHFE.FU2505', 2801],
      ['SHFE.FU2509', 2799],
    ]);
  });

  it('refuses implausible ticks with their reasons: signs, crossed quotes, counts, bands, time order and age (issue 19 item 11)', async () => {
    const { secret } = await newKey();
    await t.call('/v2/feeds/assignment/set', { product: 'NYMEX.WTI', feed: 'push' }, admin);
    const now = t.clock.now();
    // The live value the band is drawn around: FU2505 at 2800.
    expect((await push(secret, [{ instrument: 'SHFE.FU2505', ts: now, last: 2800 }])).body.data).toEqual({ accepted: 1, errors: [] });
    const row = (extra: object) => ({ instrument: 'SHFE.FU2505', ts: now, last: 2801, ...extra });
    const res = await push(secret, [
      row({ last: -5 }),
      row({ last: 0 }),
      row({ bid: -1, ask: 2802 }),
      row({ last: 1e12 }),
      row({ last: 3600 }),
      row({ bid: 2802, ask: 2801 }),
      row({ volume: -1 }),
      row({ oi: -3 }),
      row({ ts: now - 20 * 86_400_000 }),
      row({ ts: now - 60_000 }),
      row({ last: 2900, bid: 2899, ask: 2901, volume: 0, oi: 0 }),
      // No live value and no settlement for FU2509: no band, but never beyond a billion ticks.
      { instrument: 'SHFE.FU2509', ts: now, last: 1e12 },
      { instrument: 'SHFE.FU2509', ts: now, last: 2790 },
      // The band follows the batch's own accepted rows: 2790 -> 3600 is beyond a quarter.
      { instrument: 'SHFE.FU2509', ts: now, last: 3600 },
      // WTI may go below zero (2020-04-20); FU may not.
      { instrument: 'NYMEX.WTI2505', ts: now, last: -37.63, bid: -37.7, ask: -37.6 },
    ]);
    expect(res.status).toBe(200);
    const errors = res.body.data.errors as { row: number; reason: string; message: string }[];
    expect(errors.map((e) => [e.row, e.reason])).toEqual([
      [0, 'nonPositivePrice'],
      [1, 'nonPositivePrice'],
      [2, 'nonPositivePrice'],
      [3, 'outsideBand'],
      [4, 'outsideBand'],
      [5, 'crossedQuote'],
      [6, 'negativeCount'],
      [7, 'negativeCount'],
      [8, 'tooOld'],
      [9, 'outOfOrder'],
      [11, 'outsideBand'],
      [13, 'outsideBand'],
    ]);
    expect(errors[4].message).toContain('the last price 2800');
    expect(res.body.data.accepted).toBe(3);
    expect(bus.published.map((x) => [x.instrument, x.last])).toEqual([
      ['SHFE.FU2505', 2800],
      ['SHFE.FU2505', 2900],
      ['SHFE.FU2509', 2790],
      ['NYMEX.WTI2505', -37.63],
    ]);
    // The live value is the newest accepted tick; a 20-day-old one never replaced it.
    expect(bus.latest('SHFE.FU2505')).toMatchObject({ last: 2900, ts: now });
  });

  it('draws the band around the last stored settlement when no real tick is live, never around demo prices', async () => {
    const { secret } = await newKey();
    const now = t.clock.now();
    const day = Date.UTC(2025, 2, 31);
    const bar = (instrument: string, settle: number, demo: boolean) => ({
      instrument,
      interval: '1d' as const,
      ts: day,
      open: settle,
      high: settle,
      low: settle,
      close: settle,
      settle,
      volume: 100,
      oi: 1000,
      demo,
      source: demo ? 'demo' : 'import:test.csv',
    });
    await t.app.bars.upsert([bar('SHFE.FU2506', 3000, false), bar('SHFE.FU2507', 3000, true)]);
    const res = await push(secret, [
      { instrument: 'SHFE.FU2506', ts: now, last: 4000 },
      { instrument: 'SHFE.FU2506', ts: now, last: 3100 },
      // A demo settlement is the simulator's, not the market's: no band (the first real price sets it).
      { instrument: 'SHFE.FU2507', ts: now, last: 4000 },
    ]);
    expect(res.body.data.errors.map((e: { row: number; reason: string; message: string }) => [e.row, e.reason, e.message])).toEqual([
      [0, 'outsideBand', expect.stringContaining('the last settlement 3000')],
    ]);
    expect(res.body.data.accepted).toBe(2);
  });

  it('refuses a revoked key, a missing or malformed key and a user session, and publishes none of their rows', async () => {
    const { id, secret } = await newKey();
    const row = [{ instrument: 'SHFE.FU2505', ts: t.clock.now(), last: 2801 }];
    expect((await push(secret, row)).status).toBe(200);
    await t.call('/v2/feeds/key/revoke', { id }, admin);
    for (const res of [await push(secret, row), await push(null, row), await push('pub_short', row), await push(admin, row, 'Bearer')]) {
      expect(res.status).toBe(403);
      expect(res.body.msgKey).toBe('api.error.publisherKeyInvalid');
    }
    expect(bus.published).toHaveLength(1);
  });

  it('limits pushes per key per minute (PUSH_RATE_PER_MINUTE), each key on its own', async () => {
    const a = await newKey('a');
    const b = await newKey('b');
    const row = () => [{ instrument: 'SHFE.FU2505', ts: t.clock.now(), last: 2801 }];
    for (let i = 0; i < 5; i++) expect((await push(a.secret, row())).status).toBe(200);
    const limited = await push(a.secret, row());
    expect(limited.status).toBe(429);
    expect(limited.body.msgKey).toBe('api.error.tooManyRequests');
    expect((await push(b.secret, row())).status).toBe(200);
    t.clock.advance(60_000);
    expect((await push(a.secret, row())).status).toBe(200);
  });

  it('answers 400 (never 500) to a batch that is not a list of rows, and 413 above the body limit', async () => {
    const { secret } = await newKey();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/feeds/push',
      headers: { 'content-type': 'application/json', authorization: `Publisher ${secret}` },
      payload: JSON.stringify({ ticks: 'rows' }),
    });
    expect(res.statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => ({ instrument: 'SHFE.FU2505', ts: 1, last: 2801 }));
    expect((await push(secret, tooMany)).status).toBe(400);
    const huge = Array.from({ length: 900 }, () => ({ instrument: 'SHFE.FU2505', ts: 1, last: 2801, note: 'x'.repeat(400) }));
    expect((await push(secret, huge)).status).toBe(413);
  });
});
