/**
 * common/domain/seriesTransforms.ts: the data set transforms (docs/dataSet.md, "Transforms"). Known answers:
 * - pandas 2.x: s = pd.Series([10, 11, 9, 12], index=pd.to_datetime(['2026-01-05', '2026-01-06', '2026-01-12',
 *   '2026-02-02'])); s.resample('W-SUN').last() -> 11 (week of 01-05), 9, 12; .mean() -> 10.5, 9, 12;
 *   s.resample('MS').last() -> 9 (January), 12; s.diff() -> 1, -2, 3; s.pct_change() * 100 -> 10, -18.1818..., 33.333...
 *   s.rolling(2).mean() -> 10.5, 10, 10.5.
 * - The rolling z-score is trailingScores.ts's: 12 against [10, 11, 9] (numpy: mean 10, std(ddof=1) 1) is 2.
 * - Rebase: [50, 55, 44] rebased on its first day: 100, 110, 88 (100 * v / 50).
 * - Dated rates: a USD/CNY of 7.1 from 2026-01-01 and 7.2 from 2026-01-10 (how ref:fx.usdcny steps): 10 USD/t on
 *   01-05 is 71 CNY/t, 9 USD/t on 01-12 is 64.8 CNY/t (the rate in force on each day, ReferenceData.rateAsOf).
 */
import {
  alignAsOf,
  change,
  convertWithRates,
  inForceAt,
  pctChange,
  rebase,
  resample,
  rollingMeanOf,
  rollingZOf,
  type Point,
} from '../../common/domain/seriesTransforms';

const d = (s: string) => Date.parse(`${s}T00:00:00Z`);
const s: Point[] = [
  [d('2026-01-05'), 10],
  [d('2026-01-06'), 11],
  [d('2026-01-12'), 9],
  [d('2026-02-02'), 12],
];

describe('data set transforms', () => {
  it("resamples to weeks and months: last value or mean, dated at the period's last observation", () => {
    expect(resample(s, 'week', 'last')).toEqual([
      [d('2026-01-06'), 11],
      [d('2026-01-12'), 9],
      [d('2026-02-02'), 12],
    ]);
    expect(resample(s, 'week', 'mean').map((p) => p[1])).toEqual([10.5, 9, 12]);
    expect(resample(s, 'month', 'last')).toEqual([
      [d('2026-01-12'), 9],
      [d('2026-02-02'), 12],
    ]);
    expect(resample(s, 'month', 'mean').map((p) => p[1])).toEqual([10, 12]);
    // Sunday 2026-01-11 belongs to the week of Monday 01-05.
    expect(
      resample(
        [
          [d('2026-01-05'), 1],
          [d('2026-01-11'), 2],
        ],
        'week',
        'last',
      ),
    ).toEqual([[d('2026-01-11'), 2]]);
  });

  it('change and % change from the previous observation (pandas diff, pct_change * 100)', () => {
    expect(change(s).map((p) => p[1])).toEqual([1, -2, 3]);
    const pct = pctChange(s).map((p) => p[1]);
    expect(pct[0]).toBeCloseTo(10, 12);
    expect(pct[1]).toBeCloseTo(-18.181818181818183, 12);
    expect(pct[2]).toBeCloseTo(33.333333333333336, 12);
    // No ratio after a zero.
    expect(
      pctChange([
        [1, 0],
        [2, 5],
      ]),
    ).toEqual([]);
  });

  it('rolling mean over N observations and the one trailing z-score', () => {
    expect(rollingMeanOf(s, 2)).toEqual([
      [d('2026-01-06'), 10.5],
      [d('2026-01-12'), 10],
      [d('2026-02-02'), 10.5],
    ]);
    expect(rollingZOf(s, 3)).toEqual([[d('2026-02-02'), 2]]);
  });

  it('rebases to 100 at the first point on or after a date', () => {
    const p: Point[] = [
      [d('2026-01-01'), 50],
      [d('2026-01-02'), 55],
      [d('2026-01-03'), 44],
    ];
    expect(rebase(p, '2026-01-01').map((x) => x[1])).toEqual([100, 110, 88]);
    // 2025-12-31 has no point: the base is the next one.
    expect(rebase(p, '2025-12-31')[0][1]).toBe(100);
    expect(rebase(p, '2026-02-01')).toEqual([]);
  });

  it('converts with the rate in force on each date', () => {
    const rates: Point[] = [
      [d('2026-01-01'), 7.1],
      [d('2026-01-10'), 7.2],
    ];
    expect(inForceAt(rates, [d('2025-12-31'), d('2026-01-10')])).toEqual([undefined, 7.2]);
    const cny = convertWithRates(s.slice(0, 3), rates, 'multiply');
    // 10 * 7.1, 11 * 7.1 (01-06, before the change), 9 * 7.2 (01-12, after it).
    for (const [i, v] of [71, 78.1, 64.8].entries()) expect(cny[i][1]).toBeCloseTo(v, 12);
    expect(convertWithRates([[d('2026-01-12'), 72]], rates, 'divide')[0][1]).toBeCloseTo(10, 12);
    expect(convertWithRates([[d('2025-12-01'), 1]], rates, 'multiply')).toEqual([]);
  });

  it('aligns inputs as the strategy engine does: drivers make the timeline, values fill forward within a limit', () => {
    const a: Point[] = [
      [d('2026-01-05'), 1],
      [d('2026-01-06'), 2],
      [d('2026-03-01'), 3],
    ];
    const b: Point[] = [[d('2026-01-05'), 10]];
    const rate: Point[] = [[d('2025-01-01'), 0.5]];
    const { times, values } = alignAsOf([
      { points: a, drives: true, fillLimit: 45 * 86_400_000 },
      { points: b, drives: true, fillLimit: 45 * 86_400_000 },
      { points: rate, drives: false, fillLimit: null },
    ]);
    expect(times).toEqual([d('2026-01-05'), d('2026-01-06'), d('2026-03-01')]);
    expect(values[1]).toEqual([10, 10, undefined]); // 2026-03-01 is 55 days after b's last value
    expect(values[2]).toEqual([0.5, 0.5, 0.5]); // a rate stays in force
  });
});
