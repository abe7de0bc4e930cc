/**
 * A backtest on a trade-record book (issue 10: "input a net-value series from a book"): the book's daily unit net
 * value, exactly as /v2/tradeRecord/nav answers it, evaluated as it is; the book's owner only, and only with the
 * trade records page's key as well as the backtesting one.
 */
import type { Bar } from '../../common/contract/marketData';
import type { RunBody, RunResult } from '../../common/contract/backtesting';
import type { TradeNav } from '../../common/contract/tradeRecord';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const START = Date.parse('2024-01-01T00:00:00Z');
const N = 120;
const closeAt = (i: number) => 3000 + 50 * Math.sin(i / 5) + i;
const bar = (i: number): Bar => ({
  instrument: 'SHFE.FU2601',
  interval: '1d',
  ts: START + i * DAY,
  open: closeAt(i),
  high: closeAt(i) + 5,
  low: closeAt(i) - 5,
  close: closeAt(i),
  settle: closeAt(i),
  volume: 100,
  oi: 1000,
  demo: false,
  source: 'test',
});

let t: TestApp;
let owner: string;
let other: string;
let noBooksKey: string;
let bookId: string;

const asIs = (input: RunBody['input']): RunBody => ({
  input,
  mode: 'asIs',
  sizing: { kind: 'unit' },
  costs: { value: 0, unit: 'price' },
  slippage: { value: 0, unit: 'price' },
  capital: 1_000_000,
  metrics: { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' },
  rollingWindow: 20,
});

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  const now = t.clock.now();
  const both = ['/tool/calculator/backtesting', '/tool/trade/record', '/tool/trade/realtime/fu'];
  await createUser(t.db, now, { username: 'book_owner', password: 'Backtest@12345', role: 'trader', paths: both });
  await createUser(t.db, now, { username: 'book_other', password: 'Backtest@12345', role: 'trader', paths: both });
  await createUser(t.db, now, { username: 'book_nokey', password: 'Backtest@12345', role: 'trader', paths: ['/tool/calculator/backtesting'] });
  [owner, other, noBooksKey] = await Promise.all(['book_owner', 'book_other', 'book_nokey'].map((u) => t.tokenFor(u)));
  await t.app.market.bars.upsert(Array.from({ length: N }, (_, i) => bar(i)));
  const book = await t.call('/v2/tradeRecord/book/create', { name: 'Spread book', initialCash: 1_000_000, startDate: '2024-01-02' }, owner);
  expect(book.status).toBe(200);
  bookId = book.body.data.id;
  const trade = await t.call(
    '/v2/tradeRecord/trade/save',
    // 10:00 in Shanghai on 2024-01-03, inside the day session.
    { bookId, time: Date.parse('2024-01-03T02:00:00Z'), instrument: 'SHFE.FU2601', side: 'buy', lots: 5, price: closeAt(2), fee: 10, strategy: '', note: '' },
    owner,
  );
  expect(trade.status).toBe(200);
});
afterAll(() => t?.close());

test("the book's unit net value, as the trade records page computes it, is the backtest's series", async () => {
  const nav = (await t.call('/v2/tradeRecord/nav', { bookId }, owner)).body.data as TradeNav;
  expect(nav.points.length).toBeGreaterThan(50);
  const res = await t.call('/v2/backtesting/run', asIs({ kind: 'book', bookId }), owner);
  expect(res.status).toBe(200);
  const data = res.body.data as RunResult;
  expect(data.t).toEqual(nav.points.map((p) => Date.parse(`${p.date}T00:00:00Z`)));
  // "As it is": the net value rebased to its first value, which is the book's 1.0.
  expect(data.nav.map((v) => Number(v.toFixed(12)))).toEqual(nav.points.map((p) => Number((p.nav / nav.points[0].nav).toFixed(12))));
  expect(data.source).toBe('tradeRecord');
  expect(data.metrics.observations).toBe(nav.points.length - 1);
});

test("another user's book is not found; without the trade records page's key a book is refused", async () => {
  expectApiError(await t.call('/v2/backtesting/run', asIs({ kind: 'book', bookId }), other), 'notFound');
  expectApiError(await t.call('/v2/backtesting/run', asIs({ kind: 'book', bookId }), noBooksKey), 'forbidden');
  const missing = await t.call('/v2/backtesting/run', asIs({ kind: 'book' }), owner);
  expectApiError(missing, 'backtestInput');
  expect(missing.body.fields).toEqual({ 'input.bookId': 'api.error.backtestInput' });
});
