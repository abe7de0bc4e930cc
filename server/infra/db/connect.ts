/**
 * Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL (pg Pool) when DATABASE_URL is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../schema';

/**
 * node-postgres, loaded when a PostgreSQL database is first queried: a SQLite process never needs it (about 0.1 s of
 * module loading in every API test file otherwise; docs/test-run-time.md). Also the tests' template databases' loader.
 */
export async function loadPg(): Promise<typeof import('pg')['default']> {
  const { default: pg } = await import('pg');
  // int8 (epoch-ms columns, count(*)) as JS numbers: every such value stays below 2^53.
  pg.types.setTypeParser(20, Number);
  // numeric (e.g. sum() of double precision on some paths) as numbers too.
  pg.types.setTypeParser(1700, Number);
  return pg;
}

export type DbKind = 'sqlite' | 'postgres';

export const dbKind = (config: Pick<ServerConfig, 'databaseUrl'>): DbKind => (config.databaseUrl ? 'postgres' : 'sqlite');

export interface PostgresOptions {
  /** Schema to put first on the search_path (tests use one throwaway schema per file). */
  searchPath?: string;
  max?: number;
}

export function openPostgres(url: string, opts: PostgresOptions = {}): Kysely<Database> {
  // Kysely asks for the pool on the first query (and ends it on destroy).
  const pool = async () => {
    const pg = await loadPg();
    const made = new pg.Pool({
      connectionString: url,
      max: opts.max ?? 10,
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // An idle client losing its connection emits 'error' on the pool; without a listener that kills the process.
    made.on('error', () => undefined);
    return made;
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function sqliteFile(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'console.db');
}

/** Prepared statements kept per SQL text (Kysely's SQLite driver prepares on every query). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * better-sqlite3 with a small LRU of prepared statements: preparing was the largest single cost of the
 * per-request session lookup. Statements are reusable and the cache is bounded (IN-lists vary the SQL).
 */
function withStatementCache(sqlite: SqliteDatabase.Database, onClose?: () => void): KyselySqliteDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      const hit = cache.get(text);
      if (hit) {
        cache.delete(text);
        cache.set(text, hit);
        return hit;
      }
      const stmt = sqlite.prepare(text);
      cache.set(text, stmt);
      const oldest = cache.keys().next().value;
      if (cache.size > STATEMENT_CACHE_SIZE && oldest !== undefined) cache.delete(oldest);
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
      onClose?.();
    },
  } as KyselySqliteDatabase;
}

/** A synchronous read of one row by SQL text and parameters. */
export type RowReader = (sqlText: string, parameters: readonly unknown[]) => unknown;

/** Rows kept by the read connection's cache (one per recently seen session token). */
const ROW_CACHE_SIZE = 10_000;

/**
 * Remembers the rows `read` answered until anything is committed to the database. SQLite's `data_version`
 * (asked on the read connection) changes whenever another connection commits, from this process or any
 * other, so a row is never served after the commit that changed or deleted it: a logout, a password change
 * or a revoked grant still takes effect on the very next request. The session lookup then costs one pragma
 * instead of a join on repeated requests (docs/server.md, "Measurements"). Callers must not mutate the rows.
 */
export function commitAwareRowCache(connection: SqliteDatabase.Database, read: RowReader): RowReader {
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  const rows = new Map<string, unknown>();
  let seenVersion: unknown;
  return (sqlText, parameters) => {
    const version = dataVersion.get();
    if (version !== seenVersion) {
      rows.clear();
      seenVersion = version;
    }
    const key = `${sqlText}\u0000${JSON.stringify(parameters)}`;
    if (rows.has(key)) return rows.get(key);
    const row = read(sqlText, parameters);
    const oldest = rows.keys().next().value;
    if (rows.size >= ROW_CACHE_SIZE && oldest !== undefined) rows.delete(oldest);
    rows.set(key, row);
    return row;
  };
}

const readers = new WeakMap<Kysely<Database>, RowReader>();

/**
 * SQLite only: a second, read-only connection for the per-request session lookup. It reads committed data
 * only (WAL readers never see another connection's open transaction), answers synchronously, without
 * Kysely's connection queue, and repeats a row until the next commit (commitAwareRowCache). Undefined for PostgreSQL, which goes through Kysely.
 */
export const committedRowReader = (db: Kysely<Database>): RowReader | undefined => readers.get(db);

export function openSqlite(file: string, synchronous: 'FULL' | 'NORMAL'): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL fsyncs the WAL at every commit (survives power loss); NORMAL survives process crashes only. docs/server.md.
  sqlite.pragma(`synchronous = ${synchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const readStatements = withStatementCache(reader);
  // Kysely's destroy() closes the main connection; the read connection goes with it.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => readStatements.close()) }) });
  readers.set(
    db,
    commitAwareRowCache(reader, (sqlText, parameters) => readStatements.prepare(sqlText).all(parameters)[0]),
  );
  return db;
}

/**
 * A private in-memory SQLite database (QA instances, throwaway servers): ONE connection, gone when it closes.
 * No committed-row reader: an in-memory database cannot be opened a second time, and a cache keyed on the same
 * connection's `PRAGMA data_version` would never see its own commits (the pragma only changes for other
 * connections' commits), so it would keep serving a session after its logout. Session lookups go through Kysely.
 */
export function openSqliteInMemory(): Kysely<Database> {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export function openDatabase(config: ServerConfig): Kysely<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(sqliteFile(config), config.sqliteSynchronous);
}
