/**
 * The research library's quota per uploader (issue 19 item 6; server/features/library/quota.ts), on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL): documents and bytes counted per uploader, refused with `researchQuota` (409),
 * room again after a delete, administrators' higher quota.
 */
import { RESEARCH_ADMIN_QUOTA_FACTOR } from '../../common/contract/library';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const REPORTS = '/tool/research/platts/reports';
const QUOTA_DOCUMENTS = 3;
const QUOTA_BYTES = 4096;

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;

async function userWith(username: string): Promise<string> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Reader@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  expect((await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: [REPORTS] }, admin)).status).toBe(200);
  return t.tokenFor(username);
}

const upload = (token: string, body: string, title = 'Note') =>
  t.call(
    '/v2/research/document/upload',
    {
      kind: 'report',
      title,
      publisher: 'Desk',
      products: [],
      regions: [],
      publishedAt: Date.UTC(2026, 9, 1),
      language: 'en-US',
      format: 'markdown',
      body,
      attachments: [],
    },
    token,
  );

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true, env: { RESEARCH_QUOTA_DOCUMENTS: String(QUOTA_DOCUMENTS), RESEARCH_QUOTA_BYTES: String(QUOTA_BYTES) } });
  admin = await t.tokenFor('admin');
  [alice, bob] = [await userWith('alice'), await userWith('bob')];
}, 30_000);
afterAll(() => t?.close());

it('refuses the document past the count quota, and takes one again after a delete', async () => {
  const ids: string[] = [];
  for (let i = 0; i < QUOTA_DOCUMENTS; i++) {
    const res = await upload(alice, `note ${i}`);
    expect(res.status).toBe(200);
    ids.push(res.body.data.id);
  }
  const over = await upload(alice, 'one too many');
  expectApiError(over, 'researchQuota');
  // Nothing was stored by the refused call.
  expect((await t.call('/v2/research/document/list', { pageSize: 50 }, alice)).body.data.total).toBe(QUOTA_DOCUMENTS);
  // Another uploader has a quota of their own.
  expect((await upload(bob, 'bob note')).status).toBe(200);
  expect((await t.call('/v2/research/document/delete', { id: ids[0] }, alice)).status).toBe(200);
  expect((await upload(alice, 'room again')).status).toBe(200);
});

it('refuses a body that would pass the byte quota, counting what is already stored', async () => {
  expectApiError(await upload(bob, 'x'.repeat(QUOTA_BYTES)), 'researchQuota');
  expect((await upload(bob, 'y'.repeat(QUOTA_BYTES / 2))).status).toBe(200);
  expectApiError(await upload(bob, 'z'.repeat(QUOTA_BYTES / 2)), 'researchQuota');
});

it('gives administrators RESEARCH_ADMIN_QUOTA_FACTOR times the quota', async () => {
  for (let i = 0; i < QUOTA_DOCUMENTS + 1; i++) expect((await upload(admin, `admin note ${i}`)).status).toBe(200);
  expect((await upload(admin, 'a'.repeat(QUOTA_BYTES * 2))).status).toBe(200);
  expectApiError(await upload(admin, 'b'.repeat(QUOTA_BYTES * RESEARCH_ADMIN_QUOTA_FACTOR)), 'researchQuota');
});
