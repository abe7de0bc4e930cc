/**
 * Known answers for common/domain/quantiles.ts. Source: numpy 2.4 `numpy.quantile(v, p)` (default
 * `method='linear'`, Hyndman & Fan type 7), printed by
 *   python3 -c "import numpy as np; v=[3.5,1.0,7.25,2.0,10.0,4.0,4.0]; print([float(np.quantile(v,p)) for p in [0,.1,.25,.5,.75,.9,1,.333]])"
 * -> [1.0, 1.6, 2.75, 4.0, 5.625, 8.350000000000001, 10.0, 3.4970000000000003].
 */
import { percentileRank, quantile, quantileSelect, quantiles } from '../../common/domain/quantiles';

const V = [3.5, 1.0, 7.25, 2.0, 10.0, 4.0, 4.0];
const PS = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1, 0.333];
const NUMPY = [1.0, 1.6, 2.75, 4.0, 5.625, 8.350000000000001, 10.0, 3.4970000000000003];

describe('quantile (type 7, numpy default)', () => {
  it('matches numpy.quantile to 1e-12', () => {
    for (const [i, q] of quantiles(V, PS).entries()) expect(q).toBeCloseTo(NUMPY[i], 12);
    expect(quantile(V, 0.9)).toBeCloseTo(8.35, 12);
  });

  it('drops missing values instead of counting them as zero (numpy.nanquantile)', () => {
    expect(quantile([null, ...V, Number.NaN, undefined, Number.POSITIVE_INFINITY], 0.25)).toBeCloseTo(2.75, 12);
  });

  it('answers NaN for no values or a probability outside [0, 1]', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(quantile([null], 0.5)).toBeNaN();
    expect(quantile(V, 1.5)).toBeNaN();
    expect(quantile([7], 0.9)).toBe(7);
  });
});

describe('percentileRank (the inverse of the type 7 quantile)', () => {
  it('gives back the probability of an interpolated quantile', () => {
    for (const p of [0.1, 0.25, 0.75, 0.9]) expect(percentileRank(V, quantile(V, p))).toBeCloseTo(p, 12);
  });

  it('puts ties at the centre of their run and out-of-range values at 0 and 1', () => {
    // Sorted: 1, 2, 3.5, 4, 4, 7.25, 10: the two 4s are ranks 3 and 4 of 0..6 -> 3.5 / 6.
    expect(percentileRank(V, 4)).toBeCloseTo(3.5 / 6, 12);
    expect(percentileRank(V, 0.5)).toBe(0);
    expect(percentileRank(V, 11)).toBe(1);
    expect(percentileRank(V, 1)).toBe(0);
    expect(percentileRank(V, 10)).toBe(1);
    expect(percentileRank([], 1)).toBeNaN();
  });
});

describe('quantileSelect (selection, no sort)', () => {
  // Its known answer is quantile's, itself checked against numpy above: the same two order statistics, the same
  // interpolation, so the results must agree to the last bit on any input (ties, gaps, small and odd lengths).
  let s = 7;
  const uniform = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  it('equals quantile bit for bit', () => {
    let mismatches = 0;
    for (let trial = 0; trial < 300; trial++) {
      const n = 1 + Math.floor(uniform() * 60);
      const values = Array.from({ length: n }, () => (uniform() < 0.1 ? null : Math.round(uniform() * 20) / 4 - 2));
      for (const p of [0, 0.05, 0.1, 0.25, 0.5, 0.9, 0.95, 1, uniform()]) {
        const a = quantileSelect(values, p);
        const b = quantile(values, p);
        if (!Object.is(a, b) && !(Number.isNaN(a) && Number.isNaN(b)) && !(a === 0 && b === 0)) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
  });
  it('answers NaN without values or with p outside [0, 1]', () => {
    expect(quantileSelect([null, Number.NaN], 0.5)).toBeNaN();
    expect(quantileSelect([1, 2], 1.5)).toBeNaN();
    expect(quantileSelect([3, 1, 2], 0.25)).toBe(1.5);
  });
});
