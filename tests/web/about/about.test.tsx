/**
 * /user/about: build and published versions with the main-version check, the update history as a paged
 * timeline, and (administrators only) publishing a version after a confirmation.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import type { VersionRecord } from '@common/contract/setting';
import { BUILD_VERSION } from '@/constants';
import AboutPage from '@/pages/User/About';
import { answer, bodiesSentTo, failWith, makeAdmin, makeUser, ok, renderPage, sentTo, TRADER_PATHS } from '../harness';

const VERSION = '/v1/setting/version';
const HISTORY = '/v1/setting/version/updateHistory';
const t0 = Date.parse('2025-04-01T08:00:00Z');
const record = (version: string, i: number): VersionRecord => ({
  id: `v${i}`,
  version,
  note: `note ${version}`,
  authorId: null,
  authorName: i ? 'admin' : 'system',
  createdAt: t0 + i * 1000,
});
const historyPage = (current: number, list = [record('20250401.3', 0)], total = list.length) => ok({ list, total, current, pageSize: 10 });

beforeEach(() => {
  answer(VERSION, ok({ version: BUILD_VERSION, publishedAt: t0 }));
  answer(HISTORY, ({ body }) => historyPage(body?.current ?? 1));
});

/** The OK button of the confirmation dialog on screen (Modal.confirm renders outside the test container). */
const confirmButton = () => [...document.querySelectorAll('.ant-modal-confirm .ant-btn-primary')].pop() as HTMLElement;

afterEach(() => {
  Modal.destroyAll();
  for (const el of document.querySelectorAll('.ant-modal-root')) el.remove();
});

const trader = () => makeUser({ paths: TRADER_PATHS });
const admin = () => makeAdmin(['/user', '/user/about']);

test('same main version: build and published versions, up to date, the history', async () => {
  renderPage(<AboutPage />, { user: trader() });
  expect(await screen.findByTestId('server-version')).toHaveTextContent(BUILD_VERSION);
  expect(screen.getByTestId('build-version')).toHaveTextContent('20250401.3');
  expect(screen.getByTestId('version-check')).toHaveTextContent('This console is up to date.');
  expect(await screen.findByText('note 20250401.3')).toBeInTheDocument();
  expect(screen.queryByText('Publish a version')).toBeNull();
});

test('another main version published: the update state with a reload button', async () => {
  answer(VERSION, ok({ version: '20991231.1', publishedAt: t0 }, { version: '20991231.1' }));
  renderPage(<AboutPage />, { user: trader() });
  expect(await screen.findByTestId('server-version')).toHaveTextContent('20991231.1');
  expect(screen.getByTestId('version-check')).toHaveTextContent('A new version is available');
  expect(screen.getByTestId('version-check').querySelector('button')).toHaveTextContent('Reload');
  await screen.findByText('note 20250401.3');
});

test('the history pages through the server, newest first', async () => {
  const list = Array.from({ length: 10 }, (_, i) => record(`2025040${i}.1`, 10 - i));
  answer(HISTORY, ({ body }) => (body?.current === 2 ? historyPage(2, [record('20240101.1', 0)], 11) : historyPage(1, list, 11)));
  renderPage(<AboutPage />, { user: trader() });
  expect(await screen.findByText('note 20250400.1')).toBeInTheDocument();
  expect(screen.getByText('11 rows')).toBeInTheDocument();
  fireEvent.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
  expect(await screen.findByText('note 20240101.1')).toBeInTheDocument();
  expect(bodiesSentTo(HISTORY).at(-1)).toEqual({ current: 2, pageSize: 10 });
});

test('an administrator publishes after confirming; the version pattern is checked first', async () => {
  answer('/v1/setting/version/set', ok(record('20991231.1', 5)));
  renderPage(<AboutPage />, { user: admin() });
  await screen.findByTestId('server-version');
  const versionInput = screen.getByLabelText('Version', { selector: 'input' });
  fireEvent.change(versionInput, { target: { value: 'bad version!' } });
  fireEvent.click(screen.getByText('Publish').closest('button') as HTMLElement);
  expect(await screen.findByText('Use the release date and the build number: YYYYMMDD.N, e.g. 20250401.3.')).toBeInTheDocument();
  expect(sentTo('/v1/setting/version/set')).toHaveLength(0);

  fireEvent.change(versionInput, { target: { value: '20991231.1' } });
  fireEvent.change(screen.getByLabelText('Release note'), { target: { value: 'New curves' } });
  fireEvent.click(screen.getByText('Publish').closest('button') as HTMLElement);
  expect(await screen.findAllByText('Publish version 20991231.1?')).not.toHaveLength(0);
  expect(screen.getAllByText(/within 2 minutes every open console shows the update notice/)).not.toHaveLength(0);
  expect(sentTo('/v1/setting/version/set')).toHaveLength(0);
  const calls = sentTo(VERSION).length;
  await act(async () => {
    fireEvent.click(confirmButton());
  });
  await waitFor(() => expect(bodiesSentTo('/v1/setting/version/set')).toEqual([{ version: '20991231.1', note: 'New curves' }]));
  expect(await screen.findByText('Version 20991231.1 published.')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(VERSION).length).toBeGreaterThan(calls));
});

test.each(['abc', '20250401', '20251301.1', '20250401.3.1'])('the form refuses %j (not date.build) before calling the server', async (version) => {
  renderPage(<AboutPage />, { user: admin() });
  await screen.findByTestId('server-version');
  fireEvent.change(screen.getByLabelText('Version', { selector: 'input' }), { target: { value: version } });
  fireEvent.click(screen.getByText('Publish').closest('button') as HTMLElement);
  expect(await screen.findByText('Use the release date and the build number: YYYYMMDD.N, e.g. 20250401.3.')).toBeInTheDocument();
  expect(sentTo('/v1/setting/version/set')).toHaveLength(0);
});

test("the server's version format error shows at the version field", async () => {
  answer('/v1/setting/version/set', failWith('versionFormat', { fields: { version: 'api.error.versionFormat' } }));
  renderPage(<AboutPage />, { user: admin() });
  await screen.findByTestId('server-version');
  const input = screen.getByLabelText('Version', { selector: 'input' });
  fireEvent.change(input, { target: { value: '20250401.4' } });
  fireEvent.click(screen.getByText('Publish').closest('button') as HTMLElement);
  await screen.findAllByText('Publish version 20250401.4?');
  await act(async () => {
    fireEvent.click(confirmButton());
  });
  await waitFor(() =>
    expect(input.closest('.ant-form-item')).toHaveTextContent('The version must be the release date and the build number: YYYYMMDD.N, e.g. 20250401.3.'),
  );
});

test('a refused publication shows the server message in the user language', async () => {
  answer('/v1/setting/version/set', failWith('forbidden'));
  renderPage(<AboutPage />, { user: admin(), locale: 'ar-EG' });
  await screen.findByTestId('server-version');
  fireEvent.change(screen.getByLabelText('الإصدار', { selector: 'input' }), { target: { value: '20250401.4' } });
  fireEvent.click(screen.getByText('نشر').closest('button') as HTMLElement);
  expect(await screen.findAllByText(/إصداره الرئيسي مطابق للبناء الحالي/)).not.toHaveLength(0);
  await act(async () => {
    fireEvent.click(confirmButton());
  });
  const arForbidden = jest.requireActual('@/locales/ar-EG').default['api.error.forbidden'];
  expect(await screen.findByText(arForbidden)).toBeInTheDocument();
});
