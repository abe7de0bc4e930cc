/**
 * /home: quick links to the areas the user may open (only those), the nine sources with state and last
 * update, the server version, and the newest five files only for users who hold the file-upload flag.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import type { HealthState, SourceName } from '@common/contract/datasource';
import HealthStrip from '@/components/HealthStrip';
import { useVersionWatch } from '@/hooks/useVersionWatch';
import Home from '@/pages/Home';
import { answer, bodiesSentTo, failWith, makeUser, ok, renderPage, sentTo, TRADER_PATHS } from '../harness';

const HEALTH = '/v1/finData/lowFreqData/source/get/checkHealth';
const VERSION = '/v1/setting/version';
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
  // No subscribed charts (issue 22): home draws none and loads no renderer.
  answer('/v2/subscribe/list', ok([]));
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

test('the version card: no update tag for the same major version; a tag (its code loaded when drawn) for a newer one', async () => {
  const { unmount } = renderPage(<Home />, { user: makeUser({ paths: ['/home'] }) });
  expect(await screen.findByTestId('server-version')).toHaveTextContent('20250401.3');
  expect(within(screen.getByTestId('version-card')).queryByText('A new version is available')).toBeNull();
  unmount();
  answer(VERSION, ok({ version: '20260101.1', publishedAt: now - HOUR }));
  renderPage(<Home />, { user: makeUser({ paths: ['/home'] }) });
  expect(await within(screen.getByTestId('version-card')).findByText('A new version is available')).toBeInTheDocument();
  expect(screen.getByTestId('server-version')).toHaveTextContent('20260101.1');
});

/** The signed-in layout's header polls (health strip, version watch), then the home page once its chunk arrived. */
function LayoutWithHome() {
  useVersionWatch();
  const [pageLoaded, setPageLoaded] = useState(false);
  return (
    <>
      <HealthStrip />
      <button type="button" onClick={() => setPageLoaded(true)}>
        page chunk loaded
      </button>
      {pageLoaded ? <Home /> : null}
    </>
  );
}

test('the header polls and the page share one answer: checkHealth and setting/version go out once each', async () => {
  renderPage(<LayoutWithHome />, { user: makeUser({ paths: TRADER_PATHS }) });
  await waitFor(() => expect(screen.getByTestId('health-strip').querySelector('[data-source="cftc"]')).toHaveAttribute('data-state', 'ERROR'));
  await waitFor(() => expect(sentTo(VERSION)).toHaveLength(1));
  // The page arrives after the polls answered (its chunk loads after the layout's): it shows their answers.
  await new Promise((done) => setTimeout(done, 350));
  fireEvent.click(screen.getByRole('button', { name: 'page chunk loaded' }));
  expect(await screen.findByTestId('server-version')).toHaveTextContent('20250401.3');
  const sources = screen.getByTestId('home-sources');
  await waitFor(() => expect(within(sources.querySelector('tr[data-row-key="cftc"]') as HTMLElement).getByText('Error')).toBeInTheDocument());
  expect(await screen.findByText('curve.csv')).toBeInTheDocument();
  expect(sentTo(HEALTH)).toHaveLength(1);
  expect(sentTo(VERSION)).toHaveLength(1);
  // The page's refresh button still asks the server again, and the header shows the new answer too.
  fireEvent.click(within(sources).getByRole('button', { name: /Refresh/ }));
  await waitFor(() => expect(sentTo(HEALTH)).toHaveLength(2));
});
