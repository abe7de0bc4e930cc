/**
 * Text the server used to write in English now arrives as values or keys the web puts into the user's
 * language (issue 8 item 19): the database round trip on /test and the initial version's note on /user/about.
 */
import { screen, within } from '@testing-library/react';
import { SOURCE_NAMES } from '@common/contract/datasource';
import type { TestResult, VersionRecord } from '@common/contract/setting';
import { BUILD_VERSION } from '@/constants';
import TestPage from '@/pages/Test';
import AboutPage from '@/pages/User/About';
import { answer, makeAdmin, ok, renderPage, type Locale } from '../harness';

const t0 = Date.parse('2025-04-01T08:00:00Z');
const diagnostics: TestResult = {
  time: t0,
  userId: 'u-admin',
  username: 'admin',
  role: 'admin',
  database: 'sqlite',
  roundTripMs: 0.08,
  storage: 'local disk',
  node: 'v20.1.0',
};
const initial: VersionRecord = {
  id: 'v0',
  version: BUILD_VERSION,
  note: 'Initial version (build version at first start)',
  noteKey: 'api.note.initialVersion',
  authorId: null,
  authorName: 'system',
  createdAt: t0,
};

beforeEach(() => {
  answer('/v1/setting/healthyCheck', ok({ ok: true, database: 'sqlite', uptimeSeconds: 60, time: t0 }));
  answer('/v1/setting/test', ok(diagnostics));
  answer('/v1/setting/version', ok({ version: BUILD_VERSION, publishedAt: t0 }));
  answer('/v1/setting/version/updateHistory', ok({ list: [initial], total: 1, current: 1, pageSize: 10 }));
  answer(
    '/v1/finData/lowFreqData/source/get/checkHealth',
    ok(
      SOURCE_NAMES.map((source) => ({ source, state: 'OK', message: '', lastUpdate: t0, checkedAt: t0 })),
      { status: Object.fromEntries(SOURCE_NAMES.map((s) => [s, 'OK'])) },
    ),
  );
});

test.each<[Locale, string]>([
  ['zh-CN', 'sqlite（往返 0.08 毫秒）'],
  ['ar-EG', 'sqlite (زمن الذهاب والإياب 0.08 مللي ثانية)'],
  ['en-US', 'sqlite (round trip 0.08 ms)'],
])('/test in %s: the database round trip in the user language', async (locale, text) => {
  renderPage(<TestPage />, { user: makeAdmin(['/test']), locale });
  expect(await within(screen.getByTestId('token-user')).findByText(text)).toBeInTheDocument();
  await screen.findAllByText('sqlite');
});

test.each<[Locale, string]>([
  ['zh-CN', '初始版本（首次启动时的构建版本）'],
  ['ar-EG', 'الإصدار الأولي (إصدار البناء عند أول تشغيل)'],
])("/user/about in %s: the server's initial-version note in the user language", async (locale, text) => {
  renderPage(<AboutPage />, { user: makeAdmin(['/user', '/user/about']), locale });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByText(initial.note)).toBeNull();
});

test('/test: the data-source table has the whole row, so no column is clipped', async () => {
  renderPage(<TestPage />, { user: makeAdmin(['/test']) });
  const table = await screen.findByTestId('state-bar');
  const column = table.closest('.ant-col');
  expect(column).toHaveClass('ant-col-24');
  expect(column?.className).not.toMatch(/ant-col-(xl|lg|md)-12/);
  await screen.findAllByText('sqlite');
});
