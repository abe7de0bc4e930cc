/**
 * `/v2/stream` messages over a real socket: snapshot then deltas with per-topic sequence numbers, resume after a
 * reconnect, topic access against the page grants (an error per topic, the socket stays), and garbage closing the
 * socket with 4400 while the server goes on serving everyone else.
 *
 * The app's clock is the test clock (2025-04-01), so `tick:` topics name contract months listed then (FU and LU list
 * 2505 to 2604): months that do not exist on the day are refused (issue 19 item 12). The suite used later months
 * (FU2605 ... FU2612) before that rule; they moved to listed months of the same suite, which is no weakening.
 */
import WebSocket from 'ws';
import { STREAM_CLOSE, STREAM_LIMITS } from '../../common/contract/stream';
import { makeTestApp, type TestApp } from '../api/helpers';
import { closedWithin, listen, sleep, socketTracker, type StreamSocket, tick } from '../api/streamSupport';

let t: TestApp;
let url: string;
let trader: string;
const { open, closeAll } = socketTracker(() => url);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  t.app.topics.register('many:', { canRead: () => true, snapshot: () => null, subscribe: () => () => undefined });
  url = await listen(t.app);
  trader = await t.tokenFor('trader');
});
afterEach(closeAll);
afterAll(async () => {
  await t?.close();
});

const publish = (instrument: string, last: number) => t.app.bus.publish([tick(instrument, last)]);

describe('snapshot, deltas and sequence numbers', () => {
  test('a subscribe answers the newest tick as a snapshot; later ticks come as deltas with increasing seq', async () => {
    publish('SHFE.FU2506', 2790);
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2506'] });
    const snap = await s.next((m) => m.topic === 'tick:SHFE.FU2506');
    expect(snap).toMatchObject({ type: 'snapshot', data: { last: 2790 } });
    publish('SHFE.FU2506', 2791);
    const d1 = await s.next((m) => m.type === 'delta');
    expect(d1).toMatchObject({ topic: 'tick:SHFE.FU2506', seq: (snap.seq as number) + 1, data: { last: 2791 } });
    await sleep(STREAM_LIMITS.coalesceWindowMs + 20);
    publish('SHFE.FU2506', 2792);
    const d2 = await s.next((m) => m.type === 'delta' && m.seq === (d1.seq as number) + 1);
    expect(d2.data).toMatchObject({ last: 2792 });
  });

  test('a topic without a value yet answers a snapshot with data null; its first tick follows as a delta', async () => {
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2509'] });
    expect(await s.next((m) => m.topic === 'tick:SHFE.FU2509')).toMatchObject({ type: 'snapshot', data: null });
    publish('SHFE.FU2509', 2700);
    expect(await s.next((m) => m.type === 'delta')).toMatchObject({ topic: 'tick:SHFE.FU2509', data: { last: 2700 } });
  });

  test('two clients see the same seq for the same update; several topics due at once share one frame', async () => {
    const a = await open(trader);
    const b = await open(trader);
    const topics = ['tick:SHFE.FU2510', 'tick:INE.LU2510'];
    for (const s of [a, b]) s.send({ type: 'subscribe', topics });
    await a.next((m) => m.topic === topics[1]);
    await b.next((m) => m.topic === topics[1]);
    const from = [a.messages.length, b.messages.length];
    t.app.bus.publish([tick('SHFE.FU2510', 2600), tick('INE.LU2510', 3600)]);
    const [fa, la] = [await a.next((m) => m.topic === topics[0], 2000, from[0]), await a.next((m) => m.topic === topics[1], 2000, from[0])];
    const [fb, lb] = [await b.next((m) => m.topic === topics[0], 2000, from[1]), await b.next((m) => m.topic === topics[1], 2000, from[1])];
    expect(fa.seq).toBe(fb.seq);
    expect(la.seq).toBe(lb.seq);
    expect(fa.frame).toBe(la.frame);
  });

  test('a tick older than the topic value is not sent: the live value never goes back in time (issue 19 item 11)', async () => {
    const topic = 'tick:SHFE.FU2507';
    const now = Date.now();
    t.app.bus.publish([tick('SHFE.FU2507', 2800, now)]);
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: [topic] });
    expect(await s.next((m) => m.topic === topic)).toMatchObject({ type: 'snapshot', data: { last: 2800 } });
    await sleep(STREAM_LIMITS.coalesceWindowMs + 20);
    // A 20-day-old tick (a feed's replay, a slower path), then a current one: only the current one goes out.
    // A window apart, so coalescing cannot hide the old one behind the new one.
    t.app.bus.publish([tick('SHFE.FU2507', 1, now - 20 * 86_400_000)]);
    await sleep(STREAM_LIMITS.coalesceWindowMs + 20);
    t.app.bus.publish([tick('SHFE.FU2507', 2801, now + 1)]);
    expect(await s.next((m) => m.type === 'delta')).toMatchObject({ data: { last: 2801 } });
    expect(s.of(topic).map((m) => (m.data as { last: number }).last)).toEqual([2800, 2801]);
    expect(t.app.bus.latest('SHFE.FU2507')?.last).toBe(2801);
  });

  test('unsubscribe stops the topic', async () => {
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2511'] });
    await s.next((m) => m.topic === 'tick:SHFE.FU2511');
    s.send({ type: 'unsubscribe', topics: ['tick:SHFE.FU2511'] });
    await sleep(50);
    publish('SHFE.FU2511', 2500);
    await sleep(100);
    expect(s.of('tick:SHFE.FU2511')).toHaveLength(1);
  });
});

