/**
 * The backtesting calls (docs/analytics/backtesting.md) on SQLite, and on PostgreSQL with TEST_DATABASE_URL: a run on
 * an address (access checked per address) and on inline points, the input cache, bad input as `backtestInput`, a sweep
 * in the worker pool with progress frames on `job:<id>` over a real WebSocket, another user's job topic refused, cancel,
 * the confirmation of a large sweep, save / share / load, and the page key on every call.
 */
import type { Bar } from '../../common/contract/marketData';
import type { JobProgress, JobState, RunBody, RunResult, SavedResult, SavedSummary, SweepBody } from '../../common/contract/backtesting';
import { runBacktest } from '../../common/domain/backtest';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';
import { listen, socketTracker } from './streamSupport';

const DAY = 86_400_000;
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const START = d('2024-01-01');

/** A mean-reverting zig-zag: reproducible (no randomness), with enough swings for the z-score rule to trade. */
const closeAt = (i: number) => 3000 + 80 * Math.sin(i / 4) + 30 * Math.sin(i / 1.7) + i * 0.5;
const N = 300;

const bar = (i: number): Bar => ({
  instrument: 'SHFE.FU2601',
  interval: '1d',
  ts: START + i * DAY,
  open: closeAt(i),
  high: closeAt(i) + 10,
  low: closeAt(i) - 10,
  close: closeAt(i),
  settle: closeAt(i),
  volume: 100,
  oi: 1000,
  demo: false,
  source: 'test',
});

const base = (input: RunBody['input']): RunBody => ({
  input,
  mode: 'rule',
  rule: { kind: 'zScore', window: 20, entry: 1.5, exit: 0.3 },
  sizing: { kind: 'lots', lots: 1, multiplier: 10 },
  costs: { value: 2, unit: 'price' },
  slippage: { value: 1, unit: 'ticks', tick: 1 },
  capital: 1_000_000,
  metrics: { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' },
  rollingWindow: 20,
});

const ADDRESS = { kind: 'address', address: 'md:SHFE.FU2601', from: START, to: START + (N - 1) * DAY } as const;
const points = (n = N): [number, number][] => Array.from({ length: n }, (_, i) => [START + i * DAY, closeAt(i)]);

let t: TestApp;
let url = '';
let bt: string;
let btOther: string;
let btNoFu: string;
let noKey: string;
const sockets = socketTracker(() => url);

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  const paths = ['/tool/calculator/backtesting', '/tool/trade/realtime/fu'];
  await createUser(t.db, now, { username: 'bt', password: 'Backtest@12345', role: 'trader', paths });
  await createUser(t.db, now, { username: 'bt_other', password: 'Backtest@12345', role: 'trader', paths });
  await createUser(t.db, now, { username: 'bt_nofu', password: 'Backtest@12345', role: 'trader', paths: ['/tool/calculator/backtesting'] });
  await createUser(t.db, now, { username: 'no_key', password: 'Backtest@12345', role: 'trader', paths: ['/tool/trade/realtime/fu'] });
  [bt, btOther, btNoFu, noKey] = await Promise.all(['bt', 'bt_other', 'bt_nofu', 'no_key'].map((u) => t.tokenFor(u)));
  await t.app.bars.upsert(Array.from({ length: N }, (_, i) => bar(i)));
  url = await listen(t.app);
});
afterEach(() => sockets.closeAll());
afterAll(() => t?.close());

const run = (body: unknown, token = bt) => t.call('/v2/backtesting/run', body, token);

