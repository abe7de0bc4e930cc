/**
 * The real-time board through the page harness: the user's lists as tabs, rows updating live from the stream (change,
 * z-score, flash, time), stale marking, "DEMO DATA", unavailable strategies, keyboard navigation and the detail drawer
 * with the explanation, list and row editing saved through the watchlist calls, Arabic.
 * Every call is answered by the harness's fake network (typed by the contract); the stream is the app's real
 * connection over the fake socket (tests/web/stream/fakeWebSocket.ts), the test playing the server.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WATCHLIST_COLUMNS } from '@common/contract/board';
import BoardPage from '@/pages/Tool/Trade/Board';
import { useCommitBars } from '@/pages/Tool/Trade/Reference/components/barsImport/service';
import { useSaveStrategy } from '@/pages/Tool/Trade/Strategy/service';
import { streamConnection } from '@/services/streamConnection';
import { removeToken, setToken } from '@/session/token';
import { exportCsv, toCsv } from '@/utils/csvExport';
import { answer, bodiesSentTo, fakeDate, makeUser, ok, renderPage } from '../harness';
import { ltr } from '@/utils/numberText';
import { feedStateOf, seededProductCalendar, seededProducts, seriesOf, strategyOf } from '../market/fixtures';
import { FakeWebSocket } from '../stream/fakeWebSocket';

// Types as import() expressions: jest's mock hoisting (babel) cannot strip type-only import bindings here.
type Watchlist = import('@common/contract/board').Watchlist;
type CsvColumn<T> = import('@/utils/csvExport').CsvColumn<T>;
type PayloadOf<T extends string> = import('@common/contract/stream').PayloadOf<T>;
type ReactNode = import('react').ReactNode;

jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));
jest.mock('@/components/Chart/echartsCore', () => ({
  createChart: () => ({ setOption: () => undefined, resize: () => undefined, getDataURL: () => '', dispose: () => undefined, on: () => undefined }),
}));

let seq = 0;
/** A stream message for `topic`, as the server sends it, on the app's socket. */
function push<T extends string>(topic: T, data: PayloadOf<T>) {
  seq += 1;
  act(() => FakeWebSocket.last.serverSend({ type: 'delta', topic, seq, data }));
}

const DAY = 86_400_000;
const NOW = Date.now();
const TODAY = Math.floor(NOW / DAY) * DAY;
const BOARD_PATHS = ['/tool/trade/realtime'];

const list = (over: Partial<Watchlist> = {}): Watchlist => ({
  id: 'wl-1',
  name: 'Main',
  position: 0,
  items: ['md:SHFE.FU@main', 'spread:hi5', 'spread:gone'],
  columns: { visible: [...WATCHLIST_COLUMNS], widths: {} },
  zWindow: 60,
  createdAt: NOW - DAY,
  updatedAt: NOW - DAY,
  ...over,
});

const HI5 = strategyOf({
  id: 'hi5',
  name: 'Hi-5',
  legs: [
    { alias: 'MF05', instrument: 'ICE.MF05' },
    { alias: 'SG380', instrument: 'ICE.SG380' },
  ],
  formula: 'MF05 - SG380',
});

/** Daily closes 2790, 2800 (yesterday) for instruments, 100, 110 for spreads; session points for the sparkline. */
function boardSeries(address: string, interval: '1m' | '1d') {
  const spread = address.startsWith('spread:');
  return seriesOf(
    address,
    interval === '1d'
      ? [
          [TODAY - 2 * DAY, spread ? 100 : 2790],
          [TODAY - DAY, spread ? 110 : 2800],
        ]
      : [
          [NOW - 120_000, 2801],
          [NOW - 60_000, 2803],
        ],
    { unit: spread ? 'USD/t' : 'CNY/t' },
  );
}

