/**
 * Backtesting budget (issue 10, "Speed"): a 1,000-point parameter sweep over 10 years of one daily series under 5 s,
 * with progress. Runs the server's own sweep service and worker pool in process (the pool's threads load the same
 * worker file as the server: server/features/backtesting/sweepWorker.cjs), with a stand-in bus that records the progress
 * updates the `job:<id>` topic would carry. The time includes starting the worker threads.
 *   npx tsx -e "import('./scripts/bench/backtesting.ts').then(m=>(m.benchBacktesting ?? m.default.benchBacktesting)())"
 *   (tsx hands a CommonJS module to import() as `default`.)
 */
import { performance } from 'node:perf_hooks';
import type { JobProgress } from '../../common/contract/backtesting';
import type { PriceBar } from '../../common/domain/backtest';
import type { TickBus } from '../../server/infra/market/ports';
import { SweepPool } from '../../server/features/backtesting/sweepPool';
import { SweepService } from '../../server/features/backtesting/sweeps';

const BUDGET_MS = 5000;
const DAY = 86_400_000;
const BARS = 2520;

/** Ten years of a mean-reverting daily series (deterministic: no randomness, same figures every run). */
const bars: PriceBar[] = Array.from({ length: BARS }, (_, i) => ({
  t: Date.UTC(2015, 0, 1) + i * DAY,
  close: 3000 + 120 * Math.sin(i / 9) + 60 * Math.sin(i / 3.7) + 0.2 * i,
}));

/** 200 windows x 5 entry levels = 1,000 points. */
const GRID = { window: Array.from({ length: 200 }, (_, i) => 10 + i), entry: [1, 1.5, 2, 2.5, 3] };

function recordingBus(updates: JobProgress[], done: () => void): TickBus {
  return {
    publish: () => undefined,
    subscribe: () => () => undefined,
    latest: () => undefined,
    publishTopic: (_topic, data) => {
      const p = data as JobProgress;
      updates.push(p);
      if (p.status !== 'running') done();
    },
    subscribeTopics: () => () => undefined,
    isLeader: () => true,
  };
}

export async function benchBacktesting(): Promise<boolean> {
  const pool = new SweepPool();
  const updates: JobProgress[] = [];
  let finished: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const service = new SweepService(
    pool,
    recordingBus(updates, () => finished()),
    Date.now,
    (err) => console.error(err),
  );
  try {
    const t0 = performance.now();
    const { jobId } = service.start({
      owner: 'bench',
      hash: `bench-${Date.now()}`,
      bars,
      options: {
        rule: { kind: 'zScore', window: 20, entry: 2, exit: 0.5 },
        sizing: { kind: 'lots', lots: 1, multiplier: 10 },
        costs: { value: 2, unit: 'price' },
        slippage: { value: 1, unit: 'ticks', tick: 1 },
        capital: 1_000_000,
      },
      metrics: { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' },
      grid: GRID,
    });
    await ended;
    const ms = performance.now() - t0;
    const state = service.state('bench', jobId);
    const progress = updates.filter((u) => u.status === 'running').length;
    const ok = state.status === 'done' && state.rows?.length === 1000 && progress > 0 && ms < BUDGET_MS;
    console.log(
      `backtesting sweep: 1000 points x ${BARS} bars in ${ms.toFixed(0)} ms on ${pool.size} worker thread(s), ${progress} progress updates (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER'}`,
    );
    return ok;
  } finally {
    await pool.close();
  }
}