describe('run', () => {
  test('a rule on an address: the domain result with metrics, drawdown, rolling Sharpe and trades', async () => {
    const res = await run(base(ADDRESS));
    expect(res.status).toBe(200);
    const data = res.body.data as RunResult;
    // The same numbers as the domain function on the same closes (no opens in a series: fills at the next close).
    const expected = runBacktest(
      points().map(([time, close]) => ({ t: time, close })),
      {
        rule: { kind: 'zScore', window: 20, entry: 1.5, exit: 0.3 },
        sizing: { kind: 'lots', lots: 1, multiplier: 10 },
        costs: { value: 2, unit: 'price' },
        slippage: { value: 1, unit: 'ticks', tick: 1 },
        capital: 1_000_000,
      },
    );
    expect(data.t).toHaveLength(N);
    expect(data.nav).toEqual(expected.nav);
    expect(data.trades.length).toBe(expected.trades.length);
    expect(data.trades.length).toBeGreaterThan(3);
    expect(data.drawdown).toHaveLength(N);
    expect(data.rollingSharpe).toHaveLength(N - 1);
    expect(data.metrics.convention).toBe('empyrical');
    expect(data.metrics.observations).toBe(N - 1);
    expect(data.metrics.sharpe).not.toBeNull();
    expect(data).toMatchObject({ unit: 'CNY/t', source: 'test', demo: false, cached: false, benchmark: null });
    // Same inputs, same data: answered from the cache with the same hash.
    const again = (await run(base(ADDRESS))).body.data as RunResult;
    expect(again.cached).toBe(true);
    expect(again.hash).toBe(data.hash);
  });

  test('a net value as it is, with a benchmark rebased to 1 on the same dates', async () => {
    const res = await run({ ...base({ kind: 'points', name: 'nav.csv', points: points(50) }), mode: 'asIs', benchmark: 'md:SHFE.FU2601' });
    expect(res.status).toBe(200);
    const data = res.body.data as RunResult;
    expect(data.nav[0]).toBe(1);
    expect(data.nav[49]).toBeCloseTo(closeAt(49) / closeAt(0), 12);
    expect(data.benchmark?.nav[0]).toBe(1);
    expect(data.benchmark?.nav[49]).toBeCloseTo(closeAt(49) / closeAt(0), 12);
  });

  test('bad input answers backtestInput naming the bar or the parameter; a malformed body never a 500', async () => {
    const bad = points(10);
    bad[4] = [bad[3][0], 1];
    const res = await run(base({ kind: 'points', name: 'x', points: bad }));
    expectApiError(res, 'backtestInput');
    expect(res.body.fields).toEqual({ 'points.4': 'api.error.backtestInput' });
    const exit = await run({ ...base(ADDRESS), rule: { kind: 'zScore', window: 20, entry: 1, exit: 2 } });
    expectApiError(exit, 'backtestInput');
    expect(exit.body.fields).toEqual({ exit: 'api.error.backtestInput' });
    expectApiError(await run({ ...base(ADDRESS), rule: undefined }), 'backtestInput');
    // each kind's fields: a z-score rule without its window, lots without a multiplier, points without points
    const noWindow = await run({ ...base(ADDRESS), rule: { kind: 'zScore', entry: 1, exit: 0.5 } });
    expectApiError(noWindow, 'backtestInput');
    expect(noWindow.body.fields).toEqual({ 'rule.window': 'api.error.backtestInput' });
    expect((await run({ ...base(ADDRESS), sizing: { kind: 'lots', lots: 1 } })).body.fields).toEqual({ 'sizing.multiplier': 'api.error.backtestInput' });
    expect((await run({ ...base(ADDRESS), input: { kind: 'points', name: 'x' } })).body.fields).toEqual({ 'input.points': 'api.error.backtestInput' });
    expectApiError(await run({ ...base(ADDRESS), capital: 'lots' }), 'badRequest');
    expectApiError(await run({ input: { kind: 'points', name: 'x', points: [[1, 2]] } }), 'badRequest');
  });

  test('the page key on every call, and the address access for its reader', async () => {
    expectApiError(await run(base(ADDRESS), noKey), 'forbidden');
    expectApiError(await t.call('/v2/backtesting/list', undefined, noKey), 'forbidden');
    expectApiError(await run(base(ADDRESS), btNoFu), 'forbidden');
    // inline points need nothing but the key
    const inline = await run(base({ kind: 'points', name: 'x', points: points(40) }), btNoFu);
    expect([inline.status, inline.body.msg]).toEqual([200, '']);
  });
});

const sweepBody = (grid: SweepBody['grid'], extra: Partial<SweepBody> = {}): SweepBody => ({ ...base(ADDRESS), grid, ...extra });

