/**
 * The product pages' budgets (issue 20, "Speed"), in Chromium against the built app and the real server
 * (./webServer.ts) with the demo feed running and 10 years of daily demo history stored (the demo back-fill,
 * DEMO_BACKFILL_YEARS=10; the bench waits for its "demo history backfill" log line before it opens a page):
 *  - first render: for each of the ten product routes (config/routes.ts, the routes drawn by the product page), to the
 *    frame where every panel is drawn (`[data-testid=page-panel][data-drawn=true]`, src/components/PageView/PanelFrame.tsx:
 *    the panel reported its content; text panels have none to wait for). Budgeted, 1.5 s per page (median of
 *    BENCH_PRODUCT_RUNS, default 3): from the hash change on home, signed in, in a fresh browser context (the shell
 *    loaded; the page's chunk, strings part, panels and data not). Reported beside it: the cold load, from navigation
 *    with nothing cached (the whole app's start included; docs/page-specs.md "Speed");
 *  - tick-to-screen: with every leg of all ten pages ticking (the demo feed serves every demo product, 4 ticks a second
 *    each, sessions ignored so the figure does not depend on the hour), each page open in turn for
 *    BENCH_PRODUCT_TICK_MS (default 10 s): from the tick's making on the server (its `ts`) to the frame after its row
 *    changed, timed by the board bench's timer (./tickToScreen.ts, injected with ./productPages/inPage.ts); p99 of
 *    all pages' rows under 250 ms.
 *   npx tsx -e "import('./scripts/bench/productPages.ts').then(m=>m.default.benchProductPages())"   (needs a build in WEB_DIST)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import routes, { type RouteConfig } from '../../config/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { signIn, startServer } from './webServer';

const ROOT = join(__dirname, '../..');
const BUDGET = { firstRenderMs: 1500, p99Ms: 250 };
const YEARS = 10;
const RUNS = Number(process.env.BENCH_PRODUCT_RUNS || 3);
const TICK_RUN_MS = Number(process.env.BENCH_PRODUCT_TICK_MS || 10_000);
const TICK_MS = 250;
const BACKFILL_TIMEOUT_MS = 20 * 60_000;
const ADMIN = { username: 'bench', password: 'Bench@12345' };
const PRODUCT_PAGE = './Tool/Trade/Product';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : Number.NaN;
};

/** The routes the product page draws, as config/routes.ts lists them. */
function productRoutes(list: RouteConfig[]): string[] {
  return list.flatMap((r) => [...(r.component === PRODUCT_PAGE && r.path ? [r.path] : []), ...productRoutes(r.routes ?? [])]);
}

