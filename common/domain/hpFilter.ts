/**
 * Hodrick-Prescott filter (docs/domain.md, "Investment clock"): the trend t minimises
 *   sum (y_i - t_i)² + lambda * sum (t_{i+1} - 2 t_i + t_{i-1})²,
 * that is (I + lambda K'K) t = y with K the (n - 2) x n second-difference matrix. The system is symmetric,
 * positive definite and pentadiagonal, so a banded Cholesky factorisation solves it in O(n) time and memory
 * (no dense matrix). Lambda: 1600 for quarterly data (Hodrick & Prescott), 129600 monthly and 6.25 yearly
 * (Ravn & Uhlig 2002). The filter is two-sided: a new observation revises the trend behind it. The system's
 * condition number grows like 16 lambda, so beyond lambda ~ 1e9 any double-precision solve loses digits.
 * `hpOneSided` is the real-time (one-sided) version: at each point, the last trend value of the filter run on the
 * data up to that point only, so nothing after a date changes what the filter said on that date.
 */

export interface HpResult {
  trend: number[];
  /** y - trend. */
  cycle: number[];
}

/** HP trend and cycle of a complete series (every value finite; fill or drop gaps first). `lambda` >= 0. */
export function hpFilter(y: readonly number[], lambda: number): HpResult {
  if (!(lambda >= 0) || !Number.isFinite(lambda)) throw new RangeError(`lambda must be a finite number >= 0, got ${lambda}`);
  if (!y.every(Number.isFinite)) throw new RangeError('the HP filter needs a finite value at every point');
  const n = y.length;
  if (n < 3 || lambda === 0) return { trend: y.slice(), cycle: new Array(n).fill(0) };

  // The three distinct diagonals of A = I + lambda K'K, built row of K by row of K (coefficients 1, -2, 1).
  const d0 = new Float64Array(n).fill(1);
  const d1 = new Float64Array(n); // A[i][i+1]
  const d2 = new Float64Array(n); // A[i][i+2]
  for (let r = 0; r < n - 2; r++) {
    d0[r] += lambda;
    d0[r + 1] += 4 * lambda;
    d0[r + 2] += lambda;
    d1[r] -= 2 * lambda;
    d1[r + 1] -= 2 * lambda;
    d2[r] += lambda;
  }
  // Banded Cholesky A = L L', L lower with bandwidth 2: l0 diagonal, l1[i] = L[i][i-1], l2[i] = L[i][i-2].
  const l0 = new Float64Array(n);
  const l1 = new Float64Array(n);
  const l2 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (i >= 2) l2[i] = d2[i - 2] / l0[i - 2];
    if (i >= 1) l1[i] = (d1[i - 1] - (i >= 2 ? l2[i] * l1[i - 1] : 0)) / l0[i - 1];
    l0[i] = Math.sqrt(d0[i] - l1[i] * l1[i] - l2[i] * l2[i]);
  }
  // L z = y, then L' t = z.
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = y[i];
    if (i >= 1) s -= l1[i] * z[i - 1];
    if (i >= 2) s -= l2[i] * z[i - 2];
    z[i] = s / l0[i];
  }
  const trend: number[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i];
    if (i + 1 < n) s -= l1[i + 1] * trend[i + 1];
    if (i + 2 < n) s -= l2[i + 2] * trend[i + 2];
    trend[i] = s / l0[i];
  }
  return { trend, cycle: y.map((v, i) => v - trend[i]) };
}

/**
 * One-sided (real-time) HP trend: element i is the last value of `hpFilter(y[0..i], lambda)`, the trend as it could
 * be computed on date i. This is the "one-sided HP filter" of the literature (Stock & Watson 1999, "Forecasting
 * inflation", J. Monetary Economics 44: the filter re-run on each expanding sample, its end point kept; the Basel
 * Committee's 2010 countercyclical-buffer guidance computes the credit gap the same way). Appending values never
 * changes an earlier element. One banded solve per point: O(n²) in all, a few milliseconds for the few hundred
 * monthly or quarterly points it is used on.
 */
export function hpOneSided(y: readonly number[], lambda: number): number[] {
  if (!(lambda >= 0) || !Number.isFinite(lambda)) throw new RangeError(`lambda must be a finite number >= 0, got ${lambda}`);
  if (!y.every(Number.isFinite)) throw new RangeError('the HP filter needs a finite value at every point');
  return y.map((_, i) => (i < 2 ? y[i] : (hpFilter(y.slice(0, i + 1), lambda).trend.at(-1) as number)));
}
