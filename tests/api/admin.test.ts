/**
 * Administration: accounts (list/create/update/resetPassword/deregister), permissions (access get/set/copy,
 * enforced exactly as user_info reports them), audit trail, and user search paging.
 */
import { Value } from '@sinclair/typebox/value';
import routes from '../../config/routes';
import { allGatedPaths, withAncestors } from '../../common/access/routeAccess';
import { endpointByPath } from '../../common/contract/endpoints';
import { Envelope } from '../../common/contract/envelope';
import { expectApiError, statusOf } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
  // Roles are a managed list (tests/api/roles.test.ts): the roles these tests give exist first.
  for (const name of ['analyst', 'senior']) await t.call('/v1/user/role/create', { name }, admin);
});
afterAll(() => t?.close());

const idOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

const checkShape = (path: string, body: unknown) => expect(Value.Check(Envelope(endpointByPath[path].data), body)).toBe(true);

describe('accounts', () => {
  test('admin/create makes an account with the given role; it can log in; audit records it', async () => {
    const res = await t.call(
      '/v1/user/admin/create',
      { username: 'analyst1', password: 'Analyst@12345', name: 'Ana', role: 'analyst', phone: '13911112222' },
      admin,
    );
    expect(res.status).toBe(200);
    checkShape('/v1/user/admin/create', res.body);
    expect(res.body.data).toMatchObject({ username: 'analyst1', name: 'Ana', role: 'analyst', disabled: false, phone: '13911112222' });
    expect(await t.login('analyst1', 'Analyst@12345')).toBeTruthy();
    const audit = await t.call('/v1/user/audit/list', { action: 'user.create' }, admin);
    expect(audit.body.data.list[0]).toMatchObject({ actorName: 'admin', action: 'user.create', targetName: 'analyst1' });
  });

  test('admin/create refuses a taken username with 409', async () => {
    const res = await t.call('/v1/user/admin/create', { username: 'Trader', password: 'Analyst@12345' }, admin);
    expect(res.status).toBe(statusOf('usernameTaken'));
  });

  test('admin/update changes name and role; refuses to disable or demote oneself', async () => {
    const id = await idOf('analyst1');
    const res = await t.call('/v1/user/admin/update', { userId: id, name: 'Analyst One', role: 'senior' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Analyst One', role: 'senior' });
    const adminId = await idOf('admin');
    const self = await t.call('/v1/user/admin/update', { userId: adminId, disabled: true }, admin);
    expectApiError(self, 'cannotChangeSelf');
    const demote = await t.call('/v1/user/admin/update', { userId: adminId, role: 'user' }, admin);
    expect(demote.status).toBe(statusOf('cannotChangeSelf'));
    const missing = await t.call('/v1/user/admin/update', { userId: 'nope', name: 'x' }, admin);
    expect(missing.status).toBe(statusOf('notFound'));
  });

  test('admin/resetPassword sets a new password and signs the user out', async () => {
    const token = await t.login('analyst1', 'Analyst@12345');
    const res = await t.call('/v1/user/admin/resetPassword', { userId: await idOf('analyst1'), newPassword: 'Reset@12345' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.revokedSessions).toBeGreaterThanOrEqual(1);
    expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(statusOf('unauthorized'));
    expect((await t.call('/v1/user/password_login', { username: 'analyst1', password: 'Reset@12345' })).status).toBe(200);
  });

  test('admin/list pages with a keyword over username and name', async () => {
    const res = await t.call('/v1/user/admin/list', { keyword: 'ANALYST ONE' }, admin);
    checkShape('/v1/user/admin/list', res.body);
    expect(res.body.data.list.map((u: { username: string }) => u.username)).toEqual(['analyst1']);
    const all = await t.call('/v1/user/admin/list', {}, admin);
    expect(all.body.data).toMatchObject({ current: 1, pageSize: 10 });
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
  });

  test('deregister/admin removes an account and its sessions; not oneself; audited', async () => {
    await t.call('/v1/user/admin/create', { username: 'leaver', password: 'Fresh-Start#75' }, admin);
    const token = await t.login('leaver', 'Fresh-Start#75');
    const id = await idOf('leaver');
    const self = await t.call('/v1/user/deregister/admin', { userId: await idOf('admin') }, admin);
    expectApiError(self, 'cannotChangeSelf');
    const res = await t.call('/v1/user/deregister/admin', { userId: id }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await t.call('/v1/user/user_info', undefined, token)).status).toBe(statusOf('unauthorized'));
    expect((await t.call('/v1/user/password_login', { username: 'leaver', password: 'Fresh-Start#75' })).status).toBe(statusOf('badCredentials'));
    expect((await t.call('/v1/user/deregister/admin', { userId: id }, admin)).status).toBe(statusOf('notFound'));
    const audit = await t.call('/v1/user/audit/list', { action: 'user.delete' }, admin);
    expect(audit.body.data.list[0]).toMatchObject({ targetId: id, targetName: 'leaver', actorName: 'admin' });
  });
});

describe('search/userOption', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) {
      await t.call('/v1/user/admin/create', { username: `page_user_${String(i).padStart(2, '0')}`, password: 'PageUser@12345' }, admin);
    }
  });

  test('default page size is 10; pages and keyword work; only id and display name, for administrators only', async () => {
    const first = await t.call('/v1/user/search/userOption', { keyword: 'page_user' }, admin);
    expect(first.status).toBe(200);
    checkShape('/v1/user/search/userOption', first.body);
    expect(first.body.data).toMatchObject({ total: 12, current: 1, pageSize: 10 });
    expect(first.body.data.list).toHaveLength(10);
    const second = await t.call('/v1/user/search/userOption', { keyword: 'page_user', current: 2 }, admin);
    expect(second.body.data.list.map((u: { name: string }) => u.name)).toEqual(['page_user_10', 'page_user_11']);
    // Roles and account states stay administrator data of admin/list: a picker gets what it shows.
    expect(Object.keys(second.body.data.list[0]).sort()).toEqual(['id', 'name']);
  });

  test('a signed-in user without an administrator page (just registered, viewer) cannot list accounts', async () => {
    const viewer = await t.tokenFor('viewer');
    expectApiError(await t.call('/v1/user/search/userOption', { keyword: 'page_user' }, viewer), 'forbidden');
    const reg = await t.call('/v1/user/register', { username: 'newcomer1', password: 'Newcomer@12345' });
    expect(reg.status).toBe(200);
    const newcomer = await t.login('newcomer1', 'Newcomer@12345');
    expectApiError(await t.call('/v1/user/search/userOption', {}, newcomer), 'forbidden');
  });

  test('LIKE wildcards in the keyword are literal', async () => {
    const res = await t.call('/v1/user/search/userOption', { keyword: '%' }, admin);
    expect(res.body.data.total).toBe(0);
    const underscore = await t.call('/v1/user/search/userOption', { keyword: 'r_1' }, admin);
    expect(underscore.body.data.list.map((u: { name: string }) => u.name).sort()).toEqual(['page_user_10', 'page_user_11']);
  });

  test('absurd page numbers answer an empty page, not an error', async () => {
    const res = await t.call('/v1/user/search/userOption', { current: 1e15, pageSize: 200 }, admin);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([]);
  });
});

