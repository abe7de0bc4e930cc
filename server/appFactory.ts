/**
 * A server application ready to serve: configuration, database, migrations, seed data (reference data, the QA
 * accounts when asked, the first administrator), then buildApp. The production start (server/index.ts) and the
 * QA mock (mock/, mock/README.md) both build theirs here, so QA runs the very server users get. It never listens.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { ensureFirstAdmin, seedReferenceData, type FirstAdmin } from './bootstrap';
import { loadConfig, type ServerConfig } from './config';
import { openSqliteInMemory } from './infra/db/connect';
import { migrateToLatest } from './infra/db/migrate';
import type { Database } from './schema';
import { seedQaAccounts } from './qaAccounts';
import { createUser, type NewUser } from './features/user/createUser';
import { findUserByUsername } from './features/user/userRecords';

export { openSqliteInMemory };
export type { NewUser, ServerConfig };

export interface ServerAppOptions {
  /** Environment variables of the configuration (docs/server.md); default process.env. */
  env?: Record<string, string | undefined>;
  /** Folder of `.env` / `.env.local`; null reads neither. Default: the working directory. */
  envDir?: string | null;
  /** Clock in epoch ms; default Date.now. */
  now?: () => number;
  /**
   * Where the data lives: 'configured' (default: DATABASE_URL, or SQLite in DATA_DIR), 'memory' (a private
   * in-memory SQLite database that goes with the app), or an open database the caller keeps and closes.
   */
  database?: 'configured' | 'memory' | Kysely<Database>;
  /** Create the QA accounts (common/contract/qaAccounts.ts); default: SEED_QA_ACCOUNTS. */
  seedQaAccounts?: boolean;
  /**
   * More accounts to create when missing, like the QA accounts: from configuration, so the password rules of the
   * account forms do not apply (the QA mock's scenario accounts, whose documented passwords name the account).
   */
  seedAccounts?: readonly NewUser[];
  /** Registered before the API areas, their hooks apply to every route (BuildOptions.plugins). Production: none. */
  plugins?: readonly FastifyPluginAsync[];
  /** false silences the logger; default: pino at LOG_LEVEL. */
  logger?: boolean;
}

export interface ServerApp {
  app: FastifyInstance;
  config: ServerConfig;
  /** The administrator this start created on an empty database, else null. */
  firstAdmin: FirstAdmin | null;
}

export async function createServerApp(options: ServerAppOptions = {}): Promise<ServerApp> {
  const config = loadConfig(options.env ?? process.env, { envDir: options.envDir, now: options.now });
  const database = options.database ?? 'configured';
  const app = await buildApp(config, {
    ...(database === 'configured' ? {} : database === 'memory' ? { db: openSqliteInMemory(), ownsDb: true } : { db: database }),
    logger: options.logger,
    plugins: options.plugins,
  });
  try {
    const applied = await migrateToLatest(app.db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    await seedReferenceData(app.db, config);
    // A chosen ADMIN_PASSWORD wins: the first administrator is created before the QA accounts, which then keep
    // that account as it is. Without one, the QA admin (Admin@12345) counts as the first administrator.
    const seedQa = options.seedQaAccounts ?? config.seedQaAccounts;
    let firstAdmin = seedQa && config.adminPassword ? await ensureFirstAdmin(app.db, config) : null;
    if (seedQa) {
      app.log.warn({ created: await seedQaAccounts(app.db, config.now()) }, 'QA accounts seeded (SEED_QA_ACCOUNTS)');
    }
    for (const account of options.seedAccounts ?? []) {
      if (!(await findUserByUsername(app.db, account.username))) await createUser(app.db, config.now(), account);
    }
    firstAdmin ??= await ensureFirstAdmin(app.db, config);
    return { app, config, firstAdmin };
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
}
