/**
 * /home: quick links to the areas the user may open (only those), the nine sources with state and last
 * update, the server version, and the newest five files only for users who hold the file-upload flag.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/finData';
import type { HealthState, SourceName } from '@common/contract/finData';
import Home from '@/pages/Home';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage, TRADER_PATHS } from '../harness';

const HEALTH = '/v1/finData/lowFreqData/source/get/checkHealth';
const FILES = '/v1/user/oss/upload/getFileList';
const HOUR = 3_600_000;
const now = Date.now();
const states: Record<SourceName, HealthState> = {
  wind: 'OK',
  bloomberg: 'WARN',
  curveSeries: 'OK',
  platts: 'OK',
  mySteel: 'WARN',
  kpler: 'UNKNOWN',
  ccf: 'OK',
  cftc: 'ERROR',
  smm: 'UNKNOWN',
};
const details = SOURCE_NAMES.map((source) => ({
  source,
  state: states[source],
  message: `msg ${source}`,
  lastUpdate: source === 'kpler' || source === 'smm' ? null : now - 2 * HOUR,
  checkedAt: now,
}));

beforeEach(() => {
  answer(HEALTH, ok(details, { status: states }));
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: now - HOUR }));
  answer(
    FILES,
    ok({
      list: [{ id: 'f1', name: 'curve.csv', size: 2048, contentType: 'text/csv', ownerId: 'u-1', ownerName: 'trader', createdAt: now, url: '/x' }],
      total: 1,
      current: 1,
      pageSize: 5,
    }),
  );
});

const cardTitles = () => screen.queryAllByTestId('route-card').map((a) => a.querySelector('.ant-card-meta-title')?.textContent);

test('a trader: their areas only, every source with its state, the version, the newest files', async () => {
  renderPage(<Home />, { user: makeUser({ paths: TRADER_PATHS }) });
  expect(cardTitles()).toEqual(['Tools', 'User area', 'Permission demo']);
  // A finished single page says what it holds (pages.summary.*); a group lists its pages.
  expect(screen.getByText('Every permission flag of your account and the page it guards.')).toBeInTheDocument();
  // Until the answer arrives the nine rows read Unknown: wait for the answer's states.
  const sources = screen.getByTestId('home-sources');
  const cftc = () => sources.querySelector('tr[data-row-key="cftc"]') as HTMLElement;
  await waitFor(() => expect(within(cftc()).getByText('Error')).toBeInTheDocument());
  expect(document.querySelectorAll('[data-testid="home-sources"] tr.ant-table-row')).toHaveLength(9);
  expect(within(cftc()).getByText('msg cftc')).toBeInTheDocument();
  expect(within(sources.querySelector('tr[data-row-key="kpler"]') as HTMLElement).getByText('never')).toBeInTheDocument();
  expect(screen.getByTestId('state-bar')).toHaveAttribute('aria-label', 'OK: 4, Warning: 2, Error: 1, Unknown: 2');
  expect(await screen.findByTestId('server-version')).toHaveTextContent('20250401.3');
  expect(await screen.findByText('curve.csv')).toBeInTheDocument();
  expect(bodiesSentTo(FILES)).toContainEqual({ current: 1, pageSize: 5, sortField: 'createdAt', sortOrder: 'descend' });
});

test('a user without the file page: no file call, no file block; no area: says so', async () => {
  renderPage(<Home />, { user: makeUser({ username: 'viewer', role: 'viewer', paths: [] }) });
  expect(cardTitles()).toEqual(['Permission demo']);
  await screen.findByTestId('server-version');
  expect(bodiesSentTo(FILES)).toHaveLength(0);
  expect(screen.queryByTestId('recent-files')).toBeNull();
});

test('a failed health call shows the server message in the user language, with retry', async () => {
  answer(HEALTH, failWith('internal'));
  renderPage(<Home />, { user: makeUser({ paths: ['/home'] }), locale: 'zh-CN' });
  const alert = await within(screen.getByTestId('home-sources')).findByRole('alert');
  expect(alert).toHaveTextContent('服务器出错');
  expect(within(alert).getByText(/^重\s*试$/)).toBeInTheDocument();
});
