/**
 * Known answers for common/domain/rolling.ts.
 * - Window 4, at least 3 present values, from numpy 2.4.6 (python3):
 *     x = np.array([100.5, 101.2, np.nan, 99.8, 102.3, 103.1, 101.7, 100.9, 104.4, 105.0, 103.3, 102.2])
 *     w, minp = 4, 3
 *     for i in range(w - 1, len(x)):
 *         v = x[i - w + 1:i + 1]; v = v[~np.isnan(v)]
 *         m, s = v.mean(), v.std(ddof=1); print(i, m, s, (x[i] - m) / s)
 *   (the NUMPY table below is that output).
 * - The running versions against the naive per-window computation (metrics.ts mean/std, two-pass) on a long
 *   series with gaps at a level of 1e9, where a sum-of-squares update would lose every digit.
 */
import { mean, sharpe, std } from '../../common/domain/metrics';
import { rollingMean, rollingSharpe, rollingStd, rollingWindow, rollingZScore } from '../../common/domain/rolling';

const X = [100.5, 101.2, null, 99.8, 102.3, 103.1, 101.7, 100.9, 104.4, 105.0, 103.3, 102.2];
// index: [mean, std, z]
const NUMPY: Record<number, [number, number, number]> = {
  3: [100.5, 0.7000000000000028, -1.0],
  4: [101.10000000000001, 1.252996408614167, 0.9577042613611374],
  5: [101.73333333333333, 1.7214335111567132, 0.793911968025028],
  6: [101.725, 1.4056433876817158, -0.017785449865220224],
  7: [102.0, 0.9309493362512576, -1.1815895421650646],
  8: [102.525, 1.5456929406148765, 1.213048174532081],
  9: [103.0, 2.004993765576341, 0.9975093361076336],
  10: [103.4, 1.80923556601492, -0.055271962301886274],
  11: [103.725, 1.2365947867699698, -1.2332253186861206],
};

const close = (actual: number | null, expected: number, tol = 1e-9) => {
  expect(actual).not.toBeNull();
  const scale = Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs((actual as number) - expected) / scale).toBeLessThan(tol);
};

