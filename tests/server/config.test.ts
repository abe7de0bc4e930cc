/** loadConfig: defaults, .env handling (real environment wins), the generated secret key, refused values. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-config-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('defaults', () => {
  const c = loadConfig({ DATA_DIR: path.join(dir, 'data') }, { envDir: null });
  expect(c).toMatchObject({
    port: 8000,
    host: '0.0.0.0',
    databaseUrl: '',
    sqliteSynchronous: 'FULL',
    scheduler: 'on',
    logLevel: 'info',
    sessionIdleMinutes: 720,
    sessionAbsoluteHours: 168,
    s3: null,
    redisUrl: '',
    adminUsername: 'admin',
    adminPassword: '',
    smsProvider: 'log',
    initialVersion: '20250401.3',
    trustProxy: false,
    seedQaAccounts: false,
  });
  expect(c.webDist).toBe(path.resolve('dist'));
});

test('.env and .env.local are read; real environment variables win', () => {
  fs.writeFileSync(path.join(dir, '.env'), 'PORT=9100\nUMI_APP_BUILD_VERSION=20260101.1\nLOG_LEVEL=debug\n');
  fs.writeFileSync(path.join(dir, '.env.local'), 'PORT=9200\n');
  const c = loadConfig({ DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'warn' }, { envDir: dir });
  expect(c.port).toBe(9200);
  expect(c.initialVersion).toBe('20260101.1');
  expect(c.logLevel).toBe('warn');
});

test('without SECRET_KEY a 32-byte key is generated once into DATA_DIR/secret.key with mode 0600', () => {
  const env = { DATA_DIR: path.join(dir, 'data') };
  const a = loadConfig(env, { envDir: null });
  const file = path.join(dir, 'data', 'secret.key');
  expect(a.secretKey).toHaveLength(32);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(loadConfig(env, { envDir: null }).secretKey.equals(a.secretKey)).toBe(true);
});

test('SECRET_KEY in hex or base64 is used; short keys are refused', () => {
  const hex = 'ab'.repeat(32);
  expect(loadConfig({ DATA_DIR: dir, SECRET_KEY: hex }, { envDir: null }).secretKey.toString('hex')).toBe(hex);
  expect(() => loadConfig({ DATA_DIR: dir, SECRET_KEY: 'abcd' }, { envDir: null })).toThrow(/SECRET_KEY/);
});

test('S3 needs endpoint, bucket and both keys together; the region defaults', () => {
  const s3 = { S3_ENDPOINT: 'https://s3.example.com/', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
  expect(loadConfig({ DATA_DIR: dir, ...s3 }, { envDir: null }).s3).toEqual({
    endpoint: 'https://s3.example.com',
    bucket: 'b',
    region: 'us-east-1',
    accessKeyId: 'k',
    secretAccessKey: 's',
  });
  expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b' }, { envDir: null })).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
});

test('malformed values are refused with the variable named', () => {
  expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' }, { envDir: null })).toThrow(/PORT/);
  expect(() => loadConfig({ DATA_DIR: dir, SCHEDULER: 'maybe' }, { envDir: null })).toThrow(/SCHEDULER/);
  expect(() => loadConfig({ DATA_DIR: dir, SESSION_IDLE_MINUTES: '0' }, { envDir: null })).toThrow(/SESSION_IDLE_MINUTES/);
  expect(() => loadConfig({ DATA_DIR: dir, SQLITE_SYNCHRONOUS: 'OFF' }, { envDir: null })).toThrow(/SQLITE_SYNCHRONOUS/);
});

test('OUTBOUND_ALLOW_HOSTS: empty by default, names / addresses / ranges read, anything else refused at start', () => {
  expect(loadConfig({ DATA_DIR: dir }, { envDir: null }).outbound.allow.entries).toEqual([]);
  const allow = loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_HOSTS: 'hooks.corp, 10.20.0.0/16' }, { envDir: null }).outbound.allow;
  expect([allow.allowsHost('hooks.corp'), allow.allowsAddress('10.20.1.2'), allow.allowsAddress('10.21.0.1')]).toEqual([true, true, false]);
  expect(() => loadConfig({ DATA_DIR: dir, OUTBOUND_ALLOW_HOSTS: 'https://hooks.corp/' }, { envDir: null })).toThrow(/OUTBOUND_ALLOW_HOSTS/);
});

test('TRUST_PROXY accepts true/false, a hop count or addresses', () => {
  expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }, { envDir: null }).trustProxy).toBe(true);
  expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }, { envDir: null }).trustProxy).toBe(1);
  expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.1,10.0.0.2' }, { envDir: null }).trustProxy).toBe('10.0.0.1,10.0.0.2');
});
