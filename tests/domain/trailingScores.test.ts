/**
 * common/domain/trailingScores.ts: the one z-score and percentile (docs/domain.md, "z-score and percentile").
 * Known answers:
 * - numpy 2.x: a = np.array([1, 2, 3, 4, 5]); (6 - a.mean()) / a.std(ddof=1) = 1.8973665961010275;
 *   np.quantile(a, 0.625) = 3.5, so 3.5 sits at 62.5 % (the inverse of the linear, type-7 quantile).
 * - Drift (issue 18's audit): the backtest's running sums drifted 2.3e-7 relative over 1e6 points and, after a bad
 *   tick of 1e9 in 2,901 closes, forced 2,871 of the 2,882 windows of 20 to a deviation of 0. The reference here is
 *   the two-pass deviation of each window (metrics.ts mean/std), which numpy's `a.std(ddof=1)` equals to rounding.
 */
import { signalsOf } from '../../common/domain/backtest';
import { DISPERSION_ROUNDING, mean, negligibleDispersion, std } from '../../common/domain/metrics';
import { percentileOf, trailingPercentiles, trailingZScores, valuesBefore, windowMoments, zScoreOf } from '../../common/domain/trailingScores';

/** Deterministic pseudo-random numbers (a linear congruential generator), so the test needs no seed source. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('z-score and percentile of a value against the values before it', () => {
  it('z-score: sample deviation, numpy known answer', () => {
    expect(zScoreOf([1, 2, 3, 4, 5], 6)).toBeCloseTo(1.8973665961010275, 14);
    expect(windowMoments([1, 2, 3, 4, 5])).toEqual({ mean: 3, sd: Math.sqrt(2.5) });
    // Missing values are skipped: [4, null, 5] is [4, 5], mean 4.5, sd 0.70711, (6 - 4.5) / 0.70711 = 2.12132.
    expect(zScoreOf([4, null, 5], 6)).toBeCloseTo(2.1213203435596424, 14);
  });
  it('no z-score with fewer than 2 values, a flat window or a dispersion within rounding of zero', () => {
    expect(zScoreOf([5], 6)).toBeNull();
    expect(zScoreOf([3, 3, 3], 6)).toBeNull();
    // 0.1 + 0.2 and 0.3 differ by one rounding step (5.6e-17): no dispersion a z-score may divide by.
    expect(zScoreOf([0.1 + 0.2, 0.3, 0.3], 1)).toBeNull();
    expect(negligibleDispersion(3e-7, 3000)).toBe(true);
    expect(negligibleDispersion(3000 * DISPERSION_ROUNDING * 2, 3000)).toBe(false);
    expect(zScoreOf([1, 2], Number.NaN)).toBeNull();
  });
  it('percentile: the inverse of the type-7 quantile, 0-100, numpy known answer', () => {
    expect(percentileOf([1, 2, 3, 4, 5], 3.5)).toBeCloseTo(62.5, 12);
    expect(percentileOf([1, 2, 3, 4, 5], 6)).toBe(100);
    expect(percentileOf([1, 2, 3, 4, 5], 0)).toBe(0);
    expect(percentileOf([5], 5)).toBeNull();
    expect(percentileOf([], 1)).toBeNull();
  });
  it('valuesBefore: the last n values dated before a time', () => {
    const pts = [
      [1, 10],
      [2, 20],
      [3, 30],
    ] as const;
    expect(valuesBefore(pts, 3, 5)).toEqual([10, 20]);
    expect(valuesBefore(pts, 4, 2)).toEqual([20, 30]);
  });
});

describe('series forms: each value against the window before it', () => {
  it('equal the point forms, short windows at the start under minPresent', () => {
    const v = [3, 1, 4, 1, 5, 9, 2, 6, null, 5, 3, 5];
    const z = trailingZScores(v, 4);
    const p = trailingPercentiles(v, 4);
    v.forEach((x, i) => {
      const before = v.slice(Math.max(0, i - 4), i);
      const expectedZ = zScoreOf(before, x);
      if (expectedZ === null) expect(z[i]).toBeNull();
      else expect(z[i]).toBeCloseTo(expectedZ, 12);
      expect(p[i]).toBe(percentileOf(before, x));
    });
    expect(z[0]).toBeNull();
    expect(z[2]).toBeCloseTo(zScoreOf([3, 1], 4) as number, 12);
    expect(trailingZScores(v, 4, 4).slice(0, 4)).toEqual([null, null, null, null]);
    expect(() => trailingZScores(v, 4, 1)).toThrow(RangeError);
  });

  it('does not drift: 200,000 closes far from the first one (two-pass reference, 1e-9)', () => {
    // A walk in steps of up to 5 that sits 1e5 above its first close from bar 11 on: the backtest's running sums
    // before issue 18 (shifted by the first close) were 1.0e-7 off in the last 2,000 windows here (2.3e-7 over the
    // audit's 1e6 points); the Welford windows stay within 1e-10.
    const rnd = lcg(42);
    const n = 200_000;
    const w = 20;
    const x = new Array<number>(n);
    let p = 3000;
    for (let i = 0; i < n; i++) {
      p += Math.round((rnd() - 0.5) * 10);
      x[i] = p + (i > 10 ? 1e5 : 0);
    }
    const z = trailingZScores(x, w, w);
    let worst = 0;
    for (let i = n - 2000; i < n; i++) {
      const before = x.slice(i - w, i);
      const sd = std(before);
      if (!(sd > 0)) continue;
      const exact = (x[i] - mean(before)) / sd;
      worst = Math.max(worst, Math.abs((z[i] as number) - exact) / Math.max(Math.abs(exact), 1));
    }
    expect(worst).toBeLessThan(1e-9);
  });
});

describe('the backtest z-score rule after a bad tick (audit: 2,871 of 2,882 windows forced to std 0)', () => {
  // 2,901 closes around 50 in steps of 0.1 with one bad tick of 1e9 at bar 10: once the tick has left the window
  // (bar 31 on), the rule must trade as on the same closes without it. Before issue 18 the backtest's running sums
  // kept the tick's rounding and called the later windows flat: 1 signal bar instead of 89.
  const rnd = lcg(7);
  const closes = Array.from({ length: 2901 }, (_, i) => (i === 10 ? 1e9 : 50 + Math.round((rnd() - 0.5) * 20) / 10));
  closes[2000] = 60;
  const clean = closes.map((c, i) => (i === 10 ? 50 : c));
  const rule = { kind: 'zScore', window: 20, entry: 2, exit: 0.5 } as const;
  it('trades after the tick left as without it (and shorts the spike at bar 2,000)', () => {
    const signals = signalsOf(closes, rule);
    expect(signals.slice(31)).toEqual(signalsOf(clean, rule).slice(31));
    expect(signals.filter((p) => p !== 0).length).toBeGreaterThan(50);
    expect(signals[2000]).toBe(-1);
  });
  it('every window after the bad tick left has its true deviation: none called flat, none off by rounding', () => {
    const z = trailingZScores(closes, 20, 20);
    let flat = 0;
    let worst = 0;
    for (let i = 31; i < closes.length; i++) {
      const before = closes.slice(i - 20, i);
      const exact = (closes[i] - mean(before)) / std(before);
      if (z[i] === null) flat++;
      else worst = Math.max(worst, Math.abs((z[i] as number) - exact) / Math.max(Math.abs(exact), 1));
    }
    expect(flat).toBe(0);
    expect(worst).toBeLessThan(1e-9);
  });
});
