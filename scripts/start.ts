/**
 * `npm start`: builds the web app (`npm run build`: scripts/build.ts, pre-compressed files included) when dist/ is
 * missing, lacks the pre-compressed files, or is older than any of its sources (src/, common/ (the `@common` alias),
 * config/, .umirc.ts, .env, .env.local), then runs the server (server/index.ts) in this process.
 * Generated folders (src/.umi*) are not sources: `max build` rewrites them, and counting them would
 * rebuild on every start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildWebApp } from './build';

const ROOT = path.resolve(__dirname, '..');
const DIST_MARKER = path.join(ROOT, 'dist', 'index.html');
const SOURCES = ['src', 'common', 'config', '.umirc.ts', '.env', '.env.local'];

/** Newest modification time under `p` (a file or a folder), skipping generated `.umi*` folders; 0 when absent. */
function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.isDirectory() && (entry.name.startsWith('.umi') || entry.name === 'node_modules')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Why the web app must be built, or null when dist/ is current. */
export function buildReason(root = ROOT): string | null {
  const marker = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(marker)) return 'dist/ is missing';
  // A bare `max build` leaves no pre-compressed copies: the server would send every file raw.
  if (!fs.existsSync(`${marker}.br`)) return 'dist/ has no pre-compressed files';
  const built = fs.statSync(marker).mtimeMs;
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

async function main(): Promise<void> {
  const reason = buildReason();
  if (reason) {
    process.stdout.write(`Building the web app (${reason}): npm run build\n`);
    const t0 = Date.now();
    const failed = await buildWebApp().then(
      () => !fs.existsSync(DIST_MARKER),
      (error: unknown) => {
        process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
        return true;
      },
    );
    if (failed) {
      process.stderr.write('The web app build failed; not starting the server.\n');
      process.exit(1);
    }
    process.stdout.write(`Web app built in ${((Date.now() - t0) / 1000).toFixed(1)} s.\n`);
  } else {
    process.stdout.write('Web app build is current (dist/).\n');
  }
  const { main: startServer } = await import('../server/index');
  await startServer();
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`npm start failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
