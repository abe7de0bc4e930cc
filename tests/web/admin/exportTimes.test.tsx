/**
 * Exported moments are the times the table shows, not UTC ISO text (issue 8 item 23): the user table's export
 * hands its moment columns to the CSV helper as moments with the table's format, so the file holds local time and
 * names the zone in the header (src/utils/csvExport.ts, tests/web/shell/csvTimes.test.ts).
 */
import { fireEvent, screen } from '@testing-library/react';
import AdminAccountPage from '@/pages/User/Admin/Account';
import { exportCsv, toCsv, withShownTimes } from '@/utils/csvExport';
import { answer, makeAdmin, ok, renderPage } from '../harness';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type AdminUser = import('@common/contract/user').AdminUser;
type CsvColumn<T> = import('@/utils/csvExport').CsvColumn<T>;

jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));

const CREATED = Date.UTC(2025, 0, 2, 3, 4);
const user: AdminUser = {
  id: 'u1',
  username: 'settled',
  name: 'Settled',
  role: 'user',
  disabled: false,
  phone: null,
  createdAt: CREATED,
  lastLoginAt: null,
  pending: false,
};

test('the user table exports created and last sign-in as shown times with the zone, never ISO text', async () => {
  answer('/v1/user/admin/list', ok({ list: [user], total: 1, current: 1, pageSize: 10 }));
  answer('/v1/user/audit/list', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  answer('/v1/user/role/list', ok([{ name: 'user', users: 1, protected: false }]));
  renderPage(<AdminAccountPage />, { user: makeAdmin(['/user', '/user/admin', '/user/admin/account']) });
  await screen.findAllByText('settled');
  fireEvent.click(screen.getByText('Export CSV'));
  const columns = jest.mocked(exportCsv).mock.calls[0][2] as CsvColumn<AdminUser>[];
  const csv = toCsv(
    [user],
    withShownTimes(columns, (at) => `shown:${at}`, 'Zone/Here, UTC+01:00'),
  );
  expect(csv).toContain(`shown:${CREATED}`);
  expect(csv).toContain('(Zone/Here, UTC+01:00)');
  expect(csv).not.toContain('2025-01-02T03:04');
});
