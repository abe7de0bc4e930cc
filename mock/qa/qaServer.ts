/**
 * The QA server: the real server application (server/appFactory.ts) on a private in-memory SQLite database, with
 * the QA accounts, the scenario accounts and data-source samples (seedQaData.ts) and the scenario plugin. Built on
 * first use; POST /__mock/reset puts a freshly built one in its place, so every server cache starts over too.
 * The Umi mock entry (mock/api.ts) and scripts/serve-mock.ts serve it; mock/README.md says what QA finds there.
 *
 * Two apps per build, one database: the first seeds through the API while its clock is set back (data imported
 * hours ago), then the QA server starts on that database and evaluates every source's health at the real time.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import type { FastifyInstance } from 'fastify';
import { createServerApp, openSqliteInMemory } from '../../server/appFactory';
import { SCENARIO_ACCOUNTS } from './scenarioAccounts';
import { scenarioPlugin } from './scenarioPlugin';
import { hoursBackClock, seedQaData, type SeedClock } from './seedQaData';

const ROOT = path.resolve(__dirname, '../..');
/** Plenty for QA and the test suites: the mock never answers 429 (mock/README.md). */
const NO_RATE_LIMIT = '100000';

/** Data folders of QA servers are `${tmpdir}/console-qa-<pid>-<random>`. */
const DATA_DIR_PREFIX = 'console-qa-';

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the data folders QA servers of processes that have ended left behind (killed dev servers). */
function removeDataDirsOfEndedProcesses(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(new RegExp(`^${DATA_DIR_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

export interface QaServerOptions {
  /** A built web app to serve at / (scripts/serve-mock.ts). Default: none (under `max dev` Umi serves the app). */
  webDist?: string;
  /** The server's LOG_LEVEL; default 'error' (under `max dev` the QA server serves no web app, and says so at 'warn'). */
  logLevel?: string;
}

interface Running {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The web bundle's build version, which the server publishes first: the environment's, else `.env`'s. */
function buildVersion(): string | undefined {
  if (process.env.UMI_APP_BUILD_VERSION) return process.env.UMI_APP_BUILD_VERSION;
  const file = path.join(ROOT, '.env');
  return fs.existsSync(file) ? parseDotenv(fs.readFileSync(file)).UMI_APP_BUILD_VERSION : undefined;
}

export class QaServer {
  private current: Promise<Running> | null = null;
  /** Apps a reset replaced, until they close. */
  private readonly replaced = new Set<Promise<Running>>();

  constructor(private readonly options: QaServerOptions = {}) {}

  /** The QA app now serving; built on first use. */
  async app(): Promise<FastifyInstance> {
    this.current ??= this.build().catch((err) => {
      this.current = null;
      throw err;
    });
    return (await this.current).app;
  }

  /** Hands a raw request to the QA app now serving (scripts/serve-mock.ts). */
  route(req: IncomingMessage, res: ServerResponse): void {
    this.app().then(
      (app) => app.routing(req, res),
      (err) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`The QA server failed to start: ${String(err)}`);
      },
    );
  }

  /** Closes the QA app now serving and any a reset replaced that has not closed yet. */
  async close(): Promise<void> {
    const running = [this.current, ...this.replaced];
    this.current = null;
    this.replaced.clear();
    await Promise.all(running.map(async (r) => (await r?.catch(() => null))?.close()));
  }

  /** A fresh QA app takes over; the caller closes the previous one (`retire`) once its own answer is out. */
  private async replace(): Promise<{ version: string; retire: () => Promise<void> }> {
    const previous = this.current;
    const next = this.build();
    this.current = next;
    try {
      const { app } = await next;
      if (previous) this.replaced.add(previous);
      const retire = async () => {
        if (!previous || !this.replaced.delete(previous)) return;
        await (await previous.catch(() => null))?.close();
      };
      return { version: app.versions.current.version, retire };
    } catch (err) {
      this.current = previous;
      throw err;
    }
  }

  private env(dataDir: string): Record<string, string | undefined> {
    return {
      DATA_DIR: dataDir,
      WEB_DIST: this.options.webDist ?? path.join(dataDir, 'no-web-build'),
      SCHEDULER: 'off',
      LOG_LEVEL: this.options.logLevel ?? 'error',
      UMI_APP_BUILD_VERSION: buildVersion(),
      RATE_LIMIT_LOGIN_PER_MINUTE: NO_RATE_LIMIT,
      RATE_LIMIT_CAPTCHA_PER_MINUTE: NO_RATE_LIMIT,
      RATE_LIMIT_REGISTER_PER_MINUTE: NO_RATE_LIMIT,
    };
  }

  private async build(): Promise<Running> {
    removeDataDirsOfEndedProcesses();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${DATA_DIR_PREFIX}${process.pid}-`));
    const db = openSqliteInMemory();
    let app: FastifyInstance | null = null;
    // A dev server that ends never closes its QA server: the files go when the process exits, or at the next build.
    const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
    process.once('exit', removeDataDir);
    const close = async () => {
      await app?.close().catch(() => undefined);
      await db.destroy().catch(() => undefined);
      process.removeListener('exit', removeDataDir);
      removeDataDir();
    };
    try {
      // Only the environment given here: a developer's .env.local (S3, SMS provider, Redis...) must not reach QA.
      const env = this.env(dataDir);
      const clock: SeedClock = { hoursBack: 0 };
      const seeding = await createServerApp({
        env,
        envDir: null,
        now: hoursBackClock(clock),
        database: db,
        seedQaAccounts: true,
        seedAccounts: SCENARIO_ACCOUNTS.map(({ paths, ...account }) => account),
        logger: false,
      });
      const seeded = await seedQaData(seeding.app, clock).finally(() => seeding.app.close());
      app = (await createServerApp({ env, envDir: null, database: db, plugins: [scenarioPlugin({ seeded, reset: () => this.replace() })] })).app;
      await app.ready();
      return { app, close };
    } catch (err) {
      await close();
      throw err;
    }
  }
}

const LOADED = Symbol.for('commodity-console.mock.qaServer');
type WithQaServer = typeof globalThis & { [LOADED]?: QaServer };

/**
 * The QA server of this load of the mock files. Umi loads them again after every change (with fresh modules), so
 * the QA server of the previous load is closed here: one QA server per process.
 */
export function qaServerOfThisLoad(options?: QaServerOptions): QaServer {
  const holder = globalThis as WithQaServer;
  void holder[LOADED]?.close();
  holder[LOADED] = new QaServer(options);
  return holder[LOADED];
}

/** Closes the QA server the mock files started (tests loading them through Umi's loader). */
export async function closeLoadedQaServer(): Promise<void> {
  const holder = globalThis as WithQaServer;
  const server = holder[LOADED];
  delete holder[LOADED];
  await server?.close();
}
