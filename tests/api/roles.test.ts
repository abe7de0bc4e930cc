/**
 * Managed roles and the administrator's phone edit (issue 8 item 21): roles are a list (role/*), admin/create and
 * admin/update refuse a role not in it, the administrator role is protected, a role in use cannot be deleted, a
 * rename carries its accounts; admin/update changes or removes a phone with the registration rules.
 */
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
});
afterAll(() => t?.close());

const idOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const roleNames = async () => (await t.call('/v1/user/role/list', undefined, admin)).body.data.map((r: { name: string }) => r.name);

describe('roles', () => {
  test('the list starts with the seeded roles and the roles accounts hold, with counts; admin is protected', async () => {
    const res = await t.call('/v1/user/role/list', undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ name: 'admin', users: 1, protected: true });
    expect(res.body.data).toContainEqual({ name: 'trader', users: 1, protected: false });
    expect(await roleNames()).toEqual(expect.arrayContaining(['user', 'viewer']));
    expectApiError(await t.call('/v1/user/role/list', undefined, await t.tokenFor('trader')), 'forbidden');
  });

  test('an unknown role is refused by admin/create and admin/update, at the role field', async () => {
    const created = await t.call('/v1/user/admin/create', { username: 'typo1', password: 'TypoUser@12345', role: 'tradr' }, admin);
    expectApiError(created, 'roleUnknown');
    expect(created.body.fields).toEqual({ role: 'api.error.roleUnknown' });
    expect(await roleNames()).not.toContain('tradr');
    const update = await t.call('/v1/user/admin/update', { userId: await idOf('trader'), role: 'tradr' }, admin);
    expectApiError(update, 'roleUnknown');
  });

  test('create, rename (accounts follow, audited) and delete a role; taken, in use and protected are refused', async () => {
    expect((await t.call('/v1/user/role/create', { name: 'analyst' }, admin)).body.data).toEqual({ name: 'analyst', users: 0, protected: false });
    expectApiError(await t.call('/v1/user/role/create', { name: 'analyst' }, admin), 'roleTaken');
    expect((await t.call('/v1/user/admin/create', { username: 'ana1', password: 'AnaUser@12345', role: 'analyst' }, admin)).status).toBe(200);
    const renamed = await t.call('/v1/user/role/rename', { name: 'analyst', newName: 'research' }, admin);
    expect(renamed.body.data).toEqual({ name: 'research', users: 1, protected: false });
    expect((await t.db.selectFrom('users').select('role').where('username', '=', 'ana1').executeTakeFirstOrThrow()).role).toBe('research');
    expectApiError(await t.call('/v1/user/role/rename', { name: 'research', newName: 'trader' }, admin), 'roleTaken');
    expectApiError(await t.call('/v1/user/role/delete', { name: 'research' }, admin), 'roleInUse');
    expectApiError(await t.call('/v1/user/role/rename', { name: 'nope', newName: 'nope2' }, admin), 'notFound');
    await t.call('/v1/user/admin/update', { userId: await idOf('ana1'), role: 'user' }, admin);
    expect((await t.call('/v1/user/role/delete', { name: 'research' }, admin)).status).toBe(200);
    expect(await roleNames()).not.toContain('research');
    const audit = await t.call('/v1/user/audit/list', { action: 'role.rename' }, admin);
    expect(audit.body.data.list[0]).toMatchObject({ targetName: 'research' });
  });

  test('the administrator role is protected: not renamed, not deleted, no role renamed into it', async () => {
    expectApiError(await t.call('/v1/user/role/rename', { name: 'admin', newName: 'boss' }, admin), 'roleProtected');
    expectApiError(await t.call('/v1/user/role/delete', { name: 'admin' }, admin), 'roleProtected');
    expectApiError(await t.call('/v1/user/role/rename', { name: 'viewer', newName: 'siteadmin' }, admin), 'roleProtected');
    expect(await roleNames()).toContain('admin');
  });
});

describe('admin/update: phone', () => {
  test('sets, refuses a malformed or taken phone, and removes it; audited with before and after', async () => {
    const id = await idOf('viewer');
    const set = await t.call('/v1/user/admin/update', { userId: id, phone: '13900001111' }, admin);
    expect(set.status).toBe(200);
    expect(set.body.data.phone).toBe('13900001111');
    expect((await t.call('/v1/user/admin/update', { userId: id, phone: '12345' }, admin)).status).toBe(400);
    const taken = await t.call('/v1/user/admin/update', { userId: id, phone: '13800000001' }, admin);
    expectApiError(taken, 'phoneTaken');
    expect(taken.body.fields).toEqual({ phone: 'api.error.phoneTaken' });
    // Its own number again is no clash.
    expect((await t.call('/v1/user/admin/update', { userId: id, phone: '13900001111' }, admin)).status).toBe(200);
    const cleared = await t.call('/v1/user/admin/update', { userId: id, phone: null }, admin);
    expect(cleared.body.data.phone).toBeNull();
    const audit = await t.call('/v1/user/audit/list', { action: 'user.update', keyword: 'viewer' }, admin);
    expect(JSON.parse(audit.body.data.list[0].detail)).toEqual({ before: { phone: '13900001111' }, after: { phone: null } });
  });
});
