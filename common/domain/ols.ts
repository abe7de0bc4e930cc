/**
 * Ordinary least squares for the macro factor fit (docs/domain.md, "Macro factor fit"): price = a + sum(b_k factor_k) + e.
 *
 * Numerics: with an intercept, y and every regressor are centred on their means first (epoch-millisecond or
 * price-level regressors lose their digits in raw cross-products), the centred system is solved by Householder QR
 * (never the normal equations, which square the condition number), and the intercept is recovered as
 * mean(y) - sum(b_k mean(x_k)). Checked against the NIST StRD Longley certified values (tests/domain/ols.test.ts).
 */
import { mean, std } from './metrics';
import { rollingZScore } from './rolling';

export interface OlsOptions {
  /** Fit an intercept (default true). Without one, R² is the uncentred 1 - RSS / sum(y²) (statsmodels' convention). */
  intercept?: boolean;
}

export interface OlsResult {
  /** The intercept first (when fitted), then one coefficient per regressor column in the order given. */
  coefficients: number[];
  standardErrors: number[];
  tValues: number[];
  rSquared: number;
  adjustedRSquared: number;
  /** y - fitted, one per observation. */
  residuals: number[];
  fitted: number[];
  /** sqrt(RSS / (n - parameters)). */
  residualStdError: number;
  /** Observations. */
  n: number;
  /** Regressor columns (the intercept not counted); parameters = k + 1 with an intercept. */
  k: number;
  /** Residual degrees of freedom, n - parameters. */
  degreesOfFreedom: number;
}

export type OlsProblem = 'lengthMismatch' | 'missingValue' | 'tooFewObservations' | 'collinear';

/** Why a regression cannot be fitted; `problem` is a stable code the caller maps to a message. */
export class OlsInputError extends Error {
  constructor(
    readonly problem: OlsProblem,
    message: string,
  ) {
    super(message);
    this.name = 'OlsInputError';
  }
}

/** Mean with one correction pass (the residual sum of the first estimate), accurate for large levels. */
function accurateMean(values: readonly number[]): number {
  const m = mean(values);
  let correction = 0;
  for (const v of values) correction += v - m;
  return m + correction / values.length;
}

/**
 * Least squares solution of A b ≈ y by Householder QR. `a` is column-major (a[j][i] = row i of column j) and is
 * overwritten, as is `y`. Returns b and the upper-triangular R (r[i][j], i <= j).
 */
function householderSolve(a: number[][], y: number[], columnNorms: readonly number[]): { b: number[]; r: number[][] } {
  const k = a.length;
  const n = y.length;
  const r: number[][] = Array.from({ length: k }, () => new Array(k).fill(0));
  for (let j = 0; j < k; j++) {
    const col = a[j];
    let norm = 0;
    for (let i = j; i < n; i++) norm += col[i] * col[i];
    norm = Math.sqrt(norm);
    // A pivot this small relative to the column is a linear combination of the earlier ones.
    if (!(norm > 1e-13 * Math.max(columnNorms[j], Number.MIN_VALUE))) {
      throw new OlsInputError('collinear', `regressor ${j + 1} is (nearly) a linear combination of the others`);
    }
    const alpha = col[j] > 0 ? -norm : norm;
    // v = x - alpha e1, kept in col[j..n-1]; H = I - 2 v v' / (v'v), and v'v = 2 norm (norm + |x0|).
    col[j] -= alpha;
    const vtv = 2 * norm * (norm + Math.abs(col[j] + alpha));
    const reflect = (target: number[]) => {
      let dot = 0;
      for (let i = j; i < n; i++) dot += col[i] * target[i];
      const f = (2 * dot) / vtv;
      for (let i = j; i < n; i++) target[i] -= f * col[i];
    };
    for (let c = j + 1; c < k; c++) reflect(a[c]);
    reflect(y);
    r[j][j] = alpha;
    for (let c = j + 1; c < k; c++) r[j][c] = a[c][j];
  }
  const b = new Array(k).fill(0);
  for (let j = k - 1; j >= 0; j--) {
    let s = y[j];
    for (let c = j + 1; c < k; c++) s -= r[j][c] * b[c];
    b[j] = s / r[j][j];
  }
  return { b, r };
}

