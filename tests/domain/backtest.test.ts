/**
 * common/domain/backtest.ts. Source of the expected numbers: hand-worked examples written out next to each test
 * (the accounting of docs/analytics/backtesting.md: cash + position x multiplier x close; fills on the next bar).
 */
import {
  BacktestInputError,
  type BacktestOptions,
  type PriceBar,
  evaluateSeries,
  gridPoints,
  gridSize,
  runBacktest,
  signalsOf,
} from '../../common/domain/backtest';
import { computeMetrics } from '../../common/domain/metrics';
import { rollingSharpe } from '../../common/domain/rolling';

const DAY = 86_400_000;
const bars = (closes: number[], opens?: (number | null)[]): PriceBar[] => closes.map((close, i) => ({ t: i * DAY, close, open: opens?.[i] ?? null }));

/** The hand-worked closes of the z-score examples below. */
const CLOSES = [10, 11, 10, 14, 10, 11];

const Z: BacktestOptions = {
  rule: { kind: 'zScore', window: 3, entry: 1, exit: 0.5 },
  sizing: { kind: 'lots', lots: 2, multiplier: 10 },
  costs: { value: 1, unit: 'price' },
  slippage: { value: 1, unit: 'ticks', tick: 0.5 },
  capital: 1000,
};

describe('z-score signals (hand-worked, window 3, entry 1, exit 0.5)', () => {
  // Issue 18: the z-score is the close against the 3 closes before it (trailingScores.ts, the close excluded), no
  // longer against a window that holds the close itself; the examples are worked again under that definition.
  // closes 10 11 10 14 10 11
  // i<3: fewer than 3 closes before -> no z, flat
  // i=3 [10,11,10]: mean 10.333, std sqrt(1/3) = 0.5774, z = 3.667 / 0.5774 = 6.35 > 1 -> short
  // i=4 [11,10,14]: mean 11.667, std sqrt(13/3) = 2.082, z = -1.667 / 2.082 = -0.80 <= 0.5 -> exit (flat)
  // i=5 [10,14,10]: mean 11.333, std sqrt(16/3) = 2.309, z = -0.144 -> stays flat
  it('asks short on the spike and flat when back inside ±exit', () => {
    expect(signalsOf(CLOSES, Z.rule)).toEqual([0, 0, 0, -1, 0, 0]);
  });

  it('no z-score against a flat window: [10, 10, 10] then 13 asks nothing', () => {
    expect(signalsOf([10, 10, 10, 13], Z.rule)).toEqual([0, 0, 0, 0]);
  });

  it('a stop exits beyond ±stop and blocks re-entry until |z| < entry', () => {
    // window 3 entry 1 exit 0.2 stop 1.1: i=3 z = 6.35 > stop -> no entry (beyond the stop)
    expect(signalsOf([10, 11, 10, 14], { kind: 'zScore', window: 3, entry: 1, exit: 0.2, stop: 1.1 })).toEqual([0, 0, 0, 0]);
    // Entry then stop, window 4 entry 1 exit 0.1 stop 1.3, closes 10 11 10 11 11.2 12:
    // i=4 [10,11,10,11] mean 10.5 std 0.5774 z = 0.7 / 0.5774 = 1.212 -> short (1 < z <= 1.3);
    // i=5 [11,10,11,11.2] mean 10.8 std sqrt(0.88/3) = 0.5416 z = 1.2 / 0.5416 = 2.216 > 1.3 -> stopped out, blocked.
    expect(signalsOf([10, 11, 10, 11, 11.2, 12], { kind: 'zScore', window: 4, entry: 1, exit: 0.1, stop: 1.3 })).toEqual([0, 0, 0, 0, -1, 0]);
  });
});

