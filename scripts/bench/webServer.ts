/**
 * The real server, as `npm start` runs it (server/index.ts in a child process of its own group), on a fresh database
 * in a temporary folder, serving the web build `dist` pre-compressed: the web part of `npm run bench` and the product
 * pages' bench. The scheduler stays off; `env` adds to the environment (the product pages' bench starts the demo feed
 * with its history); `onLine` receives each line the server writes to stdout (its JSON log).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '../..');
const STOP_GRACE_MS = 10_000;

export interface BenchServer {
  url: string;
  /** Stops the server (its whole process group) and removes its data folder. */
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  dist: string;
  admin: { username: string; password: string };
  env?: Record<string, string>;
  onLine?: (line: string) => void;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export async function startServer({ dist, admin, env = {}, onLine }: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...env,
  };
  const child: ChildProcess = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
    detached: true,
  });
  if (onLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  const group = (signal: NodeJS.Signals | 0): boolean => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
      return Boolean(child.pid);
    } catch {
      return false; // no process left in the group
    }
  };
  // SIGTERM to the whole group (npx, tsx, node): the server closes gracefully. One that has not exited within
  // STOP_GRACE_MS (seen once with the demo feed running on 10 years of history: it outlived the bench) is killed.
  const stop = async () => {
    group('SIGTERM');
    for (let waited = 0; waited < STOP_GRACE_MS && group(0); waited += 100) await new Promise((done) => setTimeout(done, 100));
    group('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error('the server did not start within 60 s');
}

/** The administrator's session token on the bench server. */
export async function signIn(url: string, admin: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/v1/user/password_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json() as Promise<{ data?: { token?: string } }>);
  const token = login.data?.token;
  if (!token) throw new Error('could not log in to the bench server');
  return token;
}
