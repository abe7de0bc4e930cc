/**
 * Backtests on a main contract (issue 18, "Main contract"; docs/analytics/backtesting.md), on SQLite and on
 * PostgreSQL with TEST_DATABASE_URL: the answer says whether the `@main` series is adjusted and names its rolls;
 * 'difference' and 'ratio' back-adjustment give the hand-computed series; other inputs refuse an adjustment; a
 * malformed `adjust` answers 400, never 500.
 *
 * The known answer: two FU contracts over six days. FU2609's open interest falls (5000, 4000, 3000, ...), FU2701's
 * rises (1000, 2000, 3500, ...): on day 2 FU2701 leads (3500 > 3000), so by the previous day's open interest the
 * series rolls into it on day 3. On day 3 FU2609 closes 106 and FU2701 126: a gap of +20, a ratio of 126 / 106.
 *   unadjusted: 100, 102, 104 | 126, 130, 135   (day 3's return 126 / 104 - 1 = +21.2 %: the roll gap, not a move)
 *   difference: 120, 122, 124 | 126, 130, 135   (earlier days + 20)
 *   ratio:      100 r, 102 r, 104 r | 126, 130, 135 with r = 126 / 106 (day 3's return is FU2609's own, 106 / 104 - 1)
 */
import type { MainRoll, RunBody, RunResult } from '../../common/contract/backtesting';
import type { Bar } from '../../common/contract/marketData';
import { createUser } from '../../server/features/user/createUser';
import { expectApiError } from './apiErrors';
import { makeTestApp, type TestApp } from './helpers';

const DAY = 86_400_000;
const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const START = d('2025-06-02');
const day = (i: number) => START + i * DAY;

const bar = (instrument: string, ts: number, close: number, oi: number): Bar => ({
  instrument,
  interval: '1d',
  ts,
  open: close,
  high: close,
  low: close,
  close,
  settle: close,
  volume: 100,
  oi,
  demo: false,
  source: 'test',
});

const NEAR = { close: [100, 102, 104, 106, 108, 110], oi: [5000, 4000, 3000, 2000, 1000, 500] };
const FAR = { close: [120, 121, 123, 126, 130, 135], oi: [1000, 2000, 3500, 4000, 5000, 6000] };

const asIs = (input: RunBody['input']): RunBody => ({
  input,
  mode: 'asIs',
  sizing: { kind: 'unit' },
  costs: { value: 0, unit: 'price' },
  slippage: { value: 0, unit: 'price' },
  capital: 1_000_000,
  metrics: { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' },
  rollingWindow: 2,
});
const MAIN = { kind: 'address', address: 'md:SHFE.FU@main', from: day(0), to: day(5) } as const;
const ROLL: MainRoll = { t: day(3), from: 'SHFE.FU2609', to: 'SHFE.FU2701', gap: 20 };

let t: TestApp;
let bt: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  await createUser(t.db, t.clock.now(), {
    username: 'bt_main',
    password: 'Backtest@12345',
    role: 'trader',
    paths: ['/tool/calculator/backtesting', '/tool/trade/realtime/fu'],
  });
  bt = await t.tokenFor('bt_main');
  const bars: Bar[] = [];
  for (let i = 0; i < 6; i++) bars.push(bar('SHFE.FU2609', day(i), NEAR.close[i], NEAR.oi[i]), bar('SHFE.FU2701', day(i), FAR.close[i], FAR.oi[i]));
  // A later pair where the held contract stops before the roll (FU3009's last bar is on day 2 of 2030-06): no gap
  // can be measured on the roll date, so the series cannot be back-adjusted there.
  const later = d('2030-06-03');
  for (let i = 0; i < 5; i++) {
    if (i < 3) bars.push(bar('SHFE.FU3009', later + i * DAY, 300 + i, 5000));
    bars.push(bar('SHFE.FU3101', later + i * DAY, 320 + i, 100));
  }
  await t.app.bars.upsert(bars);
});
afterAll(() => t?.close());

const run = async (body: unknown) => t.call('/v2/backtesting/run', body, bt);
const result = async (adjust?: RunBody['input']['adjust']) => {
  const res = await run(asIs({ ...MAIN, ...(adjust ? { adjust } : {}) }));
  expect(res.status).toBe(200);
  return res.body.data as RunResult;
};

