/**
 * Seasonality budget (issue 10, "Speed"): seasonality over 20 years of daily data under 50 ms.
 * 1. The domain function (common/domain/seasonality.ts) in process on 20 years of weekday points plus the current
 *    year, day of year and week of year, level and rebased: p50 and p99 over repeated runs against the budget.
 * 2. For information (no budget): POST /v2/analytics/seasonality through fastify.inject on a fresh app (throwaway
 *    SQLite, or DATABASE_URL) holding 20 years of daily bars of one instrument, as a signed-in trader: p50 and p99.
 *   npx tsx -e "import('./scripts/bench/seasonal.ts').then(m=>m.benchSeasonal())"
 */
import { performance } from 'node:perf_hooks';
import type { SeasonalityBody } from '../../common/contract/seasonal';
import type { Bar } from '../../common/contract/marketData';
import { type SeasonalityOptions, seasonality } from '../../common/domain/seasonality';
import { benchApp } from './benchApp';

const BUDGET_MS = 50;
const YEARS = 20;
const CURRENT_YEAR = 2026;
const RUNS = Number(process.env.BENCH_RUNS || 200);
const DAY = 86_400_000;
const PERCENTILES = [10, 25, 50, 75, 90];

/** Weekday closes from Jan 1 of CURRENT_YEAR - YEARS to Jun 30 of CURRENT_YEAR (a random walk, fixed seed). */
function weekdayPoints(): [number, number][] {
  const points: [number, number][] = [];
  let seed = 42;
  let value = 80;
  for (let ts = Date.UTC(CURRENT_YEAR - YEARS, 0, 1); ts <= Date.UTC(CURRENT_YEAR, 5, 30); ts += DAY) {
    const weekday = new Date(ts).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    value = Math.max(1, value + (seed / 2 ** 31 - 0.5) * 2);
    points.push([ts, value]);
  }
  return points;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(label: string, run: () => unknown | Promise<unknown>, budget: number | null): Promise<boolean> {
  for (let i = 0; i < 50; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const ok = budget === null || p99 < budget;
  const verdict = budget === null ? '(reported, no budget)' : `(budget ${budget} ms) ${ok ? 'OK' : 'OVER'}`;
  console.log(`  ${label}: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms ${verdict}`);
  return ok;
}

async function benchApi(points: readonly [number, number][]): Promise<void> {
  // One user times hundreds of calls: the per-user allowance of series-reading analyses (60 a minute, shared by
  // seasonality and regression; docs/security.md) would answer 429 half-way. The bench measures the call, not the limit.
  const { app, config, token, close } = await benchApp({
    name: 'seasonal',
    env: { RATE_LIMIT_SEASONALITY_PER_MINUTE: '100000' },
    user: { role: 'trader', paths: ['/tool/trade/realtime'] },
  });
  try {
    const bars: Bar[] = points.map(([ts, v]) => ({
      instrument: 'FX.USDCNY',
      interval: '1d',
      ts,
      open: v,
      high: v,
      low: v,
      close: v,
      settle: v,
      volume: null,
      oi: null,
      demo: false,
      source: 'bench',
    }));
    await app.bars.upsert(bars);
    const body: SeasonalityBody = {
      address: 'md:FX.USDCNY',
      years: YEARS,
      x: 'dayOfYear',
      mode: 'rebased',
      percentiles: PERCENTILES,
      asOf: Date.UTC(CURRENT_YEAR, 5, 30),
    };
    const call = async () => {
      const res = await app.inject({ method: 'POST', url: '/v2/analytics/seasonality', headers: { authorization: `Bearer ${token}` }, payload: body });
      if (res.statusCode !== 200) throw new Error(`seasonality answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    console.log(`  API: ${bars.length} daily bars stored (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
    await time(`POST /v2/analytics/seasonality, md:, ${YEARS} years, day of year, rebased (inject)`, call, null);
  } finally {
    await close();
  }
}

export async function benchSeasonal(): Promise<boolean> {
  const points = weekdayPoints();
  console.log(`seasonality: ${points.length} weekday points over ${YEARS} years + ${CURRENT_YEAR} to June, ${RUNS} runs each`);
  const base: SeasonalityOptions = { x: 'dayOfYear', mode: 'level', currentYear: CURRENT_YEAR, years: YEARS, percentiles: PERCENTILES, bandFillDays: 4 };
  let ok = true;
  for (const [x, mode] of [
    ['dayOfYear', 'level'],
    ['dayOfYear', 'rebased'],
    ['weekOfYear', 'rebased'],
  ] as const) {
    ok = (await time(`domain, ${x}, ${mode}`, () => seasonality(points, { ...base, x, mode }), BUDGET_MS)) && ok;
  }
  await benchApi(points);
  return ok;
}
