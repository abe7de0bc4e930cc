/**
 * Server entry (`npx tsx server/index.ts`, or `npm start` which builds the web app first): loads the
 * configuration, migrates the database, seeds reference data and the first administrator, listens, and prints
 * the address and how to log in.
 */
import os from 'node:os';
import { buildApp } from './app';
import { ensureFirstAdmin, seedReferenceData } from './bootstrap';
import { loadConfig } from './config';
import { dbKind } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedQaAccounts } from './qaAccounts';

function addresses(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}/`];
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${port}/`);
  return [`http://localhost:${port}/`, ...lan];
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  const app = await buildApp(config);
  try {
    const applied = await migrateToLatest(app.db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    await seedReferenceData(app.db, config);
    // QA accounts first: their admin (Admin@12345) then counts as the first administrator.
    if (config.seedQaAccounts) app.log.warn({ created: await seedQaAccounts(app.db, config.now()) }, 'QA accounts seeded (SEED_QA_ACCOUNTS)');
    const firstAdmin = await ensureFirstAdmin(app.db, config);
    await app.listen({ port: config.port, host: config.host });

    const lines = [`Commodity console is running (${dbKind(config)} database, data in ${config.dataDir}).`, ...addresses(config.host, config.port).map((a) => `  ${a}`)];
    if (firstAdmin?.generatedPassword) {
      lines.push(`First start: administrator "${firstAdmin.username}" created with password: ${firstAdmin.generatedPassword}`);
      lines.push('  This password is shown only once. Log in and change it under User > Account.');
    } else if (firstAdmin) {
      lines.push(`First start: administrator "${firstAdmin.username}" created with the password from ADMIN_PASSWORD.`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`Server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
