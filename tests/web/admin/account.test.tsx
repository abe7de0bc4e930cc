/**
 * /user/admin/account through the page harness (real locale files, the fake network at the request layer):
 * the list, creating an account (client rules, server field errors), refusals shown by msgKey, deregistration
 * naming the user, and the audit trail with its action filter.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AuditEntry } from '@common/contract/user';
import AdminAccountPage from '@/pages/User/Admin/Account';
import { answer, bodiesSentTo, failWith, makeAdmin, ok, renderPage, sentTo } from '../harness';
import { resetViewport, setViewportWidth } from '../harness/viewport';

const USERS = '/v1/user/admin/list';
const AUDIT = '/v1/user/audit/list';
const user = (id: string, username: string, role: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  name: username.toUpperCase(),
  role,
  disabled: false,
  phone: null,
  createdAt: Date.UTC(2025, 0, 1),
  lastLoginAt: null,
  pending: false,
  ...extra,
});
const users = [user('u1', 'admin', 'admin'), user('u2', 'trader', 'trader', { phone: '13800000001' }), user('u3', 'viewer', 'viewer', { disabled: true })];
const auditEntry: AuditEntry = {
  id: 'a1',
  at: Date.UTC(2025, 3, 1),
  actorId: 'u1',
  actorName: 'admin',
  action: 'user.create',
  targetId: 'u2',
  targetName: 'trader',
  detail: '{"role":"trader"}',
};

const roles = [
  { name: 'admin', users: 1, protected: true },
  { name: 'trader', users: 1, protected: false },
  { name: 'viewer', users: 1, protected: false },
  { name: 'user', users: 0, protected: false },
];

// A desktop window unless a test says otherwise (columns hide on narrow screens).
beforeEach(() => setViewportWidth(1280));
afterEach(resetViewport);

beforeEach(() => {
  answer('/v1/user/role/list', ok(roles));
  answer(USERS, ok({ list: users, total: 3, current: 1, pageSize: 10 }));
  answer(AUDIT, ok({ list: [auditEntry], total: 1, current: 1, pageSize: 10 }));
});

// The signed-in administrator is the list's `admin` row (u1).
const open = () => renderPage(<AdminAccountPage />, { user: makeAdmin(['/user', '/user/admin', '/user/admin/account'], { id: 'u1' }) });

// The username is the row's first cell (the role tag may show the same word).
const button = (el: HTMLElement) => el.closest('button') as HTMLElement;
const modal = (el: HTMLElement) => el.closest('.ant-modal-content') as HTMLElement;
const popconfirm = () => document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)') as HTMLElement;
const rowOf = async (username: string) => (await screen.findAllByText(username))[0].closest('tr') as HTMLElement;

test('lists accounts (page 1 of 10) with role and status, and searches by keyword', async () => {
  open();
  const row = await rowOf('trader');
  expect(within(row).getByText('13800000001')).toBeInTheDocument();
  expect(within(await rowOf('viewer')).getByText('Disabled')).toBeInTheDocument();
  expect(bodiesSentTo(USERS)[0]).toMatchObject({ current: 1, pageSize: 10 });
  const box = screen.getByPlaceholderText('Search username or name');
  fireEvent.change(box, { target: { value: 'tra' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(bodiesSentTo(USERS).at(-1)).toMatchObject({ keyword: 'tra' }));
});

test('create: client rules first, then the server field error under its field', async () => {
  answer('/v1/user/admin/create', failWith('usernameTaken', { fields: { username: 'api.field.duplicate' } }));
  open();
  await rowOf('trader');
  // The dialog is force-rendered (hidden) with the same title, so pick the toolbar button's label.
  fireEvent.click(button(screen.getByText('New account', { selector: 'button > span' })));
  const dialog = modal(await screen.findByText('New account', { selector: '.ant-modal-title' }));
  fireEvent.click(button(within(dialog).getByText('Create')));
  expect(await within(dialog).findByText('Username is required.')).toBeInTheDocument();
  expect(sentTo('/v1/user/admin/create')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'trader' } });
  fireEvent.change(within(dialog).getByLabelText('Initial password'), { target: { value: 'Secret@123' } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@123' } });
  fireEvent.click(button(within(dialog).getByText('Create')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/admin/create')).toEqual([{ username: 'trader', password: 'Secret@123', role: 'user' }]));
  expect(await within(dialog).findByText('This username is already taken.')).toBeInTheDocument();
  expect(await within(dialog).findByText('Entries must not repeat.')).toBeInTheDocument();
});

const chooseRole = async (dialog: HTMLElement, role: string) => {
  fireEvent.mouseDown(within(dialog).getByLabelText('Role'));
  const options = await screen.findAllByTitle(role);
  fireEvent.click(options[options.length - 1]);
};

test('edit: name trimmed, phone checked and sent, the role picked from the managed list', async () => {
  answer('/v1/user/admin/update', ok({ ...users[1], name: 'Desk 2', role: 'viewer', phone: '13900001111' }));
  open();
  fireEvent.click(within(await rowOf('trader')).getByText('Edit'));
  const dialog = modal(await screen.findByText('Edit trader', { selector: '.ant-modal-title' }));
  expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('13800000001');
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '123' } });
  fireEvent.click(button(within(dialog).getByText('Save')));
  expect(await within(dialog).findByText('Enter an 11-digit mainland China mobile number.')).toBeInTheDocument();
  expect(sentTo('/v1/user/admin/update')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Display name'), { target: { value: ' Desk 2 ' } });
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '13900001111' } });
  // The role is a choice from role/list, not free text.
  await chooseRole(dialog, 'viewer');
  fireEvent.click(button(within(dialog).getByText('Save')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/admin/update')).toEqual([{ userId: 'u2', name: 'Desk 2', phone: '13900001111', role: 'viewer' }]));
  expect(await screen.findByText('Account trader saved.')).toBeInTheDocument();
});

test('edit: an emptied phone is removed (null)', async () => {
  answer('/v1/user/admin/update', ok({ ...users[1], phone: null }));
  open();
  fireEvent.click(within(await rowOf('trader')).getByText('Edit'));
  const dialog = modal(await screen.findByText('Edit trader', { selector: '.ant-modal-title' }));
  fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '' } });
  fireEvent.click(button(within(dialog).getByText('Save')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/admin/update')).toEqual([{ userId: 'u2', name: 'TRADER', phone: null, role: 'trader' }]));
});

test('roles tab: lists the roles with their accounts, adds one, protects admin and roles in use', async () => {
  answer('/v1/user/role/create', ok({ name: 'analyst', users: 0, protected: false }));
  open();
  await rowOf('trader');
  fireEvent.click(screen.getByText('Roles', { selector: '.ant-tabs-tab-btn' }));
  const table = await screen.findByTestId('role-table');
  const roleRow = async (name: string) => (await within(table).findByText(name)).closest('tr') as HTMLElement;
  const adminRow = await roleRow('admin');
  expect(within(adminRow).getByText('Protected')).toBeInTheDocument();
  expect(within(adminRow).getByText('Delete').closest('button')).toBeDisabled();
  expect(within(adminRow).getByText('Rename').closest('button')).toBeDisabled();
  // A role accounts hold cannot be deleted; an unused one can.
  expect(
    within(await roleRow('trader'))
      .getByText('Delete')
      .closest('button'),
  ).toBeDisabled();
  expect(
    within(await roleRow('user'))
      .getByText('Delete')
      .closest('button'),
  ).not.toBeDisabled();
  fireEvent.change(screen.getByLabelText('New role'), { target: { value: 'analyst' } });
  fireEvent.click(button(screen.getByText('Add role')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/role/create')).toEqual([{ name: 'analyst' }]));
  expect(await screen.findByText('Role analyst added.')).toBeInTheDocument();
});

test('reset password: the confirmation must match, then the signed-out sessions are reported', async () => {
  answer('/v1/user/admin/resetPassword', ok({ revokedSessions: 2 }));
  open();
  fireEvent.click(within(await rowOf('trader')).getByText('Reset password'));
  const dialog = modal(await screen.findByText('Reset the password of trader', { selector: '.ant-modal-title' }));
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Secret@123' } });
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@124' } });
  fireEvent.click(button(within(dialog).getByText('Reset password', { selector: 'button > span' })));
  expect(await within(dialog).findByText('The two passwords do not match.')).toBeInTheDocument();
  expect(sentTo('/v1/user/admin/resetPassword')).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret@123' } });
  fireEvent.click(button(within(dialog).getByText('Reset password', { selector: 'button > span' })));
  await waitFor(() => expect(bodiesSentTo('/v1/user/admin/resetPassword')).toEqual([{ userId: 'u2', newPassword: 'Secret@123' }]));
  expect(await screen.findByText('Password of trader reset; 2 sessions signed out.')).toBeInTheDocument();
});

test("the administrator's own row offers no disable or deregister, and says why", async () => {
  open();
  const own = await rowOf('admin');
  for (const label of ['Disable', 'Deregister']) {
    const action = within(own).getByText(label).closest('button') as HTMLButtonElement;
    expect(action).toBeDisabled();
    fireEvent.mouseEnter(action.parentElement as HTMLElement);
  }
  expect((await screen.findAllByText('You cannot disable or deregister your own account.')).length).toBeGreaterThan(0);
  fireEvent.click(within(own).getByText('Disable'));
  expect(screen.queryByText(/^Disable admin\?/)).not.toBeInTheDocument();
  // Another administrator's row keeps both actions.
  const other = await rowOf('trader');
  expect(within(other).getByText('Disable').closest('button')).not.toBeDisabled();
});

test('deregister names the user and deletes only after confirmation; the list reloads', async () => {
  answer('/v1/user/deregister/admin', ok(null));
  open();
  fireEvent.click(within(await rowOf('trader')).getByText('Deregister'));
  expect(await screen.findByText('Deregister trader?')).toBeInTheDocument();
  expect(sentTo('/v1/user/deregister/admin')).toHaveLength(0);
  const listed = sentTo(USERS).length;
  fireEvent.click(button(within(popconfirm()).getByText('Deregister')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/deregister/admin')).toEqual([{ userId: 'u2' }]));
  expect(await screen.findByText('Account trader deregistered.')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(USERS).length).toBeGreaterThan(listed));
});

test('the audit tab lists entries with translated actions', async () => {
  open();
  await rowOf('trader');
  fireEvent.click(screen.getByText('Audit trail', { selector: '.ant-tabs-tab-btn' }));
  expect(await screen.findByTestId('audit-detail-a1')).toHaveTextContent('Roletrader');
  expect(screen.getAllByText('Account created').length).toBeGreaterThan(0);
  expect(bodiesSentTo(AUDIT)[0]).toMatchObject({ current: 1, pageSize: 10 });
});

test('audit details read as field, before and after; secrets are never shown', async () => {
  const change: AuditEntry = {
    ...auditEntry,
    id: 'a2',
    action: 'user.update',
    detail: JSON.stringify({ before: { role: 'viewer', phone: null, disabled: false }, after: { role: 'trader', phone: '13900001111', disabled: true } }),
  };
  const secret: AuditEntry = {
    ...auditEntry,
    id: 'a3',
    action: 'datasource.token',
    detail: JSON.stringify({ source: 'kpler', token: 's3cr3t-value', password: 'hunter2' }),
  };
  const broken: AuditEntry = { ...auditEntry, id: 'a4', detail: 'not json {' };
  answer(AUDIT, ok({ list: [change, secret, broken], total: 3, current: 1, pageSize: 10 }));
  open();
  await rowOf('trader');
  fireEvent.click(screen.getByText('Audit trail', { selector: '.ant-tabs-tab-btn' }));
  const diff = await screen.findByTestId('audit-detail-a2');
  const rows = [...diff.querySelectorAll(':scope > tbody > tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
  expect(rows).toEqual([
    ['Role', 'viewer', 'trader'],
    ['Mobile number', '—', '13900001111'],
    ['Status', 'Active', 'Disabled'],
  ]);
  const hidden = screen.getByTestId('audit-detail-a3');
  expect(hidden).not.toHaveTextContent('s3cr3t-value');
  expect(hidden).not.toHaveTextContent('hunter2');
  expect(hidden).toHaveTextContent('kpler');
  expect(hidden).toHaveTextContent('(hidden)');
  expect(screen.getByTestId('audit-detail-a4')).toHaveTextContent('not json {');
});

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent).filter(Boolean);

test('at 1280 px every column shows, the role header and the dates do not wrap, dates are compact', async () => {
  open();
  const row = await rowOf('trader');
  expect(headers()).toEqual(['Username', 'Display name', 'Mobile number', 'Role', 'Status', 'Created', 'Last login', 'Actions']);
  const roleHeader = [...document.querySelectorAll('.ant-table-thead th')].find((th) => th.textContent === 'Role') as HTMLElement;
  expect(roleHeader.querySelector('[data-nowrap]') ?? roleHeader).toHaveStyle({ whiteSpace: 'nowrap' });
  const created = within(row).getByTitle(/2025/);
  expect(created).toHaveStyle({ whiteSpace: 'nowrap' });
  expect(created.textContent).not.toMatch(/2025/);
});

test('at 390 px the user table keeps the columns a phone needs and scrolls inside its card', async () => {
  setViewportWidth(390);
  open();
  await rowOf('trader');
  expect(headers()).toEqual(['Username', 'Role', 'Status', 'Actions']);
  expect(document.querySelector('.ant-table-content')).toHaveStyle({ overflowX: 'auto' });
});