async function waitForJob(jobId: string, token = bt): Promise<JobState> {
  for (let i = 0; i < 600; i += 1) {
    const state = (await t.call('/v2/backtesting/job', { jobId }, token)).body.data as JobState;
    if (state.status !== 'running') return state;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job still running');
}

describe('sweeps', () => {
  test('a sweep runs in the worker pool with progress frames on job:<id>; rows match single runs; a repeat comes from the cache', async () => {
    const grid = { window: [10, 20, 30, 40], entry: [1, 1.5, 2], exit: [0.2, 0.5] };
    const started = await t.call('/v2/backtesting/sweep', sweepBody(grid), bt);
    expect(started.status).toBe(200);
    const { jobId, points: count, bars, cached } = started.body.data as { jobId: string; points: number; bars: number; cached: boolean };
    expect([count, bars, cached]).toEqual([24, N, false]);
    const socket = await sockets.open(bt);
    socket.send({ type: 'subscribe', topics: [`job:${jobId}`] });
    const last = await socket.next((m) => m.topic === `job:${jobId}` && (m.data as JobProgress | null)?.status === 'done', 30_000);
    expect(last.data).toEqual({ jobId, status: 'done', done: 24, total: 24 });
    const frames = socket.of(`job:${jobId}`);
    expect(frames[0].type).toBe('snapshot');

    const state = await waitForJob(jobId);
    expect(state.parameters).toEqual(['window', 'entry', 'exit']);
    expect(state.rows).toHaveLength(24);
    const rows = must(state.rows, 'rows');
    expect(rows.map((r) => r.point)).toContainEqual({ window: 40, entry: 2, exit: 0.2 });
    const probe = must(
      rows.find((r) => r.point.window === 20 && r.point.entry === 1.5 && r.point.exit === 0.5),
      'point 20/1.5/0.5',
    );
    const single = (await run({ ...base(ADDRESS), rule: { kind: 'zScore', window: 20, entry: 1.5, exit: 0.5 } })).body.data as RunResult;
    expect(probe.metrics.sharpe).toBe(single.metrics.sharpe);
    expect(probe.trades).toBe(single.trades.length);

    const repeat = (await t.call('/v2/backtesting/sweep', sweepBody(grid), bt)).body.data as { jobId: string; cached: boolean };
    expect(repeat.cached).toBe(true);
    expect((await waitForJob(repeat.jobId)).rows).toEqual(state.rows);
  });

  test("another user's job: topic refused, job call not found", async () => {
    const { jobId } = (await t.call('/v2/backtesting/sweep', sweepBody({ window: [15, 25] }), bt)).body.data as { jobId: string };
    const other = await sockets.open(btOther);
    other.send({ type: 'subscribe', topics: [`job:${jobId}`] });
    const refused = await other.next((m) => m.type === 'error');
    expect(refused).toMatchObject({ topic: `job:${jobId}`, code: 'forbidden' });
    expectApiError(await t.call('/v2/backtesting/job', { jobId }, btOther), 'notFound');
    expectApiError(await t.call('/v2/backtesting/cancel', { jobId }, btOther), 'notFound');
    await waitForJob(jobId);
  });

  test('the same sweep joins the running job; cancel stops it: status cancelled on the topic and in the job, no rows', async () => {
    const grid = { window: Array.from({ length: 100 }, (_, i) => 5 + i), entry: [1, 1.5, 2, 2.5], exit: [0, 0.25, 0.5] };
    const body = sweepBody(grid, { confirm: true, costs: { value: 3, unit: 'price' } });
    const { jobId } = (await t.call('/v2/backtesting/sweep', body, bt)).body.data as { jobId: string };
    // the same sweep sent again while it runs joins the running job
    expect(((await t.call('/v2/backtesting/sweep', body, bt)).body.data as { jobId: string }).jobId).toBe(jobId);
    const socket = await sockets.open(bt);
    socket.send({ type: 'subscribe', topics: [`job:${jobId}`] });
    await socket.next((m) => m.topic === `job:${jobId}`);
    const cancelled = await t.call('/v2/backtesting/cancel', { jobId }, bt);
    expect(cancelled.body.data).toMatchObject({ jobId, status: 'cancelled' });
    await socket.next((m) => m.topic === `job:${jobId}` && (m.data as JobProgress).status === 'cancelled', 5000);
    const state = (await t.call('/v2/backtesting/job', { jobId }, bt)).body.data as JobState;
    expect(state.status).toBe('cancelled');
    expect(state.done).toBeLessThan(1200);
    expect(state.rows).toBeNull();
  });

  test('a large sweep asks for confirmation with its estimate; the estimate call sizes it; bad grids are 400', async () => {
    // 5,000 points x 300 bars = 1.5 million point-bars: under the threshold; 100 x 100 x ... over the point cap.
    const big = {
      window: Array.from({ length: 100 }, (_, i) => 5 + i),
      entry: Array.from({ length: 10 }, (_, i) => 1 + i / 10),
      exit: [0, 0.1, 0.2, 0.3, 0.4],
    };
    const est = (await t.call('/v2/backtesting/estimate', sweepBody(big), bt)).body.data as { points: number; pointBars: number; needsConfirmation: boolean };
    expect(est).toMatchObject({ points: 5000, pointBars: 5000 * N, needsConfirmation: false });
    const long = { ...sweepBody(big), input: { kind: 'points', name: 'long', points: points(2000) } } as SweepBody;
    const longEst = (await t.call('/v2/backtesting/estimate', long, bt)).body.data as {
      pointBars: number;
      needsConfirmation: boolean;
      estimateSeconds: number;
    };
    expect(longEst).toMatchObject({ pointBars: 10_000_000, needsConfirmation: true });
    expect(longEst.estimateSeconds).toBeGreaterThan(0);
    const refused = await t.call('/v2/backtesting/sweep', long, bt);
    expectApiError(refused, 'backtestConfirm');
    expect(refused.body.msg).toContain('5000 points over 2000 bars');
    expectApiError(await t.call('/v2/backtesting/sweep', sweepBody({ fast: [5] }), bt), 'badRequest');
    expectApiError(await t.call('/v2/backtesting/sweep', sweepBody({ window: [5] }, { mode: 'asIs' }), bt), 'badRequest');
    const tooMany = { window: Array.from({ length: 100 }, (_, i) => 5 + i), entry: Array.from({ length: 100 }, (_, i) => 1 + i / 100) };
    expectApiError(await t.call('/v2/backtesting/sweep', sweepBody(tooMany), bt), 'badRequest');
  });
});

describe('saved results', () => {
  test('save, list, share by link, unshare, delete: the owner decides who reads it', async () => {
    const saved = await t.call('/v2/backtesting/save', { name: ' FU z-score ', shared: false, run: base(ADDRESS) }, bt);
    expect(saved.status).toBe(200);
    const summary = saved.body.data as SavedSummary;
    expect(summary).toMatchObject({ name: 'FU z-score', mine: true, shared: false });
    expect(summary.sharpe).not.toBeNull();
    const loaded = (await t.call('/v2/backtesting/get', { id: summary.id }, bt)).body.data as SavedResult;
    expect(loaded.run).toEqual(base(ADDRESS));
    expect(loaded.result.nav).toHaveLength(N);
    // private: the other user neither lists nor reads it
    expect(((await t.call('/v2/backtesting/list', undefined, btOther)).body.data as SavedSummary[]).map((s) => s.id)).not.toContain(summary.id);
    expectApiError(await t.call('/v2/backtesting/get', { id: summary.id }, btOther), 'notFound');
    // shared: readable by any holder of the page key, each input as far as the reader may read it
    await t.call('/v2/backtesting/share', { id: summary.id, shared: true }, bt);
    const theirs = (await t.call('/v2/backtesting/list', undefined, btNoFu)).body.data as SavedSummary[];
    expect(theirs.find((s) => s.id === summary.id)).toMatchObject({ mine: false, shared: true, ownerName: expect.any(String) });
    const granted = (await t.call('/v2/backtesting/get', { id: summary.id }, btOther)).body.data as SavedResult;
    expect(granted.result.nav).toEqual(loaded.result.nav);
    expect(granted.withheld).toEqual([]);
    // Issue 19 (this test used to expect the FU closes for bt_nofu: the stored result handed FU prices to a user
    // whose series call for FU is refused): without the FU grant the closes and everything per bar are withheld,
    // and the answer says what and why; the summary metrics stay (the list shows them to every reader).
    const withheld = (await t.call('/v2/backtesting/get', { id: summary.id }, btNoFu)).body.data as SavedResult;
    expect(loaded.result.price).toHaveLength(N);
    expect(withheld.withheld).toEqual([{ part: 'input', address: 'md:SHFE.FU2601', reason: 'product' }]);
    expect(withheld.result).toMatchObject({ t: [], price: [], nav: [], drawdown: [], positions: [], rollingSharpe: [], trades: [], rolls: [] });
    expect(withheld.result.metrics).toEqual(loaded.result.metrics);
    expect(((await t.call('/v2/backtesting/get', { id: summary.id }, bt)).body.data as SavedResult).withheld).toEqual([]);
    expectApiError(await t.call('/v2/backtesting/get', { id: summary.id }, noKey), 'forbidden');
    // only the owner shares or deletes
    expectApiError(await t.call('/v2/backtesting/share', { id: summary.id, shared: false }, btOther), 'notFound');
    expectApiError(await t.call('/v2/backtesting/delete', { id: summary.id }, btOther), 'notFound');
    await t.call('/v2/backtesting/share', { id: summary.id, shared: false }, bt);
    expectApiError(await t.call('/v2/backtesting/get', { id: summary.id }, btOther), 'notFound');
    expect((await t.call('/v2/backtesting/delete', { id: summary.id }, bt)).status).toBe(200);
    expectApiError(await t.call('/v2/backtesting/get', { id: summary.id }, bt), 'notFound');
  });

  test('saving needs the series access the run needs', async () => {
    expectApiError(await t.call('/v2/backtesting/save', { name: 'x', shared: false, run: base(ADDRESS) }, btNoFu), 'forbidden');
  });
});
