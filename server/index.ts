/**
 * Server entry (`npx tsx server/index.ts`, or `npm start` which builds the web app first): prepares the app with
 * the factory (configuration, migrations, reference data, the first administrator; server/appFactory.ts), loads the
 * modules features load on first use (server/infra/lazyModule.ts), listens, and prints the address and how to log in.
 */
import os from 'node:os';
import { createServerApp, type ServerApp } from './appFactory';
import { dbKind } from './infra/db/connect';
import { preloadLazyModules } from './infra/lazyModule';

function addresses(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host}:${port}/`];
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => !!i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i.address}:${port}/`);
  return [`http://localhost:${port}/`, ...lan];
}

/**
 * The application a production start serves: the factory with the environment's configuration and nothing else
 * (no extra plugins: none of the QA mock's scenario switches can exist here, whatever the environment says).
 */
export function createProductionApp(env: NodeJS.ProcessEnv = process.env): Promise<ServerApp> {
  return createServerApp({ env });
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { app, config, firstAdmin } = await createProductionApp(env);
  try {
    // What features load on first use (the AI SDK...) is loaded now, before the first request can wait for it.
    await preloadLazyModules();
    await app.listen({ port: config.port, host: config.host });

    const lines = [
      `Commodity console is running (${dbKind(config)} database, data in ${config.dataDir}).`,
      ...addresses(config.host, config.port).map((a) => `  ${a}`),
    ];
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
