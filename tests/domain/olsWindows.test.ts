/**
 * Known answers for the rolling and out-of-sample fits of common/domain/ols.ts (issue 20, the regression call), worked
 * by hand on x = [1, 2, 3, 4, 5], y = [2, 4, 7, 8, 11] (one factor, window 3), as docs/analytics/regression.md shows:
 * - rolling, window ending at date 2 (x 1,2,3; y 2,4,7): b = Sxy / Sxx = 5 / 2 = 2.5, a = 13/3 - 2.5 * 2 = -2/3,
 *   residual of date 2 = 7 - (-2/3 + 7.5) = 1/6; ending at 3 (x 2,3,4; y 4,7,8): b = 4/2 = 2, a = 19/3 - 6 = 1/3,
 *   residual 8 - 25/3 = -1/3; ending at 4 (x 3,4,5; y 7,8,11): b = 2, a = 26/3 - 8 = 2/3, residual 11 - 32/3 = 1/3.
 * - out of sample: date 3 predicted by the fit on dates 0-2: -2/3 + 2.5 * 4 = 28/3, residual 8 - 28/3 = -4/3;
 *   date 4 by the fit on dates 1-3: 1/3 + 2 * 5 = 31/3, residual 11 - 31/3 = 2/3.
 * - contributions of date 4 out of sample: intercept 1/3 and b x = 2 * 5 = 10; 1/3 + 10 + 2/3 = 11 = y.
 * And alignOnDays of common/domain/align.ts on three small series.
 */
import { alignOnDays } from '../../common/domain/align';
import { factorContributions, outOfSampleFits, outOfSampleOls, rollingOls } from '../../common/domain/ols';

const x = [1, 2, 3, 4, 5];
const y = [2, 4, 7, 8, 11];

describe('rollingOls and outOfSampleOls, hand-worked', () => {
  test('rolling residuals are each window fit’s residual of its last date', () => {
    const out = rollingOls(y, [x], 3);
    expect(out.slice(0, 2)).toEqual([null, null]);
    expect(out.slice(2).map((p) => p?.residual)).toEqual([expect.closeTo(1 / 6, 12), expect.closeTo(-1 / 3, 12), expect.closeTo(1 / 3, 12)]);
    expect(out[2]?.coefficients).toEqual([expect.closeTo(-2 / 3, 12), expect.closeTo(2.5, 12)]);
  });

  test('out-of-sample residuals: fit on t-w..t-1, actual minus the prediction of t', () => {
    const out = outOfSampleOls(y, [x], 3);
    expect(out.slice(0, 3)).toEqual([null, null, null]);
    expect(out[3]).toBeCloseTo(-4 / 3, 12);
    expect(out[4]).toBeCloseTo(2 / 3, 12);
  });

  test('out-of-sample fits carry the coefficients behind each prediction; contributions plus residual give y', () => {
    const fits = outOfSampleFits(y, [x], 3);
    expect(fits.slice(0, 3)).toEqual([null, null, null]);
    expect(fits[3]?.coefficients).toEqual([expect.closeTo(-2 / 3, 12), expect.closeTo(2.5, 12)]);
    expect(fits[4]?.coefficients).toEqual([expect.closeTo(1 / 3, 12), expect.closeTo(2, 12)]);
    const parts = factorContributions(fits[4]?.coefficients ?? [], [x[4]]);
    expect(parts).toEqual([expect.closeTo(1 / 3, 12), expect.closeTo(10, 12)]);
    expect(parts[0] + parts[1] + (fits[4]?.residual ?? Number.NaN)).toBeCloseTo(y[4], 12);
    // Without an intercept there is no intercept part.
    expect(factorContributions([2, 3], [5, 7], false)).toEqual([10, 21]);
  });

  test('a missing value skips the windows and predictions that need it; collinear windows are null', () => {
    const gappy = outOfSampleOls([2, 4, 7, null, 11, 13], [[1, 2, 3, 4, 5, 6]], 3);
    // Date 3 has no y; dates 4 and 5 need it inside their window.
    expect(gappy).toEqual([null, null, null, null, null, null]);
    const flat = outOfSampleOls([1, 2, 3, 4], [[5, 5, 5, 5]], 3);
    expect(flat[3]).toBeNull();
    expect(() => outOfSampleOls(y, [x], 0)).toThrow(RangeError);
  });
});

describe('alignOnDays', () => {
  const day = (iso: string, hours = 0) => Date.parse(`${iso}T00:00:00Z`) + hours * 3_600_000;
  test('keeps the UTC days every series has, at 00:00 UTC, ascending; a later value of a day wins; no filling', () => {
    const a = [
      [day('2025-01-03'), 3],
      [day('2025-01-01'), 1],
      [day('2025-01-02'), 2],
    ] as const;
    // A release stamped 21:15 UTC meets the daily bar of its day; Jan 2 is missing in b (null), so it drops.
    const b = [
      [day('2025-01-01', 21.25), 10],
      [day('2025-01-02'), null],
      [day('2025-01-03'), 30],
      [day('2025-01-03', 12), 31],
    ] as const;
    const c = [
      [day('2025-01-01'), 100],
      [day('2025-01-03'), 300],
      [day('2025-01-04'), 400],
    ] as const;
    expect(alignOnDays([a, b, c])).toEqual({
      dates: [day('2025-01-01'), day('2025-01-03')],
      values: [
        [1, 3],
        [10, 31],
        [100, 300],
      ],
    });
    expect(alignOnDays([])).toEqual({ dates: [], values: [] });
  });
});
