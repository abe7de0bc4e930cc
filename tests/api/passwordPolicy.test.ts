/**
 * New passwords (issue 8 item 7, ASVS V6.2): none of the 10,000 most common, none containing the user name (any
 * case), refused with a field key the forms show, on register, edit/password, admin/create and admin/resetPassword.
 */
import { passwordProblem } from '../../server/infra/auth/passwordPolicy';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.login('admin', 'Admin@12345');
});
afterAll(() => t?.close());

const COMMON = 'iloveyou';
const COMMON_MIXED_CASE = 'Sunshine';

describe('the rule', () => {
  test('common passwords (any case) and passwords containing the user name are refused; others pass', () => {
    expect(passwordProblem(COMMON, 'someone')).toBe('api.field.passwordCommon');
    expect(passwordProblem(COMMON_MIXED_CASE, 'someone')).toBe('api.field.passwordCommon');
    expect(passwordProblem('123456789', 'someone')).toBe('api.field.passwordCommon');
    expect(passwordProblem('My-Trader-2024', 'trader')).toBe('api.field.passwordHasUsername');
    expect(passwordProblem('xxTRADERxx', 'Trader')).toBe('api.field.passwordHasUsername');
    expect(passwordProblem('Quiet-Harbour-71', 'trader')).toBeNull();
  });
});

describe('every place a password is chosen', () => {
  test('register', async () => {
    const common = await t.call('/v1/user/register', { username: 'pw_reg', password: COMMON });
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual({ password: 'api.field.passwordCommon' });
    const named = await t.call('/v1/user/register', { username: 'pw_reg', password: 'PW_REG-2024!' });
    expect(named.body.fields).toEqual({ password: 'api.field.passwordHasUsername' });
    expect((await t.call('/v1/user/register', { username: 'pw_reg', password: 'Quiet-Harbour-71' })).status).toBe(200);
  });

  test('edit/password', async () => {
    const token = await t.login('viewer', 'Viewer@12345');
    const common = await t.call('/v1/user/edit/password', { oldPassword: 'Viewer@12345', newPassword: COMMON_MIXED_CASE }, token);
    expect(common.body.fields).toEqual({ newPassword: 'api.field.passwordCommon' });
    const named = await t.call('/v1/user/edit/password', { oldPassword: 'Viewer@12345', newPassword: 'my-viewer-pass' }, token);
    expect(named.body.fields).toEqual({ newPassword: 'api.field.passwordHasUsername' });
  });

  test('admin/create and admin/resetPassword', async () => {
    const create = await t.call('/v1/user/admin/create', { username: 'pw_admin', password: 'password1' }, admin);
    expect(create.body.fields).toEqual({ password: 'api.field.passwordCommon' });
    const created = await t.call('/v1/user/admin/create', { username: 'pw_admin', password: 'Quiet-Harbour-72' }, admin);
    expect(created.status).toBe(200);
    const reset = await t.call('/v1/user/admin/resetPassword', { userId: created.body.data.id, newPassword: 'Pw_Admin#2024' }, admin);
    expect(reset.body.fields).toEqual({ newPassword: 'api.field.passwordHasUsername' });
  });
});
