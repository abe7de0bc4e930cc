/**
 * The page renderer through the page harness: an invalid spec lists its problems, the unit switch changes the
 * addresses asked (and is kept per user), a live row updates from the stream (value, percentile, DEMO DATA), a
 * table panel's export writes its figures, a kind not registered yet says so, hide and collapse are kept per user.
 * The network is the harness's fake (typed by the contract); the stream is the app's connection over the fake socket.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGE_SPEC_VERSION } from '@common/contract/pageSpec';
import PageView from '@/components/PageView';
import { layoutStorageKey } from '@/components/PageView/layoutStore';
import { streamConnection } from '@/services/streamConnection';
import { removeToken, setToken } from '@/session/token';
import { exportCsv, toCsv } from '@/utils/csvExport';
import { exportWorkbook } from '@/utils/xlsxExport';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type PageSpec = import('@common/contract/pageSpec').PageSpec;
type CsvColumn<T> = import('@/utils/csvExport').CsvColumn<T>;

jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));
jest.mock('@/utils/xlsxExport', () => ({ ...jest.requireActual('@/utils/xlsxExport'), exportWorkbook: jest.fn(async () => undefined) }));
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

const DAY = 86_400_000;
const NOW = Date.now();
const TODAY = Math.floor(NOW / DAY) * DAY;
const USER = makeUser({ id: 'u-7' });

const FU = { address: 'spread:fu_t', byUnit: { 'USD/bbl': 'spread:fu_b' } };
const spec: PageSpec = {
  specVersion: PAGE_SPEC_VERSION,
  id: 'testPage',
  title: { text: 'Test page' },
  units: ['USD/t', 'USD/bbl'],
  panels: [
    { id: 'live', kind: 'live', title: { text: 'Live' }, layout: { w: 12, h: 3 }, rows: [FU], window: 20 },
    {
      id: 'hist',
      kind: 'history',
      title: { text: 'History' },
      layout: { w: 12, h: 4 },
      series: [FU],
      interval: '1d',
      range: { years: 1 },
      bands: { window: 20, zScore: [2] },
    },
    { id: 'tbl', kind: 'table', title: { text: 'Table' }, layout: { w: 24, h: 3 }, rows: [FU], columns: ['last', 'change', 'zScore'], window: 20 },
  ],
};

let seq = 0;
function pushSpread(strategyId: string, value: number, demo: boolean) {
  seq += 1;
  act(() =>
    FakeWebSocket.last.serverSend({ type: 'delta', topic: `spread:${strategyId}`, seq, data: { strategyId, ts: NOW, value, unit: 'USD/t', demo, legs: [] } }),
  );
}

beforeEach(() => {
  FakeWebSocket.install();
  setToken('T'.repeat(43));
  answer(
    '/v2/strategy/list',
    ok({ items: [strategyOf({ id: 'fu_t', name: 'FU t', unit: 'USD/t' }), strategyOf({ id: 'fu_b', name: 'FU b', unit: 'USD/bbl', precision: 3 })] }),
  );
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  // Daily closes of the last four days: 100, 102, 101, 105 (USD/t) and their tenth (USD/bbl).
  answer('/v2/marketData/series', ({ body }) => {
    const scale = body.address === 'spread:fu_b' ? 0.1 : 1;
    return ok(
      seriesOf(
        body.address,
        [100, 102, 101, 105].map((v, i): [number, number] => [TODAY - (4 - i) * DAY, v * scale]),
        { unit: scale === 1 ? 'USD/t' : 'USD/bbl', demo: false },
      ),
    );
  });
});
afterEach(() => {
  cleanup();
  act(() => streamConnection().reset());
  removeToken();
});

const rowOf = (address: string) => document.querySelector(`tr[data-address="${address}"]`) as HTMLElement | null;
const panelOf = (id: string) => document.querySelector(`[data-panel="${id}"]`) as HTMLElement | null;

async function open(pageSpec: unknown = spec) {
  const view = renderPage(<PageView spec={pageSpec} />, { user: USER });
  await waitFor(() => expect(rowOf('spread:fu_t') ?? rowOf('spread:fu_b')).toBeTruthy());
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  act(() => FakeWebSocket.last.serverOpen());
  return view;
}

test('an invalid spec shows its problems, not a blank page or a crash', () => {
  renderPage(<PageView spec={{ ...spec, specVersion: 2 }} />, { user: USER });
  expect(screen.getByText('This page cannot be drawn')).toBeInTheDocument();
  expect(within(screen.getByTestId('page-spec-invalid')).getByText('specVersion: 2 is not 1')).toBeInTheDocument();
  cleanup();
  renderPage(<PageView spec={{ ...spec, panels: [spec.panels[0], spec.panels[0]] }} />, { user: USER });
  expect(screen.getByText('/panels: id live is used twice')).toBeInTheDocument();
  expect(document.querySelector('[data-testid="page-view"]')).toBeNull();
});

test('the unit switch changes the addresses asked, and the choice is kept for this user and page', async () => {
  const view = await open();
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').some((b) => b.address === 'spread:fu_t')).toBe(true));
  expect(bodiesSentTo('/v2/marketData/series').some((b) => b.address === 'spread:fu_b')).toBe(false);

  fireEvent.click(within(document.querySelector('.ant-segmented') as HTMLElement).getByText('USD/bbl'));
  await waitFor(() => expect(rowOf('spread:fu_b')).toBeTruthy());
  expect(rowOf('spread:fu_t')).toBeNull();
  await waitFor(() => expect(bodiesSentTo('/v2/marketData/series').filter((b) => b.address === 'spread:fu_b').length).toBeGreaterThanOrEqual(3));
  expect(JSON.parse(window.localStorage.getItem(layoutStorageKey('u-7', 'testPage')) ?? '{}').unit).toBe('USD/bbl');

  // Opened again by the same user: the page starts in USD/bbl.
  view.unmount();
  renderPage(<PageView spec={spec} />, { user: USER });
  await waitFor(() => expect(rowOf('spread:fu_b')).toBeTruthy());
  // Another user on the same browser starts with the spec's default.
  cleanup();
  renderPage(<PageView spec={spec} />, { user: makeUser({ id: 'u-8' }) });
  await waitFor(() => expect(rowOf('spread:fu_t')).toBeTruthy());
});

test('a live row updates from the stream: value, percentile among the window, DEMO DATA on its panel', async () => {
  await open();
  const live = panelOf('live') as HTMLElement;
  expect(within(live).queryByText('DEMO DATA')).toBeNull();
  pushSpread('fu_t', 106.25, true);
  await waitFor(() => expect(within(rowOf('spread:fu_t') as HTMLElement).getByText('106.25')).toBeInTheDocument());
  // 106.25 above every close of the window [100, 102, 101, 105]: percentile 100.
  await waitFor(() => expect(within(live).getByTestId('live-percentile')).toHaveTextContent('FU t: 100'));
  expect(within(live).getByText('DEMO DATA')).toBeInTheDocument();
  pushSpread('fu_t', 101.5, true);
  await waitFor(() => expect(within(rowOf('spread:fu_t') as HTMLElement).getByText('101.50')).toBeInTheDocument());
  // 101.5 among [100, 102, 101, 105]: type-7 rank (1 + 0.5/1) / 3 = 50 %.
  await waitFor(() => expect(within(live).getByTestId('live-percentile')).toHaveTextContent('FU t: 50'));
});

test("the frame's CSV export writes the table panel's figures and the history panel's series", async () => {
  await open();
  const table = panelOf('tbl') as HTMLElement;
  await waitFor(() => expect(within(table).getByText('105.00')).toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Export Table as CSV' }));
  const [name, rows, columns] = jest.mocked(exportCsv).mock.calls.at(-1) as [string, unknown[], CsvColumn<unknown>[]];
  expect(name).toBe('Table');
  // 105 after 101: change 4; against [100, 102, 101] (mean 101, sd 1): z-score 4.
  expect(toCsv(rows, columns)).toBe('Name,Address,Last close,Change,z-score (20 d)\r\nFU t,spread:fu_t,105,4,4\r\n');

  // The history panel exports the series it draws, one row per date.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export History as CSV' })).toBeEnabled());
  fireEvent.click(screen.getByRole('button', { name: 'Export History as CSV' }));
  const [, hRows, hColumns] = jest.mocked(exportCsv).mock.calls.at(-1) as [string, unknown[], CsvColumn<unknown>[]];
  const day = (n: number) => new Date(TODAY - n * DAY).toISOString().slice(0, 10);
  expect(toCsv(hRows, hColumns)).toBe(`Date (UTC),FU t [USD/t]\r\n${day(4)},100\r\n${day(3)},102\r\n${day(2)},101\r\n${day(1)},105\r\n`);
});

test('the report: one workbook with a sheet per panel that has figures, the same tables as the panels export', async () => {
  await open();
  const table = panelOf('tbl') as HTMLElement;
  await waitFor(() => expect(within(table).getByText('105.00')).toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export History as CSV' })).toBeEnabled());
  fireEvent.click(screen.getByTestId('report-excel'));
  await waitFor(() => expect(exportWorkbook).toHaveBeenCalledTimes(1));
  const [name, sheets] = jest.mocked(exportWorkbook).mock.calls[0];
  expect(name).toBe(`Test page ${new Date().toISOString().slice(0, 10)}`);
  expect(sheets.map((s) => s.name)).toEqual(['Live', 'History', 'Table']);
  const day = (n: number) => new Date(TODAY - n * DAY).toISOString().slice(0, 10);
  expect(sheets[1].rows).toEqual([
    ['Date (UTC)', 'FU t [USD/t]'],
    [day(4), 100],
    [day(3), 102],
    [day(2), 101],
    [day(1), 105],
  ]);
  expect(sheets[2].rows).toEqual([
    ['Name', 'Address', 'Last close', 'Change', 'z-score (20 d)'],
    ['FU t', 'spread:fu_t', 105, 4, 4],
  ]);
});

test('hide and collapse are kept per user and page', async () => {
  const view = await open();

  fireEvent.click(screen.getByRole('button', { name: 'Hide History' }));
  expect(panelOf('hist')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Collapse Table' }));
  expect(screen.getByRole('button', { name: 'Expand Table' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(panelOf('tbl') as HTMLElement).queryByRole('table')).toBeNull();

  view.unmount();
  renderPage(<PageView spec={spec} />, { user: USER });
  await waitFor(() => expect(panelOf('live')).toBeTruthy());
  expect(panelOf('hist')).toBeNull();
  expect(screen.getByRole('button', { name: 'Expand Table' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show hidden panels (1)' }));
  await waitFor(() => expect(panelOf('hist')).toBeTruthy());
});

test('right-to-left in Arabic: the frame and the renderer speak Arabic, the page is mirrored', async () => {
  renderPage(<PageView spec={spec} />, { user: USER, locale: 'ar-EG' });
  await waitFor(() => expect(rowOf('spread:fu_t')).toBeTruthy());
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  // Full width on a phone, `w` of 24 columns from lg.
  expect(panelOf('live')?.closest('.ant-col')?.className).toMatch(/\bant-col-xs-24\b.*\bant-col-lg-12\b|\bant-col-lg-12\b.*\bant-col-xs-24\b/);
  expect(screen.getByRole('button', { name: 'إخفاء History' })).toBeInTheDocument();
  expect(screen.getByText('نبّهني')).toBeInTheDocument();
});

test('on a spread row, "Alert me" opens the alert editor of that strategy and "Explain" its explanation', async () => {
  answer('/v2/strategy/alert/list', ok({ items: [] }));
  answer('/v2/strategy/alert/history', ok({ items: [] }));
  answer(
    '/v2/strategy/explain',
    ok({
      strategyId: 'fu_t',
      name: 'FU t',
      value: 12.5,
      unit: 'USD/t',
      precision: 2,
      ts: null,
      formula: 'A - B',
      demo: false,
      legs: [],
      rates: [],
      fx: [],
    }),
  );
  await open();
  const live = panelOf('live') as HTMLElement;
  fireEvent.click(within(live).getByText('Alert me'));
  await waitFor(() => expect(bodiesSentTo('/v2/strategy/alert/list')).toHaveLength(1));
  fireEvent.click(within(live).getByText('Explain'));
  await waitFor(() => expect(bodiesSentTo('/v2/strategy/explain')).toEqual([{ id: 'fu_t' }]));
  expect(await screen.findByText('A - B')).toBeInTheDocument();
});
