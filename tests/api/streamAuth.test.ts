/**
 * `/v2/stream` authentication over a real listening socket (the HTTP stack's parsers, limits, security headers and
 * the web fallback must not break the upgrade): the first message must be auth within the time limit, a bad token
 * closes with 4401, and a revoked session (logout, password change, administrator disable or reset, a revocation
 * made by another process) closes the socket with 4401.
 */
import { STREAM_CLOSE } from '../../common/contract/stream';
import { streamTuning } from '../../server/infra/stream/streamServer';
import { makeTestApp, type TestApp } from './helpers';
import { closedWithin, listen, sleep, socketTracker, StreamSocket, tick } from './streamSupport';

// Short auth limit; the periodic session check slow, so a prompt close proves the in-process revocation notice.
Object.assign(streamTuning, { authTimeoutMs: 400, sessionRecheckMs: 60_000 });

let t: TestApp;
let url: string;
const { sockets, open, closeAll } = socketTracker(() => url);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  url = await listen(t.app);
});
afterEach(closeAll);
afterAll(async () => {
  await t?.close();
});

/** Signed in and streaming: a subscribe is answered with the topic's snapshot. */
async function expectStreaming(s: StreamSocket, topic = 'tick:SHFE.FU2601') {
  s.send({ type: 'subscribe', topics: [topic] });
  const m = await s.next((x) => x.topic === topic);
  expect(m.type).toBe('snapshot');
}

