/**
 * Hand-worked cases for common/domain/continuousSeries.ts (rules in its doc comments; back-adjustment as in
 * docs/domain.md, "Continuous series": the latest contract unchanged, history shifted by the roll gaps
 * (difference) or scaled by the roll ratios (ratio)).
 */
import {
  ContinuousSeriesError,
  continuousSeries,
  rollDatesByDaysBeforeExpiry,
  rollDatesByOpenInterest,
  rollingStrategyReturns,
} from '../../common/domain/continuousSeries';

const A = {
  contract: 'A',
  points: [
    [1, 100],
    [2, 102],
    [3, 101],
    [4, 103],
  ] as [number, number][],
};
const B = {
  contract: 'B',
  points: [
    [1, 105],
    [2, 106],
    [3, 104],
    [4, 107],
    [5, 108],
    [6, 110],
  ] as [number, number][],
};
const ROLL = [{ time: 3, from: 'A', to: 'B' }];

describe('continuousSeries', () => {
  it('follows A before the roll date and B from it (none)', () => {
    const out = continuousSeries([A, B], ROLL);
    expect(out.map((p) => [p.time, p.value, p.contract])).toEqual([
      [1, 100, 'A'],
      [2, 102, 'A'],
      [3, 104, 'B'],
      [4, 107, 'B'],
      [5, 108, 'B'],
      [6, 110, 'B'],
    ]);
  });
  it('shifts history by the roll gap (difference: 104 - 101 = 3)', () => {
    const out = continuousSeries([A, B], ROLL, 'difference');
    expect(out.map((p) => p.value)).toEqual([103, 105, 104, 107, 108, 110]);
    expect(out.map((p) => p.raw)).toEqual([100, 102, 104, 107, 108, 110]);
  });
  it('scales history by the roll ratio (ratio: 104 / 101)', () => {
    const out = continuousSeries([A, B], ROLL, 'ratio');
    expect(out[0].value).toBeCloseTo((100 * 104) / 101, 12);
    expect(out[1].value).toBeCloseTo((102 * 104) / 101, 12);
    expect(out.slice(2).map((p) => p.value)).toEqual([104, 107, 108, 110]);
  });
  it('accumulates two rolls backwards', () => {
    const C = {
      contract: 'C',
      points: [
        [5, 111],
        [6, 112],
      ] as [number, number][],
    };
    const rolls = [...ROLL, { time: 5, from: 'B', to: 'C' }];
    // gaps: A->B 3, B->C 111 - 108 = 3; A's segment moves by 6, B's by 3, C's stays.
    expect(continuousSeries([A, B, C], rolls, 'difference').map((p) => p.value)).toEqual([106, 108, 107, 110, 111, 112]);
  });
  it('names what is wrong with the rolls', () => {
    const problem = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof ContinuousSeriesError ? error.problem : 'other';
      }
      return 'none';
    };
    expect(problem(() => continuousSeries([A, B], [{ time: 5, from: 'A', to: 'B' }], 'difference'))).toBe('noPriceAtRoll');
    expect(problem(() => continuousSeries([A, B], [{ time: 3, from: 'A', to: 'X' }]))).toBe('unknownContract');
    expect(
      problem(() =>
        continuousSeries(
          [A, B],
          [
            { time: 3, from: 'A', to: 'B' },
            { time: 3, from: 'B', to: 'A' },
          ],
        ),
      ),
    ).toBe('rollOrder');
    expect(
      problem(() =>
        continuousSeries(
          [A, B],
          [
            { time: 3, from: 'B', to: 'A' },
            { time: 4, from: 'B', to: 'A' },
          ],
        ),
      ),
    ).toBe('rollOrder');
  });
});

