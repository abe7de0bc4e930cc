/**
 * Serves the built web app (dist/) with the QA server on one port, for end-to-end tests and QA of a production
 * build: the real server application, serving the build, on an in-memory database with the QA accounts, the
 * scenario accounts and the /__mock/ controls (mock/README.md), exactly what `max dev` mocks with.
 *
 *   npm run build && npx tsx scripts/serve-mock.ts     # http://127.0.0.1:8001/
 *
 * Environment: PORT (default 8001), HOST (default 127.0.0.1), WEB_DIST (default dist), LOG_LEVEL (default warn).
 * One HTTP server routes every request to the QA app of the moment: POST /__mock/reset swaps in a fresh one.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';

const ROOT = path.resolve(__dirname, '..');

async function main() {
  // The QA server publishes the build version of .env (UMI_APP_BUILD_VERSION) first, like a production start.
  loadDotenv({ path: path.join(ROOT, '.env'), quiet: true });
  const { QaServer } = await import('../mock/qa/qaServer');

  const webRoot = path.resolve(ROOT, process.env.WEB_DIST || 'dist');
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    console.error(`${path.join(webRoot, 'index.html')} is missing: build the web app first (npm run build).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 8001);
  const host = process.env.HOST || '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }

  const qa = new QaServer({ webDist: webRoot, logLevel: process.env.LOG_LEVEL || 'warn' });
  await qa.app(); // built before listening: a broken setup fails here, not on the first request
  const server = http.createServer((req, res) => qa.route(req, res));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  console.log(`QA server with the built web app: http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
  console.log('Accounts: admin / Admin@12345, trader / Trader@12345, viewer / Viewer@12345 (more in mock/README.md)');

  const stop = async () => {
    server.close();
    await qa.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
