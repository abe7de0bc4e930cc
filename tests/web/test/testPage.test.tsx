/**
 * /test, diagnostics: server health, the token's user as the server sees it, the version check, the
 * sources, and the session's request log (chart, search, export, clear); failures in the user's language.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import TestPage from '@/pages/Test';
import { exportCsv } from '@/utils/csvExport';
import { clearRequestLog, recordRequest } from '@/utils/requestLog';
import { answer, failWith, makeAdmin, ok, renderPage } from '../harness';

jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));

// Types as `import()` expressions: the jest.mock hoisting pass cannot take imported types.
type HealthState = import('@common/contract/datasource').HealthState;
type SourceName = import('@common/contract/datasource').SourceName;
type TestResult = import('@common/contract/setting').TestResult;

const t0 = Date.parse('2025-04-01T08:00:00Z');
const user = makeAdmin(['/test']);
const states = Object.fromEntries(SOURCE_NAMES.map((s) => [s, s === 'cftc' ? 'ERROR' : 'OK'])) as Record<SourceName, HealthState>;
const diagnostics = (extra: Partial<TestResult> = {}): TestResult => ({
  time: t0,
  userId: 'u-admin',
  username: 'admin',
  role: 'admin',
  database: 'sqlite',
  roundTripMs: 0.1,
  storage: 'local disk',
  node: 'v20.1.0',
  ...extra,
});

beforeEach(() => {
  answer('/v1/setting/healthyCheck', ok({ ok: true, database: 'sqlite', uptimeSeconds: 3 * 3600 + 25 * 60, time: t0 }));
  answer('/v1/setting/test', ok(diagnostics()));
  answer('/v1/setting/version', ok({ version: '20991231.1', publishedAt: t0 }));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: states[source], message: '', lastUpdate: t0, checkedAt: t0 })),
      { status: states },
    ),
  );
  jest.mocked(exportCsv).mockClear();
  clearRequestLog();
});

/** The page's four loads have answered (their requests land in the request log on screen). */
const settled = () => waitFor(() => expect(screen.getByTestId('state-bar')).toHaveAttribute('aria-label', 'OK: 8, Error: 1'));

test('health, token user, version check and sources', async () => {
  renderPage(<TestPage />, { user });
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
  await settled();
});

test('a token that belongs to someone else is flagged; a refused diagnostics call is explained', async () => {
  answer('/v1/setting/test', ok(diagnostics({ userId: 'u-other', username: 'other', role: 'trader', database: 'sqlite', node: 'v20' })));
  const first = renderPage(<TestPage />, { user });
  expect(await screen.findByText(/The server sees a different user for this token/)).toBeInTheDocument();
  await settled();
  first.unmount();
  answer('/v1/setting/test', failWith('forbidden'));
  renderPage(<TestPage />, { user });
  expect(await within(screen.getByTestId('token-user')).findByText('You have no permission for this action.')).toBeInTheDocument();
  await settled();
});

test('the request log: rows newest first, duration chart, search, export of the rows shown, clear', async () => {
  // The page's own loads are held back, so the log shows exactly the three entries recorded here.
  const never = () => new Promise<never>(() => undefined);
  for (const path of ['/v1/setting/healthyCheck', '/v1/setting/test', '/v1/setting/version', '/v1/finData/lowFreqData/source/get/checkHealth'] as const)
    answer(path, never);
  recordRequest({ method: 'POST', url: '/v1/setting/version', status: 200, code: 200, durationMs: 12, at: t0 });
  recordRequest({ method: 'POST', url: '/v1/user/edit/password', status: 400, code: 400, durationMs: 40, at: t0 + 1000 });
  recordRequest({ method: 'POST', url: '/v1/setting/test', status: null, code: null, durationMs: 1000, at: t0 + 2000 });
  renderPage(<TestPage />, { user });
  const log = screen.getByLabelText('Request log of this session');
  const urls = () => [...log.querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelector('td:nth-child(3)')?.textContent);
  expect(urls()).toEqual(['/v1/setting/test', '/v1/user/edit/password', '/v1/setting/version']);
  expect([...screen.getByTestId('duration-chart').children].map((el) => el.getAttribute('data-duration'))).toEqual(['12', '40', '1000']);
  expect(within(log).getByText('no answer')).toBeInTheDocument();

  fireEvent.change(screen.getAllByPlaceholderText('Search this table').pop() as HTMLElement, { target: { value: 'password' } });
  expect(urls()).toEqual(['/v1/user/edit/password']);
  fireEvent.click(screen.getAllByText('Export CSV').pop() as HTMLElement); // the request log is the last table
  const [name, rows] = jest.mocked(exportCsv).mock.calls[0];
  expect(name).toBe('request-log');
  expect((rows as { url: string }[]).map((r) => r.url)).toEqual(['/v1/user/edit/password']);

  await act(async () => {
    fireEvent.click(screen.getByText('Clear log'));
  });
  expect(urls()).toEqual([]);
  expect(screen.getByText('No request yet.')).toBeInTheDocument();
});
