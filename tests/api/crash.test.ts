/**
 * Durability: the real server (`npx tsx server/index.ts`) takes writes through the API, is killed with
 * SIGKILL while more writes are in flight, restarts on the same data, and every write it acknowledged is
 * there. Runs on SQLite (WAL, synchronous=FULL by default) or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ApiEnvelope } from '../../common/contract/envelope';
import { type CallData, must } from './helpers';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_PASSWORD = 'CrashAdmin@12345';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<Running> {
  // One Node process with tsx's loader (`npx tsx` starts npm, then tsx's command, then this node: 0.6 s of CPU more per
  // start); in a process group of its own, so SIGKILL reaches whatever it starts.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const check = setInterval(() => {
      if (out.includes('Commodity console is running')) {
        clearTimeout(timer);
        clearInterval(check);
        resolve({ child, output: () => out });
      }
    }, 50);
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      if (!out.includes('Commodity console is running')) reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}

function killHard(r: Running): Promise<void> {
  return new Promise((resolve) => {
    r.child.on('exit', () => resolve());
    process.kill(-must(r.child.pid, 'the server process id'), 'SIGKILL');
  });
}

async function post<P extends string>(base: string, url: P, body?: unknown, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as ApiEnvelope<CallData<P>> };
}

/** SQLite: both synchronous modes (WAL keeps commits across a process crash either way); PostgreSQL: once. */
const MODES = process.env.TEST_DATABASE_URL ? ['postgres'] : ['FULL', 'NORMAL'];

test.each(MODES)('every acknowledged write survives kill -9 (%s)', async (mode) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let databaseUrl = '';
  let dropSchema: (() => Promise<void>) | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = u.toString();
    dropSchema = async () => {
      const d = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await d.connect();
      await d.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await d.end();
    };
  }
  // Created after the PostgreSQL schema, so a database that is not there leaves no folder behind.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-crash-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
    // The last acknowledged account signs in at the end.
    REGISTRATION_MODE: 'open',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    SQLITE_SYNCHRONOUS: mode === 'NORMAL' ? 'NORMAL' : 'FULL',
  };
  let server = await startServer(env);
  try {
    expect(server.output()).toContain('administrator "admin" created');
    const admin = (await post(base, '/v1/user/password_login', { username: 'admin', password: ADMIN_PASSWORD })).body.data.token;

    const ackedUsers: string[] = [];
    const ackedVersions: string[] = [];
    // Sequential writes, each acknowledged before the next.
    for (let i = 0; i < 10; i += 1) {
      const u = await post(base, '/v1/user/register', { username: `seq_${i}`, password: 'Crash@123456' });
      if (u.status === 200) ackedUsers.push(`seq_${i}`);
      const v = await post(base, '/v1/setting/version/set', { version: `20250601.${i}` }, admin);
      if (v.status === 200) ackedVersions.push(`20250601.${i}`);
    }
    expect(ackedUsers).toHaveLength(10);
    // Then a burst in flight: kill as soon as 15 of 40 are acknowledged.
    await new Promise<void>((resolve) => {
      let acked = 0;
      for (let i = 0; i < 40; i += 1) {
        post(base, '/v1/user/register', { username: `burst_${i}`, password: 'Crash@123456' })
          .then((r) => {
            if (r.status === 200) ackedUsers.push(`burst_${i}`);
            acked += 1;
            if (acked === 15) resolve();
          })
          .catch(() => undefined);
      }
    });
    await killHard(server);

    server = await startServer(env);
    const after = await post(base, '/v1/user/password_login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(after.status).toBe(200);
    const token = after.body.data.token;
    const listed = await post(base, '/v1/user/admin/list', { pageSize: 200 }, token);
    const present = new Set(listed.body.data.list.map((u: { username: string }) => u.username));
    expect(ackedUsers.filter((u) => !present.has(u))).toEqual([]);
    expect(ackedUsers.length).toBeGreaterThanOrEqual(25);
    const history = await post(base, '/v1/setting/version/updateHistory', { pageSize: 50 }, token);
    const versions = new Set(history.body.data.list.map((v: { version: string }) => v.version));
    expect(ackedVersions.filter((v) => !versions.has(v))).toEqual([]);
    // The envelope carries the last acknowledged version after the restart.
    expect(history.body.data.list[0].version).toBe('20250601.9');
    // No second administrator on restart.
    expect(server.output()).not.toContain('administrator "admin" created');
    // A logged-in user from before the crash can log in again (password hash intact).
    expect((await post(base, '/v1/user/password_login', { username: ackedUsers[ackedUsers.length - 1], password: 'Crash@123456' })).status).toBe(200);
  } finally {
    await killHard(server).catch(() => undefined);
    if (dropSchema) await dropSchema();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