describe('fills on the next bar, costs and slippage (hand-worked)', () => {
  it('fills at the next open when the series has opens', () => {
    // Signal short at bar 3's close -> sell 2 lots at bar 4's open 12 less 1 tick (0.5) = 11.5; cost 1 x 10 per lot = 20.
    // cash = 1000 + 2 x 10 x 11.5 - 20 = 1210; equity at close 10 = 1210 - 2 x 10 x 10 = 1010.
    // Signal flat at bar 4's close -> buy 2 at bar 5's open 8 + 0.5 = 8.5; cost 20; cash = 1210 - 170 - 20 = 1020.
    const r = runBacktest(bars(CLOSES, [null, 10, 10, 10, 12, 8]), Z);
    expect(r.equity).toEqual([1000, 1000, 1000, 1000, 1010, 1020]);
    expect(r.positions).toEqual([0, 0, 0, 0, -2, 0]);
    expect(r.totalCosts).toBe(40);
    expect(r.fills).toBe(2);
    expect(r.trades).toEqual([
      // pnl = -1 x 2 x 10 x (8.5 - 11.5) - 20 - 20 = 20
      { direction: -1, quantity: 2, entryTime: 4 * DAY, entryPrice: 11.5, exitTime: 5 * DAY, exitPrice: 8.5, pnl: 20, holdingDays: 1 },
    ]);
    expect(r.nav[5]).toBeCloseTo(1.02, 12);
    expect(r.returns).toHaveLength(5);
    expect(r.returns[3]).toBeCloseTo(0.01, 12);
    expect(r.returns[4]).toBeCloseTo(1020 / 1010 - 1, 12);
  });

  it('fills at the next close without opens', () => {
    // sell at bar 4's close 10 - 0.5 = 9.5: cash 1000 + 190 - 20 = 1170, equity 1170 - 200 = 970;
    // buy at bar 5's close 11 + 0.5 = 11.5: cash 1170 - 230 - 20 = 920; trade pnl -20 x 2 - 40 = -80.
    const r = runBacktest(bars(CLOSES), Z);
    expect(r.equity).toEqual([1000, 1000, 1000, 1000, 970, 920]);
    expect(r.trades[0]).toMatchObject({ entryPrice: 9.5, exitPrice: 11.5, pnl: -80 });
  });

  it('unit exposure with costs in basis points, a reversal and an open trade at the end', () => {
    // MA cross fast 1 slow 2 on closes 10 10 12 11 15: slow SMA - 10 11 11.5 13 -> signals 0 0 1 -1 1.
    const closes = [10, 10, 12, 11, 15];
    const rule = { kind: 'maCross', fast: 1, slow: 2 } as const;
    expect(signalsOf(closes, rule)).toEqual([0, 0, 1, -1, 1]);
    const r = runBacktest(bars(closes), {
      rule,
      sizing: { kind: 'unit' },
      costs: { value: 10, unit: 'bps' },
      slippage: { value: 0, unit: 'price' },
      capital: 1000,
    });
    // bar 3: buy q1 = 1000 / 11 at 11, cost 0.001 x 11 x q1 = 1, cash = -1, equity = -1 + 11 q1 = 999.
    const q1 = 1000 / 11;
    expect(r.equity[3]).toBeCloseTo(999, 9);
    // bar 4: equity at the fill -1 + 15 q1; short q2 = that / 15; sell q1 + q2 at 15, cost 0.001 x 15 x (q1 + q2).
    const q2 = (-1 + 15 * q1) / 15;
    const cash = -1 + 15 * (q1 + q2) - 0.001 * 15 * (q1 + q2);
    expect(r.equity[4]).toBeCloseTo(cash - 15 * q2, 9);
    expect(r.positions[4]).toBeCloseTo(-q2, 9);
    expect(r.trades).toHaveLength(2);
    // the long: (15 - 11) q1 less its entry cost (1) and its exit share (0.001 x 15 x q1)
    expect(r.trades[0].pnl).toBeCloseTo(4 * q1 - 1 - 0.015 * q1, 9);
    // the short is still open at the last bar: marked at the last close, entry cost only
    expect(r.trades[1]).toMatchObject({ direction: -1, exitTime: null, exitPrice: null });
    expect(r.trades[1].pnl).toBeCloseTo(-0.015 * q2, 9);
  });
});

describe('no look-ahead', () => {
  // A deterministic zig-zag random walk (a linear congruential generator with a fixed seed: reproducible).
  const walk = (n: number, seed: number): number[] => {
    let s = seed;
    let p = 100;
    return Array.from({ length: n }, () => {
      s = (s * 1103515245 + 12345) % 2147483648;
      p += (s / 2147483648 - 0.5) * 4;
      return p;
    });
  };

  it.each([
    ['zScore', { kind: 'zScore', window: 20, entry: 1.5, exit: 0.3, stop: 3 }],
    ['maCross', { kind: 'maCross', fast: 5, slow: 20 }],
  ] as const)('changing bars from k on never changes an earlier signal, fill or equity (%s)', (_name, rule) => {
    const closes = walk(300, 7);
    const opens = closes.map((c, i) => (i === 0 ? null : c + 0.3));
    const base = runBacktest(bars(closes, opens), { ...Z, rule });
    expect(base.trades.length).toBeGreaterThan(2);
    for (const k of [50, 120, 200, 299]) {
      const future = closes.map((c, i) => (i >= k ? c * 1.5 + 40 : c));
      const futureOpens = opens.map((o, i) => (i >= k && o !== null ? o * 0.5 : o));
      const changed = runBacktest(bars(future, futureOpens), { ...Z, rule });
      expect(changed.signals.slice(0, k)).toEqual(base.signals.slice(0, k));
      expect(changed.positions.slice(0, k)).toEqual(base.positions.slice(0, k));
      expect(changed.equity.slice(0, k)).toEqual(base.equity.slice(0, k));
      const earlyEntries = (r: typeof base) => r.trades.filter((t) => t.entryTime < k * DAY).map((t) => [t.entryTime, t.entryPrice, t.direction]);
      expect(earlyEntries(changed)).toEqual(earlyEntries(base));
    }
  });
});

