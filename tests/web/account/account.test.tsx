/**
 * /user/account: profile and access summary, the password rules shown before submit and checked on the
 * fields, the server's answer on the right field in the user's language, sessions with "sign out other
 * sessions", and logout.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionInfo } from '@common/contract/user';
import AccountPage from '@/pages/User/Account';
import { answer, bodiesSentTo, failWith, makeUser, noAnswer, ok, renderPage, sentTo, TRADER_PATHS } from '../harness';
import { resetViewport, setViewportWidth } from '../harness/viewport';

const SESSIONS = '/v1/user/session/list';
const t0 = Date.parse('2025-04-01T08:00:00Z');
const session = (id: string, current: boolean): SessionInfo => ({
  id,
  current,
  createdAt: t0,
  lastSeenAt: t0 + 1000,
  expiresAt: t0 + 7 * 86_400_000,
  userAgent: `Browser ${id}`,
  ip: '10.0.0.1',
});
const trader = () => makeUser({ paths: TRADER_PATHS });

beforeEach(() => {
  answer(SESSIONS, ok([session('s1', true), session('s2', false)]));
  answer('/v1/user/logout', ok(null));
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getAllByText('Change password').find((el) => el.closest('button')) as HTMLElement);
const sessionRows = () => [...document.querySelectorAll('tr.ant-table-row')] as HTMLElement[];

test('profile: user name, phone, role and the pages granted', async () => {
  renderPage(<AccountPage />, { user: trader() });
  const profile = screen.getByTestId('profile');
  expect(within(profile).getAllByText('trader')).toHaveLength(2); // user name and role
  expect(within(profile).getByText('13800000001')).toBeInTheDocument();
  expect(screen.getByTestId('access-summary')).toHaveTextContent('12 pages are granted to your account:');
  expect(within(profile).getByText('Usage instructions')).toBeInTheDocument();
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
});

test('the rules are on screen before submit, and the form enforces them without calling the server', async () => {
  renderPage(<AccountPage />, { user: trader() });
  expect(screen.getByTestId('password-rules')).toHaveTextContent('The new password has 8 to 64 characters.');
  type('Current password', 'Trader@12345');
  type('New password', 'short');
  type('Confirm new password', 'other');
  submit();
  expect(await screen.findByText('The password needs 8 to 64 characters.')).toBeInTheDocument();
  expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
  type('New password', 'Trader@12345');
  expect(await screen.findAllByText('The new password must differ from the current one.')).not.toHaveLength(0);
  expect(sentTo('/v1/user/edit/password')).toHaveLength(0);
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
});

test('a wrong current password lands on its field in the user language', async () => {
  answer('/v1/user/edit/password', failWith('passwordWrong', { fields: { oldPassword: 'api.error.passwordWrong' } }));
  renderPage(<AccountPage />, { user: trader(), locale: 'zh-CN' });
  fireEvent.change(screen.getByLabelText('当前密码', { selector: 'input' }), { target: { value: 'Wrong@12345' } });
  fireEvent.change(screen.getByLabelText('新密码', { selector: 'input' }), { target: { value: 'Better@pass1' } });
  fireEvent.change(screen.getByLabelText('确认新密码', { selector: 'input' }), { target: { value: 'Better@pass1' } });
  fireEvent.click(screen.getAllByText('修改密码').find((el) => el.closest('button')) as HTMLElement);
  expect(await screen.findByText('当前密码错误。')).toBeInTheDocument();
  expect(bodiesSentTo('/v1/user/edit/password')).toEqual([{ oldPassword: 'Wrong@12345', newPassword: 'Better@pass1' }]);
});

test('a successful change reports the signed-out sessions and reloads the list', async () => {
  answer('/v1/user/edit/password', ok({ revokedSessions: 1 }));
  renderPage(<AccountPage />, { user: trader() });
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
  answer(SESSIONS, ok([session('s1', true)]));
  type('Current password', 'Trader@12345');
  type('New password', 'Better@pass1');
  type('Confirm new password', 'Better@pass1');
  submit();
  expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
  await waitFor(() => expect(sessionRows()).toHaveLength(1));
  expect(input('Current password')).toHaveValue('');
});

test('sessions: the current one is marked; signing out the others asks first, then reloads', async () => {
  answer('/v1/user/session/revokeOthers', ok({ revokedSessions: 1 }));
  renderPage(<AccountPage />, { user: trader() });
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
  expect(within(document.querySelector('tr[data-row-key="s1"]') as HTMLElement).getByText('Current')).toBeInTheDocument();
  expect(within(document.querySelector('tr[data-row-key="s2"]') as HTMLElement).queryByText('Current')).toBeNull();
  answer(SESSIONS, ok([session('s1', true)]));
  fireEvent.click(screen.getAllByText('Sign out other sessions')[0].closest('button') as HTMLElement);
  expect(sentTo('/v1/user/session/revokeOthers')).toHaveLength(0);
  expect(await screen.findByText('1 other session ends at once. This session stays signed in.')).toBeInTheDocument();
  const confirm = document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement;
  await act(async () => {
    fireEvent.click(confirm);
  });
  await waitFor(() => expect(sentTo('/v1/user/session/revokeOthers')).toHaveLength(1));
  await waitFor(() => expect(sessionRows()).toHaveLength(1));
  expect(screen.getAllByText('Sign out other sessions')[0].closest('button')).toBeDisabled();
});

test('a failed session list shows the error with a retry', async () => {
  answer(SESSIONS, noAnswer('timeout'));
  renderPage(<AccountPage />, { user: trader() });
  expect(await screen.findByText('The server could not be reached. Check the connection and try again.')).toBeInTheDocument();
});

test('logout tells the server, clears the user and goes to the login page', async () => {
  const page = renderPage(<AccountPage />, { user: trader() });
  fireEvent.click(screen.getByText('Log out').closest('button') as HTMLElement);
  await waitFor(() => expect(page.navigations).toEqual(['/user/login']));
  expect(sentTo('/v1/user/logout')).toHaveLength(1);
  expect(page.setInitialState).toHaveBeenCalled();
});

test('sessions name the browser and system, not the raw user-agent string (which stays in a tooltip)', async () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  answer(
    SESSIONS,
    ok([
      { ...session('s1', true), userAgent: chrome },
      { ...session('s2', false), userAgent: 'curl/8.4.0' },
    ]),
  );
  renderPage(<AccountPage />, { user: trader() });
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
  expect(within(sessionRows()[0]).getByText('Chrome 156 on Linux')).toBeInTheDocument();
  expect(screen.queryByText(chrome)).not.toBeInTheDocument();
  expect(within(sessionRows()[1]).getByText('curl/8.4.0')).toBeInTheDocument();
});

describe('narrow screens', () => {
  afterEach(resetViewport);

  test('at 390 px the profile stacks each label above its value (one column), so nothing spills out of the card', async () => {
    setViewportWidth(390);
    renderPage(<AccountPage />, { user: trader() });
    const profile = screen.getByTestId('profile');
    // Vertical layout: label rows and value rows alternate, one item per row.
    const rows = [...profile.querySelectorAll('tr')];
    expect(rows.length).toBeGreaterThanOrEqual(14);
    for (const row of rows) expect(row.children).toHaveLength(1);
    for (const label of profile.querySelectorAll('.ant-descriptions-item-label')) expect(label).not.toHaveStyle({ whiteSpace: 'nowrap' });
    await waitFor(() => expect(sessionRows()).toHaveLength(2));
  });

  test('at 1280 px the profile has two columns and the sessions show every column', async () => {
    setViewportWidth(1280);
    renderPage(<AccountPage />, { user: trader() });
    await waitFor(() => expect(sessionRows()).toHaveLength(2));
    const row = screen.getByTestId('profile').querySelector('tr') as HTMLElement;
    expect(row.querySelectorAll('.ant-descriptions-item-label')).toHaveLength(2);
    expect(within(sessionRows()[0]).getAllByTitle(/2025/)).toHaveLength(3);
  });
});
