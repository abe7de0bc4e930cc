/**
 * Builds the Fastify application: JSON API under /v1 (every call of ENDPOINTS), OpenAPI at /v1/openapi.json,
 * the built web app at /. `buildApp` does not migrate, seed or listen: server/appFactory.ts prepares a ready-to-serve
 * app (production start and QA mock), server/index.ts listens, tests use inject.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import path from 'node:path';
import type { ServerConfig } from './config';
import { openDatabase } from './infra/db/connect';
import type { Database } from './schema';
import { LocalFileStore, S3FileStore, type FileStore } from './infra/storage/fileStore';
import { installJsonApiParsers } from './infra/http/bodyParsers';
import { installJsonCompression } from './infra/http/jsonCompression';
import { capConnectionsPerAddress, timeoutOptions } from './infra/http/connectionLimits';
import { installSecurityHeaders, type SecurityHeaderSetter } from './infra/http/securityHeaders';
import { installErrorHandling, sendApiError, toApiError } from './infra/http/errorHandling';
import { tooManyRequests } from './infra/http/rateLimits';
import { MemoryRateWindowStore, type RateWindowStore, RedisRateWindowStore } from './infra/http/userRateLimits';
import { validationError } from './infra/http/validationErrors';
import { onFirstUseValidatorFactory, sharedValidatorFactory } from './infra/http/sharedValidators';
import { startMaintenance } from './infra/maintenance';
import { closeParsePool } from './infra/tables/parsePool';
import { LoginThrottle } from './infra/auth/throttle/loginThrottle';
import { RedisThrottleStore } from './infra/auth/throttle/redisStore';
import { MemoryThrottleStore } from './infra/auth/throttle/store';
import { FEATURES } from './features';
import { VersionStore } from './infra/versions/versionStore';
import { createSmsSender } from './infra/sms/smsSender';
import { registerWebApp, type GetFallback } from './infra/web/webApp';
import './infra/http/fastifyTypes';

export interface BuildOptions {
  /** A database the caller opened (and closes); default: open one from config and close it with the app. */
  db?: Kysely<Database>;
  /** Close `db` with the app even though the caller opened it (a private in-memory database). */
  ownsDb?: boolean;
  /** Logger: false silences it (tests). Default: pino at config.logLevel. */
  logger?: boolean;
  /**
   * Plugins registered on the root instance, not encapsulated, before the API areas: the hooks they add apply to
   * every route. The production start passes none; the QA mock passes its scenario plugin (mock/README.md).
   */
  plugins?: readonly FastifyPluginAsync[];
  /**
   * When the request validators are compiled: 'at-start' (default; a schema ajv refuses stops the start) or
   * 'on-first-use' (each on its route's first request: the API test apps, which call a few of the routes;
   * server/infra/http/sharedValidators.ts).
   */
  validators?: 'at-start' | 'on-first-use';
}

/** Fastify's skip-override marker (what fastify-plugin sets): the plugin's hooks and routes land on the root. */
const onRoot = (plugin: FastifyPluginAsync): FastifyPluginAsync =>
  Object.assign(async (instance: FastifyInstance) => plugin(instance, {}), { [Symbol.for('skip-override')]: true });

export async function buildApp(config: ServerConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  let setSecurityHeaders: SecurityHeaderSetter | null = null;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    ...timeoutOptions(config.http),
    // A hop count is valid (proxy-addr) though Fastify's typings list only boolean/string forms.
    trustProxy: config.trustProxy as boolean | string,
    ajv: {
      // Strict types (no "1" -> 1 coercion), every field's error at once, unknown properties dropped, defaults filled.
      customOptions: { coerceTypes: false, allErrors: true, removeAdditional: true, useDefaults: true },
    },
    schemaErrorFormatter: (errors) => validationError(errors),
    schemaController: {
      compilersFactory: { buildValidator: opts.validators === 'on-first-use' ? onFirstUseValidatorFactory : sharedValidatorFactory },
    },
    // Malformed URLs and the like are answered before any hook runs: they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders?.(request, reply);
      sendApiError(app, reply, toApiError(error));
    },
  });

  capConnectionsPerAddress(app.server, config.http.maxConnectionsPerAddress, app.log);

  let webFallback: GetFallback | null = null;
  // Before any plugin: encapsulated plugins copy the error handler in force when they register.
  installErrorHandling(app, () => webFallback);

  const ownsDb = opts.ownsDb ?? !opts.db;
  const db = opts.db ?? openDatabase(config);
  const versions = new VersionStore(db, config.initialVersion);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('versions', versions);
  app.decorate('sms', createSmsSender(config.smsProvider, app.log));
  const fileStore: FileStore = config.s3 ? new S3FileStore(config.s3, config.now) : new LocalFileStore(path.join(config.dataDir, 'files'), config.secretKey);
  app.decorate('fileStore', fileStore);
  app.decorateRequest('user', null);

  installJsonApiParsers(app);
  await installJsonCompression(app);

  const s3Origin = config.s3 ? new URL(config.s3.endpoint).origin : null;
  setSecurityHeaders = await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        // antd's CSS-in-JS injects <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ...(s3Origin ? [s3Origin] : [])],
        // Plain-HTTP LAN deployments: upgrading sub-requests to https would break every asset.
        'upgrade-insecure-requests': null,
      },
    },
    // The web app's S3 uploads and downloads are cross-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  // ioredis is loaded only when REDIS_URL is set (a single process never needs it; server/infra/lazyModule.ts says why).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error (rate limits fall back to allowing requests)'));
  const throttleStore = redis
    ? new RedisThrottleStore(redis, (err) => app.log.warn({ err }, 'redis error (sign-in throttle uses this process only)'))
    : new MemoryThrottleStore();
  app.decorate('loginThrottle', new LoginThrottle(throttleStore));
  const callWindows: RateWindowStore = redis
    ? new RedisRateWindowStore(redis, (err) => app.log.warn({ err }, 'redis error (per-user rate limits count in this process only)'))
    : new MemoryRateWindowStore();
  app.decorate('callWindows', callWindows);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'console-rl-', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Commodity console API',
        version: config.initialVersion,
        description: 'Every call answers the envelope { code, msg, msgKey?, fields?, status, version, data }. See docs/api.md.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const plugin of opts.plugins ?? []) await app.register(onRoot(plugin));

  for (const feature of FEATURES) await app.register(feature);

  webFallback = await registerWebApp(app, config.webDist);

  app.addHook('onReady', async () => {
    await versions.load();
  });
  const stopMaintenance = startMaintenance(app);
  app.addHook('onClose', async () => {
    stopMaintenance();
    await versions.settle();
    await throttleStore.close();
    // The import parse workers (server/infra/tables/parsePool.ts), if a file was parsed.
    await closeParsePool();
    redis?.disconnect();
    if (ownsDb) await db.destroy();
  });
  return app;
}
