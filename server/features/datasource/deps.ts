/**
 * What the data-source modules need from the app, gathered once per app so routes, scheduler and tests share it.
 */
import type { Kysely } from 'kysely';
import { deriveCredentialKey } from '../../infra/credentials/credentialCipher';
import { LocationIndexCache } from './locationIndexCache';
import type { DataSourceTables } from './tables';

export interface DataSourceLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DataSourceDeps {
  db: Kysely<DataSourceTables>;
  dataDir: string;
  credentialKey: Buffer;
  log: DataSourceLog;
  /** Clock in epoch ms (the app's config.now, so tests can move time). */
  now(): number;
  locationIndex: LocationIndexCache;
  /** A 'running' run older than this counts as stuck: it no longer blocks new runs and scheduler/reset clears it. */
  runTimeoutMs: number;
}

const RUN_TIMEOUT_MS = 30 * 60_000;

export interface DataSourceDepsInput<DB extends DataSourceTables> {
  /** The app's Kysely<Database>: any database whose tables include this area's. */
  db: Kysely<DB>;
  dataDir: string;
  secretKey: string | Buffer;
  log: DataSourceLog;
  now?: () => number;
  runTimeoutMs?: number;
}

export function createDataSourceDeps<DB extends DataSourceTables>(input: DataSourceDepsInput<DB>): DataSourceDeps {
  const now = input.now ?? Date.now;
  return {
    // Kysely is invariant in its table map, so a database with more tables needs the cast; this area sees only its own.
    db: input.db as unknown as Kysely<DataSourceTables>,
    dataDir: input.dataDir,
    credentialKey: deriveCredentialKey(input.secretKey),
    log: input.log,
    now,
    locationIndex: new LocationIndexCache(now),
    runTimeoutMs: input.runTimeoutMs ?? RUN_TIMEOUT_MS,
  };
}