describe('permissions', () => {
  test('access/set normalises paths (ancestors added, unknown dropped), user_info reports it, the server enforces it', async () => {
    await t.call('/v1/user/admin/create', { username: 'grantee', password: 'Fresh-Start#76' }, admin);
    const id = await idOf('grantee');
    const token = await t.login('grantee', 'Fresh-Start#76');
    // Before: no /tool/calculator/spotTradeRecord -> mocTrade/update refused with a message.
    const before = await t.call('/v1/setting/mocTrade/update', { records: [] }, token);
    expectApiError(before, 'forbidden');
    expect(before.body.msg).toBeTruthy();

    const set = await t.call('/v1/user/access/set', { userId: id, paths: ['/tool/calculator/spotTradeRecord', '/not/a/page', '/home'] }, admin);
    expect(set.status).toBe(200);
    checkShape('/v1/user/access/set', set.body);
    const expected = withAncestors(routes, ['/tool/calculator/spotTradeRecord', '/home']);
    expect(set.body.data.paths).toEqual(expected);
    expect(expected).toEqual(['/home', '/tool', '/tool/calculator', '/tool/calculator/spotTradeRecord']);

    const info = await t.call('/v1/user/user_info', undefined, token);
    expect(info.body.data.access.map((e: string[]) => e[2])).toEqual(expected);
    expect((await t.call('/v1/user/access/get', { userId: id }, admin)).body.data.paths).toEqual(expected);

    // After: granted (any non-401 answer; an empty list is a 400).
    const after = await t.call('/v1/setting/mocTrade/update', { records: [] }, token);
    expect(after.status).toBe(statusOf('badRequest'));
    const audit = await t.call('/v1/user/audit/list', { action: 'access.set', keyword: 'grantee' }, admin);
    expect(audit.body.data.total).toBe(1);
  });

  test('access/set stores every page the grant opens: a real-time page brings the pages sharing its group key', async () => {
    await t.call('/v1/user/admin/create', { username: 'realtime1', password: 'Realtime@12345' }, admin);
    const id = await idOf('realtime1');
    const set = await t.call('/v1/user/access/set', { userId: id, paths: ['/tool/trade/realtime/fu'] }, admin);
    expect(set.body.data.paths).toEqual([
      '/tool',
      '/tool/trade/realtime',
      '/tool/trade/realtime/config/contract',
      '/tool/trade/realtime/config/strategy',
      '/tool/trade/realtime/fu',
    ]);
    expect((await t.call('/v1/user/access/get', { userId: id }, admin)).body.data.paths).toEqual(set.body.data.paths);
  });

  test("access/copy gives the targets the source user's grants", async () => {
    await t.call('/v1/user/admin/create', { username: 'copy_a', password: 'CopyA@123456' }, admin);
    await t.call('/v1/user/admin/create', { username: 'copy_b', password: 'CopyB@123456' }, admin);
    const res = await t.call('/v1/user/access/copy', { fromUserId: await idOf('trader'), toUserIds: [await idOf('copy_a'), await idOf('copy_b')] }, admin);
    expect(res.status).toBe(200);
    checkShape('/v1/user/access/copy', res.body);
    const traderPaths = (await t.call('/v1/user/access/get', { userId: await idOf('trader') }, admin)).body.data.paths;
    for (const entry of res.body.data) expect(entry.paths).toEqual(traderPaths);
    const missing = await t.call('/v1/user/access/copy', { fromUserId: await idOf('trader'), toUserIds: ['no-such-id'] }, admin);
    expect(missing.status).toBe(statusOf('notFound'));
  });

  test('administrators hold every gated path whatever is stored', async () => {
    const res = await t.call('/v1/user/access/get', { userId: await idOf('admin') }, admin);
    expect(res.body.data.paths).toEqual(allGatedPaths(routes));
  });
});

describe('audit/list', () => {
  test('newest first, paged, filterable; every entry has the contract shape', async () => {
    const res = await t.call('/v1/user/audit/list', { pageSize: 5 }, admin);
    checkShape('/v1/user/audit/list', res.body);
    expect(res.body.data.list).toHaveLength(5);
    const ats = res.body.data.list.map((e: { at: number }) => e.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    expect(res.body.data.total).toBeGreaterThan(5);
  });
});
