/**
 * Alerts and notifications: a rule on a strategy fires once per crossing (hysteresis), is recorded in the history,
 * raises one in-app notification (pushed on notify:<userId>, counted by the poll call, marked read) and POSTs its
 * webhook; rules on an instrument read the tick's last price; z-score rules read a window of daily values.
 * Over what ships: the seeded reference, the app's tick bus, bars through the real bar store; only the clock is fake.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { TopicHub } from '../../server/infra/stream/topicHub';
import { makeTestApp, type TestApp, must } from './helpers';
import { dailyBar, tick } from './marketRows';

let t: TestApp;
let admin: string;
let trader: string;
let traderId: string;
let hi5Id: string;

beforeAll(async () => {
  // The webhook receivers below listen on 127.0.0.1: the outbound policy refuses it unless allow-listed (issue 19;
  // tests/api/outboundRequests.test.ts shows the refusal without the list).
  t = await makeTestApp({ seedQa: true, env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  traderId = must(await t.db.selectFrom('users').select('id').where('username', '=', 'trader').executeTakeFirst(), 'trader').id;
  hi5Id = must(await t.db.selectFrom('strategies').select('id').where('seed_key', '=', 'hi5_china').executeTakeFirst(), 'hi5').id;
});
afterAll(() => t.close());

const idle = () => must(t.app.strategy.alerts, 'alerts').idle();
let clock = 0;
/** A tick time one second after the previous one. */
const nextTs = () => {
  clock += 1000;
  return t.clock.now() + clock;
};
/** LU and FU ticks giving Hi-5 (China) = LU - FU = value. */
async function hi5(value: number) {
  const ts = nextTs();
  t.app.bus.publish([tick('SHFE.FU@main', 3000, ts), tick('INE.LU@main', 3000 + value, ts)]);
  await idle();
}