/** ./productPages/inPage.ts as one script (the esbuild that tsx brings, as the board bench bundles its page). */
function inPageScript(): string {
  const dir = mkdtempSync(join(tmpdir(), 'product-bench-'));
  try {
    const out = join(dir, 'inPage.js');
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/esbuild'),
      [join(ROOT, 'scripts/bench/productPages/inPage.ts'), '--bundle', '--format=iife', `--outfile=${out}`, '--log-level=error'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`esbuild failed: ${run.stderr}`);
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What ./productPages/inPage.ts adds to the page. */
interface BenchWindow {
  __productBench: { start: () => void; stop: () => { latencies: number[]; marked: number } };
}

interface Load {
  /** Navigation start to the frame with every panel drawn; null when some panel was not drawn within the timeout. */
  ms: number | null;
  panels: number;
  notDrawn: string[];
}

/** Milliseconds from `start` (performance.now() time base; 0: the document's navigation) to the frame with every panel drawn. */
async function firstRender(tab: Page, start = 0): Promise<Load> {
  try {
    const at = await tab.waitForFunction(
      () => {
        const panels = [...document.querySelectorAll('[data-testid="page-panel"]')];
        return panels.length > 0 && panels.every((p) => p.getAttribute('data-drawn') === 'true') ? [performance.now(), panels.length] : null;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const [ms, panels] = (await at.jsonValue()) as [number, number];
    return { ms: ms - start, panels, notDrawn: [] };
  } catch {
    const notDrawn = await tab.evaluate(() =>
      [...document.querySelectorAll('[data-testid="page-panel"]')]
        .filter((p) => p.getAttribute('data-drawn') !== 'true')
        .map((p) => p.getAttribute('data-panel') ?? '?'),
    );
    return { ms: null, panels: await tab.locator('[data-testid="page-panel"]').count(), notDrawn };
  }
}

/** Median of the loads; infinite when a panel of some load was not drawn. */
const medianOf = (loads: Load[]) =>
  loads.every((l) => l.ms !== null)
    ? quantile(
        loads.map((l) => l.ms as number),
        0.5,
      )
    : Number.POSITIVE_INFINITY;
const describe = (loads: Load[]) => {
  const missing = [...new Set(loads.flatMap((l) => l.notDrawn))];
  const median = medianOf(loads);
  const each = loads.map((l) => (l.ms === null ? '-' : l.ms.toFixed(0))).join(', ');
  return `${Number.isFinite(median) ? `${median.toFixed(0)} ms` : `not drawn (${missing.join(', ')})`} median of [${each}]`;
};

interface RouteResult {
  route: string;
  /** Cold loads: the app and the page, nothing cached. */
  loads: Load[];
  /** In-app navigations from home (the signed-in shell loaded; the page's own chunks, strings and data not). */
  visits: Load[];
  latencies: number[];
  marked: number;
}

async function benchRoute(browser: Browser, url: string, route: string, token: string, script: string): Promise<RouteResult> {
  const loads: Load[] = [];
  const visits: Load[] = [];
  let latencies: number[] = [];
  let marked = 0;
  const signedInTab = async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const tab = await context.newPage();
    await tab.addInitScript((t) => window.localStorage.setItem('accessToken', t), token);
    await tab.addInitScript({ content: script });
    return { context, tab };
  };
  for (let i = 0; i < RUNS; i += 1) {
    const { context, tab } = await signedInTab();
    try {
      await tab.goto(`${url}/#${route}`);
      loads.push(await firstRender(tab));
      if (i === RUNS - 1) {
        // Tick-to-screen on the last load, after two quiet seconds (as the board bench warms up).
        await tab.waitForTimeout(2_000);
        await tab.evaluate(() => (window as unknown as BenchWindow).__productBench.start());
        await tab.waitForTimeout(TICK_RUN_MS);
        ({ latencies, marked } = await tab.evaluate(() => (window as unknown as BenchWindow).__productBench.stop()));
      }
    } finally {
      await context.close();
    }
  }
  for (let i = 0; i < RUNS; i += 1) {
    const { context, tab } = await signedInTab();
    try {
      await tab.goto(`${url}/#/home`);
      await tab.waitForSelector('[data-testid="home-sources"] tr.ant-table-row', { timeout: 60_000 });
      const start = await tab.evaluate((path) => {
        window.location.hash = `#${path}`;
        return performance.now();
      }, route);
      visits.push(await firstRender(tab, start));
    } finally {
      await context.close();
    }
  }
  return { route, loads, visits, latencies, marked };
}

/** Resolves with the back-fill's log record (JSON) once the server has written it. */
function backfillLogged(onLine: (listener: (line: string) => void) => void): Promise<Record<string, unknown>> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no demo back-fill within ${BACKFILL_TIMEOUT_MS / 60_000} min`)), BACKFILL_TIMEOUT_MS);
    onLine((line) => {
      if (!line.includes('demo history backfill')) return;
      clearTimeout(timer);
      const record = JSON.parse(line) as Record<string, unknown>;
      if (String(record.msg).includes('failed')) fail(new Error(`demo back-fill failed: ${line}`));
      else done(record);
    });
  });
}

export async function benchProductPages(): Promise<boolean> {
  const dist = resolve(ROOT, process.env.WEB_DIST || 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no web build in ${dist} (npm run build)`);
  const list = productRoutes(routes);
  const script = inPageScript();
  let listener: (line: string) => void = () => undefined;
  const backfill = backfillLogged((l) => {
    listener = l;
  });
  const started = Date.now();
  const server = await startServer({
    dist,
    admin: ADMIN,
    env: {
      FEEDS_AUTOSTART: 'on',
      DEMO_FEED_ALWAYS_OPEN: 'true',
      DEMO_FEED_TICK_MS: String(TICK_MS),
      DEMO_BACKFILL_YEARS: String(YEARS),
      LOG_LEVEL: 'info',
    },
    onLine: (line) => listener(line),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const filled = await backfill;
    console.log(
      `product pages: demo history back-filled, ${YEARS} years: ${filled.dailyBars} daily and ${filled.minuteBars} minute bars in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const token = await signIn(server.url, ADMIN);
    const results: RouteResult[] = [];
    for (const route of list) {
      const r = await benchRoute(browser, server.url, route, token, script);
      results.push(r);
      console.log(
        `product ${route.replace('/tool/trade/realtime/', '').padEnd(16)} first render from home ${describe(r.visits)} (budget ${BUDGET.firstRenderMs} ms) ${medianOf(r.visits) < BUDGET.firstRenderMs ? 'OK' : 'OVER'}; ` +
          `cold load ${describe(r.loads)} (reported); ${r.loads[0]?.panels ?? 0} panels; tick-to-screen ${r.latencies.length} row changes (${r.marked} values received), p50 ${quantile(r.latencies, 0.5).toFixed(0)} ms, p99 ${quantile(r.latencies, 0.99).toFixed(0)} ms`,
      );
    }
    const all = results.flatMap((r) => r.latencies);
    const p99 = quantile(all, 0.99);
    const renderOk = results.every((r) => medianOf(r.visits) < BUDGET.firstRenderMs);
    const tickOk = all.length > 0 && p99 < BUDGET.p99Ms;
    const worst = Math.max(...results.map((r) => medianOf(r.visits)));
    const worstCold = Math.max(...results.map((r) => medianOf(r.loads)));
    console.log(
      `product pages: first render of every panel from home, slowest page median ${worst.toFixed(0)} ms (budget ${BUDGET.firstRenderMs} ms each) ${renderOk ? 'OK' : 'OVER'}; cold load, slowest median ${worstCold.toFixed(0)} ms (reported)`,
    );
    console.log(
      `product pages: tick-to-screen with every leg ticking ${1000 / TICK_MS}/s, ${all.length} row changes over ${results.length} pages x ${TICK_RUN_MS / 1000} s: p50 ${quantile(all, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (budget ${BUDGET.p99Ms}) ${tickOk ? 'OK' : 'OVER'}`,
    );
    return renderOk && tickOk;
  } finally {
    await browser.close();
    await server.stop();
  }
}
