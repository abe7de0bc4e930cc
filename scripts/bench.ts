/**
 * `npm run bench`: speed is part of correctness. Prints
 *  1. the login page's first load in headless Chromium: gzipped JS+CSS bytes and LCP, median of cold loads,
 *     against the budget (350 KiB gzipped JS+CSS);
 *  2. API throughput and latency (scripts/bench-api.ts: user_info next to a bare Fastify endpoint);
 *  3. calculator timings (scripts/bench-calculators.ts, once calculators exist).
 * Exits non-zero when a budget is exceeded.
 */
import { execSync, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/e2e/browser';

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
const LOGIN_BUDGET_BYTES = 350 * 1024;
const RUNS = Number(process.env.BENCH_RUNS || 5);

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'application/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.json': 'application/json' };

function serveDist(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const rel = normalize(decodeURIComponent((req.url || '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(DIST, rel);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function benchLoginPage(): Promise<boolean> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('building the web app (dist/ missing)...');
    execSync('npx max build', { cwd: ROOT, stdio: 'ignore' });
  }
  const { url, close } = await serveDist();
  const browser = await launchChromium();
  const bytes: number[] = [];
  const lcps: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let total = 0;
      const pending: Promise<void>[] = [];
      page.on('response', (resp) => {
        const type = resp.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          pending.push(resp.body().then((b) => { total += gzipSync(b, { level: 9 }).length; }).catch(() => {}));
        }
      });
      await page.goto(`${url}/#/user/login`, { waitUntil: 'networkidle' });
      await page.waitForSelector('form', { timeout: 15_000 });
      const lcp = await page.evaluate(() => new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1].startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(-1), 3000);
      }));
      await Promise.all(pending);
      bytes.push(total);
      lcps.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
    close();
  }
  const kib = median(bytes) / 1024;
  const ok = median(bytes) <= LOGIN_BUDGET_BYTES;
  console.log(`web  login page first load: ${kib.toFixed(1)} KiB gzipped JS+CSS (budget ${LOGIN_BUDGET_BYTES / 1024} KiB) ${ok ? 'OK' : 'OVER BUDGET'}`);
  console.log(`web  login page LCP: median ${median(lcps).toFixed(0)} ms over ${RUNS} cold loads (runs: ${lcps.map((x) => x.toFixed(0)).join(', ')})`);
  return ok;
}

function runPart(script: string, label: string): boolean {
  if (!existsSync(join(ROOT, script))) {
    console.log(`${label}: ${script} not present yet`);
    return true;
  }
  const r = spawnSync('npx', ['tsx', script], { cwd: ROOT, stdio: 'inherit' });
  return r.status === 0;
}

(async () => {
  const results = [await benchLoginPage(), runPart('scripts/bench-api.ts', 'api'), runPart('scripts/bench-calculators.ts', 'calculators')];
  process.exit(results.every(Boolean) ? 0 : 1);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
