/**
 * Several server processes serve one market through Redis (REDIS_URL; docs/market-data/stream.md "Redis"): two apps,
 * each with its own database, both pointed at one Redis. A tick published on app A reaches a socket client of app B;
 * topic updates (spread:, notify:) fan out the same way; exactly one app leads, and another takes over when the
 * leader goes (handing over on close, or after the lock expires when it dies).
 *
 * Needs a Redis: TEST_REDIS_URL (scripts/redis-throwaway.sh), like tests/api/redisShared.test.ts; skipped without.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { ACCESS_CHANGE_TOPIC } from '../../server/infra/stream/accessChanges';
import { busTuning } from '../../server/infra/stream/tickBus';
import { makeTestApp, type TestApp } from './helpers';
import { StreamSocket, listen, sleep, tick } from './streamSupport';

const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const describeWithRedis = REDIS_URL ? describe : describe.skip;

// Channels and the lock of this run only: other runs and suites on the same Redis cannot interfere.
Object.assign(busTuning, { namespace: `test-stream-${crypto.randomBytes(4).toString('hex')}:`, leaderTtlMs: 600 });

async function until(pred: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${ms} ms`);
    await sleep(20);
  }
}

describeWithRedis(
  `stream fan-out through Redis${REDIS_URL ? '' : ' (skipped: set TEST_REDIS_URL, e.g. eval "$(bash scripts/redis-throwaway.sh start)")'}`,
  () => {
    const env = { REDIS_URL };
    let a: TestApp;
    let b: TestApp;
    let c: TestApp | undefined;
    const sockets: StreamSocket[] = [];
    let bUrl: string | undefined;
    /** B listens once; the tests that open sockets on it share the address. */
    const urlOfB = async () => (bUrl ??= await listen(b.app));
    beforeAll(async () => {
      a = await makeTestApp({ seedQa: true, env });
      b = await makeTestApp({ seedQa: true, env });
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await a?.close();
      await b?.close();
      await c?.close();
    });

    test('a tick published on app A reaches a socket client of app B, once', async () => {
      const url = await urlOfB();
      const s = await StreamSocket.open(url, await b.tokenFor('trader'));
      sockets.push(s);
      s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2601'] });
      await s.next((m) => m.topic === 'tick:SHFE.FU2601');
      a.app.bus.publish([tick('SHFE.FU2601', 2812)]);
      const delta = await s.next((m) => m.type === 'delta', 3000);
      expect(delta.data).toMatchObject({ instrument: 'SHFE.FU2601', last: 2812 });
      // B remembers it as the newest tick too (its snapshots), and A delivered it to itself once, not again via Redis.
      expect(b.app.bus.latest('SHFE.FU2601')?.last).toBe(2812);
      let seenOnA = 0;
      // Only this contract's ticks: the leader also repeats the main contract's ticks as SHFE.FU@main (mainTicks.ts).
      const stop = a.app.bus.subscribe((ticks) => {
        seenOnA += ticks.filter((x) => x.instrument === 'SHFE.FU2601').length;
      });
      a.app.bus.publish([tick('SHFE.FU2601', 2813)]);
      await s.next((m) => m.type === 'delta' && (m.data as { last: number }).last === 2813, 3000);
      await sleep(100);
      stop();
      expect(seenOnA).toBe(1);
    });

    test('topic updates fan out to the subscribers of every app', async () => {
      const got: [string, unknown][] = [];
      const stop = b.app.bus.subscribeTopics('spread:', (topic, data) => got.push([topic, data]));
      a.app.bus.publishTopic('spread:fu-inner', { value: 1.82 });
      a.app.bus.publishTopic('notify:someone', { ignored: true });
      await until(() => got.length > 0, 3000);
      await sleep(100);
      stop();
      expect(got).toEqual([['spread:fu-inner', { value: 1.82 }]]);
    });

    test("an access change published by app A drops a subscription on app B that B's database no longer allows", async () => {
      // Issue 19 (docs/security.md "Revocation"): one database in production; here B's own database gets the grant
      // change and the notice goes out on A's bus only, so only Redis can carry it to B.
      const url = await urlOfB();
      const s = await StreamSocket.open(url, await b.tokenFor('trader'));
      sockets.push(s);
      s.send({ type: 'subscribe', topics: ['tick:INE.LU2601'] });
      await s.next((m) => m.topic === 'tick:INE.LU2601' && m.type === 'snapshot');
      const trader = await b.db.selectFrom('users').select(['id', 'access_paths']).where('username', '=', 'trader').executeTakeFirstOrThrow();
      const paths = (JSON.parse(trader.access_paths) as string[]).filter((p) => p !== '/tool/trade/realtime/lu');
      await b.db
        .updateTable('users')
        .set({ access_paths: JSON.stringify(paths) })
        .where('id', '=', trader.id)
        .execute();
      a.app.bus.publishTopic(ACCESS_CHANGE_TOPIC, { userId: trader.id });
      expect(await s.next((m) => m.type === 'error' && m.topic === 'tick:INE.LU2601', 3000)).toMatchObject({ code: 'forbidden' });
    });

    test('exactly one app leads; when it closes the other takes over', async () => {
      await until(() => a.app.bus.isLeader() !== b.app.bus.isLeader(), 3000);
      const [leader, other] = a.app.bus.isLeader() ? [a, b] : [b, a];
      await leader.close();
      await until(() => other.app.bus.isLeader(), 3000);
      if (leader === a) a = await makeTestApp({ seedQa: true, env });
      else b = await makeTestApp({ seedQa: true, env });
      await sleep(busTuning.leaderTtlMs);
      expect([a.app.bus.isLeader(), b.app.bus.isLeader()].filter(Boolean)).toHaveLength(1);
    });

    test('a leader that dies without handing over is replaced once its lock expires', async () => {
      const redis = new Redis(REDIS_URL);
      try {
        // A dead process's lock: held by an id no app has, expiring on its own.
        const key = `${busTuning.namespace}leader`;
        const current = await redis.get(key);
        await redis.set(key, 'dead-process', 'PX', busTuning.leaderTtlMs);
        await until(() => !a.app.bus.isLeader() && !b.app.bus.isLeader(), 3000);
        await until(() => a.app.bus.isLeader() || b.app.bus.isLeader(), 3000);
        expect([a.app.bus.isLeader(), b.app.bus.isLeader()].filter(Boolean)).toHaveLength(1);
        expect(current).not.toBeNull();
      } finally {
        redis.disconnect();
      }
    });

    test('without Redis an app is always the leader', async () => {
      c = await makeTestApp({ seedQa: true });
      expect(c.app.bus.isLeader()).toBe(true);
    });
  },
);
