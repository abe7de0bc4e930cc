/**
 * Trade records (POST /v2/tradeRecord/...), SQLite or PostgreSQL (TEST_DATABASE_URL): access by the page's key, books
 * scoped to their owner, trades edited with history and soft-deleted, CSV and Excel import (preview with row errors
 * and warnings, all-or-nothing commit), FIFO positions marked to the latest settlement with the multiplier in force
 * on each trade date, and the daily unit NAV with deposits and withdrawals.
 */
import ExcelJS from 'exceljs';
import type { NavPoint, Trade, TradeBook, TradeChange } from '../../common/contract/tradeRecord';
import type { Bar } from '../../common/contract/marketData';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const PAGE = '/tool/trade/record';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Epoch ms of a Shanghai wall-clock time (UTC+8, no daylight saving). */
const sh = (iso: string) => Date.parse(`${iso}:00+08:00`);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const bar = (instrument: string, date: string, settle: number, demo = false): Bar => ({
  instrument,
  interval: '1d',
  ts: day(date),
  open: settle,
  high: settle,
  low: settle,
  close: settle,
  settle,
  volume: null,
  oi: null,
  demo,
  source: demo ? 'demo' : 'test',
});

let t: TestApp;
let admin: string;
let trader: string;
let alice: string;
let bob: string;

async function userWithPage(username: string): Promise<string> {
  const created = await t.call('/v1/user/admin/create', { username, password: 'Booker@12345', name: username, role: 'trader' }, admin);
  expect(created.status).toBe(200);
  const set = await t.call('/v1/user/access/set', { userId: created.body.data.id, paths: [PAGE] }, admin);
  expect(set.status).toBe(200);
  return t.tokenFor(username);
}

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, trader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('trader')]);
  alice = await userWithPage('alice');
  bob = await userWithPage('bob');
});
afterAll(() => t?.close());

const newBook = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('/v2/tradeRecord/book/create', { name: 'Main', initialCash: 1_000_000, startDate: '2025-01-02', ...body }, token);
  expect(res.status).toBe(200);
  return res.body.data as TradeBook;
};
const trade = (bookId: string, fields: Record<string, unknown>) => ({ bookId, strategy: '', note: '', fee: 0, ...fields });

describe('access', () => {
  test('the page key gates every call: a user without it is refused, anonymous callers are unauthorised', async () => {
    expectApiError(await t.call('/v2/tradeRecord/book/list', undefined, trader), 'forbidden');
    expectApiError(await t.call('/v2/tradeRecord/book/list', undefined, null), 'unauthorized');
    expect((await t.call('/v2/tradeRecord/book/list', undefined, alice)).status).toBe(200);
  });

  test("another user's book, trade and flow are not found", async () => {
    const book = await newBook(alice, { name: 'Alice' });
    const saved = await t.call(
      '/v2/tradeRecord/trade/save',
      trade(book.id, { time: sh('2025-01-02T10:00'), instrument: 'SHFE.FU2505', side: 'buy', lots: 1, price: 3000 }),
      alice,
    );
    expect(saved.status).toBe(200);
    const flow = await t.call('/v2/tradeRecord/flow/create', { bookId: book.id, date: '2025-01-03', amount: 10, note: '' }, alice);
    expect(flow.status).toBe(200);
    for (const [path, body] of [
      ['/v2/tradeRecord/trade/list', { bookId: book.id }],
      ['/v2/tradeRecord/positions', { bookId: book.id }],
      ['/v2/tradeRecord/nav', { bookId: book.id }],
      ['/v2/tradeRecord/flow/list', { bookId: book.id }],
      ['/v2/tradeRecord/trade/save', trade(book.id, { time: sh('2025-01-02T10:00'), instrument: 'SHFE.FU2505', side: 'buy', lots: 1, price: 3000 })],
      ['/v2/tradeRecord/trade/history', { id: saved.body.data.id }],
      ['/v2/tradeRecord/trade/delete', { id: saved.body.data.id }],
      ['/v2/tradeRecord/flow/delete', { id: flow.body.data.id }],
      ['/v2/tradeRecord/trade/import/preview', { bookId: book.id, fileName: 'x.csv', format: 'csv', content: b64('a') }],
    ] as const) {
      expectApiError(await t.call(path, body, bob), 'notFound');
    }
    expect((await t.call('/v2/tradeRecord/book/list', undefined, bob)).body.data).toEqual([]);
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data).toHaveLength(1);
  });
});

