/**
 * The `@main` roll kept across writes (server/features/marketData/schemes/mdScheme.ts), on the real bar store, SQLite or
 * PostgreSQL (TEST_DATABASE_URL): daily bars written from the roll's last day on continue it (only those days are read
 * again), a daily bar written before it drops it; either way the answers are exactly those of a roll run from the
 * first day (the cache dropped by hand), for the series call, the held days (backtests) and the contract held next
 * (live `@main` ticks).
 */
import type { Bar } from '../../common/contract/marketData';
import { parseInstrument } from '../../common/market/address';
import { mainContractPath } from '../../server/features/marketData/mainContract';
import type { MdScheme } from '../../server/features/marketData/schemes/mdScheme';
import { makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const START = Date.parse('2025-03-03T00:00:00Z');
const PRODUCT = 'SHFE.FU';

/** A daily bar of day `i` (from START) whose close names the contract and the day: 2609.04 is FU2609 on day 4. */
const bar = (contract: string, i: number, oi: number): Bar => {
  const close = Number(contract) + i / 100;
  return {
    instrument: `SHFE.FU${contract}`,
    interval: '1d',
    ts: START + i * DAY,
    open: close,
    high: close,
    low: close,
    close,
    settle: close,
    volume: 1,
    oi,
    demo: false,
    source: 'test',
  };
};

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
});

afterAll(async () => {
  await t.close();
});

const md = () => t.app.mainContracts as unknown as MdScheme;

/** What the server answers for FU@main now: the daily series, the held days and the contract held next. */
async function answers() {
  const res = await t.call(
    '/v2/marketData/series',
    { address: `md:${PRODUCT}@main`, from: START, to: START + 60 * DAY, interval: '1d', maxPoints: 10_000 },
    admin,
  );
  expect(res.status).toBe(200);
  return {
    points: res.body.data.points,
    held: await t.app.mainContracts.heldDays(PRODUCT, 0, Number.MAX_SAFE_INTEGER),
    next: await md().heldContract(PRODUCT),
  };
}

/** The answers now, and that they equal a roll run again from the first day. */
async function expectSameAsRebuilt() {
  const kept = await answers();
  md().invalidate(PRODUCT);
  expect(await answers()).toEqual(kept);
  return kept;
}

/** The `from` of each open-interest read the next answers make (START, the first stored day: a roll from the start; later: a continuation). */
async function readsFrom(run: () => Promise<unknown>): Promise<number[]> {
  const spy = jest.spyOn(t.app.bars as unknown as { openInterest: (i: readonly string[], from: number) => Promise<unknown> }, 'openInterest');
  try {
    await run();
    return spy.mock.calls.map((call) => call[1]);
  } finally {
    spy.mockRestore();
  }
}

test('continued with new days (a roll among them, a contract first listed), a rewritten last day, then dropped by a write into the past', async () => {
  // Days 0-9: FU2609's open interest 5000 falling by 100 a day, FU2701's 1000 rising by 200: FU2609 held throughout.
  const first: Bar[] = [];
  for (let i = 0; i < 10; i++) first.push(bar('2609', i, 5000 - 100 * i), bar('2701', i, 1000 + 200 * i));
  await t.app.bars.upsert(first);
  const before = await expectSameAsRebuilt();
  expect(before.held.map((d) => d.instrument)).toEqual(Array(10).fill('SHFE.FU2609'));

  // Days 10-14 written day by day, as a feed does: FU2609 falling by 300 a day, FU2701 rising by 250, FU2705 listed from
  // day 12. Each read continues from the last day read (the day before), and the roll happens among the new days.
  for (let i = 10; i < 15; i++) {
    await t.app.bars.upsert([bar('2609', i, 5000 - 300 * i), bar('2701', i, 1000 + 250 * i), ...(i >= 12 ? [bar('2705', i, 10)] : [])]);
    const from = await readsFrom(answers);
    expect(from).toEqual([START + (i - 1) * DAY]);
    await expectSameAsRebuilt();
  }
  const rolled = await answers();
  // Day i's bars decide day i + 1: FU2609 2000 < FU2701 3750 on day 10 already, so day 11 on holds FU2701.
  expect(rolled.held.map((d) => d.instrument.slice(-4))).toEqual([...Array(11).fill('2609'), '2701', '2701', '2701', '2701']);
  expect(rolled.points.at(-1)).toEqual([START + 14 * DAY, 2701.14]);

  // The last day rewritten (today's bar through the session): FU2705's open interest jumps, so it is held next.
  await t.app.bars.upsert([bar('2705', 14, 99_999)]);
  expect(await readsFrom(answers)).toEqual([START + 14 * DAY]);
  const rewritten = await expectSameAsRebuilt();
  expect(rewritten.next).toBe('SHFE.FU2705');
  expect(rewritten.points).toEqual(rolled.points);

  // A write into the past: FU2701 leads on day 3's bars, so the roll moves to day 4. Read again from the first day.
  await t.app.bars.upsert([bar('2701', 3, 9000)]);
  expect(await readsFrom(answers)).toEqual([START]);
  const past = await expectSameAsRebuilt();
  expect(past.held.map((d) => d.instrument.slice(-4))).toEqual([...Array(4).fill('2609'), ...Array(11).fill('2701')]);
  expect(past.points[4]).toEqual([START + 4 * DAY, 2701.04]);
});

test('a roll asked for while a write is committed is continued with it on the next read', async () => {
  await t.app.bars.upsert([bar('2701', 15, 1), bar('2705', 15, 50_000)]);
  // Both at once: the write lands between the roll's read and its answer, or before it; either way the next read has it.
  const [during] = await Promise.all([answers(), t.app.bars.upsert([bar('2705', 16, 60_000), bar('2709', 16, 10)])]);
  expect(during.points.at(-1)?.[0]).toBeGreaterThanOrEqual(START + 15 * DAY);
  const after = await expectSameAsRebuilt();
  expect(after.points.at(-1)).toEqual([START + 16 * DAY, 2705.16]);
});

test('a roll over years of bars, read a year at a time, is the rule over all of them at once', async () => {
  // INE.SC, three years of weekly bars: each month's contract listed 6 months ahead, its open interest peaking as it nears.
  const bars: Bar[] = [];
  const start = Date.parse('2021-01-04T00:00:00Z');
  for (let week = 0; week < 156; week++) {
    const ts = start + week * 7 * DAY;
    const month = new Date(ts).getUTCFullYear() * 12 + new Date(ts).getUTCMonth();
    for (let ahead = 1; ahead <= 6; ahead++) {
      const m = month + ahead;
      const code = `${String(Math.floor(m / 12) % 100).padStart(2, '0')}${String((m % 12) + 1).padStart(2, '0')}`;
      bars.push({ ...bar('0000', 0, 1000 * (7 - ahead) + ((week * 37 + ahead * 11) % 900)), instrument: `INE.SC${code}`, ts });
    }
  }
  await t.app.bars.upsert(bars);
  const held = await t.app.mainContracts.heldDays('INE.SC', 0, Number.MAX_SAFE_INTEGER);
  const whole = mainContractPath(bars, (i) => parseInstrument(i)?.month ?? null);
  expect(held).toEqual(whole.days.map(({ ts, instrument }) => ({ ts, instrument })));
  expect(new Set(held.map((d) => d.instrument)).size).toBeGreaterThan(20);
});
