/**
 * The database every test app starts from: migrated, with the public histories imported, made ONCE per jest run
 * and copied for each app. Migrating and importing took about 300 ms of every one of the ~200 apps a pass builds;
 * copying a SQLite file takes about 1 ms, creating a PostgreSQL database from a template about 25 ms.
 *
 * The run's templates live where tests/support/jestGlobalSetup.cjs says (TEST_TEMPLATE_DIR, TEST_RUN_ID) and are
 * removed by its teardown. Outside such a run (another runner) each process makes its own, in the temp folder.
 * A test app then goes through the same steps as before on the copy (migrateToLatest finds nothing to do, the
 * import finds the histories complete), so nothing a test sees differs from a freshly migrated database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { loadPg, openPostgres, openSqlite } from '../../server/infra/db/connect';
import { migrateToLatest } from '../../server/infra/db/migrate';
import type { Database } from '../../server/schema';
import { importPublicHistories } from '../../server/features/marketData/publicHistories';

const RUN_ID = process.env.TEST_RUN_ID || `p${process.pid}`;
const TEMPLATE_DIR = process.env.TEST_TEMPLATE_DIR || path.join(os.tmpdir(), `console-test-templates-${RUN_ID}`);

/** What a template holds beyond the schema: the shipped public histories, imported at `importedAt`. */
async function fillTemplate(db: Kysely<Database>, importedAt: number): Promise<void> {
  await migrateToLatest(db);
  await importPublicHistories(db, importedAt);
}

/** A copy of the SQLite template at `file` (the template is made first if this run has none yet). */
export async function sqliteFromTemplate(file: string, importedAt: number): Promise<void> {
  const template = path.join(TEMPLATE_DIR, `sqlite-${importedAt}.db`);
  if (!fs.existsSync(template)) {
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    // Made under a private name, then renamed: workers racing to make it each rename a complete file.
    const building = path.join(TEMPLATE_DIR, `building-${process.pid}-${crypto.randomBytes(4).toString('hex')}.db`);
    const db = openSqlite(building, 'NORMAL');
    try {
      await fillTemplate(db, importedAt);
      // Everything into the main file, so copying that one file copies the database.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    } finally {
      await db.destroy();
    }
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${building}${extra}`, { force: true });
    fs.renameSync(building, template);
  }
  fs.copyFileSync(template, file);
}

/** `url` with its database name replaced. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new (await loadPg()).Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL template database of this run (made once, under an advisory lock shared by the workers). */
async function makePostgresTemplate(url: string, importedAt: number): Promise<string> {
  const name = `console_tpl_${RUN_ID}_${importedAt}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rowCount) return;
      await client.query(`CREATE DATABASE ${name}`);
      const db = openPostgres(withDatabase(url, name), { max: 2 });
      try {
        await fillTemplate(db, importedAt);
      } finally {
        await db.destroy();
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** This process's template names by server and import time: looked up (a connection and a lock) once, not per app. */
const templates = new Map<string, Promise<string>>();
function postgresTemplate(url: string, importedAt: number): Promise<string> {
  const key = `${url} ${importedAt}`;
  let name = templates.get(key);
  if (!name) {
    name = makePostgresTemplate(url, importedAt);
    templates.set(key, name);
    name.catch(() => templates.delete(key));
  }
  return name;
}

/**
 * One administrative connection per server for the copies' CREATE and DROP. A PostgreSQL connection is a new server
 * process, which this machine makes slowly: two per app were a fifth of a PostgreSQL app's set-up. Idle, it lets the
 * process end (allowExitOnIdle) and closes after a second.
 */
const adminPools = new Map<string, Promise<pg.Pool>>();
function adminPool(url: string): Promise<pg.Pool> {
  let pool = adminPools.get(url);
  if (!pool) {
    pool = loadPg().then((loaded) => {
      const made = new loaded.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 1000, allowExitOnIdle: true });
      made.on('error', () => undefined);
      return made;
    });
    adminPools.set(url, pool);
  }
  return pool;
}

export interface PostgresCopy {
  db: Kysely<Database>;
  /** Closes nothing: drops the copy (after the caller destroyed `db`). */
  drop: () => Promise<void>;
}

/** A new database created from the run's PostgreSQL template, opened with a small pool. */
export async function postgresFromTemplate(url: string, importedAt: number): Promise<PostgresCopy> {
  const template = await postgresTemplate(url, importedAt);
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files (with a checkpoint, cheap with fsync off) instead of writing every block to the
  // WAL as PostgreSQL 15's default does: 25 against 32-180 ms for the 14 MB template (2026-11-29).
  await (await adminPool(url)).query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  return {
    db: openPostgres(withDatabase(url, name), { max: 4 }),
    drop: async () => {
      await (await adminPool(url)).query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