describe('trades', () => {
  test('edit keeps every change with who, when, before and after; delete is soft and listed in the history', async () => {
    const book = await newBook(alice, { name: 'History' });
    const first = await t.call(
      '/v2/tradeRecord/trade/save',
      trade(book.id, { time: sh('2025-01-03T21:30'), instrument: 'shfe.fu2505', side: 'sell', lots: 2, price: 3100, fee: 5, strategy: 'carry' }),
      alice,
    );
    expect(first.status).toBe(200);
    // The instrument is stored as in its md: address; a night-session fill of Friday counts to Monday.
    expect(first.body.data).toMatchObject({ instrument: 'SHFE.FU2505', tradingDate: '2025-01-06', version: 1 });
    const id = first.body.data.id;
    // Edited only within its own book: naming another of the owner's books does not move it.
    const other = await newBook(alice, { name: 'Other' });
    const moved = await t.call(
      '/v2/tradeRecord/trade/save',
      trade(other.id, { id, time: sh('2025-01-03T21:30'), instrument: 'SHFE.FU2505', side: 'sell', lots: 9, price: 3100 }),
      alice,
    );
    expectApiError(moved, 'notFound');
    t.clock.advance(60_000);
    const edited = await t.call(
      '/v2/tradeRecord/trade/save',
      trade(book.id, { id, time: sh('2025-01-03T21:30'), instrument: 'SHFE.FU2505', side: 'sell', lots: 3, price: 3101, fee: 5 }),
      alice,
    );
    expect(edited.body.data).toMatchObject({ id, lots: 3, price: 3101, version: 2 });
    t.clock.advance(60_000);
    expect((await t.call('/v2/tradeRecord/trade/delete', { id }, alice)).status).toBe(200);
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data).toEqual([]);
    expectApiError(await t.call('/v2/tradeRecord/trade/delete', { id }, alice), 'notFound');

    const history = (await t.call('/v2/tradeRecord/trade/history', { id }, alice)).body.data as TradeChange[];
    expect(history.map((h) => [h.action, h.userName, h.before?.lots ?? null, h.after?.lots ?? null])).toEqual([
      ['create', 'alice', null, 2],
      ['update', 'alice', 2, 3],
      ['delete', 'alice', 3, null],
    ]);
    expect(history[1].before).toMatchObject({ price: 3100, strategy: 'carry' });
    expect(history[1].after).toMatchObject({ price: 3101, strategy: '' });
    expect(history[2].at - history[0].at).toBe(120_000);
  });

  test('an unknown or continuous instrument, a bad side or non-positive lots are 400 naming the field', async () => {
    const book = await newBook(alice, { name: 'Bad' });
    const base = { time: sh('2025-01-02T10:00'), instrument: 'SHFE.FU2505', side: 'buy', lots: 1, price: 3000 };
    for (const [patch, field] of [
      [{ instrument: 'SHFE.XX2505' }, 'instrument'],
      [{ instrument: 'SHFE.FU@main' }, 'instrument'],
      [{ instrument: 'SHFE.FU' }, 'instrument'],
      [{ side: 'long' }, 'side'],
      [{ lots: 0 }, 'lots'],
      [{ fee: -1 }, 'fee'],
    ] as const) {
      const res = await t.call('/v2/tradeRecord/trade/save', trade(book.id, { ...base, ...patch }), alice);
      expect([field, res.status]).toEqual([field, 400]);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data).toEqual([]);
  });
  test("a trade counting to a day before the book's first day is refused on time, by save and edit alike (issue 18)", async () => {
    // The book starts on Monday 2025-01-06. Friday's 10:00 fill counts to Friday: refused with the field key the page
    // words with the book's start. Friday's 21:30 night-session fill counts to Monday (SHFE): kept.
    const book = await newBook(alice, { name: 'Starts Monday', startDate: '2025-01-06' });
    const base = { instrument: 'SHFE.FU2505', side: 'buy', lots: 1, price: 3000 };
    const early = await t.call('/v2/tradeRecord/trade/save', trade(book.id, { ...base, time: sh('2025-01-03T10:00') }), alice);
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({ time: 'tradeRecord.error.beforeStart' });
    expect(early.body.msg).toContain('2025-01-06');
    const night = await t.call('/v2/tradeRecord/trade/save', trade(book.id, { ...base, time: sh('2025-01-03T21:30') }), alice);
    expect(night.status).toBe(200);
    expect(night.body.data.tradingDate).toBe('2025-01-06');
    const moved = await t.call('/v2/tradeRecord/trade/save', trade(book.id, { ...base, id: night.body.data.id, time: sh('2025-01-03T14:00') }), alice);
    expect(moved.body.fields).toEqual({ time: 'tradeRecord.error.beforeStart' });
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data.map((x: Trade) => x.tradingDate)).toEqual(['2025-01-06']);
  });
});

