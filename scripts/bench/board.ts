/**
 * The board's browser budgets (issue 9 "Speed"; how it measures: docs/market-data/board.md, "Bench"):
 *  - 200 board rows updating 4 times a second each: tick-to-screen p99 under 250 ms, no main-thread long task of 50 ms
 *    or more while it runs;
 *  - `<Chart>` first render of 1e6 points under 500 ms: from mount to the first frame whose canvas shows the line (the
 *    series' coloured pixels in the plot area; ECharts' `finished` also fires before the series is set, so it proves
 *    nothing). <Chart> samples (LTTB) beyond 20,000 points before ECharts sees the data (issue 17).
 * The page (scripts/bench/boardPage/) renders the real board grid and the real `<Chart>`, bundled with the esbuild
 * that tsx brings (its command line, so no package is imported that package.json does not list), with stand-ins for
 * Umi's runtime and the stream client; it runs in the end-to-end tests' Chromium (tests/e2e/chromium.ts).
 * Runnable alone: npx tsx -e "import('./scripts/bench/board.ts').then(m=>m.benchBoard())"
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';

const ROOT = join(__dirname, '../..');
const BUDGET = { p99Ms: 250, longTaskMs: 50, chartMs: 500 };
const RUN_MS = Number(process.env.BENCH_BOARD_RUN_MS || 10_000);

interface PageResult {
  latencies?: number[];
  longTasks: number[];
  chartMs?: number;
  updates?: number;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : Number.NaN;
};

/** Bundles the bench page into `dir` (index.html, page.js, page.css). */
function bundle(dir: string): void {
  const shims = join(ROOT, 'scripts/bench/boardPage');
  const args = [
    join(shims, 'index.tsx'),
    '--bundle',
    '--format=iife',
    '--minify',
    `--outfile=${join(dir, 'page.js')}`,
    '--loader:.less=css',
    '--jsx=automatic',
    '--define:process.env.NODE_ENV="production"',
    `--alias:@umijs/max=${join(shims, 'umiMax.ts')}`,
    `--alias:@/services/streamConnection=${join(shims, 'stream.ts')}`,
    `--tsconfig=${join(ROOT, 'tsconfig.json')}`,
    '--log-level=error',
  ];
  const run = spawnSync(join(ROOT, 'node_modules/.bin/esbuild'), args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`esbuild failed: ${run.stderr}`);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="page.css"><div id="root"></div><script src="page.js"></script>',
  );
}

export async function benchBoard(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'board-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    bundle(dir);
    const url = pathToFileURL(join(dir, 'index.html')).href;
    const run = async (hash: string, timeout: number, rate = 4): Promise<PageResult> => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${url}?run=${RUN_MS}&rate=${rate}${hash}`);
      try {
        await page.waitForFunction(() => (window as unknown as { __benchResult?: unknown }).__benchResult, undefined, { timeout });
      } catch (err) {
        throw new Error(`${hash} did not finish: ${errors.join('; ') || String(err)}`);
      }
      const result = (await page.evaluate(() => (window as unknown as { __benchResult: unknown }).__benchResult)) as PageResult;
      await page.close();
      return result;
    };

    const board = await run('#board', RUN_MS + 30_000);
    const latencies = board.latencies ?? [];
    const p50 = quantile(latencies, 0.5);
    const p99 = quantile(latencies, 0.99);
    const longest = Math.max(0, ...board.longTasks);
    // The same board with nothing published: long tasks here are the machine's (other processes, GC), not the updates'.
    const idle = await run('#board', RUN_MS + 30_000, 0);
    const chart = await run('#chart', 60_000);
    const chartMs = chart.chartMs ?? Number.POSITIVE_INFINITY;

    const boardOk = latencies.length > 0 && p99 < BUDGET.p99Ms && board.longTasks.length === 0;
    const chartOk = chartMs < BUDGET.chartMs;
    console.log(
      `board: 200 rows x 4/s for ${RUN_MS / 1000} s, ${board.updates} updates, ${latencies.length} measured; tick-to-screen p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget ${BUDGET.p99Ms}); long tasks ${board.longTasks.length} (longest ${longest.toFixed(0)} ms, budget: none of ${BUDGET.longTaskMs} ms or more) ${boardOk ? 'OK' : 'OVER'}`,
    );
    console.log(`board idle baseline (nothing published): long tasks ${idle.longTasks.length} (longest ${Math.max(0, ...idle.longTasks).toFixed(0)} ms)`);
    console.log(
      `chart: first render of 1e6 points ${chartMs.toFixed(0)} ms (budget ${BUDGET.chartMs}); long tasks during it: ${chart.longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'} ${chartOk ? 'OK' : 'OVER'}`,
    );
    return boardOk && chartOk;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
