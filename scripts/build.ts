/**
 * `npm run build`: the one web build `npm start`, scripts/e2e.sh, `npm run bench` and CI use: `max build` into
 * WEB_DIST (default dist/, the same variable `.umirc.ts` reads), then brotli and gzip copies of its text files
 * (scripts/compressBuild.ts) for the server to send pre-compressed (server/infra/web/webApp.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compressBuild, describeSummary } from './compressBuild';

const ROOT = path.resolve(__dirname, '..');

/** Builds and compresses; the build's output goes to `stdio` ('inherit' for a terminal, 'ignore' for quiet callers). */
export async function buildWebApp({ stdio = 'inherit' }: { stdio?: 'inherit' | 'ignore' } = {}): Promise<void> {
  const dist = path.resolve(ROOT, process.env.WEB_DIST || 'dist');
  const build = spawnSync('npx', ['max', 'build'], { cwd: ROOT, stdio, env: process.env });
  if (build.status !== 0) throw new Error(`max build failed (exit ${build.status ?? build.signal})`);
  const summary = await compressBuild(dist);
  if (stdio === 'inherit') process.stdout.write(`${describeSummary(summary)}\n`);
}

if (require.main === module) {
  buildWebApp().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