const FILE = [
  'Time,Instrument,Side,Lots,Price,Fee,Strategy,Note',
  '2025-01-02 10:00,SHFE.FU2505,buy,10,3000,50,carry,first', // good
  '2025-01-02 10:01,SHFE.XX2505,buy,1,3000,0,,', // unknown instrument
  '2025-01-02 10:02,SHFE.FU2505,long,1,3000,0,,', // bad side
  '2025-01-02 10:03,SHFE.FU2505,sell,0,3000,0,,', // non-positive lots
  '2025-01-02 10:04,SHFE.FU2505,buy,1,3000.5,0,,', // off the 1 CNY/t grid: warning
  '2025-01-02 12:00,SHFE.FU2505,buy,1,3000,0,,', // lunch break: warning
  '2025-02-30 10:00,SHFE.FU2505,buy,1,3000,0,,', // no such date
].join('\n');

describe('import', () => {
  test('preview lists rows, each row error and each warning with row, column and code', async () => {
    const book = await newBook(alice, { name: 'Import' });
    const res = await t.call('/v2/tradeRecord/trade/import/preview', { bookId: book.id, fileName: 'fills.csv', format: 'csv', content: b64(FILE) }, alice);
    expect(res.status).toBe(200);
    const { rows, errors, warnings } = res.body.data;
    expect(rows.map((r) => r.row)).toEqual([2, 6, 7]);
    expect(rows[0]).toEqual({
      row: 2,
      time: sh('2025-01-02T10:00'),
      tradingDate: '2025-01-02',
      instrument: 'SHFE.FU2505',
      side: 'buy',
      lots: 10,
      price: 3000,
      fee: 50,
      strategy: 'carry',
      note: 'first',
    });
    expect(errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'instrument', 'unknownInstrument'],
      [4, 'side', 'badSide'],
      [5, 'lots', 'badLots'],
      [8, 'time', 'badTime'],
    ]);
    expect(warnings.map((e) => [e.row, e.column, e.code])).toEqual([
      [6, 'price', 'offTickGrid'],
      [7, 'time', 'outsideSession'],
    ]);
  });

  test('a file with any row error writes nothing; a clean one writes every row with an import change', async () => {
    const book = await newBook(alice, { name: 'Commit' });
    const bad = await t.call('/v2/tradeRecord/trade/import/commit', { bookId: book.id, fileName: 'fills.csv', format: 'csv', content: b64(FILE) }, alice);
    expectApiError(bad, 'tradeImportInvalid');
    expect(bad.body.msg).toContain('row 3');
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data).toEqual([]);

    const clean = FILE.split('\n')
      .filter((_, i) => [0, 1, 5, 6].includes(i))
      .join('\n');
    const ok = await t.call('/v2/tradeRecord/trade/import/commit', { bookId: book.id, fileName: 'fills.csv', format: 'csv', content: b64(clean) }, alice);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ written: 3 });
    const trades = (await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data as Trade[];
    expect(trades.map((x) => [x.lots, x.price])).toEqual([
      [10, 3000],
      [1, 3000.5],
      [1, 3000],
    ]);
    const history = (await t.call('/v2/tradeRecord/trade/history', { id: trades[0].id }, alice)).body.data as TradeChange[];
    expect(history.map((h) => h.action)).toEqual(['import']);
  });

  test('an Excel workbook (first sheet, date cells as exchange wall-clock time, Chinese headers) imports the same way', async () => {
    const book = await newBook(alice, { name: 'Excel' });
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('fills');
    sheet.addRow(['时间', '合约', '方向', '手数', '价格', '手续费']);
    sheet.addRow([new Date(Date.UTC(2025, 0, 2, 9, 30)), 'SHFE.FU2505', '买', 2, 3010, 4]);
    sheet.addRow(['2025-01-02 14:00', 'SHFE.FU2505', '卖', 1, 3020, 2]);
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const res = await t.call('/v2/tradeRecord/trade/import/commit', { bookId: book.id, fileName: 'fills.xlsx', format: 'xlsx', content }, alice);
    expect(res.body.data).toEqual({ written: 2 });
    const trades = (await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data as Trade[];
    expect(trades.map((x) => [x.time, x.side, x.lots, x.fee])).toEqual([
      [sh('2025-01-02T09:30'), 'buy', 2, 4],
      [sh('2025-01-02T14:00'), 'sell', 1, 2],
    ]);
  });

  test("the import refuses rows before the book's first day like single entry, with the values the page words them with", async () => {
    const book = await newBook(alice, { name: 'Import start', startDate: '2025-01-06' });
    const file = ['time,instrument,side,lots,price', '2025-01-03 10:00,SHFE.FU2505,buy,1,3000', '2025-01-03 21:30,SHFE.FU2505,buy,1,3000'].join('\n');
    const body = { bookId: book.id, fileName: 'early.csv', format: 'csv', content: b64(file) };
    const { rows, errors } = (await t.call('/v2/tradeRecord/trade/import/preview', body, alice)).body.data;
    expect(rows.map((r) => [r.row, r.tradingDate])).toEqual([[3, '2025-01-06']]);
    expect(errors).toEqual([
      {
        row: 2,
        column: 'time',
        code: 'beforeStart',
        message: "2025-01-03 10:00 counts to 2025-01-03, before the book's first day 2025-01-06",
        values: { time: '2025-01-03 10:00', tradingDate: '2025-01-03', start: '2025-01-06' },
      },
    ]);
    expectApiError(await t.call('/v2/tradeRecord/trade/import/commit', body, alice), 'tradeImportInvalid');
    expect((await t.call('/v2/tradeRecord/trade/list', { bookId: book.id }, alice)).body.data).toEqual([]);
  });

  test('a time on a weekend or an exchange holiday is "not a trading day"; other times name the sessions with their time zone', async () => {
    const book = await newBook(alice, { name: 'Sessions', startDate: '2024-12-02' });
    const file = [
      'time,instrument,side,lots,price',
      '2025-01-04 10:00,ICE.BRENT2503,buy,1,75', // Saturday in London
      '2025-01-01 10:00,SHFE.FU2505,buy,1,3000', // New Year's Day: a holiday of the Chinese exchanges' calendar
      '2025-01-02 12:00,SHFE.FU2505,buy,1,3000', // Thursday, SHFE lunch break
      '2025-01-03 22:30,SHFE.FU2505,buy,1,3000', // Friday's night session (21:00-23:00): no warning
    ].join('\n');
    const res = await t.call('/v2/tradeRecord/trade/import/preview', { bookId: book.id, fileName: 's.csv', format: 'csv', content: b64(file) }, alice);
    expect(res.body.data.errors).toEqual([]);
    const warnings = res.body.data.warnings.map((w) => [w.row, w.code, w.values]);
    expect(warnings).toEqual([
      [2, 'notTradingDay', { time: '2025-01-04 10:00', date: '2025-01-04', exchange: 'ICE', dayKind: 'weekend' }],
      [3, 'notTradingDay', { time: '2025-01-01 10:00', date: '2025-01-01', exchange: 'SHFE', dayKind: 'holiday' }],
      [4, 'outsideSession', expect.objectContaining({ time: '2025-01-02 12:00', timeZone: 'Asia/Shanghai' })],
    ]);
    expect(res.body.data.warnings[2].values.sessions).toContain('10:30-11:30');
    expect(res.body.data.warnings[0].message).not.toContain('outside the sessions');
  });

  test('an unreadable, empty or header-less file is a file-level error (row 0 or 1)', async () => {
    const book = await newBook(alice, { name: 'Files' });
    const preview = async (content: string, format = 'csv') =>
      (await t.call('/v2/tradeRecord/trade/import/preview', { bookId: book.id, fileName: 'f', format, content }, alice)).body.data.errors.map((e) => [
        e.row,
        e.code,
      ]);
    expect(await preview(b64('Time,Instrument,Side,Lots,Price'))).toEqual([[0, 'empty']]);
    expect(await preview(b64('Time,Instrument,Side,Lots\n2025-01-02 10:00,SHFE.FU2505,buy,1'))).toEqual([[1, 'missingColumn']]);
    expect(await preview(b64('not a workbook'), 'xlsx')).toEqual([[0, 'badFile']]);
  });
});