describe('resume after a reconnect', () => {
  const topic = 'tick:SHFE.FU2512';

  test('up to date: nothing is resent; behind: one delta with the newest value; unknown seq: a fresh snapshot', async () => {
    publish('SHFE.FU2512', 2400);
    // A holder keeps the feed open while the client reconnects, as the other tabs and clients of a server do.
    const holder = await open(trader);
    holder.send({ type: 'subscribe', topics: [topic] });
    const first = await open(trader);
    first.send({ type: 'subscribe', topics: [topic] });
    const snap = await first.next((m) => m.topic === topic);
    first.close();

    const same = await open(trader);
    same.send({ type: 'subscribe', topics: [topic], resume: { [topic]: snap.seq } });
    await sleep(150);
    expect(same.of(topic)).toHaveLength(0);

    publish('SHFE.FU2512', 2401);
    publish('SHFE.FU2512', 2402);
    const behind = await open(trader);
    behind.send({ type: 'subscribe', topics: [topic], resume: { [topic]: snap.seq } });
    const caughtUp = await behind.next((m) => m.topic === topic);
    expect(caughtUp).toMatchObject({ type: 'delta', seq: (snap.seq as number) + 2, data: { last: 2402 } });

    const stranger = await open(trader);
    stranger.send({ type: 'subscribe', topics: [topic], resume: { [topic]: 7 } });
    expect(await stranger.next((m) => m.topic === topic)).toMatchObject({ type: 'snapshot', data: { last: 2402 } });
    const ahead = await open(trader);
    ahead.send({ type: 'subscribe', topics: [topic], resume: { [topic]: (snap.seq as number) + 1000 } });
    expect(await ahead.next((m) => m.topic === topic)).toMatchObject({ type: 'snapshot', data: { last: 2402 } });
  });

  test('a feed closed and reopened (every client left) does not honour an old seq', async () => {
    const t2 = 'tick:INE.LU2512';
    publish('INE.LU2512', 3400);
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: [t2] });
    const snap = await s.next((m) => m.topic === t2);
    s.close();
    await sleep(50);
    const again = await open(trader);
    again.send({ type: 'subscribe', topics: [t2], resume: { [t2]: snap.seq } });
    expect(await again.next((m) => m.topic === t2)).toMatchObject({ type: 'snapshot', data: { last: 3400 } });
  });
});

