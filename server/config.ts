/**
 * Server configuration from the environment and `.env` / `.env.local` (real environment variables win).
 * Every variable is documented in docs/server.md; keep that table in step with this file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import type { RegistrationMode } from '../common/contract/formats';
import { type HostResolver, systemResolver } from './infra/http/outboundFetch';
import { AllowListError, type OutboundAllowList, parseAllowList } from './infra/http/outboundPolicy';
// feeds area (issue 9)
import { RESEARCH_QUOTA_BYTES, RESEARCH_QUOTA_DOCUMENTS } from '../common/contract/library';
import { type FeedsConfig, loadFeedsConfig } from './features/feeds/config';
import { type CostlyCall, USER_RATE_DEFAULTS } from './infra/http/rateLimits';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RateLimitConfig {
  /** Requests per IP per minute on password_login and phone_captcha_login. */
  loginPerMinute: number;
  captchaPerMinute: number;
  registerPerMinute: number;
  /** Per user, calls of each expensive class per minute (server/infra/http/rateLimits.ts's USER_RATE_LIMITS). */
  perUser: Record<CostlyCall, number>;
}

/** The research library's quota per uploader (common/contract/library.ts; administrators get RESEARCH_ADMIN_QUOTA_FACTOR times it). */
export interface LibraryQuotaConfig {
  documents: number;
  bytes: number;
}

/** Time-outs and the connection cap of the HTTP server (server/infra/http/connectionLimits.ts). */
export interface HttpLimitsConfig {
  /** The whole request, headers and body, must arrive within this (408 and closed otherwise). */
  requestTimeoutMs: number;
  /** The request headers must arrive within this (slow-headers clients). */
  headersTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed. */
  connectionTimeoutMs: number;
  /** An idle keep-alive connection is kept this long for the next request. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap. */
  maxConnectionsPerAddress: number;
}

/** Calls to URLs users type (webhooks, research feeds): server/infra/http/outboundFetch.ts, docs/security.md. */
export interface OutboundConfig {
  /** OUTBOUND_ALLOW_HOSTS: host names, addresses and CIDR ranges exempt from the private-address refusal. */
  allow: OutboundAllowList;
  /** The name lookup at the network edge (the system's; tests inject one). */
  resolve: HostResolver;
}

/** Per-user upload limits (server/infra/storage/uploadQuota.ts). */
export interface UploadLimitsConfig {
  /** Files a user may keep (files being uploaded count). */
  quotaFiles: number;
  /** Total bytes a user may keep (files being uploaded count with their declared size). */
  quotaBytes: number;
  /** Upload links a user may hold unused at once. */
  maxPending: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; empty = SQLite file `${dataDir}/console.db`. */
  databaseUrl: string;
  /** SQLite `synchronous` pragma: FULL (default, survives power loss) or NORMAL (survives process crashes). */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** 32+ bytes used to sign upload/download URLs and hash captcha codes. */
  secretKey: Buffer;
  scheduler: 'on' | 'off';
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** The built web app (served at /). */
  webDist: string;
  s3: S3Config | null;
  redisUrl: string;
  adminUsername: string;
  adminPassword: string;
  smsProvider: string;
  /** SEED_QA_ACCOUNTS=true: create the QA accounts on start (QA instances only). */
  seedQaAccounts: boolean;
  /** Version published on first start (the web bundle's build version). */
  initialVersion: string;
  bodyLimitBytes: number;
  /** Fastify trustProxy: false, true, a hop count, or a comma list of proxy addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  rateLimit: RateLimitConfig;
  /** Who may create an account on the register page (REGISTRATION_MODE, docs/server.md). */
  registrationMode: RegistrationMode;
  http: HttpLimitsConfig;
  uploads: UploadLimitsConfig;
  libraryQuota: LibraryQuotaConfig;
  outbound: OutboundConfig;
  /** Clock in epoch ms; tests replace it to move time forward. */
  now: () => number;
  // feeds area (issue 9): FEEDS_*, FEED_ASSIGN, DEMO_*, REPLAY_*, PUSH_* (server/features/feeds/config.ts)
  feeds: FeedsConfig;
}

