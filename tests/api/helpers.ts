/**
 * Test harness for the API server: a fully built app on a throwaway DATA_DIR with SQLite, or on PostgreSQL
 * when TEST_DATABASE_URL is set (one fresh database per app, dropped on close), each a copy of the run's migrated
 * template (templateDatabase.ts). Time comes from a fake clock
 * (`clock.advance(ms)`), so expiry tests do not sleep.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { seedReferenceData } from '../../server/bootstrap';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { HostResolver } from '../../server/infra/http/outboundFetch';
import { openSqlite } from '../../server/infra/db/connect';
import { migrateToLatest } from '../../server/infra/db/migrate';
import type { Database } from '../../server/schema';
import { createSession } from '../../server/infra/auth/sessions';
import { seedQaAccounts as seedQa } from '../../server/qaAccounts';
import { findUserByUsername } from '../../server/features/user/userRecords';
import type { ApiEnvelope } from '../../common/contract/envelope';
import type { CallData } from '../support/callData';
import { postgresFromTemplate, sqliteFromTemplate } from './templateDatabase';

export type { CallData } from '../support/callData';
export { must } from '../support/must';

/**
 * POST a JSON body as a client at `address` (fastify.inject's remoteAddress): for the per-address rate limits and
 * sign-in throttling. The whole inject answer comes back (status, headers, json()).
 */
export function postFrom(app: FastifyInstance, address: string, url: string, body: unknown) {
  return app.inject({ method: 'POST', url, remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

export interface FakeClock {
  now: () => number;
  advance: (ms: number) => void;
  set: (epochMs: number) => void;
}

function fakeClock(start = Date.UTC(2025, 3, 1, 2, 0, 0)): FakeClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms), set: (v) => (t = v) };
}

export interface CallResult<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Record<string, unknown>;
}

export interface TestApp {
  app: FastifyInstance;
  config: ServerConfig;
  db: Kysely<Database>;
  clock: FakeClock;
  dataDir: string;
  /** 'sqlite' or 'postgres' (TEST_DATABASE_URL). */
  dbKind: 'sqlite' | 'postgres';
  close: () => Promise<void>;
  /** Logs in through /v1/user/password_login; throws unless it answers 200. */
  login: (username: string, password: string) => Promise<string>;
  /** Creates admin / trader / viewer exactly as in the QA account list. */
  seedQaAccounts: () => Promise<void>;
  /** A session for an existing user without a password check (fast; for matrices). */
  tokenFor: (username: string) => Promise<string>;
  /** POST a JSON body (or none) with an optional bearer token. */
  call: <P extends string>(url: P, body?: unknown, token?: string | null) => Promise<CallResult<CallData<P>>>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (e.g. RATE_LIMIT_LOGIN_PER_MINUTE). */
  env?: Record<string, string>;
  seedQa?: boolean;
  /** The name lookup of outbound calls (webhooks, feeds): the network edge, faked to test the SSRF policy. */
  resolveHost?: HostResolver;
}

export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const clock = fakeClock();
  const pgUrl = process.env.TEST_DATABASE_URL ?? '';
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      SCHEDULER: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SQLITE_SYNCHRONOUS: 'NORMAL',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
      RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
      // Per-user limits of expensive calls: tests/api/costLimits.test.ts covers them; the other suites call freely.
      RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
      RATE_LIMIT_BACKTEST_PER_MINUTE: '100000',
      RATE_LIMIT_SEASONALITY_PER_MINUTE: '100000',
      RATE_LIMIT_IMPORT_PER_MINUTE: '100000',
      UMI_APP_BUILD_VERSION: '20250401.3',
      // Suites register accounts to use them at once; tests/api/registration.test.ts covers the default (approval) and closed.
      REGISTRATION_MODE: 'open',
      DATABASE_URL: pgUrl,
      ...options.env,
    },
    { envDir: null, now: clock.now, resolveHost: options.resolveHost },
  );
  let dropDatabase: (() => Promise<void>) | null = null;
  let db: Kysely<Database> | null = null;
  let app: FastifyInstance;
  try {
    // A copy of the run's migrated template (tests/api/templateDatabase.ts); migrating it again finds nothing to do.
    if (pgUrl) {
      const copy = await postgresFromTemplate(pgUrl, clock.now());
      dropDatabase = copy.drop;
      db = copy.db;
    } else {
      await sqliteFromTemplate(path.join(dataDir, 'console.db'), clock.now());
      db = openSqlite(path.join(dataDir, 'console.db'), 'NORMAL');
    }
    await migrateToLatest(db);
    await seedReferenceData(db, config);
    // Each validator compiled on its route's first call: a test file calls a few of the ~250 routes, and compiling all
    // of them took about 0.4 s of every file (server/infra/http/sharedValidators.ts).
    app = await buildApp(config, { db, logger: false, validators: 'on-first-use' });
    await app.ready();
  } catch (err) {
    // A harness that failed half-way leaves nothing behind (temp folder, schema, connections).
    await db?.destroy().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const call = async <P extends string>(url: P, body?: unknown, token?: string | null): Promise<CallResult<CallData<P>>> => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: res.json() as ApiEnvelope<CallData<P>>, headers: res.headers };
  };

  const t: TestApp = {
    app,
    config,
    db,
    clock,
    dataDir,
    dbKind: pgUrl ? 'postgres' : 'sqlite',
    call,
    login: async (username, password) => {
      const res = await call('/v1/user/password_login', { username, password });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.token;
    },
    seedQaAccounts: async () => {
      await seedQa(db, clock.now());
    },
    tokenFor: async (username) => {
      const user = await findUserByUsername(db, username);
      if (!user) throw new Error(`no user ${username}`);
      return (await createSession(db, config, user.id)).token;
    },
    close: async () => {
      // Each step runs even if an earlier one fails (a test may have destroyed the database on purpose).
      await app.close().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      if (dropDatabase) await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (options.seedQa) await t.seedQaAccounts();
  return t;
}