beforeEach(() => {
  FakeWebSocket.install();
  setToken('T'.repeat(43));
  answer('/v2/strategy/list', ok({ items: [HI5] }));
  answer('/v2/feeds/state', ok([feedStateOf()]));
  answer('/v2/reference/product/list', ({ body }) => ok(seededProducts(body.locale)));
  answer('/v2/reference/calendar/product', ({ body }) => ok(seededProductCalendar(body.exchange)));
  answer('/v2/marketData/series', ({ body }) => ok(boardSeries(body.address, body.interval)));
  answer(
    '/v2/strategy/explain',
    ok({
      strategyId: 'hi5',
      name: 'Hi-5',
      value: 105.5,
      unit: 'USD/t',
      precision: 2,
      ts: NOW,
      formula: 'MF05 - SG380',
      demo: true,
      legs: [
        { alias: 'MF05', instrument: 'ICE.MF05', price: 498.05, unit: 'USD/t', ts: NOW - 1000, demo: true },
        { alias: 'SG380', instrument: 'ICE.SG380', price: 392.55, unit: 'USD/t', ts: NOW - 2000, demo: true },
      ],
      rates: [{ key: 'lpg.parity.premium', alias: null, value: 10, unit: 'USD/t', validFrom: '1970-01-01', source: 'assumption' }],
      fx: [],
    }),
  );
  answer('/v2/marketData/catalog', ok({ list: [], total: 0, current: 1, pageSize: 50 }));
});
afterEach(() => {
  // Unmount first (the rows release their topics), then close the tab's socket.
  cleanup();
  jest.useRealTimers();
  act(() => streamConnection().reset());
  removeToken();
});

const rowOf = (address: string) => document.querySelector(`tr[data-address="${address}"]`) as HTMLElement;

/** The server's lists, kept by the fake watchlist calls (save and delete change them, list reads them). */
let stored: Watchlist[] = [];

/**
 * Two changes made elsewhere in the app, through the real mutations of the strategy page and the bar import (the
 * board's page is not told): a strategy renamed, a daily bar file stored.
 */
function Elsewhere() {
  const save = useSaveStrategy();
  const commit = useCommitBars();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          save.mutate({
            id: HI5.id,
            name: 'Hi-5 renamed',
            legs: HI5.legs,
            rates: HI5.rates,
            formula: HI5.formula,
            unit: HI5.unit,
            precision: 2,
            visibility: 'everyone',
          })
        }
      >
        rename
      </button>
      <button type="button" onClick={() => commit.mutate({ instrument: 'SHFE.FU@main', interval: '1d', fileName: 'fu.csv', format: 'csv', content: 'AA==' })}>
        import
      </button>
    </>
  );
}

async function openBoard(lists: Watchlist[] = [list()], locale: 'en-US' | 'zh-CN' | 'ar-EG' = 'en-US', extra: ReactNode = null) {
  stored = lists;
  answer('/v2/watchlist/list', () => ok(stored));
  answer('/v2/watchlist/save', ({ body }) => {
    const before = stored.find((l) => l.id === body.id);
    const saved = list({
      ...before,
      ...body,
      id: body.id ?? `wl-${stored.length + 1}`,
      position: before?.position ?? stored.length,
      zWindow: body.zWindow ?? before?.zWindow ?? 60,
      columns: body.columns ?? before?.columns ?? list().columns,
    });
    stored = before ? stored.map((l) => (l.id === saved.id ? saved : l)) : [...stored, saved];
    return ok(saved);
  });
  answer('/v2/watchlist/delete', ({ body }) => {
    stored = stored.filter((l) => l.id !== body.id);
    return ok(null);
  });
  const view = renderPage(
    <>
      <BoardPage />
      {extra}
    </>,
    { user: makeUser({ paths: BOARD_PATHS }), locale, path: '/tool/trade/realtime' },
  );
  await waitFor(() => expect(rowOf(lists[0].items[0])).toBeTruthy());
  // The rows hold their topics on the app's one socket: the server side opens it.
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  act(() => FakeWebSocket.last.serverOpen());
  // Strategies known: the missing one is marked.
  const unavailable = { 'en-US': 'unavailable', 'zh-CN': '不可用', 'ar-EG': 'غير متاح' }[locale];
  if (lists[0].items.includes('spread:gone')) await waitFor(() => expect(within(rowOf('spread:gone')).getByText(unavailable)).toBeInTheDocument());
  return view;
}

