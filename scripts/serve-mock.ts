/**
 * Serves the built web app (dist/) with the mock API on one port, for end-to-end tests and QA of a
 * production build without the real server:
 *
 *   npx max build && npx tsx scripts/serve-mock.ts        # http://127.0.0.1:8001/
 *
 * Environment: PORT (default 8001), HOST (default 127.0.0.1), WEB_DIST (default dist). The mock's
 * accounts, scenarios and /__mock/ controls are described in mock/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { config as loadDotenv } from 'dotenv';

const ROOT = path.resolve(__dirname, '..');

async function main() {
  // Before the mock loads: its initial version is the build version of .env (UMI_APP_BUILD_VERSION).
  loadDotenv({ path: path.join(ROOT, '.env'), quiet: true });
  const { allMocks } = await import('../mock/_lib/allMocks');
  const { buildMockApp } = await import('../mock/_lib/fastifyAdapter');

  const webRoot = path.resolve(ROOT, process.env.WEB_DIST || 'dist');
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    console.error(`${path.join(webRoot, 'index.html')} is missing: build the web app first (npx max build).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 8001);
  const host = process.env.HOST || '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }

  const app = await buildMockApp({ mocks: allMocks(), webRoot });
  await app.listen({ port, host });
  const address = app.server.address();
  console.log(`Mock API and the built web app: http://${host}:${typeof address === 'object' && address ? address.port : port}/`);
  console.log('Accounts: admin / Admin@12345, trader / Trader@12345, viewer / Viewer@12345 (more in mock/README.md)');

  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