/** R⁻¹ of an upper-triangular R (back substitution column by column). */
function invertUpper(r: readonly number[][]): number[][] {
  const k = r.length;
  const inv: number[][] = Array.from({ length: k }, () => new Array(k).fill(0));
  for (let c = 0; c < k; c++) {
    inv[c][c] = 1 / r[c][c];
    for (let i = c - 1; i >= 0; i--) {
      let s = 0;
      for (let m = i + 1; m <= c; m++) s += r[i][m] * inv[m][c];
      inv[i][c] = -s / r[i][i];
    }
  }
  return inv;
}

/**
 * Fit y on the regressor `columns` (each as long as y). Throws OlsInputError when lengths differ, a value is
 * missing (align and drop the rows first: alignByDate), there are no residual degrees of freedom, or the
 * regressors are collinear.
 */
export function ols(y: readonly number[], columns: readonly (readonly number[])[], options: OlsOptions = {}): OlsResult {
  const intercept = options.intercept ?? true;
  const n = y.length;
  const k = columns.length;
  const parameters = k + (intercept ? 1 : 0);
  if (columns.some((c) => c.length !== n)) throw new OlsInputError('lengthMismatch', 'every regressor needs one value per observation');
  if (!y.every(Number.isFinite) || !columns.every((c) => c.every(Number.isFinite))) {
    throw new OlsInputError('missingValue', 'the regression needs a finite value in every cell');
  }
  if (parameters === 0 || n <= parameters) throw new OlsInputError('tooFewObservations', `${n} observations for ${parameters} parameters`);

  const yMean = intercept ? accurateMean(y) : 0;
  const xMeans = columns.map((c) => (intercept ? accurateMean(c) : 0));
  const a = columns.map((c, j) => c.map((v) => v - xMeans[j]));
  const yc = y.map((v) => v - yMean);
  const columnNorms = a.map((c) => Math.sqrt(c.reduce((s, v) => s + v * v, 0)));
  const work = yc.slice();
  const { b, r } = k > 0 ? householderSolve(a, work, columnNorms) : { b: [], r: [] };

  const fitted: number[] = new Array(n);
  const residuals: number[] = new Array(n);
  let rss = 0;
  let tss = 0;
  for (let i = 0; i < n; i++) {
    let f = 0;
    for (let j = 0; j < k; j++) f += b[j] * (columns[j][i] - xMeans[j]);
    residuals[i] = yc[i] - f;
    fitted[i] = y[i] - residuals[i];
    rss += residuals[i] * residuals[i];
    tss += yc[i] * yc[i];
  }
  const degreesOfFreedom = n - parameters;
  const sigma2 = rss / degreesOfFreedom;
  // Cov(b) = sigma² (R'R)⁻¹ = sigma² R⁻¹ R⁻ᵀ.
  const rInv = invertUpper(r);
  const cov = (p: number, q: number) => {
    let s = 0;
    for (let m = Math.max(p, q); m < k; m++) s += rInv[p][m] * rInv[q][m];
    return sigma2 * s;
  };
  const slopeErrors = b.map((_, j) => Math.sqrt(cov(j, j)));
  let coefficients = b;
  let standardErrors = slopeErrors;
  if (intercept) {
    // The centred regressors are orthogonal to the constant, so Var(a) = sigma²/n + x̄' Cov(b) x̄.
    let interceptVar = sigma2 / n;
    for (let p = 0; p < k; p++) for (let q = 0; q < k; q++) interceptVar += xMeans[p] * cov(p, q) * xMeans[q];
    let a0 = yMean;
    for (let j = 0; j < k; j++) a0 -= b[j] * xMeans[j];
    coefficients = [a0, ...b];
    standardErrors = [Math.sqrt(interceptVar), ...slopeErrors];
  }
  const rSquared = tss > 0 ? 1 - rss / tss : Number.NaN;
  const adjustedRSquared = 1 - ((1 - rSquared) * (intercept ? n - 1 : n)) / degreesOfFreedom;
  return {
    coefficients,
    standardErrors,
    tValues: coefficients.map((c, j) => c / standardErrors[j]),
    rSquared,
    adjustedRSquared,
    residuals,
    fitted,
    residualStdError: Math.sqrt(sigma2),
    n,
    k,
    degreesOfFreedom,
  };
}

export interface RollingOlsPoint {
  coefficients: number[];
  rSquared: number;
  /** The residual of the window's last observation (the deviation "today"). */
  residual: number;
}