describe('@main backtests say whether the series is adjusted', () => {
  test('unadjusted (the default): the held contracts own closes, the roll gap shows as a return, the roll named', async () => {
    const data = await result();
    expect(data.adjusted).toBe('none');
    expect(data.rolls).toEqual([ROLL]);
    expect(data.price).toEqual([100, 102, 104, 126, 130, 135]);
    expect(data.nav[3] / data.nav[2] - 1).toBeCloseTo(126 / 104 - 1, 12);
    expect((await result('none')).price).toEqual(data.price);
  });

  test('difference: earlier days shifted by the roll gap new - old (+20), the latest contract unchanged', async () => {
    const data = await result('difference');
    expect(data.adjusted).toBe('difference');
    expect(data.rolls).toEqual([ROLL]);
    expect(data.price).toEqual([120, 122, 124, 126, 130, 135]);
    // A different series from the unadjusted one: not answered from its cache entry.
    expect(data.hash).not.toBe((await result('none')).hash);
  });

  test("ratio: earlier days scaled by 126 / 106; day 3's return is the held contract's own (106 / 104)", async () => {
    const data = await result('ratio');
    const r = 126 / 106;
    expect(data.adjusted).toBe('ratio');
    const expected = [100 * r, 102 * r, 104 * r, 126, 130, 135];
    expect(data.price).toHaveLength(expected.length);
    for (const [i, p] of data.price.entries()) expect(p).toBeCloseTo(expected[i], 10);
    expect(data.nav[3] / data.nav[2] - 1).toBeCloseTo(106 / 104 - 1, 12);
  });

  test('a rule run and a sweep estimate read the same adjusted series', async () => {
    const body: RunBody = { ...asIs({ ...MAIN, adjust: 'difference' }), mode: 'rule', rule: { kind: 'maCross', fast: 1, slow: 2 } };
    const res = await run(body);
    expect(res.status).toBe(200);
    expect((res.body.data as RunResult).price).toEqual([120, 122, 124, 126, 130, 135]);
    const estimate = await t.call('/v2/backtesting/estimate', { ...body, grid: { fast: [1] } }, bt);
    expect(estimate.body.data).toMatchObject({ bars: 6 });
  });

  test('other inputs: adjusted null, no rolls; asking them for an adjustment answers backtestInput on input.adjust', async () => {
    const dated = await run(asIs({ kind: 'address', address: 'md:SHFE.FU2609', from: day(0), to: day(5) }));
    expect(dated.status).toBe(200);
    expect(dated.body.data).toMatchObject({ adjusted: null, rolls: [] });
    for (const input of [
      { kind: 'address', address: 'md:SHFE.FU2609', from: day(0), to: day(5), adjust: 'ratio' },
      {
        kind: 'points',
        name: 'x.csv',
        points: [
          [day(0), 1],
          [day(1), 2],
        ],
        adjust: 'difference',
      },
    ] satisfies RunBody['input'][]) {
      const res = await run(asIs(input));
      expectApiError(res, 'backtestInput');
      expect(res.body.fields).toEqual({ 'input.adjust': 'api.error.backtestInput' });
    }
  });

  test('a roll without the old contract on the roll date: unadjusted with the gap unknown; adjusted refused, not a 500', async () => {
    const input = { kind: 'address', address: 'md:SHFE.FU@main', from: d('2030-06-03'), to: d('2030-06-07') } as const;
    const none = await run(asIs(input));
    expect(none.status).toBe(200);
    expect((none.body.data as RunResult).rolls).toEqual([{ t: d('2030-06-06'), from: 'SHFE.FU3009', to: 'SHFE.FU3101', gap: null }]);
    for (const adjust of ['difference', 'ratio'] as const) {
      const res = await run(asIs({ ...input, adjust }));
      expectApiError(res, 'backtestInput');
      expect(res.body.fields).toEqual({ 'input.adjust': 'api.error.backtestInput' });
    }
  });

  test('a malformed adjust answers 400 (badRequest), never 500', async () => {
    for (const adjust of ['Ratio', 'back', '', 1, null, true, ['ratio'], { kind: 'ratio' }]) {
      expectApiError(await run(asIs({ ...MAIN, adjust } as never)), 'badRequest');
    }
  });
});
