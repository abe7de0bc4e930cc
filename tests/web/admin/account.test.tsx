/**
 * /user/admin/account with '@umijs/max' replaced (real locale files) and the user services mocked: the
 * list, creating an account (client rules, server field errors), refusals shown by msgKey, deregistration
 * naming the user, and the audit trail with its action filter.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AdminAccountPage from '@/pages/User/Admin/Account';
import { adminCreateUser, adminListUsers, adminResetPassword, adminUpdateUser, deregisterUser, listAudit } from '@/services/user';
import { setRealLocale } from '../files/umiMock';

jest.mock('@umijs/max', () => jest.requireActual('../files/umiMock').umiMock());
jest.mock('@/services/user', () => ({
  adminListUsers: jest.fn(),
  adminCreateUser: jest.fn(),
  adminUpdateUser: jest.fn(),
  adminResetPassword: jest.fn(),
  deregisterUser: jest.fn(),
  listAudit: jest.fn(),
}));

// ProTable pages render slowly in jsdom on a shared machine.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const ok = (data: unknown) => ({ code: 200, status: 'success', version: '1', data });
const failure = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { code: status, status: 'fail', version: '1', data: null, ...body } } });
const user = (id: string, username: string, role: string, extra: Record<string, unknown> = {}) => ({
  id,
  username,
  name: username.toUpperCase(),
  role,
  disabled: false,
  phone: null,
  createdAt: Date.UTC(2025, 0, 1),
  lastLoginAt: null,
  ...extra,
});
const users = [user('u1', 'admin', 'admin'), user('u2', 'trader', 'trader', { phone: '13800000001' }), user('u3', 'viewer', 'viewer', { disabled: true })];

beforeEach(() => {
  act(() => setRealLocale('en-US'));
  jest.mocked(adminListUsers).mockReset().mockResolvedValue(ok({ list: users, total: 3, current: 1, pageSize: 10 }) as never);
  jest.mocked(adminCreateUser).mockReset();
  jest.mocked(adminUpdateUser).mockReset();
  jest.mocked(adminResetPassword).mockReset();
  jest.mocked(deregisterUser).mockReset();
  jest.mocked(listAudit)
    .mockReset()
    .mockResolvedValue(
      ok({
        list: [{ id: 'a1', at: Date.UTC(2025, 3, 1), actorId: 'u1', actorName: 'admin', action: 'user.create', targetId: 'u2', targetName: 'trader', detail: '{"role":"trader"}' }],
        total: 1,
        current: 1,
        pageSize: 10,
      }) as never,
    );
});

// The username is the row's first cell (the role tag may show the same word).
// getByRole is very slow on a page this size in jsdom (minutes on a busy machine): find by text instead.
const button = (el: HTMLElement) => el.closest('button') as HTMLElement;
const modal = (el: HTMLElement) => el.closest('.ant-modal-content') as HTMLElement;
const popconfirm = () => document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement;
const rowOf = async (username: string) => (await screen.findAllByText(username))[0].closest('tr')!;

test('lists accounts (page 1 of 10) with role and status, and searches by keyword', async () => {
  render(<AdminAccountPage />);
  const row = await rowOf('trader');
  expect(within(row).getByText('13800000001')).toBeInTheDocument();
  expect(within(await rowOf('viewer')).getByText('Disabled')).toBeInTheDocument();
  expect(jest.mocked(adminListUsers).mock.calls[0][0]).toMatchObject({ current: 1, pageSize: 10 });
  const box = screen.getByPlaceholderText('Search username or name');
  fireEvent.change(box, { target: { value: 'tra' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(jest.mocked(adminListUsers).mock.calls.at(-1)?.[0]).toMatchObject({ keyword: 'tra' }));
});

test('create: client rules first, then the server field error under its field', async () => {
  jest.mocked(adminCreateUser).mockRejectedValue(failure(409, { msg: 'taken', msgKey: 'api.error.usernameTaken', fields: { username: 'api.field.duplicate' } }));
  render(<AdminAccountPage />);
  await rowOf('trader');
  // The dialog is force-rendered (hidden) with the same title, so pick the toolbar button's label.
  fireEvent.click(button(screen.getByText('New account', { selector: 'button > span' })));
  const dialog = modal(await screen.findByText('New account', { selector: '.ant-modal-title' }));
  fireEvent.click(button(within(dialog).getByText('Create')));
  expect(await within(dialog).findByText('Username is required.')).toBeInTheDocument();
  expect(adminCreateUser).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'trader' } });
  fireEvent.change(within(dialog).getByLabelText('Initial password'), { target: { value: 'Secret@123' } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@123' } });
  fireEvent.click(button(within(dialog).getByText('Create')));
  await waitFor(() => expect(adminCreateUser).toHaveBeenCalledWith({ username: 'trader', password: 'Secret@123', role: 'user' }));
  expect(await within(dialog).findByText('This username is already taken.')).toBeInTheDocument();
  expect(await within(dialog).findByText('Entries must not repeat.')).toBeInTheDocument();
});

test('edit: the role is required and the display name is sent trimmed', async () => {
  jest.mocked(adminUpdateUser).mockResolvedValue(ok({ ...users[1], name: 'Desk 2', role: 'viewer' }) as never);
  render(<AdminAccountPage />);
  fireEvent.click(within(await rowOf('trader')).getByText('Edit'));
  const dialog = modal(await screen.findByText('Edit trader', { selector: '.ant-modal-title' }));
  fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: '' } });
  fireEvent.click(button(within(dialog).getByText('Save')));
  expect(await within(dialog).findByText('Role is required.')).toBeInTheDocument();
  expect(adminUpdateUser).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: ' Desk 2 ' } });
  fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'viewer' } });
  fireEvent.click(button(within(dialog).getByText('Save')));
  await waitFor(() => expect(adminUpdateUser).toHaveBeenCalledWith({ userId: 'u2', name: 'Desk 2', role: 'viewer' }));
  expect(await screen.findByText('Account trader saved.')).toBeInTheDocument();
});

test('reset password: the confirmation must match, then the signed-out sessions are reported', async () => {
  jest.mocked(adminResetPassword).mockResolvedValue(ok({ revokedSessions: 2 }) as never);
  render(<AdminAccountPage />);
  fireEvent.click(within(await rowOf('trader')).getByText('Reset password'));
  const dialog = modal(await screen.findByText('Reset the password of trader', { selector: '.ant-modal-title' }));
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Secret@123' } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@124' } });
  fireEvent.click(button(within(dialog).getByText('Reset password', { selector: 'button > span' })));
  expect(await within(dialog).findByText('The two passwords do not match.')).toBeInTheDocument();
  expect(adminResetPassword).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@123' } });
  fireEvent.click(button(within(dialog).getByText('Reset password', { selector: 'button > span' })));
  await waitFor(() => expect(adminResetPassword).toHaveBeenCalledWith({ userId: 'u2', newPassword: 'Secret@123' }));
  expect(await screen.findByText('Password of trader reset; 2 sessions signed out.')).toBeInTheDocument();
});

test('disabling oneself is refused by the server and the reason is shown', async () => {
  jest.mocked(adminUpdateUser).mockRejectedValue(failure(400, { msg: 'no', msgKey: 'api.error.cannotChangeSelf' }));
  render(<AdminAccountPage />);
  fireEvent.click(within(await rowOf('admin')).getByText('Disable'));
  fireEvent.click(button(await screen.findByText('Confirm')));
  await waitFor(() => expect(adminUpdateUser).toHaveBeenCalledWith({ userId: 'u1', disabled: true }));
  expect(await screen.findByText('Administrators cannot do this to their own account.')).toBeInTheDocument();
});

test('deregister names the user and deletes only after confirmation', async () => {
  jest.mocked(deregisterUser).mockResolvedValue(ok(null) as never);
  render(<AdminAccountPage />);
  fireEvent.click(within(await rowOf('trader')).getByText('Deregister'));
  expect(await screen.findByText('Deregister trader?')).toBeInTheDocument();
  expect(deregisterUser).not.toHaveBeenCalled();
  fireEvent.click(button(within(popconfirm()).getByText('Deregister')));
  await waitFor(() => expect(deregisterUser).toHaveBeenCalledWith({ userId: 'u2' }));
  expect(await screen.findByText('Account trader deregistered.')).toBeInTheDocument();
});

test('the audit tab lists entries with translated actions', async () => {
  render(<AdminAccountPage />);
  await rowOf('trader');
  fireEvent.click(screen.getByText('Audit trail', { selector: '.ant-tabs-tab-btn' }));
  expect(await screen.findByText('{"role":"trader"}')).toBeInTheDocument();
  expect(screen.getAllByText('Account created').length).toBeGreaterThan(0);
  expect(jest.mocked(listAudit).mock.calls[0][0]).toMatchObject({ current: 1, pageSize: 10 });
});
