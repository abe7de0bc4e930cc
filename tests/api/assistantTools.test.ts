/**
 * The assistant's tools run as the asking user (server/features/assistant/toolRunner.ts, docs/assistant.md "Tools"),
 * SQLite or PostgreSQL (TEST_DATABASE_URL):
 * - no tool writes: every tool, run with valid arguments, leaves every table of the database as it was;
 * - the access case: a user without the FU page asking the series tool for the FU spread gets the refusal, and no FU
 *   value reaches the block the model reads; a user with the page gets the values;
 * - an instruction planted in a research document comes back as escaped data inside one block;
 * - bad arguments, an unknown tool and a call the server refuses are error results, never a throw or a 500.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { ASSISTANT_TOOLS } from '../../common/assistant/tools';
import { runTool, runToolForModel, type ToolCaller, toolCallerOf } from '../../server/features/assistant/toolRunner';
import { createUser } from '../../server/features/user/createUser';
import { makeTestApp, type TestApp } from './helpers';
import { uploadPlantedDocument } from './plantedDocument';
import { dailyBar } from './marketRows';

const FU_SPREAD = 'spread:fu_inner_outer_usd_t';
const BOARD = '/tool/trade/realtime';
const FU_PAGE = '/tool/trade/realtime/fu';
const RESEARCH = '/tool/research/platts/reports';
const CALENDAR = '/tool/calendar/events';
const d = (s: string) => Date.parse(`${s}T00:00:00Z`);
const MARCH = { from: d('2025-03-01'), to: d('2025-03-31'), interval: '1d' };
const FU_DAYS = ['2025-03-03', '2025-03-04', '2025-03-05'];

let t: TestApp;
let admin: ToolCaller;
let fuDesk: ToolCaller;
let noFu: ToolCaller;

async function caller(username: string, paths: string[]): Promise<ToolCaller> {
  await createUser(t.db, t.clock.now(), { username, password: 'Assistant@12345', role: 'fuelDesk', paths });
  return { token: await t.tokenFor(username), acceptLanguage: 'en-US' };
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = { token: await t.tokenFor('admin') };
  fuDesk = await caller('tool_fu_desk', [BOARD, FU_PAGE, RESEARCH, CALENDAR]);
  noFu = await caller('tool_no_fu', [BOARD, RESEARCH, CALENDAR]);
  // FU Jan-2026 against SG380 Dec-2025 in March 2025: the seeded FU spread has values (as tests/api/dataSet.test.ts).
  await t.app.bars.upsert([
    ...FU_DAYS.map((day, i) => ({ ...dailyBar('SHFE.FU2601', day, 2800 + 7.7 * i), oi: 1000 })),
    ...FU_DAYS.map((day, i) => ({ ...dailyBar('ICE.SG3802512', day, 392.55 + i), oi: 1000 })),
  ]);
  // Two stored series for the regression tool: y = 2x + 1 with a little noise.
  const days = Array.from({ length: 12 }, (_, i) => d('2025-01-06') + i * 86_400_000);
  const rows = (id: string, value: (i: number) => number) =>
    days.map((ts, i) => ({ source: 'test', series_id: id, ts, value: value(i), unit: 'USD/t', imported_at: 0, run_id: 'test' }));
  await t.db
    .insertInto('ds_observations')
    .values([...rows('qx', (i) => 10 + (i % 5)), ...rows('px', (i) => 21 + 2 * (i % 5) + (i % 2 ? 0.1 : -0.1))])
    .execute();
}, 60_000);
afterAll(() => t?.close());

/** Valid arguments for every tool: the no-write proof runs each (a tool added without one fails the first test). */
const SAMPLE_ARGUMENTS: Record<string, unknown> = {
  marketData_catalog: { search: 'fu' },
  marketData_series: { address: FU_SPREAD, ...MARCH },
  strategy_list: {},
  strategy_get: { id: 'fu_inner_outer_usd_t' },
  strategy_explain: { id: 'fu_inner_outer_usd_t', ts: d('2025-03-05') + 7 * 3_600_000 },
  strategy_byMonth: { id: 'fu_inner_outer_usd_t' },
  analytics_metrics: { returns: [0.01, -0.02, 0.015, 0.003], periodsPerYear: 252, riskFree: 0.02, convention: 'empyrical' },
  analytics_seasonality: { address: 'ds:test:px', years: 1, x: 'weekOfYear', mode: 'level', percentiles: [50], asOf: d('2025-03-01') },
  analytics_regression: { y: 'ds:test:px', x: ['ds:test:qx'], from: d('2025-01-01'), to: d('2025-02-01') },
  calendar_event_list: { from: d('2025-01-01'), to: d('2025-12-31') },
  calendar_event_history: { eventKey: 'us.eia.crude_stocks' },
  research_document_list: { query: 'fuel' },
  research_annotation_list: { addresses: [FU_SPREAD], from: d('2025-01-01'), to: d('2025-12-31') },
};

