/**
 * The library's feeds administration (src/pages/Tool/Research/Library/components/FeedsAdmin) through the page
 * harness: shown on the library page to administrators only; the table with health badges, last poll counts and
 * the failure reason; the empty state saying how to add a feed; the edit drawer's checks (an address that is not
 * http(s) never leaves the browser, the server's cron error shows under the field with the typed values kept);
 * switching, deleting after a confirmation; "Poll now" showing "Polling…" and then how the poll went; the run
 * history with refused items and their reasons; the usage text in the three languages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResearchLibraryPage from '@/pages/Tool/Research/Library';
import FeedsAdmin from '@/pages/Tool/Research/Library/components/FeedsAdmin';
import { answer, bodiesSentTo, failWith, makeAdmin, makeUser, ok, renderPage } from '../harness';

// Types through import(): the test transform cannot keep an imported binding used only in type annotations.
type ResearchFeedRow = import('@common/contract/researchFeeds').ResearchFeedRow;
type ResearchFeedRun = import('@common/contract/researchFeeds').ResearchFeedRun;
type Locale = import('../harness').Locale;

jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

const REPORTS = '/tool/research/platts/reports';
const T = Date.UTC(2026, 10, 23, 2);

const run = (over: Partial<ResearchFeedRun> = {}): ResearchFeedRun => ({
  id: 'r1',
  feedId: 'f1',
  trigger: 'schedule',
  state: 'success',
  newCount: 2,
  duplicateCount: 1,
  badCount: 0,
  message: '2 new, 1 already stored, 0 skipped',
  problems: [],
  actorName: 'scheduler',
  startedAt: T,
  finishedAt: T + 1500,
  durationMs: 1500,
  ...over,
});

const feed = (over: Partial<ResearchFeedRow> = {}): ResearchFeedRow => ({
  id: 'f1',
  name: 'Argus HSFO',
  url: 'https://example.com/argus.xml',
  kind: 'report',
  publisher: 'Argus',
  products: ['HSFO'],
  regions: [],
  language: 'en-US',
  cron: '0 * * * *',
  enabled: true,
  health: { state: 'OK', message: 'Polled on schedule' },
  lastRun: run(),
  lastSuccessAt: T + 1500,
  lastError: null,
  itemsAdded: 12,
  running: false,
  nextRunAt: T + 3_600_000,
  createdAt: T,
  updatedAt: T,
  ...over,
});

const BROKEN = feed({
  id: 'f2',
  name: 'Broken feed',
  url: 'https://example.com/broken.xml',
  enabled: false,
  health: { state: 'ERROR', message: 'Malformed XML (line 4, column 3)' },
  lastRun: run({ id: 'r9', feedId: 'f2', state: 'failed', newCount: 0, duplicateCount: 0, message: 'Malformed XML (line 4, column 3)' }),
  lastSuccessAt: null,
  itemsAdded: 0,
  nextRunAt: null,
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const open = (locale: Locale = 'en-US') => renderPage(<FeedsAdmin />, { user: makeAdmin([REPORTS]), locale });

test('lists feeds with health, last poll, items added and schedule', async () => {
  answer('/v2/researchFeeds/list', ok([feed(), BROKEN]));
  open();
  const argus = await rowOf('Argus HSFO');
  expect(within(argus).getByText('OK')).toBeInTheDocument();
  expect(within(argus).getByText('2 new, 1 duplicates, 0 refused')).toBeInTheDocument();
  expect(within(argus).getByText('12')).toBeInTheDocument();
  expect(within(argus).getByText('0 * * * *')).toBeInTheDocument();
  expect(within(argus).getByRole('switch', { name: 'Scheduled polling of Argus HSFO' })).toBeChecked();
  const broken = await rowOf('Broken feed');
  expect(within(broken).getByText('Error')).toBeInTheDocument();
  expect(within(broken).getByText('Malformed XML (line 4, column 3)')).toBeInTheDocument();
  expect(within(broken).getByText('Never')).toBeInTheDocument();
  expect(within(broken).getByRole('switch', { name: 'Scheduled polling of Broken feed' })).not.toBeChecked();
});

test('with no feed, the table says how to add one', async () => {
  answer('/v2/researchFeeds/list', ok([]));
  open();
  expect(await screen.findByText(/No feeds yet\. Click "Add feed"/)).toBeInTheDocument();
});

test('the library page shows the feeds section to administrators only', async () => {
  answer('/v2/research/document/list', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  answer('/v2/researchFeeds/list', ok([feed()]));
  answer('/v2/research/document/filters', ok({ publishers: [], products: [] }));
  const admin = renderPage(<ResearchLibraryPage />, { user: makeAdmin([REPORTS]), path: REPORTS });
  // The feeds are the administrators' second tab of the page.
  fireEvent.click(await screen.findByRole('tab', { name: 'Research feeds' }));
  expect(await screen.findByText('Argus HSFO')).toBeInTheDocument();
  admin.unmount();
  renderPage(<ResearchLibraryPage />, { user: makeUser({ paths: [REPORTS] }), path: REPORTS });
  expect(await screen.findByPlaceholderText('Search titles and text')).toBeInTheDocument();
  expect(screen.queryByTestId('research-feeds')).toBeNull();
  expect(screen.queryByRole('tab', { name: 'Research feeds' })).toBeNull();
  expect(bodiesSentTo('/v2/researchFeeds/list')).toHaveLength(1);
});

test('the edit drawer refuses a non-http address in the browser and shows the server’s cron error, keeping the input', async () => {
  answer('/v2/researchFeeds/list', ok([]));
  answer('/v2/researchFeeds/save', failWith('badRequest', { fields: { cron: 'researchFeeds.error.cron' } }));
  open();
  fireEvent.click(await screen.findByRole('button', { name: /Add feed/ }));
  const drawer = (await screen.findByText('Add a feed')).closest('.ant-drawer-content') as HTMLElement;
  fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Platts Asia' } });
  fireEvent.change(within(drawer).getByLabelText('Feed address (RSS or Atom)'), { target: { value: 'ftp://example.com/feed.xml' } });
  fireEvent.change(within(drawer).getByLabelText('Publisher'), { target: { value: 'Platts' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  expect(await within(drawer).findByText('Enter an http:// or https:// address.')).toBeInTheDocument();
  expect(bodiesSentTo('/v2/researchFeeds/save')).toEqual([]);

  fireEvent.change(within(drawer).getByLabelText('Feed address (RSS or Atom)'), { target: { value: 'https://example.com/platts.xml' } });
  fireEvent.change(within(drawer).getByLabelText('Schedule (cron, China time)'), { target: { value: '0 8 * * 9' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(bodiesSentTo('/v2/researchFeeds/save')).toEqual([
      {
        name: 'Platts Asia',
        url: 'https://example.com/platts.xml',
        kind: 'report',
        publisher: 'Platts',
        products: [],
        regions: [],
        language: 'zh-CN',
        cron: '0 8 * * 9',
        enabled: true,
      },
    ]),
  );
  expect(await within(drawer).findByText('Not a valid schedule: five fields, minute hour day month weekday (e.g. 0 * * * *).')).toBeInTheDocument();
  expect(within(drawer).getByLabelText('Name')).toHaveValue('Platts Asia');
});

test('edits a feed, switches it off and deletes it after a confirmation', async () => {
  answer('/v2/researchFeeds/list', ok([feed()]));
  answer('/v2/researchFeeds/save', ok(feed({ publisher: 'Argus Media' })));
  answer('/v2/researchFeeds/enable', ok(feed({ enabled: false })));
  answer('/v2/researchFeeds/delete', ok(null));
  open();
  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('button', { name: 'Edit' }));
  const drawer = (await screen.findByText('Edit feed "Argus HSFO"')).closest('.ant-drawer-content') as HTMLElement;
  await waitFor(() => expect(within(drawer).getByLabelText('Publisher')).toHaveValue('Argus'));
  fireEvent.change(within(drawer).getByLabelText('Publisher'), { target: { value: 'Argus Media' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(bodiesSentTo('/v2/researchFeeds/save')).toEqual([expect.objectContaining({ id: 'f1', publisher: 'Argus Media', cron: '0 * * * *' })]),
  );
  expect(await screen.findByText('Feed "Argus HSFO" saved.')).toBeInTheDocument();

  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('switch', { name: 'Scheduled polling of Argus HSFO' }));
  await waitFor(() => expect(bodiesSentTo('/v2/researchFeeds/enable')).toEqual([{ id: 'f1', enabled: false }]));
  expect(await screen.findByText('Scheduled polling of "Argus HSFO" switched off.')).toBeInTheDocument();

  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByText(/Delete the feed "Argus HSFO"\?/);
  expect(bodiesSentTo('/v2/researchFeeds/delete')).toEqual([]);
  fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(bodiesSentTo('/v2/researchFeeds/delete')).toEqual([{ id: 'f1' }]));
  expect(await screen.findByText('Feed "Argus HSFO" deleted.')).toBeInTheDocument();
});

test('"Poll now" shows the poll under way, then how it went', async () => {
  const started = run({
    id: 'r2',
    trigger: 'manual',
    state: 'running',
    newCount: 0,
    duplicateCount: 0,
    finishedAt: null,
    durationMs: null,
    actorName: 'admin',
  });
  let phase: 'idle' | 'running' | 'done' = 'idle';
  let listCalls = 0;
  answer('/v2/researchFeeds/list', () => {
    listCalls += 1;
    if (phase === 'idle') return ok([feed()]);
    if (phase === 'running') {
      phase = 'done';
      return ok([feed({ running: true, lastRun: started })]);
    }
    return ok([feed({ lastRun: run({ id: 'r2', trigger: 'manual', newCount: 3, duplicateCount: 2, badCount: 1 }) })]);
  });
  answer('/v2/researchFeeds/pollNow', () => {
    phase = 'running';
    return ok(started);
  });
  open();
  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('button', { name: 'Poll now' }));
  await waitFor(() => expect(bodiesSentTo('/v2/researchFeeds/pollNow')).toEqual([{ id: 'f1' }]));
  expect(await screen.findAllByText('Polling…')).not.toHaveLength(0);
  // The list re-reads while the feed is running and ends with the result.
  expect(await screen.findByText('Poll of "Argus HSFO" finished: 3 new, 2 duplicates, 1 refused.', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(listCalls).toBeGreaterThanOrEqual(3);
});

test('a poll under way can be cancelled', async () => {
  const running = run({ id: 'r2', trigger: 'manual', state: 'running', finishedAt: null, durationMs: null });
  let cancelled = false;
  answer('/v2/researchFeeds/list', () =>
    ok([
      cancelled ? feed({ lastRun: run({ id: 'r2', state: 'failed', message: 'Cancelled by an administrator' }) }) : feed({ running: true, lastRun: running }),
    ]),
  );
  answer('/v2/researchFeeds/cancel', () => {
    cancelled = true;
    return ok({ cancelled: true });
  });
  open();
  const row = await rowOf('Argus HSFO');
  expect(within(row).getAllByText('Polling…')).not.toHaveLength(0);
  fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(bodiesSentTo('/v2/researchFeeds/cancel')).toEqual([{ id: 'f1' }]));
  expect(await screen.findByText('Cancelling the poll of "Argus HSFO"…')).toBeInTheDocument();
  await waitFor(() => expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull());
  expect(within(row).getByRole('button', { name: 'Poll now' })).toBeInTheDocument();
});

test('a refused poll (one already running) says so', async () => {
  answer('/v2/researchFeeds/list', ok([feed()]));
  answer('/v2/researchFeeds/pollNow', failWith('runInProgress'));
  open();
  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('button', { name: 'Poll now' }));
  expect(await screen.findByText('An update of this source is already running.')).toBeInTheDocument();
});

test('the run history lists each poll with refused items and their reasons, and failures with their reason', async () => {
  answer('/v2/researchFeeds/list', ok([feed()]));
  answer(
    '/v2/researchFeeds/runs',
    ok([
      run({
        id: 'r3',
        badCount: 2,
        problems: [
          { item: '#1 no-title', reason: 'noTitle' },
          { item: '#2 no-date', reason: 'noDate' },
        ],
        trigger: 'manual',
        actorName: 'admin',
      }),
      run({
        id: 'r2',
        state: 'failed',
        newCount: 0,
        duplicateCount: 0,
        message: 'The feed answered HTTP 500',
        startedAt: T - 3_600_000,
        finishedAt: T - 3_599_000,
        durationMs: 1000,
      }),
    ]),
  );
  open();
  fireEvent.click(within(await rowOf('Argus HSFO')).getByRole('button', { name: 'Run history' }));
  await screen.findByText('Run history of "Argus HSFO"');
  await waitFor(() => expect(bodiesSentTo('/v2/researchFeeds/runs')).toEqual([{ id: 'f1', limit: 50 }]));
  expect(await screen.findByText('#1 no-title: No title')).toBeInTheDocument();
  expect(screen.getByText('#2 no-date: No date')).toBeInTheDocument();
  expect(screen.getByText('The feed answered HTTP 500')).toBeInTheDocument();
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('1.5 s')).toBeInTheDocument();
  expect(screen.getByText('Items per poll')).toBeInTheDocument();
});

test.each([
  ['en-US', 'Add feed', 'No feeds yet', 'How to use', /five-field cron in China time/],
  ['zh-CN', '添加订阅源', '还没有订阅源', '使用说明', /北京时间的五段 cron/],
  ['ar-EG', 'إضافة خلاصة', 'لا خلاصات بعد', 'طريقة الاستخدام', /تعبير cron من خمسة حقول/],
] as const)('speaks %s, usage text included', async (locale, add, empty, howTo, usage) => {
  answer('/v2/researchFeeds/list', ok([]));
  open(locale);
  expect(await screen.findByRole('button', { name: new RegExp(add) })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(empty))).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByText(howTo));
  });
  expect(await screen.findByText(usage)).toBeInTheDocument();
});