class ConfigError extends Error {}

const REGISTRATION_MODES = ['open', 'approval', 'closed'] as const satisfies readonly RegistrationMode[];

const int = (env: Record<string, string | undefined>, name: string, fallback: number, min = 0): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
};

const str = (env: Record<string, string | undefined>, name: string, fallback: string): string => {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
};

/** Reads `.env` then `.env.local` from `dir`; later files win, the real environment wins over both. */
function readEnvFiles(dir: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of ['.env', '.env.local']) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) Object.assign(merged, parseDotenv(fs.readFileSync(file)));
  }
  return merged;
}

/** SECRET_KEY (hex or base64, >= 32 bytes), or 32 random bytes generated once into `${dataDir}/secret.key` (mode 0600). */
function resolveSecretKey(raw: string, dataDir: string): Buffer {
  if (raw) {
    const key = /^[0-9a-fA-F]+$/.test(raw) && raw.length % 2 === 0 ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length < 32) throw new ConfigError('SECRET_KEY must hold at least 32 bytes (64 hex characters or 44 base64 characters)');
    return key;
  }
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length < 32) throw new ConfigError(`${file} is damaged: expected 64 hex characters`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  // 'wx' refuses to overwrite a key another process wrote a moment ago; read that one instead.
  try {
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return resolveSecretKey('', dataDir);
    throw err;
  }
  return key;
}

function resolveS3(env: Record<string, string | undefined>): S3Config | null {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  const set = names.filter((n) => str(env, n, '') !== '');
  if (set.length === 0) return null;
  // S3_REGION has a sensible default; the rest must come together.
  const missing = names.filter((n) => n !== 'S3_REGION' && str(env, n, '') === '');
  if (missing.length) throw new ConfigError(`S3 storage is partly configured: missing ${missing.join(', ')}`);
  return {
    endpoint: str(env, 'S3_ENDPOINT', '').replace(/\/+$/, ''),
    bucket: str(env, 'S3_BUCKET', ''),
    region: str(env, 'S3_REGION', 'us-east-1'),
    accessKeyId: str(env, 'S3_ACCESS_KEY_ID', ''),
    secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY', ''),
  };
}

function parseTrustProxy(raw: string): boolean | number | string {
  if (raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function resolveHttpLimits(env: Record<string, string | undefined>, behindProxy: boolean): HttpLimitsConfig {
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 300_000, 1000);
  const headersTimeoutMs = int(env, 'HEADERS_TIMEOUT_MS', 15_000, 100);
  // Node refuses a headers time-out longer than the request time-out.
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    connectionTimeoutMs: int(env, 'CONNECTION_TIMEOUT_MS', 120_000, 1000),
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000),
    // Behind a proxy every connection comes from the proxy's address, so there is no default cap there.
    maxConnectionsPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', behindProxy ? 0 : 256, 0),
  };
}

export interface LoadConfigOptions {
  /** Folder holding `.env` / `.env.local`; null skips the files. Default: the working directory. */
  envDir?: string | null;
  now?: () => number;
  /** The outbound calls' name lookup (tests: a host name that resolves to loopback, a changing answer). */
  resolveHost?: HostResolver;
}