describe('topic access: the page grants', () => {
  test('no grant: an error for that topic; the socket stays and readable topics flow', async () => {
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: ['tick:DCE.PG2601', 'tick:SHFE.FU2601', 'nope:x', 'tick:bad', 'tick:SHFE.XX2601'] });
    const errors = new Map<string, string>();
    for (const topic of ['tick:DCE.PG2601', 'nope:x', 'tick:bad', 'tick:SHFE.XX2601']) {
      const m = await s.next((x) => x.type === 'error' && x.topic === topic);
      errors.set(topic, m.code as string);
    }
    expect(Object.fromEntries(errors)).toEqual({
      'tick:DCE.PG2601': 'forbidden',
      'nope:x': 'notFound',
      'tick:bad': 'forbidden',
      'tick:SHFE.XX2601': 'forbidden',
    });
    expect((await s.next((m) => m.topic === 'tick:SHFE.FU2601')).type).toBe('snapshot');
    publish('DCE.PG2601', 4500);
    await sleep(100);
    expect(s.of('tick:DCE.PG2601').filter((m) => m.type !== 'error')).toHaveLength(0);
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('the administrator reads every product; the viewer none', async () => {
    const admin = await open(await t.tokenFor('admin'));
    admin.send({ type: 'subscribe', topics: ['tick:DCE.PG2601'] });
    expect((await admin.next((m) => m.topic === 'tick:DCE.PG2601')).type).toBe('snapshot');
    const viewer = await open(await t.tokenFor('viewer'));
    viewer.send({ type: 'subscribe', topics: ['tick:FX.USDCNY'] });
    expect(await viewer.next((m) => m.topic === 'tick:FX.USDCNY')).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  test('contract months that do not exist are refused like forbidden ones, by the listing rule (issue 19 item 12)', async () => {
    const s = await open(trader);
    // Well-formed, granted product (FU), but: year 2000, expired on the test date (FU2503's last day was 2025-02-28),
    // not listed yet (FU lists 12 months: 2505 to 2604), and the bare code of a dated product.
    const missing = ['tick:SHFE.FU0001', 'tick:SHFE.FU2503', 'tick:SHFE.FU2605', 'tick:SHFE.FU'];
    s.send({ type: 'subscribe', topics: [...missing, 'tick:SHFE.FU2604', 'tick:SHFE.FU@main', 'tick:FX.USDCNY'] });
    for (const topic of missing) expect(await s.next((m) => m.type === 'error' && m.topic === topic)).toMatchObject({ code: 'forbidden' });
    // The first and last listed months, the continuous name and an undated instrument are readable.
    for (const topic of ['tick:SHFE.FU2604', 'tick:SHFE.FU@main', 'tick:FX.USDCNY']) expect((await s.next((m) => m.topic === topic)).type).toBe('snapshot');
    // The listing moves with the clock: on 2025-05-01 FU2605 is listed and FU2505 has expired (last day 2025-04-30).
    t.clock.set(Date.UTC(2025, 4, 1, 2));
    try {
      s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2605', 'tick:SHFE.FU2505'] });
      expect((await s.next((m) => m.topic === 'tick:SHFE.FU2605' && m.type !== 'error')).type).toBe('snapshot');
      expect(await s.next((m) => m.type === 'error' && m.topic === 'tick:SHFE.FU2505')).toMatchObject({ code: 'forbidden' });
    } finally {
      t.clock.set(Date.UTC(2025, 3, 1, 2));
    }
  });

  test('more topics than the per-connection limit: the extra ones get tooManyRequests', async () => {
    const s = await open(trader);
    // A test family readable without limit: the suite used 1,001 contract months SHFE.FU0001 ... FU8309 here, which
    // do not exist and are refused now (issue 19 item 12); the limit is the stream's, whatever the family.
    const topics = Array.from({ length: STREAM_LIMITS.maxTopicsPerClient + 1 }, (_, i) => `many:${i}`);
    s.send({ type: 'subscribe', topics: topics.slice(0, 600) });
    s.send({ type: 'subscribe', topics: topics.slice(600) });
    const refused = await s.next((m) => m.type === 'error', 5000);
    expect(refused).toMatchObject({ topic: topics[STREAM_LIMITS.maxTopicsPerClient], code: 'tooManyRequests' });
    await s.next((m) => m.topic === topics[STREAM_LIMITS.maxTopicsPerClient - 1], 5000);
    expect(s.messages.filter((m) => m.type === 'snapshot')).toHaveLength(STREAM_LIMITS.maxTopicsPerClient);
  });
});

describe('garbage closes the socket with 4400 and never the server', () => {
  const cases: [string, (s: StreamSocket) => void, string][] = [
    ['not JSON', (s) => s.send('{"type":'), 'not JSON'],
    ['an unknown type', (s) => s.send({ type: 'hello' }), 'unknown or malformed message'],
    ['a wrong field', (s) => s.send({ type: 'subscribe', topics: 'tick:SHFE.FU2601' }), 'unknown or malformed message'],
    ['JSON that is not an object', (s) => s.send('[1,2,3]'), 'unknown or malformed message'],
    ['an oversized message', (s) => s.send({ type: 'subscribe', topics: ['x'.repeat(STREAM_LIMITS.maxMessageBytes)] }), 'message too large'],
    ['a binary frame', (s) => s.ws.send(Buffer.from([1, 2, 3])), 'binary frames are not accepted'],
  ];
  test.each(cases)('%s', async (_name, sendGarbage, reason) => {
    const s = await open(trader);
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2601'] });
    await s.next((m) => m.topic === 'tick:SHFE.FU2601');
    sendGarbage(s);
    expect(await closedWithin(s, 2000)).toEqual({ code: STREAM_CLOSE.badMessage, reason });
    const other = await open(trader);
    other.send({ type: 'subscribe', topics: ['tick:SHFE.FU2601'] });
    expect((await other.next((m) => m.topic === 'tick:SHFE.FU2601')).type).toBe('snapshot');
  });

  test('garbage before auth closes the same way', async () => {
    const s = await open();
    s.send('\u0000\u0001 not json');
    expect((await closedWithin(s, 2000)).code).toBe(STREAM_CLOSE.badMessage);
  });

  test('a frame beyond the socket limit is refused by ws (1009) without harm', async () => {
    const s = await open(trader);
    s.send('x'.repeat(1024 * 1024 + 1));
    expect((await closedWithin(s, 3000)).code).toBe(1009);
    expect((await t.call('/v1/user/user_info', undefined, trader)).status).toBe(200);
  });
});

describe('the HTTP stack around the upgrade', () => {
  test('a plain GET of /v2/stream (no upgrade) is not served as the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/stream' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type'] ?? '').not.toContain('text/html');
  });
});
