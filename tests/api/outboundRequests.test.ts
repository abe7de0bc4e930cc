/**
 * Issue 19 item 3: alert webhooks and research feeds never call the server's own machine or network, with
 * NODE_ENV unset as `npm start` leaves it. An app without OUTBOUND_ALLOW_HOSTS and a fake receiver on 127.0.0.1
 * (the suites that need to reach it allow-list it): a literal internal address is refused when the rule is saved, a
 * name that resolves to loopback (the network edge's lookup is faked) is refused when the alert fires and the
 * history says only `failed`; a feed on the same server fails its run without a request reaching it.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResearchFeedRun } from '../../common/contract/researchFeeds';
import type { HostResolver } from '../../server/infra/http/outboundFetch';
import { makeTestApp, must, type TestApp } from './helpers';
import { tick } from './marketRows';

let t: TestApp;
let trader: string;
let admin: string;
let server: http.Server;
let port = 0;
const received: string[] = [];
const previousEnv = process.env.NODE_ENV;

/** `hooks.example`, `feeds.example` and `localhost` resolve to the local receiver, as a hostile DNS name would. */
const resolveHost: HostResolver = async (host) => (host.endsWith('.example') || host === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : []);

beforeAll(async () => {
  // jest sets NODE_ENV=test; the documented `npm start` leaves it unset, which used to switch the refusal off.
  delete process.env.NODE_ENV;
  t = await makeTestApp({ seedQa: true, resolveHost });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  server = http.createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('{"secret":"from inside"}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  process.env.NODE_ENV = previousEnv;
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await t?.close();
});

const rule = (webhookUrl: string) => ({ target: 'md:SHFE.FU2601', kind: 'level', params: { level: 3000, direction: 'down' }, webhookUrl, active: true });

describe('alert webhooks', () => {
  test('a literal address of the server or its network is refused when the rule is saved', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      `http://0x7f000001:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await t.call('/v2/strategy/alert/save', rule(url), trader);
      expect([url, res.status, res.body.fields]).toEqual([url, 400, { webhookUrl: 'strategy.alert.webhookPrivate' }]);
    }
  });

  test('a name resolving to loopback is refused when the alert fires; the history says failed, nothing more', async () => {
    const ids: string[] = [];
    for (const url of [`http://hooks.example:${port}/v1/user/register`, `http://localhost:${port}/hook`]) {
      const saved = await t.call('/v2/strategy/alert/save', rule(url), trader);
      expect(saved.status).toBe(200);
      ids.push(saved.body.data.id);
    }
    const alerts = must(t.app.strategy.alerts, 'alerts');
    for (const [i, last] of [3100, 2990].entries()) {
      t.app.bus.publish([tick('SHFE.FU2601', last, t.clock.now() + (i + 1) * 1000)]);
      await alerts.idle();
    }
    for (const ruleId of ids) {
      const history = await t.call('/v2/strategy/alert/history', { ruleId }, trader);
      expect(history.body.data.items).toEqual([expect.objectContaining({ value: 2990, webhook: 'failed' })]);
    }
    expect(received).toEqual([]);
  });
  test('events stored before issue 19 with a status or a reason are answered as delivered / failed', async () => {
    const saved = await t.call('/v2/strategy/alert/save', rule('https://hooks.example.org/old'), trader);
    const ruleId = saved.body.data.id;
    const userId = must(await t.db.selectFrom('users').select('id').where('username', '=', 'trader').executeTakeFirst(), 'trader').id;
    const old = { rule_id: ruleId, user_id: userId, target: 'md:SHFE.FU2601', kind: 'level' as const, value: 1, detail_json: '{}' };
    await t.db
      .insertInto('alert_events')
      .values([
        { ...old, id: 'old-1', ts: 1, webhook: 'ok' },
        { ...old, id: 'old-2', ts: 2, webhook: 'http 302' },
        { ...old, id: 'old-3', ts: 3, webhook: 'refused: private address' },
      ])
      .execute();
    const history = await t.call('/v2/strategy/alert/history', { ruleId }, trader);
    expect(history.body.data.items.map((e) => e.webhook).sort()).toEqual(['delivered', 'failed', 'failed']);
  });
});

describe('research feeds', () => {
  async function pollToEnd(url: string): Promise<ResearchFeedRun> {
    const feed = {
      name: `Inside ${url}`,
      url,
      kind: 'insight',
      publisher: 'P',
      products: [],
      regions: [],
      language: 'en-US',
      cron: '0 * * * *',
      enabled: false,
    };
    const saved = await t.call('/v2/researchFeeds/save', feed, admin);
    expect(saved.status).toBe(200);
    const started = await t.call('/v2/researchFeeds/pollNow', { id: saved.body.data.id }, admin);
    for (let i = 0; i < 100; i++) {
      const runs = (await t.call('/v2/researchFeeds/runs', { id: saved.body.data.id }, admin)).body.data as ResearchFeedRun[];
      const run = runs.find((r) => r.id === started.body.data.id);
      if (run && run.state !== 'running') return run;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('poll did not finish');
  }

  test('a feed on the server itself, by address or by name, fails without a request reaching it', async () => {
    for (const url of [`http://127.0.0.1:${port}/feed`, `http://0x7f000001:${port}/feed`, `http://[::1]:${port}/feed`, `http://feeds.example:${port}/feed`]) {
      const run = await pollToEnd(url);
      expect([url, run.state, run.message]).toEqual([url, 'failed', expect.stringMatching(/server’s own network/)]);
      expect(run.message).not.toMatch(/secret|\{/);
    }
    expect(received).toEqual([]);
  });
});