describe('positions and NAV', () => {
  test('positions: FIFO across the FU lot change of 2018-07-16, marked to the latest stored settlement', async () => {
    // The domain test's example (tests/domain/fifoPositions.test.ts) through the server: FU1809 bought 2 lots of
    // 50 t on 2018-07-10 and 3 lots of 10 t on 2018-07-20, 3 sold (30 t) on 2018-07-25. Issue 18: FIFO matches
    // tonnes, so the 30 t sold close 30 t of the first 50 t lots: realised (2200 - 2000) x 30 = 6000; open 70 t @ 2000
    // (1.4 lots of 50 t) and 30 t @ 2100 (was: 21000 realised on 110 t closed and 2 lots @ 2100 open).
    const book = await newBook(alice, { name: 'FU 2018', startDate: '2018-07-10' });
    for (const [time, side, lots, price] of [
      ['2018-07-10T10:00', 'buy', 2, 2000],
      ['2018-07-20T10:00', 'buy', 3, 2100],
      ['2018-07-25T10:00', 'sell', 3, 2200],
    ] as const) {
      const res = await t.call('/v2/tradeRecord/trade/save', trade(book.id, { time: sh(time), instrument: 'SHFE.FU1809', side, lots, price }), alice);
      expect(res.status).toBe(200);
    }
    await t.app.bars.upsert([
      bar('SHFE.FU1809', '2018-07-26', 2140),
      bar('SHFE.FU1809', '2018-07-27', 2150),
      { ...bar('SHFE.FU1809', '2018-07-30', 0), settle: null },
    ]);
    const res = await t.call('/v2/tradeRecord/positions', { bookId: book.id }, alice);
    expect(res.status).toBe(200);
    expect(res.body.data.positions).toEqual([
      {
        instrument: 'SHFE.FU1809',
        currency: 'CNY',
        netLots: 4.4,
        // (70 x 2000 + 30 x 2100) / 100 t
        averageOpenPrice: 2030,
        realised: 6000,
        fees: 0,
        settle: 2150,
        settleDate: '2018-07-27',
        // (2150 - 2000) x 70 t + (2150 - 2100) x 30 t
        unrealised: 12000,
        multiplier: 10,
        demo: false,
      },
    ]);
    expect(res.body.data.demo).toBe(false);
  });

  test('NAV: marked to each settlement, deposits and withdrawals at the NAV before them (tests/domain/unitNav.test.ts numbers)', async () => {
    const book = await newBook(alice, { name: 'NAV' });
    for (const [time, side, price, fee] of [
      ['2025-01-02T10:00', 'buy', 3000, 50],
      ['2025-01-07T10:00', 'sell', 3030, 50],
    ] as const) {
      await t.call('/v2/tradeRecord/trade/save', trade(book.id, { time: sh(time), instrument: 'SHFE.FU2505', side, lots: 10, price, fee }), alice);
    }
    await t.call('/v2/tradeRecord/flow/create', { bookId: book.id, date: '2025-01-03', amount: 500_000, note: 'top-up' }, alice);
    await t.call('/v2/tradeRecord/flow/create', { bookId: book.id, date: '2025-01-07', amount: -200_000, note: '' }, alice);
    await t.app.bars.upsert(
      (
        [
          ['2025-01-02', 3010],
          ['2025-01-03', 2990],
          ['2025-01-06', 3020],
          ['2025-01-07', 3025],
          ['2025-01-08', 3040],
        ] as const
      ).map(([date, settle]) => bar('SHFE.FU2505', date, settle, true)),
    );
    const res = await t.call('/v2/tradeRecord/nav', { bookId: book.id }, alice);
    expect(res.status).toBe(200);
    const { points, demo, fxSource } = res.body.data as { points: NavPoint[]; demo: boolean; fxSource: string };
    expect(demo).toBe(true);
    expect(fxSource).toBe('fx.usdcny');
    expect(points.map((p) => p.date)).toEqual(['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07', '2025-01-08']);
    expect(points[0].nav).toBeCloseTo(1.00095, 12);
    expect(points[1]).toMatchObject({ flow: 500_000, equity: 1_498_950 });
    expect(points[1].nav).toBeCloseTo(0.99895, 12);
    const nav4 = (0.99895 * 1_502_900) / 1_498_950;
    expect(points[3]).toMatchObject({ realised: 3000, fees: 100, flow: -200_000, equity: 1_302_900 });
    expect(points[3].nav).toBeCloseTo(nav4, 12);
    // Flat after the close: the last day keeps the NAV.
    expect(points[4].nav).toBeCloseTo(nav4, 12);
    expect(points[4].dailyReturn).toBe(0);
    expect(points[1].drawdown).toBeCloseTo(0.99895 / 1.00095 - 1, 12);
  });

  test('positions and NAV mark to the same settlement: the latest stored on or before the day, even before the fill (issue 18)', async () => {
    // The only stored settlement of FU2509 is Friday 2025-01-03's; the book starts and trades on Monday. Before, the
    // NAV read bars from the book's start and Positions from the first fill, each over its own range.
    const book = await newBook(alice, { name: 'One mark', startDate: '2025-01-06' });
    await t.call(
      '/v2/tradeRecord/trade/save',
      trade(book.id, { time: sh('2025-01-06T10:00'), instrument: 'SHFE.FU2509', side: 'buy', lots: 1, price: 3000 }),
      alice,
    );
    await t.app.bars.upsert([bar('SHFE.FU2509', '2025-01-03', 2990)]);
    const position = (await t.call('/v2/tradeRecord/positions', { bookId: book.id }, alice)).body.data.positions[0];
    expect(position).toMatchObject({ settle: 2990, settleDate: '2025-01-03', unrealised: -100 });
    const nav = (await t.call('/v2/tradeRecord/nav', { bookId: book.id }, alice)).body.data;
    expect(nav.unmarked).toEqual([]);
    expect(nav.points.map((p: NavPoint) => [p.date, p.unrealised])).toEqual([['2025-01-06', -100]]);
  });

  test('NAV of a USD instrument converts at the dated USD/CNY reference rate of each day', async () => {
    const book = await newBook(alice, { name: 'Brent', initialCash: 100_000 });
    await t.call(
      '/v2/tradeRecord/trade/save',
      trade(book.id, { time: Date.parse('2025-01-02T12:00:00Z'), instrument: 'ICE.BRENT2503', side: 'buy', lots: 1, price: 80, fee: 2 }),
      alice,
    );
    await t.app.bars.upsert([bar('ICE.BRENT2503', '2025-01-02', 81)]);
    const fx = t.app.reference.rateAsOf('fx.usdcny', '2025-01-02')?.value as number;
    expect(fx).toBeGreaterThan(6);
    const points = (await t.call('/v2/tradeRecord/nav', { bookId: book.id }, alice)).body.data.points as NavPoint[];
    // 1 lot of 1000 bbl: (81 - 80) x 1000 USD unrealised, 2 USD fee, both at the day's rate.
    expect(points[0].unrealised).toBeCloseTo(1000 * fx, 9);
    expect(points[0].equity).toBeCloseTo(100_000 + 998 * fx, 9);
  });
});
