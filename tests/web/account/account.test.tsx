/**
 * /user/account: profile and access summary, the password rules shown before submit and checked on the
 * fields, the server's answer on the right field in the user's language, sessions with "sign out other
 * sessions", and logout.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AccountPage from '@/pages/User/Account';
import { editPassword, listSessions, logout, revokeOtherSessions } from '@/services/user';
import { harness, makeUser, ok, rejected, resetHarness, TRADER_PATHS } from '../home/pageHarness';

jest.mock('@umijs/max', () => require('../home/pageHarness').umiMock());
jest.mock('@/services/user', () => ({ editPassword: jest.fn(), listSessions: jest.fn(), revokeOtherSessions: jest.fn(), logout: jest.fn() }));

const t0 = Date.parse('2025-04-01T08:00:00Z');
const session = (id: string, current: boolean) => ({ id, current, createdAt: t0, lastSeenAt: t0 + 1000, expiresAt: t0 + 7 * 86_400_000, userAgent: `Browser ${id}`, ip: '10.0.0.1' });

beforeEach(() => {
  jest.mocked(listSessions).mockReset().mockResolvedValue(ok([session('s1', true), session('s2', false)]) as never);
  jest.mocked(editPassword).mockReset();
  jest.mocked(revokeOtherSessions).mockReset();
  jest.mocked(logout).mockReset().mockResolvedValue(ok(null) as never);
  resetHarness(makeUser({ paths: TRADER_PATHS }));
});

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getAllByText('Change password').find((el) => el.closest('button'))!);
const sessionRows = () => [...document.querySelectorAll('tr.ant-table-row')] as HTMLElement[];

test('profile: user name, phone, role and the pages granted', async () => {
  render(<AccountPage />);
  const profile = screen.getByTestId('profile');
  expect(within(profile).getAllByText('trader')).toHaveLength(2); // user name and role
  expect(within(profile).getByText('13800000001')).toBeInTheDocument();
  expect(screen.getByTestId('access-summary')).toHaveTextContent('12 pages are granted to your account:');
  expect(within(profile).getByText('Usage instructions')).toBeInTheDocument();
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
});

test('the rules are on screen before submit, and the form enforces them without calling the server', async () => {
  render(<AccountPage />);
  expect(screen.getByTestId('password-rules')).toHaveTextContent('The new password has 8 to 64 characters.');
  type('Current password', 'Trader@12345');
  type('New password', 'short');
  type('Confirm new password', 'other');
  submit();
  expect(await screen.findByText('The password needs 8 to 64 characters.')).toBeInTheDocument();
  expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
  type('New password', 'Trader@12345');
  expect(await screen.findAllByText('The new password must differ from the current one.')).not.toHaveLength(0);
  expect(editPassword).not.toHaveBeenCalled();
});

test('a wrong current password lands on its field in the user language', async () => {
  jest.mocked(editPassword).mockRejectedValue(rejected(400, { msg: 'The current password is wrong', msgKey: 'api.error.passwordWrong', fields: { oldPassword: 'api.error.passwordWrong' } }));
  resetHarness(makeUser({ paths: TRADER_PATHS }), 'zh-CN');
  render(<AccountPage />);
  fireEvent.change(screen.getByLabelText('当前密码', { selector: 'input' }), { target: { value: 'Wrong@12345' } });
  fireEvent.change(screen.getByLabelText('新密码', { selector: 'input' }), { target: { value: 'Better@pass1' } });
  fireEvent.change(screen.getByLabelText('确认新密码', { selector: 'input' }), { target: { value: 'Better@pass1' } });
  fireEvent.click(screen.getAllByText('修改密码').find((el) => el.closest('button'))!);
  expect(await screen.findByText('当前密码错误。')).toBeInTheDocument();
  expect(editPassword).toHaveBeenCalledWith({ oldPassword: 'Wrong@12345', newPassword: 'Better@pass1' });
});

test('a successful change reports the signed-out sessions and reloads the list', async () => {
  jest.mocked(editPassword).mockResolvedValue(ok({ revokedSessions: 1 }) as never);
  render(<AccountPage />);
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
  jest.mocked(listSessions).mockResolvedValue(ok([session('s1', true)]) as never);
  type('Current password', 'Trader@12345');
  type('New password', 'Better@pass1');
  type('Confirm new password', 'Better@pass1');
  submit();
  expect(await screen.findByText('Password changed. 1 other session was signed out.')).toBeInTheDocument();
  await waitFor(() => expect(sessionRows()).toHaveLength(1));
  expect(input('Current password')).toHaveValue('');
});

test('sessions: the current one is marked; signing out the others asks first, then reloads', async () => {
  jest.mocked(revokeOtherSessions).mockResolvedValue(ok({ revokedSessions: 1 }) as never);
  render(<AccountPage />);
  await waitFor(() => expect(sessionRows()).toHaveLength(2));
  expect(within(document.querySelector('tr[data-row-key="s1"]') as HTMLElement).getByText('Current')).toBeInTheDocument();
  expect(within(document.querySelector('tr[data-row-key="s2"]') as HTMLElement).queryByText('Current')).toBeNull();
  jest.mocked(listSessions).mockResolvedValue(ok([session('s1', true)]) as never);
  fireEvent.click(screen.getAllByText('Sign out other sessions')[0].closest('button')!);
  expect(revokeOtherSessions).not.toHaveBeenCalled();
  expect(await screen.findByText('1 other session ends at once. This session stays signed in.')).toBeInTheDocument();
  const confirm = document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement;
  await act(async () => {
    fireEvent.click(confirm);
  });
  await waitFor(() => expect(revokeOtherSessions).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(sessionRows()).toHaveLength(1));
  expect(screen.getAllByText('Sign out other sessions')[0].closest('button')).toBeDisabled();
});

test('a failed session list shows the error with a retry', async () => {
  jest.mocked(listSessions).mockRejectedValue(Object.assign(new Error('timeout'), { code: 'ECONNABORTED' }));
  render(<AccountPage />);
  expect(await screen.findByText('The server could not be reached. Check the connection and try again.')).toBeInTheDocument();
});

test('logout tells the server, clears the user and goes to the login page', async () => {
  render(<AccountPage />);
  fireEvent.click(screen.getByText('Log out').closest('button')!);
  await waitFor(() => expect(harness.navigations).toEqual(['/user/login']));
  expect(logout).toHaveBeenCalled();
  expect(harness.setInitialState).toHaveBeenCalled();
});