function resolveOutbound(env: Record<string, string | undefined>, resolve: HostResolver): OutboundConfig {
  try {
    return { allow: parseAllowList(str(env, 'OUTBOUND_ALLOW_HOSTS', '')), resolve };
  } catch (err) {
    if (err instanceof AllowListError) throw new ConfigError(err.message);
    throw err;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env, opts: LoadConfigOptions = {}): ServerConfig {
  const envDir = opts.envDir === undefined ? process.cwd() : opts.envDir;
  const merged = { ...(envDir ? readEnvFiles(envDir) : {}), ...env };
  const dataDir = path.resolve(str(merged, 'DATA_DIR', './data'));
  const scheduler = str(merged, 'SCHEDULER', 'on');
  if (scheduler !== 'on' && scheduler !== 'off') throw new ConfigError(`SCHEDULER must be on or off, got "${scheduler}"`);
  const sync = str(merged, 'SQLITE_SYNCHRONOUS', 'FULL').toUpperCase();
  const trustProxy = parseTrustProxy(str(merged, 'TRUST_PROXY', 'false'));
  if (sync !== 'FULL' && sync !== 'NORMAL') throw new ConfigError(`SQLITE_SYNCHRONOUS must be FULL or NORMAL, got "${sync}"`);
  const registrationMode = str(merged, 'REGISTRATION_MODE', 'approval') as RegistrationMode;
  if (!REGISTRATION_MODES.includes(registrationMode)) throw new ConfigError(`REGISTRATION_MODE must be open, approval or closed, got "${registrationMode}"`);
  return {
    port: int(merged, 'PORT', 8000),
    host: str(merged, 'HOST', '0.0.0.0'),
    dataDir,
    databaseUrl: str(merged, 'DATABASE_URL', ''),
    sqliteSynchronous: sync,
    secretKey: resolveSecretKey(str(merged, 'SECRET_KEY', ''), dataDir),
    scheduler,
    logLevel: str(merged, 'LOG_LEVEL', 'info'),
    sessionIdleMinutes: int(merged, 'SESSION_IDLE_MINUTES', 12 * 60, 1),
    sessionAbsoluteHours: int(merged, 'SESSION_ABSOLUTE_HOURS', 7 * 24, 1),
    webDist: path.resolve(str(merged, 'WEB_DIST', './dist')),
    s3: resolveS3(merged),
    redisUrl: str(merged, 'REDIS_URL', ''),
    adminUsername: str(merged, 'ADMIN_USERNAME', 'admin'),
    adminPassword: str(merged, 'ADMIN_PASSWORD', ''),
    smsProvider: str(merged, 'SMS_PROVIDER', 'log'),
    seedQaAccounts: /^(1|true|yes)$/i.test(str(merged, 'SEED_QA_ACCOUNTS', '')),
    initialVersion: str(merged, 'UMI_APP_BUILD_VERSION', '20250401.3'),
    bodyLimitBytes: int(merged, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024),
    trustProxy,
    rateLimit: {
      loginPerMinute: int(merged, 'RATE_LIMIT_LOGIN_PER_MINUTE', 30, 1),
      captchaPerMinute: int(merged, 'RATE_LIMIT_CAPTCHA_PER_MINUTE', 10, 1),
      registerPerMinute: int(merged, 'RATE_LIMIT_REGISTER_PER_MINUTE', 10, 1),
      perUser: {
        search: int(merged, 'RATE_LIMIT_SEARCH_PER_MINUTE', USER_RATE_DEFAULTS.search, 1),
        backtest: int(merged, 'RATE_LIMIT_BACKTEST_PER_MINUTE', USER_RATE_DEFAULTS.backtest, 1),
        seasonality: int(merged, 'RATE_LIMIT_SEASONALITY_PER_MINUTE', USER_RATE_DEFAULTS.seasonality, 1),
        import: int(merged, 'RATE_LIMIT_IMPORT_PER_MINUTE', USER_RATE_DEFAULTS.import, 1),
      },
    },
    registrationMode,
    http: resolveHttpLimits(merged, trustProxy !== false),
    uploads: {
      quotaFiles: int(merged, 'UPLOAD_QUOTA_FILES', 1000, 1),
      quotaBytes: int(merged, 'UPLOAD_QUOTA_BYTES', 2 * 1024 ** 3, 1),
      maxPending: int(merged, 'UPLOAD_MAX_PENDING', 10, 1),
    },
    libraryQuota: {
      documents: int(merged, 'RESEARCH_QUOTA_DOCUMENTS', RESEARCH_QUOTA_DOCUMENTS, 1),
      bytes: int(merged, 'RESEARCH_QUOTA_BYTES', RESEARCH_QUOTA_BYTES, 1),
    },
    outbound: resolveOutbound(merged, opts.resolveHost ?? systemResolver),
    now: opts.now ?? Date.now,
    // feeds area (issue 9)
    feeds: loadFeedsConfig(merged),
  };
}