describe('the real-time board', () => {
  it("names a seeded strategy in the reader's language, as the strategy page does (issue 18)", async () => {
    answer('/v2/strategy/list', ok({ items: [{ ...HI5, seedKey: 'hi5_singapore' }] }));
    await openBoard([list()], 'zh-CN');
    expect(within(rowOf('spread:hi5')).getByText('高低硫价差 Hi-5（新加坡）')).toBeInTheDocument();
  });

  it('shows the rows and updates them live: last, change against yesterday, z-score, time, flash, DEMO DATA', async () => {
    await openBoard();
    expect(within(rowOf('spread:hi5')).getByText('Hi-5')).toBeInTheDocument();
    expect(screen.queryByText('DEMO DATA')).not.toBeInTheDocument();

    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: NOW, last: 2828, demo: true, feed: 'demo' });
    const fu = rowOf('md:SHFE.FU@main');
    // FU's tick is 1 CNY/t (the seeded spec): prices without decimals (issue 18; they showed 2,828.00).
    await waitFor(() => expect(within(fu).getByText('2,828')).toBeInTheDocument());
    // Change against the last settlement before the tick's trading date (2800): +28, +1.00 %; z-score over
    // [2790, 2800]: (2828 - 2795) / 7.0711 = 4.67.
    // A change is a left-to-right isolate, so its sign stays in front in Arabic too (issue 18: "1.46+").
    expect(within(fu).getByText(ltr('+28'))).toBeInTheDocument();
    expect(within(fu).getByText(ltr('+1.00%'))).toBeInTheDocument();
    await waitFor(() => expect(within(fu).getByText('4.67')).toBeInTheDocument());
    expect(screen.getAllByText('DEMO DATA').length).toBeGreaterThan(0);

    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: NOW + 250, last: 2827, demo: true, feed: 'demo' });
    await waitFor(() => expect(within(fu).getByText('2,827')).toBeInTheDocument());
    expect(within(fu).getByText('2,827')).toHaveAttribute('data-flash', 'down');

    push('spread:hi5', { strategyId: 'hi5', ts: NOW, value: 105.5, unit: 'USD/t', demo: true, legs: [] });
    await waitFor(() => expect(within(rowOf('spread:hi5')).getByText('105.50')).toBeInTheDocument());
  });

  it('marks a row stale when its value is older than its feed normal gap during a session, and not once it closed', async () => {
    // Wednesday 2025-01-08 10:00 in Shanghai: SHFE's first session, Singapore's day. Only the clock is fake (Date).
    const wednesday = Date.UTC(2025, 0, 8, 2, 0);
    fakeDate(wednesday);
    await openBoard();
    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: wednesday - 60_000, last: 2828, demo: false, feed: 'demo' });
    await waitFor(() => expect(rowOf('md:SHFE.FU@main')).toHaveAttribute('data-stale', 'true'));
    expect(within(rowOf('md:SHFE.FU@main')).getByText('stale')).toBeInTheDocument();
    push('spread:hi5', { strategyId: 'hi5', ts: wednesday, value: 105.5, unit: 'USD/t', demo: false, legs: [] });
    await waitFor(() => expect(within(rowOf('spread:hi5')).getByText('105.50')).toBeInTheDocument());
    expect(rowOf('spread:hi5')).not.toHaveAttribute('data-stale');
    // 15:30 the same day: SHFE closed. The 09:59 price is the last price, not a late one, and says so.
    jest.setSystemTime(Date.UTC(2025, 0, 8, 7, 30));
    await waitFor(() => expect(rowOf('md:SHFE.FU@main')).not.toHaveAttribute('data-stale'));
    expect(rowOf('md:SHFE.FU@main')).toHaveAttribute('data-phase', 'closed');
    expect(within(rowOf('md:SHFE.FU@main')).getByText('Closed')).toBeInTheDocument();
    expect(within(rowOf('md:SHFE.FU@main')).getByText('2,828')).toBeInTheDocument();
  });

  it('moves the selection with the arrow keys and opens the detail with its explanation on Enter', async () => {
    await openBoard();
    const grid = screen.getByRole('grid', { name: 'Watchlist' });
    expect(rowOf('md:SHFE.FU@main')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(rowOf('spread:hi5')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(rowOf('spread:gone')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('MF05 - SG380')).toBeInTheDocument();
    expect(within(drawer).getByText('MF05 (ICE.MF05)')).toBeInTheDocument();
    expect(within(drawer).getByText('392.55 USD/t')).toBeInTheDocument();
    // Issue 18: each table's heading sits above it and names it (a caption showed under its table); a rate by its
    // name, not its key, and no "1970-01-01" for a seeded rate in force since the start of the records.
    const legs = within(drawer).getByRole('table', { name: 'Legs' });
    const legsHeading = within(drawer).getByRole('heading', { name: 'Legs' });
    expect(legsHeading.compareDocumentPosition(legs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const rates = within(drawer).getByRole('table', { name: 'Rates' });
    expect(within(rates).getByText('LPG import parity: premium over FEI')).toHaveAttribute('title', 'lpg.parity.premium');
    expect(within(rates).getByText('since the start of the records')).toBeInTheDocument();
    expect(within(rates).queryByText('1970-01-01')).not.toBeInTheDocument();
    expect(within(drawer).getByText('Hi-5: session (1 minute)')).toBeInTheDocument();
    expect(within(drawer).getByText('Hi-5: daily')).toBeInTheDocument();
    expect(bodiesSentTo('/v2/strategy/explain')).toContainEqual({ id: 'hi5' });
  });

  it('removes and moves rows, and saves the list each time', async () => {
    await openBoard();
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: 'Move the selected row up' }));
    await waitFor(() => expect(bodiesSentTo('/v2/watchlist/save')).toHaveLength(1));
    expect(bodiesSentTo('/v2/watchlist/save')[0]).toMatchObject({ id: 'wl-1', items: ['spread:hi5', 'md:SHFE.FU@main', 'spread:gone'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the selected row' }));
    await waitFor(() => expect(bodiesSentTo('/v2/watchlist/save')).toHaveLength(2));
    // The selection followed the moved row (now first): removing it leaves the other two.
    expect(bodiesSentTo('/v2/watchlist/save')[1]).toMatchObject({ id: 'wl-1', items: ['md:SHFE.FU@main', 'spread:gone'] });
    await waitFor(() => expect(rowOf('spread:hi5')).toBeNull());
  });

  it('hides a column through the column settings and saves the choice', async () => {
    await openBoard();
    expect(screen.getByRole('columnheader', { name: /^Z-score/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Z-score' }));
    await waitFor(() => expect(bodiesSentTo('/v2/watchlist/save')).toHaveLength(1));
    expect(bodiesSentTo('/v2/watchlist/save')[0].columns?.visible).toEqual(WATCHLIST_COLUMNS.filter((c) => c !== 'zScore'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /^Z-score/ })).not.toBeInTheDocument());
  });

  it('switches between lists, adds one and deletes one after confirming', async () => {
    const second = list({ id: 'wl-2', name: 'Crude', position: 1, items: ['md:ICE.BRENT@main'] });
    await openBoard([list(), second]);
    expect(screen.getByRole('tab', { name: 'Main' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Crude' }));
    await waitFor(() => expect(rowOf('md:ICE.BRENT@main')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: /New list/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('List name'), { target: { value: 'Gas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(bodiesSentTo('/v2/watchlist/save')).toEqual([{ name: 'Gas', items: [] }]));
    // The new list opens.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Gas' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByText('This list is empty: add instruments or strategies above.')).toBeInTheDocument();

    const crudeTab = screen.getByRole('tab', { name: 'Crude' });
    // antd gives the tab's close button the tab role.
    fireEvent.click(within(crudeTab.parentElement as HTMLElement).getByRole('tab', { name: 'remove' }));
    expect((await screen.findAllByText('Delete the list "Crude"?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesSentTo('/v2/watchlist/delete')).toEqual([{ id: 'wl-2' }]));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Crude' })).not.toBeInTheDocument());
  });

  it('exports the rows with the figures on screen to CSV', async () => {
    jest.mocked(exportCsv).mockClear();
    await openBoard();
    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: NOW, last: 2828, demo: true, feed: 'demo' });
    await waitFor(() => expect(within(rowOf('md:SHFE.FU@main')).getByText('4.67')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    const [name, rows, columns] = jest.mocked(exportCsv).mock.calls[0] as [string, unknown[], CsvColumn<unknown>[]];
    expect(name).toBe('Main');
    const csv = toCsv(
      rows,
      columns.filter((c) => !c.time),
    );
    expect(csv.split('\r\n')[0]).toBe('Name,Address,Unit,Value,Change,Change %,Prev. settle,Z-score,Demo');
    // Same figures as the row: 2828 against the previous settlement 2800, z over [2790, 2800]; named as in the picker.
    expect(csv).toContain('Fuel oil 380 (bonded) main continuous,md:SHFE.FU@main,CNY/t,2828,28,1,2800,4.666');
    expect(csv).toContain('DEMO DATA');
  });

  it('is headed with its group menu name, as in the menu and the breadcrumb, not "Overview"', async () => {
    await openBoard();
    expect(screen.getByText('Real-time prices and spreads', { selector: '.ant-page-header-heading-title' })).toBeInTheDocument();
    expect(screen.queryByText('Overview', { selector: '.ant-page-header-heading-title' })).toBeNull();
  });

  it('follows a strategy renamed elsewhere at once: the rename reloads the strategies it shows', async () => {
    let strategies = [HI5];
    answer('/v2/strategy/list', () => ok({ items: strategies }));
    answer('/v2/strategy/save', ({ body }) => {
      strategies = [{ ...HI5, name: body.name }];
      return ok(strategies[0]);
    });
    await openBoard([list()], 'en-US', <Elsewhere />);
    expect(within(rowOf('spread:hi5')).getByText('Hi-5')).toBeInTheDocument();
    const listReads = bodiesSentTo('/v2/strategy/list').length;
    fireEvent.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(within(rowOf('spread:hi5')).getByText('Hi-5 renamed')).toBeInTheDocument());
    // One more read of the list, caused by the save (the list's answer is otherwise fresh for the page's life).
    expect(bodiesSentTo('/v2/strategy/list')).toHaveLength(listReads + 1);
  });

  it('follows a bars import at once: the stored bars reload the series its figures stand on', async () => {
    let yesterday = 2800;
    answer('/v2/marketData/series', ({ body }) => {
      const series = boardSeries(body.address, body.interval);
      if (body.interval === '1d' && body.address.startsWith('md:SHFE.FU@main')) series.points[1] = [TODAY - DAY, yesterday];
      return ok(series);
    });
    answer('/v2/marketData/bars/import/commit', () => {
      yesterday = 2814;
      return ok({ written: 1, instrument: 'SHFE.FU@main', source: 'import' });
    });
    await openBoard([list()], 'en-US', <Elsewhere />);
    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: NOW, last: 2828, demo: true, feed: 'demo' });
    const fu = rowOf('md:SHFE.FU@main');
    await waitFor(() => expect(within(fu).getByText(ltr('+28'))).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'import' }));
    // Yesterday's settlement is now 2814: change +14 (+0.50 %), the z-score over [2790, 2814]: (2828 - 2802) / 16.97 = 1.53.
    await waitFor(() => expect(within(fu).getByText(ltr('+14'))).toBeInTheDocument());
    expect(within(fu).getByText(ltr('+0.50%'))).toBeInTheDocument();
    expect(within(fu).getByText('1.53')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await openBoard([list()], 'ar-EG');
    expect(screen.getByRole('grid', { name: 'قائمة المتابعة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(within(rowOf('spread:gone')).getByText('غير متاح')).toBeInTheDocument();
  });
});

describe('the board as a quote screen (issue 18)', () => {
  const D = (date: string) => Date.parse(`${date}T00:00:00Z`);
  /** Daily closes and settlements that differ, on fixed dates; no session minutes (the price is the tick's). */
  function fixedSeries() {
    answer('/v2/marketData/series', ({ body }) => {
      const points: Record<string, [number, number][]> = {
        'md:SHFE.FU@main': [
          [D('2025-01-09'), 2790],
          [D('2025-01-10'), 2800],
        ],
        'md:SHFE.FU@main:settle': [
          [D('2025-01-09'), 2788],
          [D('2025-01-10'), 2805],
        ],
        'spread:hi5': [
          [D('2025-01-06'), 0.2],
          [D('2025-01-07'), 0.5],
        ],
      };
      return ok(seriesOf(body.address, body.interval === '1d' ? (points[body.address] ?? []) : []));
    });
  }
  const cellOf = (address: string, column: string) => {
    const index = [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent?.startsWith(column));
    return rowOf(address).children[index] as HTMLElement;
  };

  it('compares a night-session price with the previous trading day settlement, not the previous UTC day', async () => {
    fixedSeries();
    await openBoard();
    // Friday 2025-01-10 21:30 in Shanghai (13:30 UTC): SHFE's night session, booked on Monday 2025-01-13. The previous
    // trading day is Friday, settled at 2805 (its close 2800 is not the reference: SHFE settles on the day's VWAP).
    // Before: the previous UTC day's close, Thursday's 2790: +38, +1.36 %, one day stale.
    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: Date.UTC(2025, 0, 10, 13, 30), last: 2828, demo: false, feed: 'demo' });
    await waitFor(() => expect(cellOf('md:SHFE.FU@main', 'Last')).toHaveTextContent('2,828'));
    expect(cellOf('md:SHFE.FU@main', 'Change')).toHaveTextContent('+23');
    expect(cellOf('md:SHFE.FU@main', 'Change %')).toHaveTextContent('+0.82%');
    expect(cellOf('md:SHFE.FU@main', 'Prev. settle')).toHaveTextContent('2,805');
    expect(within(cellOf('md:SHFE.FU@main', 'Prev. settle')).getByTitle('Settlement of 01/10/2025')).toBeInTheDocument();
    // Monday's settlement is not published yet.
    expect(within(cellOf('md:SHFE.FU@main', 'Settle')).getByTitle('Not published yet for this trading day')).toBeInTheDocument();
  });

  it('outside every session shows the last stored price with its time and the phase, not empty cells', async () => {
    // Saturday 2025-01-11 12:00 UTC: every seeded market is closed; no tick arrives. Before: Last, Change, z empty.
    fakeDate(Date.UTC(2025, 0, 11, 12, 0));
    answer('/v2/marketData/series', ({ body }) => {
      if (body.interval === '1m') return ok(seriesOf(body.address, body.address === 'md:SHFE.FU@main' ? [[Date.UTC(2025, 0, 10, 14, 59), 2811]] : []));
      return ok(
        seriesOf(body.address, [
          [D('2025-01-09'), 2790],
          [D('2025-01-10'), 2805],
        ]),
      );
    });
    await openBoard();
    // Friday night's last minute (22:59 Shanghai), booked on Monday: compared with Friday's settlement 2805.
    await waitFor(() => expect(cellOf('md:SHFE.FU@main', 'Last')).toHaveTextContent('2,811'));
    expect(cellOf('md:SHFE.FU@main', 'Change')).toHaveTextContent('+6');
    expect(cellOf('md:SHFE.FU@main', 'Updated')).toHaveTextContent('Closed');
    // Its date and time in the user's zone (UTC in the tests: 22:59 in Shanghai is 14:59).
    expect(cellOf('md:SHFE.FU@main', 'Updated')).toHaveTextContent('01/10, 14:59');
    expect(rowOf('md:SHFE.FU@main')).not.toHaveAttribute('data-stale');
  });

  it('shows a spread change in its unit and no percent (near zero a percent means nothing)', async () => {
    fixedSeries();
    await openBoard();
    // Wednesday 2025-01-08 16:00 in Singapore, both legs in session: compared with Tuesday's 0.5. Before: -40.00 %.
    const ts = Date.UTC(2025, 0, 8, 8, 0);
    push('spread:hi5', {
      strategyId: 'hi5',
      ts,
      value: 0.3,
      unit: 'USD/t',
      demo: false,
      legs: [
        { instrument: 'ICE.MF05', ts },
        { instrument: 'ICE.SG380', ts },
      ],
    });
    await waitFor(() => expect(cellOf('spread:hi5', 'Spread')).toHaveTextContent('0.30'));
    expect(cellOf('spread:hi5', 'Change')).toHaveTextContent('-0.20');
    expect(cellOf('spread:hi5', 'Change %')).not.toHaveTextContent('%');
    expect(within(cellOf('spread:hi5', 'Change %')).getByTitle(/changes in its unit, not in percent/)).toBeInTheDocument();
  });

  it('names rows as the picker does and shows unit, bid / ask, volume and open interest, or why not', async () => {
    await openBoard();
    const fu = rowOf('md:SHFE.FU@main');
    // The name of the seeded spec, as the catalogue gives it (not `SHFE.FU@main`); the address stays as its title.
    expect(within(fu).getByText('Fuel oil 380 (bonded) main continuous')).toHaveAttribute('title', 'md:SHFE.FU@main');
    expect(cellOf('md:SHFE.FU@main', 'Unit')).toHaveTextContent('CNY/t');
    expect(within(cellOf('md:SHFE.FU@main', 'Bid')).getByTitle(/No live quote yet/)).toBeInTheDocument();
    push('tick:SHFE.FU@main', {
      instrument: 'SHFE.FU@main',
      ts: NOW,
      last: 2828,
      bid: 2827,
      ask: 2829,
      volume: 120_500,
      oi: 310_000,
      demo: false,
      feed: 'demo',
    });
    await waitFor(() => expect(cellOf('md:SHFE.FU@main', 'Bid')).toHaveTextContent('2,827'));
    expect(cellOf('md:SHFE.FU@main', 'Ask')).toHaveTextContent('2,829');
    expect(cellOf('md:SHFE.FU@main', 'Volume')).toHaveTextContent('120,500');
    expect(cellOf('md:SHFE.FU@main', 'Open interest')).toHaveTextContent('310,000');
    push('tick:SHFE.FU@main', { instrument: 'SHFE.FU@main', ts: NOW + 500, last: 2829, demo: false, feed: 'push' });
    await waitFor(() => expect(within(cellOf('md:SHFE.FU@main', 'Bid')).getByTitle('The feed gives no bid or ask for this instrument')).toBeInTheDocument());
    expect(within(cellOf('spread:hi5', 'Bid')).getByTitle(/no quote of its own/)).toBeInTheDocument();
    // The z-score's header states its basis, from the list's window.
    expect(screen.getByRole('columnheader', { name: /Z-score.*60 d, excl\. today/ })).toBeInTheDocument();
  });

  it('opens the detail from a visible button per row and from the toolbar, not only on a double click', async () => {
    await openBoard();
    expect(screen.getByText(/Enter, "›" or Details opens/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the detail of Hi-5' }));
    expect(await screen.findByText('Hi-5: daily')).toBeInTheDocument();
    expect(rowOf('spread:hi5')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(await screen.findByText('Fuel oil 380 (bonded) main continuous: daily')).toBeInTheDocument();
  });

  it('keeps the toolbar out of the tab bar (it squeezed two tabs to a sliver) and the grid in its own scroll box', async () => {
    await openBoard([list(), list({ id: 'wl-2', name: 'Crude', position: 1, items: ['md:ICE.BRENT@main'] })]);
    expect(document.querySelector('.ant-tabs-extra-content')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Crude' })).toBeInTheDocument();
    expect(screen.getByTestId('board-scroll')).toContainElement(screen.getByRole('grid'));
  });

  it('shows the push feed only when a product is assigned to it', async () => {
    answer(
      '/v2/feeds/state',
      ok([feedStateOf(), feedStateOf({ name: 'push', kind: 'push', demo: false, connected: false, lastTickAgeMs: null, products: 0 })]),
    );
    await openBoard();
    const strip = await screen.findByTestId('feed-strip');
    expect(strip).toHaveTextContent(/demo/);
    expect(strip).not.toHaveTextContent(/push/);
    cleanup();
    answer(
      '/v2/feeds/state',
      ok([feedStateOf(), feedStateOf({ name: 'push', kind: 'push', demo: false, connected: false, lastTickAgeMs: null, products: 1 })]),
    );
    await openBoard();
    expect(await screen.findByTestId('feed-strip')).toHaveTextContent('push: disconnected');
  });
});
