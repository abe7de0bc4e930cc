/**
 * The in-process app the API benches time (marketData, seasonal, regression): a fresh app on a throwaway SQLite
 * database (or DATABASE_URL), migrated and seeded with the reference data, ready; with `user`, one signed-in user and
 * their session token. The scheduler stays off and nothing is served from a web build. `close()` closes the app and
 * removes the data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../server/config';

type App = Awaited<ReturnType<typeof import('../../server/app')['buildApp']>>;
type NewUser = Omit<Parameters<typeof import('../../server/features/user/createUser')['createUser']>[2], 'username' | 'password'>;

export interface BenchApp {
  app: App;
  config: ServerConfig;
  /** The signed-in user's bearer token ('' without `user`). */
  token: string;
  close: () => Promise<void>;
}

export interface BenchAppOptions {
  /** Names the temporary data folder (console-bench-<name>-...). */
  name: string;
  /** Environment over the process's own (e.g. a raised rate limit for a bench that times hundreds of calls). */
  env?: Record<string, string>;
  /** Creates the user `bench` with these grants and signs them in. */
  user?: NewUser;
}

export async function benchApp({ name, env = {}, user }: BenchAppOptions): Promise<BenchApp> {
  const { buildApp } = await import('../../server/app');
  const { seedReferenceData } = await import('../../server/bootstrap');
  const { loadConfig } = await import('../../server/config');
  const { migrateToLatest } = await import('../../server/infra/db/migrate');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `console-bench-${name}-`));
  const config = loadConfig(
    { ...process.env, DATA_DIR: dataDir, SCHEDULER: 'off', LOG_LEVEL: 'warn', WEB_DIST: path.join(dataDir, 'none'), ...env },
    { envDir: null },
  );
  const app = await buildApp(config, { logger: false });
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(app.db);
    await seedReferenceData(app.db, config);
    await app.ready();
    let token = '';
    if (user) {
      const { createSession } = await import('../../server/infra/auth/sessions');
      const { createUser } = await import('../../server/features/user/createUser');
      const created = await createUser(app.db, config.now(), { ...user, username: 'bench', password: 'Bench@123456' });
      token = (await createSession(app.db, config, created.id)).token;
    }
    return { app, config, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