describe('auth', () => {
  test('a valid token: subscriptions work on the same socket', async () => {
    t.app.market.bus.publish([tick('SHFE.FU2601', 2800)]);
    const s = await open(await t.tokenFor('trader'));
    await expectStreaming(s);
    expect(s.of('tick:SHFE.FU2601')[0].data).toMatchObject({ instrument: 'SHFE.FU2601', last: 2800 });
  });

  test('no auth: a subscribe as the first message closes with 4400', async () => {
    const s = await open();
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2601'] });
    expect(await closedWithin(s, 2000)).toEqual({ code: STREAM_CLOSE.badMessage, reason: 'the first message must be auth' });
  });

  test('a bad or malformed token closes with 4401', async () => {
    const wrong = await open('A'.repeat(43));
    expect((await closedWithin(wrong, 2000)).code).toBe(STREAM_CLOSE.unauthorized);
    const malformed = await open('not-a-token');
    expect((await closedWithin(malformed, 2000)).code).toBe(STREAM_CLOSE.unauthorized);
  });

  test('silence past the auth limit closes with 4408', async () => {
    const s = await open();
    const started = Date.now();
    const closed = await closedWithin(s, 3000);
    expect(closed.code).toBe(STREAM_CLOSE.authTimeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  test('a second auth message is refused', async () => {
    const token = await t.tokenFor('trader');
    const s = await open(token);
    s.send({ type: 'auth', token });
    expect((await closedWithin(s, 2000)).code).toBe(STREAM_CLOSE.badMessage);
  });
});

describe('revocation closes the socket with 4401', () => {
  test('logout of that session', async () => {
    const token = await t.login('trader', 'Trader@12345');
    const s = await open(token);
    await expectStreaming(s);
    expect((await t.call('/v1/user/logout', undefined, token)).status).toBe(200);
    expect(await closedWithin(s, 1500)).toEqual({ code: STREAM_CLOSE.unauthorized, reason: 'session ended' });
  });

  test("a password change ends the user's other sockets, not the one of the changing session", async () => {
    const keep = await t.login('trader', 'Trader@12345');
    const other = await t.login('trader', 'Trader@12345');
    const kept = await open(keep);
    const ended = await open(other);
    await expectStreaming(kept);
    await expectStreaming(ended);
    const res = await t.call('/v1/user/edit/password', { oldPassword: 'Trader@12345', newPassword: 'Spread-Desk#2026' }, keep);
    expect(res.body).toMatchObject({ code: 200 });
    expect((await closedWithin(ended, 1500)).code).toBe(STREAM_CLOSE.unauthorized);
    await sleep(700);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  test('an administrator disables the account', async () => {
    const admin = await t.tokenFor('admin');
    const viewer = await t.db.selectFrom('users').select('id').where('username', '=', 'viewer').executeTakeFirstOrThrow();
    const s = await open(await t.tokenFor('viewer'));
    // The viewer may read nothing, but the socket is open and signed in: an error per topic, no close.
    s.send({ type: 'subscribe', topics: ['tick:SHFE.FU2601'] });
    expect((await s.next((m) => m.type === 'error')).code).toBe('forbidden');
    const res = await t.call('/v1/user/admin/update', { userId: viewer.id, disabled: true }, admin);
    expect(res.status).toBe(200);
    expect((await closedWithin(s, 1500)).code).toBe(STREAM_CLOSE.unauthorized);
    await t.call('/v1/user/admin/update', { userId: viewer.id, disabled: false }, admin);
  });

  test('an administrator resets the password (revoked inside a transaction)', async () => {
    const admin = await t.tokenFor('admin');
    const trader = await t.db.selectFrom('users').select('id').where('username', '=', 'trader').executeTakeFirstOrThrow();
    const s = await open(await t.tokenFor('trader'));
    await expectStreaming(s);
    const res = await t.call('/v1/user/admin/resetPassword', { userId: trader.id, newPassword: 'Reset-Desk#2026' }, admin);
    expect(res.body).toMatchObject({ code: 200 });
    expect((await closedWithin(s, 1500)).code).toBe(STREAM_CLOSE.unauthorized);
  });
});

describe('periodic session check', () => {
  let t2: TestApp;
  let url2: string;
  beforeAll(async () => {
    streamTuning.sessionRecheckMs = 200;
    t2 = await makeTestApp({ seedQa: true });
    url2 = await listen(t2.app);
  });
  afterAll(async () => {
    await t2?.close();
  });

  test('a session deleted behind this process (another server process) closes the socket at the next check', async () => {
    const token = await t2.tokenFor('trader');
    const s = await StreamSocket.open(url2, token);
    sockets.push(s);
    await expectStreaming(s);
    // What another process's logout does to the shared database: no notice reaches this process.
    await t2.db.deleteFrom('sessions').execute();
    expect((await closedWithin(s, 2000)).code).toBe(STREAM_CLOSE.unauthorized);
  });

  test('an idle-expired session closes the socket: an open socket is not activity', async () => {
    const s = await StreamSocket.open(url2, await t2.tokenFor('trader'));
    sockets.push(s);
    await expectStreaming(s);
    t2.clock.advance(t2.config.sessionIdleMinutes * 60_000 + 1);
    expect((await closedWithin(s, 2000)).code).toBe(STREAM_CLOSE.unauthorized);
  });

  test('grants taken away drop the topics they covered with an error; the socket stays', async () => {
    const trader = await t2.db.selectFrom('users').select('id').where('username', '=', 'trader').executeTakeFirstOrThrow();
    const s = await StreamSocket.open(url2, await t2.tokenFor('trader'));
    sockets.push(s);
    await expectStreaming(s, 'tick:SHFE.FU2601');
    await expectStreaming(s, 'tick:INE.LU2601');
    await t2.db
      .updateTable('users')
      .set({ access_paths: JSON.stringify(['/home', '/tool', '/tool/trade/realtime', '/tool/trade/realtime/lu']) })
      .where('id', '=', trader.id)
      .execute();
    const err = await s.next((m) => m.type === 'error');
    expect(err).toMatchObject({ topic: 'tick:SHFE.FU2601', code: 'forbidden' });
    const before = s.messages.length;
    t2.app.market.bus.publish([tick('SHFE.FU2601', 2801), tick('INE.LU2601', 3500)]);
    await s.next((m) => m.topic === 'tick:INE.LU2601', 2000, before);
    await sleep(100);
    expect(s.of('tick:SHFE.FU2601').filter((m) => m.type === 'delta')).toHaveLength(0);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
  });
});
