/**
 * Upload quotas (issue 8 item 6): per user a number of files and a total size (files being uploaded count), a cap
 * on unused upload links; `oss/upload/quota` reports use and limits; interrupted `.part` files are removed at
 * start and by maintenance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerApp } from '../../server/appFactory';
import { runMaintenance } from '../../server/infra/maintenance';
import { LINK_TTL_MS } from '../../server/infra/storage/fileStore';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const QUOTA_FILES = 3;
const QUOTA_BYTES = 1000;
const MAX_PENDING = 2;

let t: TestApp;
let trader: string;

beforeAll(async () => {
  t = await makeTestApp({
    seedQa: true,
    env: { UPLOAD_QUOTA_FILES: String(QUOTA_FILES), UPLOAD_QUOTA_BYTES: String(QUOTA_BYTES), UPLOAD_MAX_PENDING: String(MAX_PENDING) },
  });
  trader = await t.tokenFor('trader');
});
afterAll(() => t?.close());

const grant = (token: string, size: number, filename = 'prices.csv') => t.call('/v1/user/oss/upload/getToken', { filename, size }, token);

async function upload(token: string, size: number) {
  const tok = await grant(token, size);
  expect(tok.status).toBe(200);
  const put = await t.app.inject({ method: 'PUT', url: tok.body.data.url, headers: tok.body.data.headers, payload: Buffer.alloc(size, 0x61) });
  expect(put.statusCode).toBe(200);
  return tok.body.data.fileId;
}

const quota = async (token: string) => {
  const res = await t.call('/v1/user/oss/upload/quota', undefined, token);
  expect(res.status).toBe(200);
  return res.body.data;
};

const removeAll = async (token: string) => {
  await t.db.deleteFrom('files').execute();
  return quota(token);
};

test('quota reports use and limits; uploads and pending links count', async () => {
  expect(await removeAll(trader)).toEqual({ files: 0, bytes: 0, pending: 0, maxFiles: QUOTA_FILES, maxBytes: QUOTA_BYTES, maxPending: MAX_PENDING });
  await upload(trader, 100);
  expect(await grant(trader, 50)).toMatchObject({ status: 200 });
  expect(await quota(trader)).toMatchObject({ files: 2, bytes: 150, pending: 1 });
});

test('a file that would pass the total size is refused with uploadQuota', async () => {
  await removeAll(trader);
  await upload(trader, 900);
  expectApiError(await grant(trader, 101), 'uploadQuota');
  expect((await grant(trader, 100)).status).toBe(200);
});

test('a file beyond the file count is refused with uploadQuota; deleting one frees its place', async () => {
  await removeAll(trader);
  const ids = [await upload(trader, 1), await upload(trader, 1), await upload(trader, 1)];
  expectApiError(await grant(trader, 1), 'uploadQuota');
  expect((await t.call('/v1/user/oss/upload/delete', { id: ids[0] }, trader)).status).toBe(200);
  expect((await grant(trader, 1)).status).toBe(200);
});

test('unused upload links are capped; an expired one no longer counts', async () => {
  await removeAll(trader);
  for (let i = 0; i < MAX_PENDING; i += 1) expect((await grant(trader, 1)).status).toBe(200);
  expectApiError(await grant(trader, 1), 'uploadsPending');
  t.clock.advance(LINK_TTL_MS + 1);
  expect((await grant(trader, 1)).status).toBe(200);
});

test('quotas are per user', async () => {
  await removeAll(trader);
  await upload(trader, 1000);
  const admin = await t.tokenFor('admin');
  expect((await grant(admin, 500)).status).toBe(200);
});

describe('interrupted .part files', () => {
  const hourAgo = () => new Date(Date.now() - 3_600_000);

  test('maintenance removes .part files nobody writes to any more, and leaves a live one', async () => {
    const dir = path.join(t.dataDir, 'files');
    fs.mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, 'aaaa1111.csv.part');
    const orphan = path.join(dir, 'bbbb2222.csv.part');
    const live = path.join(dir, 'cccc3333.csv.part');
    const done = path.join(dir, 'dddd4444.csv');
    for (const f of [stale, orphan, live, done]) fs.writeFileSync(f, 'partial');
    for (const f of [stale, orphan, done]) fs.utimesSync(f, hourAgo(), hourAgo());
    await runMaintenance(t.app);
    expect([stale, orphan, live, done].map((f) => fs.existsSync(f))).toEqual([false, false, true, true]);
  });

  test('a start removes the .part files a crash left behind', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-parts-'));
    try {
      const dir = path.join(dataDir, 'files');
      fs.mkdirSync(dir, { recursive: true });
      const crashed = path.join(dir, 'eeee5555.pdf.part');
      fs.writeFileSync(crashed, 'half a file');
      fs.utimesSync(crashed, hourAgo(), hourAgo());
      const { app } = await createServerApp({
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SCHEDULER: 'off',
          LOG_LEVEL: 'silent',
          WEB_DIST: path.join(dataDir, 'none'),
          S3_ENDPOINT: '',
          REDIS_URL: '',
        },
        envDir: null,
        database: 'memory',
        logger: false,
      });
      await app.ready();
      expect(fs.existsSync(crashed)).toBe(false);
      await app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
