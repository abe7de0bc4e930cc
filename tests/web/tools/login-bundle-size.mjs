/**
 * Login page weight check (budget: 350 KiB of gzipped JS + CSS).
 * Serves dist/ on a local port, opens /#/user/login in headless Chromium, and sums the gzipped size of
 * every script and stylesheet the page loaded. Run after `npx max build`:
 *   node tests/web/tools/login-bundle-size.mjs
 * With WEB_DIST set (as for the build), that folder is checked instead of dist/.
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, extname, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const BUDGET = 350 * 1024;
const dist = resolve(process.cwd(), process.env.WEB_DIST || 'dist');
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  const file = join(dist, path === '/' ? 'index.html' : path);
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.writeHead(path.startsWith('/v1') ? 401 : 404, { 'content-type': 'application/json' });
    res.end('{}');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (r) => {
    const p = new URL(r.url()).pathname;
    if (/\.(js|css)$/.test(p)) loaded.add(p);
  });
  await page.goto(`http://127.0.0.1:${port}/#/user/login`, { waitUntil: 'networkidle' });
  await page.waitForSelector('form', { timeout: 10000 });
  let total = 0;
  for (const p of [...loaded].sort()) {
    const gz = gzipSync(readFileSync(join(dist, p)), { level: 9 }).length;
    total += gz;
    console.log(`${p}\t${gz}`);
  }
  console.log(`total gzipped JS+CSS: ${total} bytes (${(total / 1024).toFixed(1)} KiB), budget ${BUDGET / 1024} KiB`);
  process.exitCode = total <= BUDGET ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