describe('rollingStrategyReturns', () => {
  it('holds A through the roll date close, then B', () => {
    const r = rollingStrategyReturns([A, B], ROLL);
    const expected: [number, number][] = [
      [2, 102 / 100 - 1],
      [3, 101 / 102 - 1],
      [4, 107 / 104 - 1],
      [5, 108 / 107 - 1],
      [6, 110 / 108 - 1],
    ];
    expect(r.map(([t]) => t)).toEqual(expected.map(([t]) => t));
    for (const [i, [, v]] of r.entries()) expect(v).toBeCloseTo(expected[i][1], 15);
  });
  it('equals the returns of the ratio-adjusted series', () => {
    const s = continuousSeries([A, B], ROLL, 'ratio');
    const r = rollingStrategyReturns([A, B], ROLL);
    expect(r).toHaveLength(s.length - 1);
    for (const [i, [, v]] of r.entries()) expect(v).toBeCloseTo(s[i + 1].value / s[i].value - 1, 14);
  });
});

describe('roll date rules', () => {
  const days = [1, 2, 3, 5, 6, 8, 9, 10, 12, 15, 16, 19, 22, 25, 29, 30];
  const contracts = [
    { contract: 'A', expiry: 10 },
    { contract: 'B', expiry: 20 },
    { contract: 'C', expiry: 30 },
  ];
  it('rolls n trading days before expiry (A expires on day 10, B on 20 -> its last trading day 19)', () => {
    expect(rollDatesByDaysBeforeExpiry(contracts, 2, days)).toEqual([
      { time: 8, from: 'A', to: 'B' },
      { time: 15, from: 'B', to: 'C' },
    ]);
    expect(rollDatesByDaysBeforeExpiry(contracts, 0, days).map((r) => r.time)).toEqual([10, 19]);
    // 9 days before day 10 falls before the calendar: the series starts in B, which rolls 9 days before day 19.
    expect(rollDatesByDaysBeforeExpiry(contracts, 9, days)).toEqual([{ time: 3, from: 'B', to: 'C' }]);
    // Expiries 1 day apart with n = 0: B's roll (day 10, its last trading day on or before 11) is not after A's
    // (day 10), so A rolls straight into C on day 10 (B would be held for no day).
    const close = [
      { contract: 'A', expiry: 10 },
      { contract: 'B', expiry: 11 },
      { contract: 'C', expiry: 20 },
      { contract: 'D', expiry: 30 },
    ];
    expect(rollDatesByDaysBeforeExpiry(close, 0, days)).toEqual([
      { time: 10, from: 'A', to: 'C' },
      { time: 19, from: 'C', to: 'D' },
    ]);
  });
  it("rolls on the day after the next contract's open interest exceeded the held one's (known at the open), never back", () => {
    const oi = [
      { contract: 'A', points: [1, 2, 3, 4, 5].map((t, i) => [t, [500, 450, 300, 200, 100][i]] as [number, number]) },
      { contract: 'B', points: [1, 2, 3, 4, 5, 6].map((t, i) => [t, [100, 300, 350, 400, 380, 300][i]] as [number, number]) },
      { contract: 'C', points: [1, 2, 3, 4, 5, 6].map((t, i) => [t, [10, 20, 100, 390, 400, 420][i]] as [number, number]) },
    ];
    // Issue 18: one rule with the @main series (mainContract.ts): the previous day's open interest decides, as it is
    // what is known at the open. B passed A on day 3 (350 > 300): roll on day 4 (was day 3, the same day's figure);
    // C passed B on day 5 (400 > 380): roll on day 6 (was day 5).
    expect(rollDatesByOpenInterest(oi)).toEqual([
      { time: 4, from: 'A', to: 'B' },
      { time: 6, from: 'B', to: 'C' },
    ]);
  });
  it('starts in the largest contract and leaves an expired one', () => {
    const oi = [
      {
        contract: 'A',
        points: [
          [1, 50],
          [2, 40],
        ] as [number, number][],
      },
      {
        contract: 'B',
        points: [
          [1, 90],
          [2, 10],
          [3, 20],
        ] as [number, number][],
      },
      {
        contract: 'C',
        points: [
          [2, 5],
          [4, 30],
        ] as [number, number][],
      },
    ];
    // B holds from the start (90 > 50); C reports 30 on day 4 after B's last report (day 3): B counts 0.
    expect(rollDatesByOpenInterest(oi)).toEqual([{ time: 4, from: 'B', to: 'C' }]);
  });
});
