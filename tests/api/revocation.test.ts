/**
 * Revocation reaches what is already running (issue 19 item 5, docs/security.md "Revocation"): a strategy made
 * private stops another user's alert rules on it from firing (suspended, with the reason, resumed when it is shared
 * again) and drops their open `spread:` subscription with an error; a removed product grant does the same for
 * `tick:` subscriptions and instrument rules. The periodic session re-check is slowed to a minute, so what the
 * tests see is the access-change notice, not that check.
 */
import { QA_TRADER_PATHS } from '../../common/contract/qaAccounts';
import { streamTuning } from '../../server/infra/stream/streamServer';
import { makeTestApp, must, type TestApp } from './helpers';
import { listen, socketTracker, type StreamSocket, tick } from './streamSupport';

Object.assign(streamTuning, { sessionRecheckMs: 60_000 });

let t: TestApp;
let url: string;
let admin: string;
let trader: string;
let reader: string;
let readerId: string;
let strategyId: string;
const { open, closeAll } = socketTracker(() => url);

const SHARED = {
  name: 'Shared LU - FU',
  legs: [
    { alias: 'LU', instrument: 'INE.LU@main' },
    { alias: 'FU', instrument: 'SHFE.FU@main' },
  ],
  formula: 'LU - FU',
  unit: 'CNY/t',
  precision: 0,
};

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  url = await listen(t.app);
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  const created = await t.call('/v1/user/admin/create', { username: 'reader1', password: 'Reader@12345', name: 'Reader', role: 'trader' }, admin);
  readerId = must(created.body.data, 'reader').id;
  expect((await t.call('/v1/user/access/set', { userId: readerId, paths: QA_TRADER_PATHS }, admin)).status).toBe(200);
  reader = await t.login('reader1', 'Reader@12345');
  const saved = await t.call('/v2/strategy/save', { ...SHARED, visibility: 'everyone' }, trader);
  expect(saved.status).toBe(200);
  strategyId = must(saved.body.data, 'strategy').id;
});
afterEach(closeAll);
afterAll(async () => {
  await t?.close();
});

const idle = () => must(t.app.strategy.alerts, 'alerts').idle();
let clock = 0;
const nextTs = () => {
  clock += 1000;
  return t.clock.now() + clock;
};
/** LU and FU ticks giving the shared strategy (LU - FU) = value; alerts have handled it when this resolves. */
async function spread(value: number) {
  const ts = nextTs();
  t.app.bus.publish([tick('SHFE.FU@main', 3000, ts), tick('INE.LU@main', 3000 + value, ts)]);
  await idle();
}

const ruleOf = async (id: string) =>
  must(
    (await t.call('/v2/strategy/alert/list', undefined, reader)).body.data.items.find((r) => r.id === id),
    'rule',
  );
const historyOf = async (id: string) => (await t.call('/v2/strategy/alert/history', { ruleId: id }, reader)).body.data.items.map((e) => e.value);

/** Subscribes and waits for the topic's snapshot. */
async function subscribed(s: StreamSocket, topics: string[]) {
  s.send({ type: 'subscribe', topics });
  for (const topic of topics) await s.next((m) => m.topic === topic && m.type === 'snapshot');
}

describe('a strategy made private', () => {
  test("stops another user's alert rule (suspended, then resumed) and drops their spread subscription", async () => {
    const topic = `spread:${strategyId}`;
    const rule = await t.call('/v2/strategy/alert/save', { target: topic, kind: 'level', params: { level: 1000, direction: 'up' }, active: true }, reader);
    expect(rule.status).toBe(200);
    const ruleId = must(rule.body.data, 'rule').id;
    expect(rule.body.data.suspended).toBeNull();

    const s = await open(reader);
    // The FU tick topic stays readable: its update after the change marks that the spread's would have come too.
    await subscribed(s, [topic, 'tick:SHFE.FU@main']);
    await spread(950);
    await s.next((m) => m.topic === topic && (m.data as { value?: number } | null)?.value === 950);

    expect((await t.call('/v2/strategy/save', { ...SHARED, id: strategyId, visibility: 'private' }, trader)).status).toBe(200);
    const dropped = await s.next((m) => m.type === 'error' && m.topic === topic);
    expect(dropped).toMatchObject({ code: 'forbidden' });
    await idle();
    expect((await ruleOf(ruleId)).suspended).toBe('strategy.alert.suspended.strategy');

    const from = s.messages.length;
    await spread(1100);
    await s.next((m) => m.topic === 'tick:SHFE.FU@main', 3000, from);
    expect(s.messages.slice(from).filter((m) => m.topic === topic)).toEqual([]);
    expect(await historyOf(ruleId)).toEqual([]);
    const bell = (await t.call('/v2/strategy/notification/list', undefined, reader)).body.data.items;
    expect(bell.map((n) => n.messageKey)).toContain('strategy.alert.suspended.strategy');

    // Shared again: the rule resumes by itself and fires on the next value beyond its level.
    expect((await t.call('/v2/strategy/save', { ...SHARED, id: strategyId, visibility: 'everyone' }, trader)).status).toBe(200);
    await idle();
    expect((await ruleOf(ruleId)).suspended).toBeNull();
    await spread(1100);
    expect(await historyOf(ruleId)).toEqual([1100]);
    expect((await t.call('/v2/strategy/alert/delete', { id: ruleId }, reader)).status).toBe(200);
  });
});

describe('a product grant removed', () => {
  test('drops the tick subscription and suspends the instrument rule until the grant returns', async () => {
    const topic = 'tick:INE.LU@main';
    const rule = await t.call(
      '/v2/strategy/alert/save',
      { target: 'md:INE.LU@main', kind: 'level', params: { level: 5000, direction: 'up' }, active: true },
      reader,
    );
    const ruleId = must(rule.body.data, 'rule').id;
    const s = await open(reader);
    await subscribed(s, [topic, 'tick:SHFE.FU@main']);

    const withoutLu = QA_TRADER_PATHS.filter((p) => p !== '/tool/trade/realtime/lu');
    expect((await t.call('/v1/user/access/set', { userId: readerId, paths: withoutLu }, admin)).status).toBe(200);
    expect(await s.next((m) => m.type === 'error' && m.topic === topic)).toMatchObject({ code: 'forbidden' });
    await idle();
    expect((await ruleOf(ruleId)).suspended).toBe('strategy.alert.suspended.product');

    const from = s.messages.length;
    await spread(3000); // LU at 6000, above the rule's level
    await s.next((m) => m.topic === 'tick:SHFE.FU@main', 3000, from);
    expect(s.messages.slice(from).filter((m) => m.topic === topic)).toEqual([]);
    expect(await historyOf(ruleId)).toEqual([]);

    expect((await t.call('/v1/user/access/set', { userId: readerId, paths: QA_TRADER_PATHS }, admin)).status).toBe(200);
    await idle();
    expect((await ruleOf(ruleId)).suspended).toBeNull();
    await spread(3100);
    expect(await historyOf(ruleId)).toEqual([6100]);
  });
});
