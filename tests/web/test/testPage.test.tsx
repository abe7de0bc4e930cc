/**
 * /test, diagnostics: server health, the token's user as the server sees it, the version check, the
 * sources, and the session's request log (chart, search, export, clear); failures in the user's language.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/finData';
import TestPage from '@/pages/Test';
import { checkHealth } from '@/services/finData';
import { fetchVersion, healthyCheck, runDiagnostics } from '@/services/setting';
import { exportCsv } from '@/utils/csvExport';
import { clearRequestLog, recordRequest } from '@/utils/requestLog';
import { makeUser, ok, rejected, resetHarness } from '../home/pageHarness';

jest.mock('@umijs/max', () => require('../home/pageHarness').umiMock());
jest.mock('@/services/finData', () => ({ checkHealth: jest.fn() }));
jest.mock('@/services/setting', () => ({ fetchVersion: jest.fn(), healthyCheck: jest.fn(), runDiagnostics: jest.fn() }));
jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));

const t0 = Date.parse('2025-04-01T08:00:00Z');
const user = makeUser({ id: 'u-admin', username: 'admin', role: 'admin', paths: ['/test'] });
const states = Object.fromEntries(SOURCE_NAMES.map((s) => [s, s === 'cftc' ? 'ERROR' : 'OK']));

beforeEach(() => {
  jest.mocked(healthyCheck).mockReset().mockResolvedValue(ok({ ok: true, database: 'sqlite', uptimeSeconds: 3 * 3600 + 25 * 60, time: t0 }) as never);
  jest.mocked(runDiagnostics).mockReset().mockResolvedValue(ok({ time: t0, userId: 'u-admin', username: 'admin', role: 'admin', database: 'sqlite (round trip 0.1 ms)', storage: 'local disk', node: 'v20.1.0' }) as never);
  jest.mocked(fetchVersion).mockReset().mockResolvedValue(ok({ version: '20991231.1', publishedAt: t0 }) as never);
  jest.mocked(checkHealth).mockReset().mockResolvedValue({ ...ok(SOURCE_NAMES.map((source) => ({ source, state: states[source], message: '', lastUpdate: t0, checkedAt: t0 }))), status: states } as never);
  jest.mocked(exportCsv).mockClear();
  clearRequestLog();
  resetHarness(user);
});

test('health, token user, version check and sources', async () => {
  render(<TestPage />);
  const health = screen.getByTestId('server-health');
  expect(await within(health).findByText('Server and database answer')).toBeInTheDocument();
  expect(within(health).getByText('3 h 25 min')).toBeInTheDocument();
  const token = screen.getByTestId('token-user');
  expect(await within(token).findByText('admin (u-admin)')).toBeInTheDocument();
  expect(within(token).getByText('local disk')).toBeInTheDocument();
  expect(within(token).queryByText(/different user/)).toBeNull();
  const version = screen.getByTestId('version-check');
  expect(await within(version).findByText('20991231.1 (main version 20991231)')).toBeInTheDocument();
  expect(within(version).getByText('A new version is available')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('state-bar')).toHaveAttribute('aria-label', 'OK: 8, Error: 1'));
});

test('a token that belongs to someone else is flagged; a refused diagnostics call is explained', async () => {
  jest.mocked(runDiagnostics).mockResolvedValueOnce(ok({ time: t0, userId: 'u-other', username: 'other', role: 'trader', database: 'sqlite', storage: 'local disk', node: 'v20' }) as never);
  const { unmount } = render(<TestPage />);
  expect(await screen.findByText(/The server sees a different user for this token/)).toBeInTheDocument();
  unmount();
  jest.mocked(runDiagnostics).mockRejectedValue(rejected(401, { msg: 'Forbidden', msgKey: 'api.error.forbidden' }));
  render(<TestPage />);
  expect(await within(screen.getByTestId('token-user')).findByText('You have no permission for this action.')).toBeInTheDocument();
});

test('the request log: rows newest first, duration chart, search, export of the rows shown, clear', async () => {
  recordRequest({ method: 'POST', url: '/v1/setting/version', status: 200, code: 200, durationMs: 12, at: t0 });
  recordRequest({ method: 'POST', url: '/v1/user/edit/password', status: 400, code: 400, durationMs: 40, at: t0 + 1000 });
  recordRequest({ method: 'POST', url: '/v1/setting/test', status: null, code: null, durationMs: 1000, at: t0 + 2000 });
  render(<TestPage />);
  const log = screen.getByLabelText('Request log of this session');
  const urls = () => [...log.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td:nth-child(3)')?.textContent);
  expect(urls()).toEqual(['/v1/setting/test', '/v1/user/edit/password', '/v1/setting/version']);
  expect([...screen.getByTestId('duration-chart').children].map((el) => el.getAttribute('data-duration'))).toEqual(['12', '40', '1000']);
  expect(within(log).getByText('no answer')).toBeInTheDocument();

  fireEvent.change(screen.getAllByPlaceholderText('Search this table').pop()!, { target: { value: 'password' } });
  expect(urls()).toEqual(['/v1/user/edit/password']);
  fireEvent.click(screen.getAllByText('Export CSV').pop()!); // the request log is the last table
  const [name, rows] = jest.mocked(exportCsv).mock.calls[0];
  expect(name).toBe('request-log');
  expect((rows as { url: string }[]).map((r) => r.url)).toEqual(['/v1/user/edit/password']);

  await act(async () => {
    fireEvent.click(screen.getByText('Clear log'));
  });
  expect(urls()).toEqual([]);
  expect(screen.getByText('No request yet.')).toBeInTheDocument();
});
