/**
 * Accounts waiting for approval (issue 8 item 3, REGISTRATION_MODE=approval): user management marks them and
 * offers "Approve", which calls admin/approve and reloads the list.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@common/contract/user';
import AdminAccountPage from '@/pages/User/Admin/Account';
import { answer, bodiesSentTo, makeAdmin, ok, renderPage, sentTo } from '../harness';

const USERS = '/v1/user/admin/list';
const account = (id: string, username: string, pending: boolean): AdminUser => ({
  id,
  username,
  name: username,
  role: 'user',
  disabled: false,
  phone: null,
  createdAt: Date.UTC(2025, 0, 1),
  lastLoginAt: null,
  pending,
});

beforeEach(() => {
  answer(USERS, ok({ list: [account('u1', 'settled', false), account('u2', 'newcomer', true)], total: 2, current: 1, pageSize: 10 }));
  answer('/v1/user/audit/list', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  answer('/v1/user/role/list', ok([{ name: 'user', users: 2, protected: false }]));
});

const rowOf = async (username: string) => (await screen.findAllByText(username))[0].closest('tr') as HTMLElement;

test('a pending account is marked and can be approved; others offer no approval', async () => {
  answer('/v1/user/admin/approve', ok(account('u2', 'newcomer', false)));
  renderPage(<AdminAccountPage />, { user: makeAdmin(['/user', '/user/admin', '/user/admin/account']) });
  const pending = await rowOf('newcomer');
  expect(within(pending).getByText('Awaiting approval')).toBeInTheDocument();
  expect(within(await rowOf('settled')).queryByText('Approve')).toBeNull();
  const listed = sentTo(USERS).length;
  fireEvent.click(within(pending).getByText('Approve'));
  await waitFor(() => expect(bodiesSentTo('/v1/user/admin/approve')).toEqual([{ userId: 'u2' }]));
  expect(await screen.findByText('Approved newcomer.')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(USERS).length).toBeGreaterThan(listed));
});