/**
 * `ols` over each window of `window` observations ending at i: null while the window is incomplete, when it holds
 * a missing value, or when its regressors are collinear. O(n * window * k²).
 */
export function rollingOls(
  y: readonly (number | null | undefined)[],
  columns: readonly (readonly (number | null | undefined)[])[],
  window: number,
  options: OlsOptions = {},
): (RollingOlsPoint | null)[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`window must be a positive integer, got ${window}`);
  const out: (RollingOlsPoint | null)[] = new Array(y.length).fill(null);
  const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  for (let i = window - 1; i < y.length; i++) {
    const ys = y.slice(i - window + 1, i + 1);
    const xs = columns.map((c) => c.slice(i - window + 1, i + 1));
    if (!ys.every(finite) || !xs.every((c) => c.every(finite))) continue;
    try {
      const fit = ols(ys as number[], xs as number[][], options);
      out[i] = { coefficients: fit.coefficients, rSquared: fit.rSquared, residual: fit.residuals[window - 1] };
    } catch (error) {
      if (!(error instanceof OlsInputError)) throw error;
    }
  }
  return out;
}

/**
 * The deviation z-score of the macro factor fit (docs/domain.md): (e - mean(e)) / std(e, ddof = 1), over the whole
 * sample when `window` is omitted, else over each trailing window (rolling.ts rule: null while incomplete).
 */
export function residualZScores(residuals: readonly (number | null | undefined)[], window?: number): (number | null)[] {
  if (window !== undefined) return rollingZScore(residuals, window);
  const present = residuals.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const m = mean(present);
  const sd = std(present);
  return residuals.map((v) => (typeof v === 'number' && Number.isFinite(v) && sd > 0 ? (v - m) / sd : null));
}

/** A window's fit behind one date's deviation: its coefficients (intercept first when fitted) and that residual. */
export interface WindowFit {
  coefficients: number[];
  residual: number;
}

/**
 * Out-of-sample fits (issue 20, the macro fit page): for each i >= window, `ols` on observations i - window .. i - 1,
 * with y[i] minus that fit's prediction of observation i as the residual. Null before the first full window, where a
 * value of the window or of observation i is missing, or where the window's regressors are collinear.
 */
export function outOfSampleFits(
  y: readonly (number | null | undefined)[],
  columns: readonly (readonly (number | null | undefined)[])[],
  window: number,
  options: OlsOptions = {},
): (WindowFit | null)[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`window must be a positive integer, got ${window}`);
  const intercept = options.intercept ?? true;
  const out: (WindowFit | null)[] = new Array(y.length).fill(null);
  const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  for (let i = window; i < y.length; i++) {
    const ys = y.slice(i - window, i);
    const xs = columns.map((c) => c.slice(i - window, i));
    const actual = y[i];
    const today = columns.map((c) => c[i]);
    if (!finite(actual) || !today.every(finite) || !ys.every(finite) || !xs.every((c) => c.every(finite))) continue;
    try {
      const b = ols(ys as number[], xs as number[][], options).coefficients;
      const parts = factorContributions(b, today as number[], intercept);
      out[i] = { coefficients: b, residual: actual - parts.reduce((sum, v) => sum + v, 0) };
    } catch (error) {
      if (!(error instanceof OlsInputError)) throw error;
    }
  }
  return out;
}

/** The residuals of `outOfSampleFits` (actual minus the prediction of t by the fit on t-w..t-1). */
export function outOfSampleOls(
  y: readonly (number | null | undefined)[],
  columns: readonly (readonly (number | null | undefined)[])[],
  window: number,
  options: OlsOptions = {},
): (number | null)[] {
  return outOfSampleFits(y, columns, window, options).map((fit) => (fit ? fit.residual : null));
}

/**
 * The fitted value of one observation taken apart (the macro fit page's contributions): the intercept (when fitted),
 * then b_k * x_k for each factor. Their sum is the fit; the observation minus that sum is its residual.
 */
export function factorContributions(coefficients: readonly number[], row: readonly number[], intercept = true): number[] {
  const offset = intercept ? 1 : 0;
  const parts = row.map((x, k) => coefficients[k + offset] * x);
  return intercept ? [coefficients[0], ...parts] : parts;
}
