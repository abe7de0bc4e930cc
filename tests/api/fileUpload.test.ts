/**
 * File area with local storage: signed upload target -> PUT bytes -> list with signed download URL -> GET ->
 * delete. Limits (size, extensions), safe stored names, expired/forged links, own files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { FILE_MAX_BYTES } from '../../common/contract/fileUpload';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { runMaintenance } from '../../server/infra/maintenance';
import { LINK_TTL_MS } from '../../server/infra/storage/fileStore';
import { cleanDisplayName } from '../../server/infra/storage/fileTypes';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, must, type TestApp } from './helpers';

let t: TestApp;
let trader: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  trader = await t.tokenFor('trader');
});
afterAll(() => t?.close());

async function upload(token: string, filename: string, content: Buffer | string) {
  const bytes = Buffer.from(content);
  const tok = await t.call('/v1/user/oss/upload/getToken', { filename, size: bytes.length }, token);
  expect(tok.status).toBe(200);
  const put = await t.app.inject({ method: 'PUT', url: tok.body.data.url, headers: tok.body.data.headers, payload: bytes });
  return { token: tok.body.data, put };
}

const list = (token: string, body: Record<string, unknown> = {}) => t.call('/v1/user/oss/upload/getFileList', body, token);

test('upload -> list -> download -> delete, all through signed addresses', async () => {
  const content = 'series,date,value\nbrent,2025-01-02,75.1\n';
  const { token, put } = await upload(trader, '原油 prices.csv', content);
  expect(Value.Check(Envelope(endpointByPath['/v1/user/oss/upload/getToken'].data), { code: 200, msg: '', status: 'success', version: 'x', data: token })).toBe(
    true,
  );
  expect(token.method).toBe('PUT');
  expect(token.url).toMatch(/^\/v1\/user\/oss\/upload\/put\/[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/);
  expect(token.expiresAt).toBe(t.clock.now() + LINK_TTL_MS);
  expect(put.statusCode).toBe(200);

  const files = await list(trader);
  expect(Value.Check(Envelope(endpointByPath['/v1/user/oss/upload/getFileList'].data), files.body)).toBe(true);
  const listed = files.body.data.list.find((f: { id: string }) => f.id === token.fileId);
  expect(listed).toMatchObject({ name: '原油 prices.csv', size: Buffer.byteLength(content), contentType: 'text/csv', ownerName: 'trader' });

  const file = must(listed, 'the uploaded file in the list');
  const get = await t.app.inject({ method: 'GET', url: file.url });
  expect(get.statusCode).toBe(200);
  expect(get.body).toBe(content);
  expect(get.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('原油 prices.csv')}`);
  expect(get.headers['x-content-type-options']).toBe('nosniff');

  // Stored under a random id, never under the client's name.
  const stored = fs.readdirSync(path.join(t.dataDir, 'files'));
  expect(stored).toContain(`${token.fileId}.csv`);
  expect(stored.some((n) => n.includes('prices'))).toBe(false);

  expect((await t.call('/v1/user/oss/upload/delete', { id: token.fileId }, trader)).status).toBe(200);
  expect(fs.existsSync(path.join(t.dataDir, 'files', `${token.fileId}.csv`))).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(statusOf('notFound'));
  expect((await list(trader)).body.data.list.some((f: { id: string }) => f.id === token.fileId)).toBe(false);
});

test('names with path parts are kept as display names only', async () => {
  const { token, put } = await upload(trader, '../../etc/passwd.txt', 'x');
  expect(put.statusCode).toBe(200);
  const row = await t.db.selectFrom('files').selectAll().where('id', '=', token.fileId).executeTakeFirstOrThrow();
  expect(row.name).toBe('passwd.txt');
  expect(row.storage_key).toBe(`${token.fileId}.txt`);
  expect(fs.existsSync(path.join(t.dataDir, 'files', row.storage_key))).toBe(true);
});

test('names lose bidi and other control characters, so a list cannot show a false extension (issue 19)', async () => {
  // `report\u202Efdp.csv` reads as `reportvsc.pdf` with the right-to-left override kept.
  const { token, put } = await upload(trader, 'report\u202Efdp.csv', 'x');
  expect(put.statusCode).toBe(200);
  const row = await t.db.selectFrom('files').select('name').where('id', '=', token.fileId).executeTakeFirstOrThrow();
  expect(row.name).toBe('reportfdp.csv');
  const every = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
    '\u0085',
    '\u2028',
    '\uFEFF',
    '\u0007',
  ];
  expect(cleanDisplayName(`a${every.join('')}b.txt`)).toBe('ab.txt');
  // Arabic and Chinese letters stay.
  expect(cleanDisplayName('تقرير 报告.pdf')).toBe('تقرير 报告.pdf');
});

test('size and type limits answer 400 with the field', async () => {
  const big = await t.call('/v1/user/oss/upload/getToken', { filename: 'a.csv', size: FILE_MAX_BYTES + 1 }, trader);
  expect(big.status).toBe(statusOf('badRequest'));
  expect(big.body.fields).toEqual({ size: 'api.field.outOfRange' });
  for (const filename of ['evil.html', 'script.js', 'noext', 'a.csv.exe', 'logo.svg']) {
    const bad = await t.call('/v1/user/oss/upload/getToken', { filename, size: 10 }, trader);
    expect([filename, bad.status, bad.body.fields]).toEqual([filename, statusOf('badRequest'), { filename: 'api.field.invalid' }]);
  }
});

test('the upload must match the declared size; a link works once', async () => {
  const tok = await t.call('/v1/user/oss/upload/getToken', { filename: 'a.txt', size: 5 }, trader);
  const tooBig = await t.app.inject({ method: 'PUT', url: tok.body.data.url, payload: Buffer.from('123456') });
  expect(tooBig.statusCode).toBe(statusOf('payloadTooLarge'));
  const tooSmall = await t.app.inject({ method: 'PUT', url: tok.body.data.url, payload: Buffer.from('123') });
  expectApiError(tooSmall, 'uploadIncomplete');
  // Any content type is taken as raw bytes, JSON included.
  const ok = await t.app.inject({ method: 'PUT', url: tok.body.data.url, headers: { 'content-type': 'application/json' }, payload: '"abc"' });
  expect(ok.statusCode).toBe(200);
  const again = await t.app.inject({ method: 'PUT', url: tok.body.data.url, payload: Buffer.from('12345') });
  expect(again.statusCode).toBe(statusOf('conflict'));
  expect(fs.readdirSync(path.join(t.dataDir, 'files')).some((n) => n.endsWith('.part'))).toBe(false);
});

test('expired, forged and cross-purpose links answer 403 linkExpired (not 401)', async () => {
  const tok = await t.call('/v1/user/oss/upload/getToken', { filename: 'late.txt', size: 1 }, trader);
  const url: string = tok.body.data.url;
  const [payload, sig] = must(url.split('/').pop(), 'the token of the link').split('.');
  const forged = url.replace(`${payload}.${sig}`, `${payload}.${sig.slice(0, -2)}AA`);
  expect((await t.app.inject({ method: 'PUT', url: forged, payload: 'x' })).statusCode).toBe(statusOf('linkExpired'));
  // The upload token is not a download token.
  expect((await t.app.inject({ method: 'GET', url: url.replace('/upload/put/', '/file/') })).statusCode).toBe(statusOf('linkExpired'));
  t.clock.advance(LINK_TTL_MS + 1);
  const late = await t.app.inject({ method: 'PUT', url, payload: 'x' });
  expectApiError(late, 'linkExpired');
});

test("lists only the caller's files; sorts and filters; administrators may list all with scope=all", async () => {
  const mine = await t.tokenFor('trader');
  await t.call('/v1/user/admin/create', { username: 'filer', password: 'Fresh-Start#77' }, await t.tokenFor('admin'));
  // filer has no /user/fileUpload by default: grant it.
  const filerId = (await t.db.selectFrom('users').select('id').where('username', '=', 'filer').executeTakeFirstOrThrow()).id;
  await t.call('/v1/user/access/set', { userId: filerId, paths: ['/user/fileUpload'] }, await t.tokenFor('admin'));
  const filer = await t.tokenFor('filer');
  await upload(filer, 'zeta.txt', 'zz');
  await upload(filer, 'alpha.txt', 'a');
  await upload(filer, 'mid.txt', 'mmm');
  const own = await list(filer, { sortField: 'name', sortOrder: 'ascend' });
  expect(own.body.data.list.map((f: { name: string }) => f.name)).toEqual(['alpha.txt', 'mid.txt', 'zeta.txt']);
  const bySize = await list(filer, { sortField: 'size', sortOrder: 'descend' });
  expect(bySize.body.data.list.map((f: { size: number }) => f.size)).toEqual([3, 2, 1]);
  expect((await list(filer, { keyword: 'ALP' })).body.data.list).toHaveLength(1);
  expect((await list(mine)).body.data.list.some((f: { ownerName: string }) => f.ownerName === 'filer')).toBe(false);
  // scope=all is ignored for non-administrators.
  expect((await list(mine, { scope: 'all' })).body.data.list.some((f: { ownerName: string }) => f.ownerName === 'filer')).toBe(false);
  const all = await list(await t.tokenFor('admin'), { scope: 'all', pageSize: 200 });
  expect(all.body.data.list.filter((f: { ownerName: string }) => f.ownerName === 'filer')).toHaveLength(3);
});

test("delete: others' files answer 404 to users; administrators may delete any (audited)", async () => {
  const filer = await t.tokenFor('filer');
  const { token } = await upload(filer, 'private.txt', 'secret');
  const other = await t.call('/v1/user/oss/upload/delete', { id: token.fileId }, trader);
  expect(other.status).toBe(statusOf('notFound'));
  expect((await list(filer)).body.data.list.some((f: { id: string }) => f.id === token.fileId)).toBe(true);
  const admin = await t.tokenFor('admin');
  expect((await t.call('/v1/user/oss/upload/delete', { id: token.fileId }, admin)).status).toBe(200);
  const audit = await t.call('/v1/user/audit/list', { action: 'file.delete' }, admin);
  expect(audit.body.data.list[0]).toMatchObject({ targetName: 'filer', actorName: 'admin' });
});

test('links of uploads never completed are cleaned up by maintenance', async () => {
  const tok = await t.call('/v1/user/oss/upload/getToken', { filename: 'never.txt', size: 3 }, trader);
  t.clock.advance(LINK_TTL_MS + 1);
  await runMaintenance(t.app);
  expect(await t.db.selectFrom('files').select('id').where('id', '=', tok.body.data.fileId).executeTakeFirst()).toBeUndefined();
});