describe('alert rules', () => {
  test('a level rule fires once per crossing, re-arms below level - margin, and notifies the owner', async () => {
    const saved = await t.call(
      '/v2/strategy/alert/save',
      { target: `spread:${hi5Id}`, kind: 'level', params: { level: 1000, direction: 'up', margin: 20 }, active: true },
      trader,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.armed).toBeNull();
    const ruleId = saved.body.data.id;
    const notifyUpdates: unknown[] = [];
    const hub = t.app.topics;
    if (!(hub instanceof TopicHub)) throw new Error('app.topics is not the topic hub');
    const provider = must(hub.providerOf(`notify:${traderId}`), 'notify: provider');
    const stop = provider.subscribe(`notify:${traderId}`, (d) => notifyUpdates.push(d));

    for (const v of [950, 990, 1005, 995, 1010, 1050, 985, 1020, 975, 1001]) await hi5(v);
    stop();
    const history = await t.call('/v2/strategy/alert/history', { ruleId }, trader);
    expect(history.body.data.items.map((e) => e.value)).toEqual([1001, 1005]);
    expect(history.body.data.items[0]).toMatchObject({ kind: 'level', target: `spread:${hi5Id}`, detail: { level: '1000', direction: 'up' }, webhook: null });

    const list = await t.call('/v2/strategy/notification/list', undefined, trader);
    expect(list.body.data.unread).toBe(2);
    // Value and level carry the strategy's unit (issue 18: alerts showed no units).
    expect(list.body.data.items[0]).toMatchObject({
      title: 'Hi-5 (China: LU - FU)',
      messageKey: 'strategy.notify.level',
      params: { value: '1001 CNY/t', level: '1000 CNY/t' },
      readAt: null,
    });
    expect(list.body.data.items[0].link).toBe(`/tool/trade/realtime/config/strategy?id=${hi5Id}`);
    expect(notifyUpdates).toEqual([expect.objectContaining({ unread: 1 }), expect.objectContaining({ unread: 2 })]);
    // The admin has none of them; the notify topic is its owner's only.
    expect((await t.call('/v2/strategy/notification/unread', undefined, admin)).body.data.unread).toBe(0);
    const traderUser = { id: traderId, username: 'trader', name: 'T', role: 'trader', isAdmin: false, paths: new Set<string>(), sessionId: 's' };
    expect(await provider.canRead(traderUser, `notify:${traderId}`)).toBe(true);
    expect(await provider.canRead(traderUser, 'notify:someone-else')).toBe(false);

    const read = await t.call('/v2/strategy/notification/read', { ids: [list.body.data.items[0].id] }, trader);
    expect(read.body.data.unread).toBe(1);
    expect((await t.call('/v2/strategy/notification/read', { all: true }, trader)).body.data.unread).toBe(0);
    expect((await t.call('/v2/strategy/notification/unread', undefined, trader)).body.data.unread).toBe(0);

    // Inactive rules do not fire; deleting is the owner's only.
    await t.call(
      '/v2/strategy/alert/save',
      { id: ruleId, target: `spread:${hi5Id}`, kind: 'level', params: { level: 1000, direction: 'up', margin: 20 }, active: false },
      trader,
    );
    for (const v of [900, 1100]) await hi5(v);
    expect((await t.call('/v2/strategy/alert/history', { ruleId }, trader)).body.data.items).toHaveLength(2);
    expect((await t.call('/v2/strategy/alert/delete', { id: ruleId }, admin)).status).toBe(404);
    expect((await t.call('/v2/strategy/alert/delete', { id: ruleId }, trader)).status).toBe(200);
    expect((await t.call('/v2/strategy/alert/list', undefined, trader)).body.data.items).toEqual([]);
  });

  test('an instrument rule reads the tick and POSTs its webhook', async () => {
    const received: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const saved = await t.call(
        '/v2/strategy/alert/save',
        { target: 'md:SHFE.FU2601', kind: 'level', params: { level: 3000, direction: 'down' }, webhookUrl: url, active: true },
        trader,
      );
      expect(saved.status).toBe(200);
      for (const last of [3100, 2990]) {
        t.app.bus.publish([tick('SHFE.FU2601', last, nextTs())]);
        await idle();
      }
      expect(received).toEqual([expect.objectContaining({ ruleId: saved.body.data.id, target: 'md:SHFE.FU2601', kind: 'level', value: 2990 })]);
      const history = await t.call('/v2/strategy/alert/history', { ruleId: saved.body.data.id }, trader);
      // Issue 19: the history says delivered or failed, nothing else.
      expect(history.body.data.items[0]).toMatchObject({ value: 2990, webhook: 'delivered' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  test('a webhook answering a redirect or an error reads failed, without its status (issue 19)', async () => {
    // The history once said `http 302` / `http 500` / `timeout`: with those a user could map ports and services.
    const server = http.createServer((req, res) => {
      req.resume();
      if (req.url === '/moved') res.writeHead(302, { location: '/hook' }).end();
      else res.writeHead(500).end('boom');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const path of ['/moved', '/broken']) {
        const saved = await t.call(
          '/v2/strategy/alert/save',
          { target: 'md:SHFE.FU2602', kind: 'level', params: { level: 3000, direction: 'down' }, webhookUrl: `${base}${path}`, active: true },
          trader,
        );
        for (const last of [3100, 2990]) {
          t.app.bus.publish([tick('SHFE.FU2602', last, nextTs())]);
          await idle();
        }
        const history = await t.call('/v2/strategy/alert/history', { ruleId: saved.body.data.id }, trader);
        expect(history.body.data.items).toEqual([expect.objectContaining({ value: 2990, webhook: 'failed' })]);
        await t.call('/v2/strategy/alert/delete', { id: saved.body.data.id }, trader);
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  test('a rule created beyond its level fires on its first value: state, history and notification agree', async () => {
    // Issue 18: "falls to or below 0" created on a crack already at -12 read "Fired, waiting to return inside"
    // while its history said "Not fired yet" and nothing was delivered.
    const before = (await t.call('/v2/strategy/notification/list', undefined, trader)).body.data.items.length;
    const saved = await t.call(
      '/v2/strategy/alert/save',
      { target: 'md:SHFE.FU2603', kind: 'level', params: { level: 0, direction: 'down', margin: 5 }, active: true },
      trader,
    );
    const ruleId = saved.body.data.id;
    for (const last of [-12, -11, 1, 6, -1]) {
      t.app.bus.publish([tick('SHFE.FU2603', last, nextTs())]);
      await idle();
    }
    // -12 fires at once (already beyond), -11 is still beyond (no second event), 1 is in the margin band, 6 re-arms
    // (>= 0 + 5), -1 fires again as an ordinary crossing.
    const history = (await t.call('/v2/strategy/alert/history', { ruleId }, trader)).body.data.items;
    expect(history.map((e) => [e.value, e.detail.onStart ?? null])).toEqual([
      [-1, null],
      [-12, 'true'],
    ]);
    const rule = (await t.call('/v2/strategy/alert/list', undefined, trader)).body.data.items.find((r) => r.id === ruleId);
    expect(rule?.armed).toBe(false);
    const notes = (await t.call('/v2/strategy/notification/list', undefined, trader)).body.data.items;
    expect(notes.length - before).toBe(2);
    expect(notes[1]).toMatchObject({ messageKey: 'strategy.notify.level.onStart', params: { value: '-12 CNY/t', level: '0 CNY/t' } });
    expect(notes[0]).toMatchObject({ messageKey: 'strategy.notify.level', params: { value: '-1 CNY/t' } });
  });

  test("editing a rule keeps its id, re-starts its state, and is the owner's only", async () => {
    const body = { target: 'md:SHFE.FU2604', kind: 'level', params: { level: 100, direction: 'up' }, active: true } as const;
    const saved = await t.call('/v2/strategy/alert/save', body, trader);
    const id = saved.body.data.id;
    t.app.bus.publish([tick('SHFE.FU2604', 50, nextTs())]);
    await idle();
    expect((await t.call('/v2/strategy/alert/list', undefined, trader)).body.data.items.find((r) => r.id === id)?.armed).toBe(true);
    const edited = await t.call('/v2/strategy/alert/save', { ...body, id, params: { level: 40, direction: 'up', margin: 2 } }, trader);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, params: { level: 40, direction: 'up', margin: 2 }, armed: null });
    // Another user cannot edit it (404, as for a rule that does not exist), and the rule is unchanged.
    expect((await t.call('/v2/strategy/alert/save', { ...body, id, params: { level: 1 } }, admin)).status).toBe(404);
    const items = (await t.call('/v2/strategy/alert/list', undefined, trader)).body.data.items;
    expect(items.filter((r) => r.id === id)).toEqual([expect.objectContaining({ params: { level: 40, direction: 'up', margin: 2 } })]);
  });

  test('a z-score rule measures against the last daily values of its target', async () => {
    // Window of 5 daily closes 1..5 (mean 3, sample std 1.5811): 6.2 is z = 2.02.
    await t.app.bars.upsert([1, 2, 3, 4, 5].map((v, i) => dailyBar('SHFE.FU2602', `2025-03-2${i + 1}`, v)));
    const saved = await t.call(
      '/v2/strategy/alert/save',
      { target: 'md:SHFE.FU2602', kind: 'zscore', params: { window: 5, bound: 2, margin: 0.5 }, active: true },
      trader,
    );
    for (const last of [3, 3.5, 6.2]) {
      t.app.bus.publish([tick('SHFE.FU2602', last, nextTs())]);
      await idle();
      await new Promise((r) => setImmediate(r)); // the window loads beside the queue
    }
    const history = await t.call('/v2/strategy/alert/history', { ruleId: saved.body.data.id }, trader);
    expect(history.body.data.items).toEqual([expect.objectContaining({ value: 6.2, kind: 'zscore', detail: { z: '2.02', bound: '2' } })]);
  });

  test('bad rules answer 400 naming the field: unreadable target, missing parameters, webhook scheme', async () => {
    const base = { kind: 'level', params: { level: 1 }, active: true } as const;
    const cases: [unknown, Record<string, string>][] = [
      [{ ...base, target: 'md:ICE.BRENT@main' }, { target: 'api.field.invalid' }], // the trader lacks oilOtc
      [{ ...base, target: 'spread:no-such' }, { target: 'api.field.invalid' }],
      [{ ...base, target: 'md:SHFE.FU2601', params: {} }, { 'params.level': 'api.field.required' }],
      [{ ...base, target: 'md:SHFE.FU2601', kind: 'percentile', params: { window: 20, low: 90, high: 10 } }, { 'params.high': 'api.field.outOfRange' }],
      [{ ...base, target: 'md:SHFE.FU2601', webhookUrl: 'file:///etc/passwd' }, { webhookUrl: 'strategy.alert.webhookScheme' }],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call('/v2/strategy/alert/save', body, trader);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
    }
  });
});

describe('deleting a strategy', () => {
  /** Makes every delete of an alert rule fail inside the database, as a crash between the two deletes would. */
  async function refuseRuleDeletes(on: boolean) {
    if (t.dbKind === 'postgres') {
      if (on) {
        await sql`create function refuse_rule_delete() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(t.db);
        await sql`create trigger refuse_rule_delete before delete on alert_rules for each row execute function refuse_rule_delete()`.execute(t.db);
      } else {
        await sql`drop trigger refuse_rule_delete on alert_rules`.execute(t.db);
        await sql`drop function refuse_rule_delete()`.execute(t.db);
      }
    } else if (on) await sql`create trigger refuse_rule_delete before delete on alert_rules begin select raise(abort, 'refused by test'); end`.execute(t.db);
    else await sql`drop trigger refuse_rule_delete`.execute(t.db);
  }

  test('removes its alert rules in the same transaction: when the rules cannot go, the strategy stays too', async () => {
    const saved = await t.call(
      '/v2/strategy/save',
      {
        name: 'FU to delete',
        legs: [
          { alias: 'FU', instrument: 'SHFE.FU2601' },
          { alias: 'FX', instrument: 'FX.USDCNY' },
          { alias: 'SG', instrument: 'ICE.SG380', mapFrom: 'FU' },
        ],
        formula: 'FU / FX - SG',
        unit: 'USD/t',
        precision: 2,
        visibility: 'private',
      },
      trader,
    );
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    const rule = await t.call('/v2/strategy/alert/save', { target: `spread:${id}`, kind: 'level', params: { level: 1 }, active: true }, trader);
    expect(rule.status).toBe(200);
    const stored = async () => ({
      strategy: (await t.db.selectFrom('strategies').select('id').where('id', '=', id).execute()).length,
      rules: (await t.db.selectFrom('alert_rules').select('id').where('target', '=', `spread:${id}`).execute()).length,
    });

    await refuseRuleDeletes(true);
    try {
      const failed = await t.call('/v2/strategy/delete', { id }, trader);
      expect(failed.status).not.toBe(200);
    } finally {
      await refuseRuleDeletes(false);
    }
    // The strategy's delete ran first and was rolled back with the failed rules' delete.
    expect(await stored()).toEqual({ strategy: 1, rules: 1 });
    expect((await t.call('/v2/strategy/get', { id }, trader)).status).toBe(200);

    expect((await t.call('/v2/strategy/delete', { id }, trader)).status).toBe(200);
    expect(await stored()).toEqual({ strategy: 0, rules: 0 });
  });
});