describe('net value input and grids', () => {
  it('evaluates a series as is, rebased to 1', () => {
    const r = evaluateSeries([
      { t: 0, value: 2 },
      { t: DAY, value: 2.2 },
      { t: 2 * DAY, value: 1.98 },
    ]);
    expect(r.nav).toEqual([1, 1.1, 0.99]);
    expect(r.returns[0]).toBeCloseTo(0.1, 12);
    expect(r.returns[1]).toBeCloseTo(-0.1, 12);
  });

  it('a price at or below zero: kept in the path, every metric refused naming that return (WTI 2020-04-20)', () => {
    // EIA Cushing WTI spot (FRED DCOILWTICO): 2020-04-17 18.31, 2020-04-20 -36.98, 2020-04-21 8.91. Issue 18: the
    // return into -36.98 is -3.02 (below -100 %) and compounding it gave a "cumulative return"; now refused.
    const d = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    const r = evaluateSeries([
      { t: d('2020-04-16'), value: 19.87 },
      { t: d('2020-04-17'), value: 18.31 },
      { t: d('2020-04-20'), value: -36.98 },
      { t: d('2020-04-21'), value: 8.91 },
    ]);
    const m = computeMetrics(r.returns, { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(m.totalLossIndex).toBe(1);
    expect(r.t[(m.totalLossIndex as number) + 1]).toBe(d('2020-04-20'));
    expect(m.values.cumulativeReturn).toBeNull();
    expect(m.problems.cumulativeReturn).toBe('totalLoss');
    expect(Object.values(m.values).every((v) => v === null)).toBe(true);
  });

  it('bad input is a clear error, never NaN', () => {
    expect(() => evaluateSeries([{ t: 0, value: 1 }])).toThrow(BacktestInputError);
    expect(() =>
      evaluateSeries([
        { t: 0, value: 0 },
        { t: 1, value: 1 },
      ]),
    ).toThrow(/notPositive at 0/);
    expect(() => runBacktest(bars([1, Number.NaN, 2]), Z)).toThrow(/notFinite at 1/);
    expect(() =>
      runBacktest(
        [
          { t: 1, close: 1 },
          { t: 1, close: 2 },
        ],
        Z,
      ),
    ).toThrow(/notAscending/);
    expect(() => runBacktest(bars([1, 2, 3]), { ...Z, rule: { kind: 'zScore', window: 3, entry: 1, exit: 2 } })).toThrow(/badParameter \(exit\)/);
    expect(() => runBacktest(bars([1, 2, 3]), { ...Z, rule: { kind: 'maCross', fast: 5, slow: 5 } })).toThrow(/badParameter \(slow\)/);
  });

  it('grid points: every combination, first parameter slowest', () => {
    const grid = { window: [20, 60], entry: [1.5, 2, 2.5] };
    expect(gridSize(grid)).toBe(6);
    expect(gridPoints(grid)).toEqual([
      { window: 20, entry: 1.5 },
      { window: 20, entry: 2 },
      { window: 20, entry: 2.5 },
      { window: 60, entry: 1.5 },
      { window: 60, entry: 2 },
      { window: 60, entry: 2.5 },
    ]);
  });

  it('rolling Sharpe: mean / std x sqrt(P) of each full window (hand-worked)', () => {
    // window [0.01, 0.03]: mean 0.02, std sqrt(0.0002) = 0.014142, x sqrt(4) = 2.828427
    const r = rollingSharpe([0.01, 0.03, null, 0.02, 0.02], 2, 0, 4);
    expect(r[0]).toBeNull();
    expect(r[1]).toBeCloseTo((0.02 / Math.sqrt(0.0002)) * 2, 12);
    expect(r[2]).toBeNull(); // a missing value in the window
    expect(r[4]).toBeNull(); // no spread
  });
});
