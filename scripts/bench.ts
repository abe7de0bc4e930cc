/**
 * `npm run bench`: speed is part of correctness. The project's only bundle-budget check. Prints
 *  1. the login page's first load in headless Chromium: gzipped JS + CSS bytes and LCP, median of cold loads,
 *     against the budget (350 KiB gzipped JS + CSS; docs/web-shell.md "Login page weight"); over budget, or with
 *     BENCH_FILES=1, every script and stylesheet the page loaded with its gzipped size;
 *  2. API throughput and latency (scripts/bench-api.ts: user_info next to a bare Fastify endpoint).
 * Exits non-zero when a budget is exceeded.
 *
 * Environment: WEB_DIST (the build to measure, default dist/; built first when it holds no index.html, with the
 * same variable, as `.umirc.ts` reads it), BENCH_RUNS (cold loads, default 5). The browser is the end-to-end
 * tests' Chromium (tests/e2e/chromium.ts: Debian's, never a downloaded one).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const ROOT = join(__dirname, '..');
const DIST = resolve(ROOT, process.env.WEB_DIST || 'dist');
const LOGIN_BUDGET_BYTES = 350 * 1024;
const RUNS = Number(process.env.BENCH_RUNS || 5);

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/**
 * Serves the build as the server would to a visitor without a session: files from WEB_DIST, index.html for
 * other addresses, and 401 without a message for API calls (the login page makes none at start-up).
 */
function serveDist(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url || '/', 'http://bench').pathname);
    if (/^\/v[12]\//.test(pathname)) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"code":401}');
      return;
    }
    let file = resolve(DIST, `.${pathname}`);
    if (!file.startsWith(DIST + sep) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One cold load of the login page: gzipped size of every script and stylesheet, and the LCP. */
async function loadLoginPage(browser: Browser, url: string): Promise<{ files: Map<string, number>; lcp: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Map<string, number>();
  const unreadable: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (resp) => {
    const type = resp.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const name = new URL(resp.url()).pathname;
    pending.push(
      resp.body().then(
        (body) => {
          files.set(name, gzipSync(body, { level: 9 }).length);
        },
        (error: unknown) => {
          unreadable.push(`${name} (${String(error)})`);
        },
      ),
    );
  });
  try {
    await page.goto(`${url}/#/user/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('form', { timeout: 15_000 });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => done(-1), 3000);
        }),
    );
    await Promise.all(pending);
    // A file left out would make the page look lighter than it is.
    if (unreadable.length > 0) throw new Error(`could not read: ${unreadable.join(', ')}`);
    return { files, lcp };
  } finally {
    await context.close();
  }
}

async function benchLoginPage(): Promise<boolean> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`building the web app into ${DIST} (no index.html there)...`);
    execSync('npx max build', { cwd: ROOT, stdio: 'ignore', env: { ...process.env, WEB_DIST: DIST } });
  }
  const { url, close } = await serveDist();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const loads: { files: Map<string, number>; lcp: number }[] = [];
  try {
    for (let i = 0; i < RUNS; i++) loads.push(await loadLoginPage(browser, url));
  } finally {
    await browser.close();
    close();
  }
  const totals = loads.map((load) => [...load.files.values()].reduce((sum, n) => sum + n, 0));
  const lcps = loads.map((load) => load.lcp);
  const ok = median(totals) <= LOGIN_BUDGET_BYTES;
  console.log(`web  login page first load: ${kib(median(totals))} gzipped JS+CSS (budget ${kib(LOGIN_BUDGET_BYTES)}) ${ok ? 'OK' : 'OVER BUDGET'}`);
  console.log(`web  login page LCP: median ${median(lcps).toFixed(0)} ms over ${RUNS} cold loads (runs: ${lcps.map((x) => x.toFixed(0)).join(', ')})`);
  if (!ok || process.env.BENCH_FILES === '1') {
    const files = [...loads[0].files.entries()].sort((a, b) => b[1] - a[1]);
    for (const [name, bytes] of files) console.log(`web    ${kib(bytes).padStart(10)}  ${name}`);
  }
  return ok;
}

function benchApi(): boolean {
  const run = spawnSync('npx', ['tsx', 'scripts/bench-api.ts'], { cwd: ROOT, stdio: 'inherit' });
  return run.status === 0;
}

(async () => {
  const results = [await benchLoginPage(), benchApi()];
  process.exit(results.every(Boolean) ? 0 : 1);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