/** Every table's rows, hashed in a stable order: equal before and after means nothing was written. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = (await t.db.introspection.getTables()).map((table) => table.name).sort();
  const out: Record<string, string> = {};
  for (const name of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db);
    const lines = rows.rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).sort();
    out[name] = `${lines.length}:${crypto.createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return out;
}

describe('no tool writes', () => {
  test('every tool answers its sample, and the database is the same before and after', async () => {
    expect(Object.keys(SAMPLE_ARGUMENTS).sort()).toEqual(ASSISTANT_TOOLS.map((tool) => tool.name).sort());
    const before = await databaseFingerprint();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    for (const tool of ASSISTANT_TOOLS) {
      const run = await runTool(t.app, admin, tool.name, SAMPLE_ARGUMENTS[tool.name]);
      expect({ tool: tool.name, ok: run.ok, status: run.status }).toEqual({ tool: tool.name, ok: true, status: 200 });
    }
    expect(await databaseFingerprint()).toEqual(before);
  }, 60_000);

  test('the comparison sees a read that writes: opening a research document marks it read (why it is no tool)', async () => {
    const doc = { kind: 'report', title: 'Control note', publisher: 'Platts', products: [], regions: [], publishedAt: d('2025-03-03') };
    const up = await t.call(
      '/v2/research/document/upload',
      { ...doc, effectiveAt: null, language: 'en-US', format: 'markdown', body: 'control', attachments: [] },
      fuDesk.token,
    );
    expect(up.status).toBe(200);
    const before = await databaseFingerprint();
    expect((await t.call('/v2/research/document/get', { id: up.body.data.id }, fuDesk.token)).status).toBe(200);
    expect(await databaseFingerprint()).not.toEqual(before);
  }, 60_000);
});

describe('the access case', () => {
  test('a user without the FU page gets the series refusal and no FU value; a user with it gets the values', async () => {
    const args = { address: FU_SPREAD, ...MARCH };
    const full = await runToolForModel(t.app, fuDesk, 'marketData_series', args);
    expect(full.run).toMatchObject({ ok: true, status: 200 });
    const points = (full.run.data as { points: [number, number][] }).points;
    expect(points).toHaveLength(FU_DAYS.length);
    for (const [, value] of points) expect(full.forModel).toContain(JSON.stringify(value));

    const refused = await runToolForModel(t.app, noFu, 'marketData_series', args);
    expect(refused.run).toMatchObject({ ok: false, status: 401, error: { msgKey: 'api.error.forbidden' } });
    expect(refused.run.data).toBeUndefined();
    expect(refused.forModel).toMatch(/^<tool-result name="marketData_series" status="401" ok="false">\{"error":/);
    expect(refused.forModel).not.toContain('points');
    for (const [, value] of points) {
      expect(refused.forModel).not.toContain(String(value));
      expect(refused.forModel).not.toContain(value.toFixed(2));
    }
    // The catalogue tool leaves the FU spread out of the same user's search, and keeps it in the other's.
    const catalogFor = async (who: ToolCaller) => (await runToolForModel(t.app, who, 'marketData_catalog', { search: 'fu_inner' })).forModel;
    expect(await catalogFor(fuDesk)).toContain(FU_SPREAD);
    expect(await catalogFor(noFu)).not.toContain(FU_SPREAD);
    // The user's session token never enters the block.
    expect(full.forModel).not.toContain(fuDesk.token);
    expect(refused.forModel).not.toContain(noFu.token);
  });

  test('a call whose page the user lacks is refused by the call’s own access key', async () => {
    const run = await runTool(t.app, noFu, 'analytics_regression', SAMPLE_ARGUMENTS.analytics_regression);
    expect(run).toMatchObject({ ok: false, status: 401, error: { msgKey: 'api.error.forbidden' } });
  });
});

describe('planted instructions', () => {
  test('a research document closing the block and giving orders comes back escaped inside one block', async () => {
    expect(await uploadPlantedDocument(t, fuDesk.token, 'Planted note')).toBe(200);
    const { run, forModel } = await runToolForModel(t.app, noFu, 'research_document_list', { query: 'previous instructions' });
    expect(run).toMatchObject({ ok: true, status: 200 });
    expect(JSON.stringify(run.data)).toContain('</tool-result>');
    expect(forModel.startsWith('<tool-result name="research_document_list" status="200" ok="true">')).toBe(true);
    expect(forModel.endsWith('</tool-result>')).toBe(true);
    expect(forModel.match(/<\/tool-result>/g)).toHaveLength(1);
    expect(forModel.match(/<tool-result/g)).toHaveLength(1);
    expect(forModel).toContain('\\u003c/tool-result\\u003e');
    expect(forModel.toLowerCase()).toContain('ignore previous instructions');
    const inner = forModel.slice(forModel.indexOf('>') + 1, forModel.lastIndexOf('</tool-result>'));
    expect(JSON.parse(inner)).toEqual(run.data);
  });
});

describe('bad arguments and refusals are results', () => {
  test('arguments of the wrong type name the field, without calling the server', async () => {
    const run = await runTool(t.app, fuDesk, 'marketData_series', { address: 5, interval: 'hourly' });
    expect(run).toMatchObject({ ok: false, status: 0, error: { msgKey: 'api.error.badRequest' } });
    expect(Object.keys(run.error?.fields ?? {})).toEqual(expect.arrayContaining(['/address', '/interval']));
  });

  test('arguments that are not an object, JSON text, an unknown tool: error results', async () => {
    expect(await runTool(t.app, fuDesk, 'marketData_series', 'not json')).toMatchObject({ ok: false, status: 0, error: { msgKey: 'api.error.badRequest' } });
    expect(await runTool(t.app, fuDesk, 'marketData_series', [1, 2])).toMatchObject({ ok: false, status: 0 });
    expect(await runTool(t.app, fuDesk, 'marketData_series', JSON.stringify({ address: FU_SPREAD, ...MARCH }))).toMatchObject({ ok: true, status: 200 });
    expect(await runTool(t.app, fuDesk, 'strategy_save', { name: 'x' })).toMatchObject({ ok: false, status: 0, error: { msgKey: 'api.error.notFound' } });
    // Unknown properties are dropped as the server's validator drops them; defaults are filled.
    expect(await runTool(t.app, fuDesk, 'marketData_catalog', { search: 'fu', extra: { deep: true } })).toMatchObject({ ok: true, status: 200 });
  });

  test('arguments of the right shape the server refuses: its 400, not a 500', async () => {
    const run = await runTool(t.app, fuDesk, 'marketData_series', { address: 'nonsense:::', interval: '1d' });
    expect(run.ok).toBe(false);
    expect(run.status).toBeGreaterThanOrEqual(400);
    expect(run.status).toBeLessThan(500);
    const { forModel } = await runToolForModel(t.app, fuDesk, 'strategy_explain', { id: 'no-such-strategy' });
    expect(forModel).toMatch(/status="4\d\d" ok="false"/);
  });

  test('the caller is read from the chat request: its bearer token and language, nothing without a token', async () => {
    const asked = toolCallerOf({ headers: { authorization: `Bearer ${fuDesk.token}`, 'accept-language': 'ar-EG' } });
    expect(asked).toEqual({ token: fuDesk.token, acceptLanguage: 'ar-EG' });
    expect(toolCallerOf({ headers: {} })).toBeNull();
    expect(toolCallerOf({ headers: { authorization: 'Basic abc' } })).toBeNull();
    expect(await runTool(t.app, asked as ToolCaller, 'strategy_list', {})).toMatchObject({ ok: true, status: 200 });
  });

  test('a revoked session: the tool is refused as the user would be', async () => {
    const gone = await caller('tool_gone', [BOARD]);
    await t.db.deleteFrom('sessions').execute();
    const run = await runTool(t.app, gone, 'strategy_list', {});
    expect(run).toMatchObject({ ok: false, status: 401 });
    // Later tests need sessions again.
    admin = { token: await t.tokenFor('admin') };
    fuDesk = { token: await t.tokenFor('tool_fu_desk') };
    noFu = { token: await t.tokenFor('tool_no_fu') };
  });
});