/** Deterministic pseudo-random numbers (a linear congruential generator), so the test needs no seed source. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('rolling mean, std and z-score against numpy', () => {
  const m = rollingMean(X, 4, { minPresent: 3 });
  const s = rollingStd(X, 4, { minPresent: 3 });
  const z = rollingZScore(X, 4, { minPresent: 3 });
  it('is null while the window is incomplete', () => {
    expect(m.slice(0, 3)).toEqual([null, null, null]);
    expect(s.slice(0, 3)).toEqual([null, null, null]);
    expect(m).toHaveLength(X.length);
  });
  it.each(Object.entries(NUMPY))('index %s', (i, [em, es, ez]) => {
    close(m[Number(i)], em);
    close(s[Number(i)], es);
    close(z[Number(i)], ez);
  });
  it('gives null under the default rule (every value present) when the window holds a gap', () => {
    const strict = rollingMean(X, 4);
    expect(strict.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    close(strict[6], NUMPY[6][0]);
  });
});

describe('running updates match the naive computation', () => {
  const rand = lcg(42);
  const values: (number | null)[] = [];
  for (let i = 0; i < 3000; i++) values.push(rand() < 0.05 ? null : 1e9 + rand() * 10);
  for (const [w, minPresent] of [
    [20, 15],
    [250, 200],
    [7, 7],
  ]) {
    it(`window ${w}, minPresent ${minPresent}`, () => {
      const naiveMean = rollingWindow(values, w, mean, { minPresent });
      const naiveStd = rollingWindow(values, w, std, { minPresent });
      const fastMean = rollingMean(values, w, { minPresent });
      const fastStd = rollingStd(values, w, { minPresent });
      // Collected first, asserted once: thousands of expect calls would make the test slow.
      let compared = 0;
      let nullMismatches = 0;
      let worstMean = 0;
      let worstStd = 0;
      for (let i = 0; i < values.length; i++) {
        if ((fastMean[i] === null) !== (naiveMean[i] === null) || (fastStd[i] === null) !== (naiveStd[i] === null)) nullMismatches++;
        if (naiveStd[i] === null || fastStd[i] === null || fastMean[i] === null) continue;
        worstMean = Math.max(worstMean, Math.abs((fastMean[i] as number) - (naiveMean[i] as number)) / (naiveMean[i] as number));
        worstStd = Math.max(worstStd, Math.abs((fastStd[i] as number) - (naiveStd[i] as number)) / (naiveStd[i] as number));
        compared++;
      }
      expect(nullMismatches).toBe(0);
      expect(compared).toBeGreaterThan(100);
      expect(worstMean).toBeLessThan(1e-14);
      expect(worstStd).toBeLessThan(1e-6);
    });
  }
  it('gives exactly 0 spread on a flat window after a move, and no z-score there', () => {
    const v = [5, 9, 1e9, 7, 7, 7, 7, 7];
    expect(rollingStd(v, 3).slice(5)).toEqual([0, 0, 0]);
    expect(rollingMean(v, 3).slice(5)).toEqual([7, 7, 7]);
    expect(rollingZScore(v, 3).slice(5)).toEqual([null, null, null]);
  });
});

describe('rollingWindow', () => {
  it('passes the present values in order and nulls non-finite results', () => {
    expect(rollingWindow([1, 2, null, 4, 5], 3, (p) => p[0] * 10 + p[p.length - 1], { minPresent: 2 })).toEqual([null, null, 12, 24, 45]);
    expect(rollingWindow([1, 2, 3], 2, () => Number.NaN)).toEqual([null, null, null]);
  });
  it('rejects a bad window or minPresent', () => {
    expect(() => rollingMean([1, 2], 0)).toThrow(RangeError);
    expect(() => rollingMean([1, 2], 2.5)).toThrow(RangeError);
    expect(() => rollingMean([1, 2], 2, { minPresent: 3 })).toThrow(RangeError);
  });
  it('answers all null for a series shorter than the window', () => {
    expect(rollingStd([1, 2], 5)).toEqual([null, null]);
  });
});

// rollingQuantileRank (the value inside its own window) gave way to trailingScores.ts trailingPercentiles in
// issue 18: one percentile, the value against the window before it (tests/domain/trailingScores.test.ts).
describe('rollingSharpe', () => {
  const r = [0.01, 0.1, -0.04, 0.02, 0.03, 0.02, 0.01, -0.1];
  it('is metrics.sharpe of each window (empyrical vector of metrics.test.ts, last 8 values)', () => {
    const out = rollingSharpe(r, 8, 0, 252);
    // empyrical's test vector: Sharpe 1.7238613961706866 (docs/domain.md, "Performance metrics").
    close(out[7], 1.7238613961706866);
    const w4 = rollingSharpe(r, 4, 0.001, 252);
    close(w4[5], sharpe(r.slice(2, 6), 0.001, 252), 1e-15);
    expect(w4.slice(0, 3)).toEqual([null, null, null]);
  });
});

describe('after an outlier leaves the window', () => {
  // Issue 18: a bad tick of 1e9 among prices near 50 left M2's rounding (about 1e2 x 2^-52 x 1e18) in the running
  // sums until the next scheduled re-computation: window 4 at index 7 gave 0.0333 instead of the two-pass 0.1291.
  it('gives the two-pass deviation of every window at once', () => {
    const v = [50, 50.3, 49.8, 1e9, 50.1, 49.9, 50.2, 50, 49.7, 50.4, 50.1, 49.6];
    const s = rollingStd(v, 4);
    for (let i = 7; i < v.length; i++) close(s[i], std(v.slice(i - 3, i + 1)), 1e-12);
  });
});
