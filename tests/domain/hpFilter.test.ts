/**
 * Known answers for common/domain/hpFilter.ts: a dense solve of (I + lambda K'K) t = y with numpy 2.4.6 (python3):
 *   y = np.array([100.0, 102.5, 101.8, 104.2, 107.9, 106.3, 109.1, 112.4, 110.7, 113.9, 117.2, 115.8, 119.5, 118.1])
 *   n = len(y); K = np.zeros((n - 2, n))
 *   for r in range(n - 2): K[r, r:r + 3] = [1.0, -2.0, 1.0]
 *   np.linalg.solve(np.eye(n) + lam * K.T @ K, y)      # lam = 1600.0, then lam = 6.25
 * and the filter's properties: lambda 0 returns y; a straight line is its own trend; as lambda grows the trend
 * tends to the least-squares line (ols.ts, itself checked against NIST).
 * One-sided (real-time) trend: the end point of the same dense solve on each prefix y[:i + 1] (numpy 2.4.6):
 *   [float(np.linalg.solve(np.eye(k) + 1600 * K_k.T @ K_k, y[:k])[-1]) for k in 1..14]  (K_k as above; k < 3: y)
 */
import { hpFilter, hpOneSided } from '../../common/domain/hpFilter';
import { ols } from '../../common/domain/ols';

const Y = [100.0, 102.5, 101.8, 104.2, 107.9, 106.3, 109.1, 112.4, 110.7, 113.9, 117.2, 115.8, 119.5, 118.1];
const NUMPY_1600 = [
  100.14966276264686, 101.660233235806, 103.1707101697385, 104.6815248794453, 106.19225198607133, 107.70216515771175, 109.21160540497037, 110.72003738522741,
  112.22685600248505, 113.73250613737973, 115.23647838554638, 116.73836802628405, 118.2389975399009, 119.73860292668857,
];
const NUMPY_625 = [
  100.11595955974366, 101.57393996356153, 103.01336683782044, 104.5638562587916, 106.16088560869494, 107.68171526834377, 109.28186392116012, 110.895775807631,
  112.4287969408578, 114.0269492047209, 115.5596469725635, 116.87599274497325, 118.08754550692771, 119.13370540420878,
];

const worstRelative = (actual: readonly number[], expected: readonly number[]) => Math.max(...expected.map((e, i) => Math.abs(actual[i] - e) / Math.abs(e)));

describe('hpFilter', () => {
  it('matches a dense numpy solve (lambda 1600 and 6.25)', () => {
    expect(worstRelative(hpFilter(Y, 1600).trend, NUMPY_1600)).toBeLessThan(1e-12);
    expect(worstRelative(hpFilter(Y, 6.25).trend, NUMPY_625)).toBeLessThan(1e-12);
  });
  it('splits y into trend + cycle', () => {
    const { trend, cycle } = hpFilter(Y, 1600);
    expect(
      worstRelative(
        trend.map((t, i) => t + cycle[i]),
        Y,
      ),
    ).toBeLessThan(1e-15);
  });
  it('returns y itself for lambda 0 and nearly so for a tiny lambda', () => {
    expect(hpFilter(Y, 0).trend).toEqual(Y);
    expect(worstRelative(hpFilter(Y, 1e-9).trend, Y)).toBeLessThan(1e-8);
  });
  it('leaves a straight line unchanged', () => {
    const line = Array.from({ length: 500 }, (_, i) => 3.5 + 0.25 * i);
    expect(worstRelative(hpFilter(line, 129600).trend, line)).toBeLessThan(1e-9);
  });
  it('tends to the least-squares line as lambda grows', () => {
    const x = Y.map((_, i) => i);
    const fit = ols(Y, [x]);
    const line = x.map((i) => fit.coefficients[0] + fit.coefficients[1] * i);
    expect(worstRelative(hpFilter(Y, 1e7).trend, line)).toBeLessThan(1e-6);
  });
  it('answers short series and rejects bad input', () => {
    expect(hpFilter([1, 2], 1600)).toEqual({ trend: [1, 2], cycle: [0, 0] });
    expect(hpFilter([], 1600).trend).toEqual([]);
    expect(() => hpFilter(Y, -1)).toThrow(RangeError);
    expect(() => hpFilter([1, Number.NaN, 3], 1600)).toThrow(RangeError);
  });
});

// One-sided values from the dense numpy solve on each prefix (header).
const NUMPY_ONE_SIDED_1600 = [
  100.0, 102.5, 102.33327778357103, 103.91001187621664, 106.78065952893277, 107.36163114964559, 108.9355506420167, 111.23609054997044, 112.0449318191941,
  113.6590148550827, 115.82199146726964, 116.936426801746, 118.76324490017767, 119.73860292672536,
];

describe('hpOneSided', () => {
  it('matches the end point of a dense numpy solve on every prefix', () => {
    expect(worstRelative(hpOneSided(Y, 1600), NUMPY_ONE_SIDED_1600)).toBeLessThan(1e-12);
  });
  it('ends where the two-sided trend ends, and differs from it before the end', () => {
    const oneSided = hpOneSided(Y, 1600);
    expect(oneSided[Y.length - 1]).toBeCloseTo(hpFilter(Y, 1600).trend[Y.length - 1], 10);
    expect(Math.abs(oneSided[2] - NUMPY_1600[2])).toBeGreaterThan(0.8);
  });
  it('never changes an earlier value when data are appended', () => {
    const full = hpOneSided(Y, 1600);
    for (let k = 1; k <= Y.length; k++) expect(hpOneSided(Y.slice(0, k), 1600)).toEqual(full.slice(0, k));
  });
  it('rejects bad input as hpFilter does', () => {
    expect(() => hpOneSided(Y, -1)).toThrow(RangeError);
    expect(() => hpOneSided([1, Number.POSITIVE_INFINITY], 1600)).toThrow(RangeError);
    expect(hpOneSided([], 1600)).toEqual([]);
  });
});
