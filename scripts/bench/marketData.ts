/**
 * Series resolver budget (issue 9, "Speed"): 10 years of daily bars for one address answered in under 20 ms.
 * A fresh app on a throwaway SQLite database (or DATABASE_URL), ~2,500 daily bars of one instrument seeded through
 * app.bars, then resolve() timed over repeated calls (after a warm-up): p50 and p99 against the budget, for
 * the md: address and for a public ds: history (ds:eia:RBRTE, the last 10 years of real EIA data).
 *   npx tsx -e "import('./scripts/bench/marketData.ts').then(m=>m.benchMarketData())"
 */
import { performance } from 'node:perf_hooks';
import type { Bar } from '../../common/contract/marketData';
import { benchApp } from './benchApp';

const BUDGET_MS = 20;
const BARS = 2500;
const RUNS = Number(process.env.BENCH_RUNS || 300);
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(label: string, run: () => Promise<number>): Promise<boolean> {
  for (let i = 0; i < 20; i++) await run();
  const samples: number[] = [];
  let points = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    points = await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const ok = p99 < BUDGET_MS;
  console.log(`  ${label}: ${points} points, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (budget ${BUDGET_MS} ms) ${ok ? 'OK' : 'OVER'}`);
  return ok;
}

export async function benchMarketData(): Promise<boolean> {
  const { app, config, close } = await benchApp({ name: 'md' });
  try {
    const end = Date.UTC(2026, 0, 1);
    const start = end - BARS * DAY;
    const bars: Bar[] = Array.from({ length: BARS }, (_, i) => {
      const v = 7 + Math.sin(i / 50) * 0.3;
      return {
        instrument: 'FX.USDCNY',
        interval: '1d',
        ts: start + i * DAY,
        open: v,
        high: v + 0.01,
        low: v - 0.01,
        close: v,
        settle: v,
        volume: null,
        oi: null,
        demo: false,
        source: 'bench',
      };
    });
    const t0 = performance.now();
    await app.bars.upsert(bars);
    console.log(
      `marketData series resolver: seeded ${BARS} daily bars in ${(performance.now() - t0).toFixed(0)} ms (${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}), ${RUNS} calls each`,
    );
    const q = { from: start, to: end, interval: '1d' as const, maxPoints: 100000 };
    const md = await time('md:FX.USDCNY, 10 years daily, all points', async () => (await app.series.resolve(null, 'md:FX.USDCNY', q)).points.length);
    const lttb = await time(
      'md:FX.USDCNY, 10 years daily, LTTB to 500',
      async () => (await app.series.resolve(null, 'md:FX.USDCNY', { ...q, maxPoints: 500 })).points.length,
    );
    const ds = await time(
      'ds:eia:RBRTE, 10 years daily (public EIA)',
      async () => (await app.series.resolve(null, 'ds:eia:RBRTE', { ...q, from: Date.UTC(2016, 0, 1), to: Date.UTC(2026, 0, 1) })).points.length,
    );
    return md && lttb && ds;
  } finally {
    await close();
  }
}
