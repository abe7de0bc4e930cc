/**
 * Known answers for common/domain/ols.ts.
 * - NIST StRD Longley (tests/fixtures/nistLongley.ts, with its source and licence): certified coefficients,
 *   standard deviations of the estimates, residual standard deviation 304.854073561965, R² 0.995479004577296,
 *   residual sum of squares 836424.055505915, F 330.285339234588. Matched to 1e-9 relative: Longley is
 *   ill-conditioned (numpy.linalg.solve on the raw normal equations misses the intercept by 5.7e-9); observed here:
 *   coefficients within 2.2e-14, standard errors within 1.2e-15, R² within 4.5e-16 relative.
 * - Without an intercept, from numpy 2.4.6 (python3):
 *     x1 = np.array([1.,2,3,4,5,6]); x2 = np.array([2.,1,4,3,6,5]); y = np.array([3.1,4.9,7.2,8.8,11.1,13.0])
 *     A = np.column_stack([x1, x2]); b = np.linalg.lstsq(A, y, rcond=None)[0]; e = y - A @ b
 *     s2 = e @ e / 4; np.sqrt(np.diag(s2 * np.linalg.inv(A.T @ A)))
 *   b = [2.003724394785847, 0.23705772811917966], se = [0.20985113905698552, 0.20985113905698552],
 *   uncentred R² = 1 - e@e / y@y = 0.9977159838616378, adjusted 1 - (1 - R²) * 6 / 4 = 0.9965739757924568.
 */
import { OlsInputError, ols, residualZScores, rollingOls } from '../../common/domain/ols';
import { LONGLEY_CERTIFIED, LONGLEY_X, LONGLEY_Y } from '../fixtures/nistLongley';

const rel = (actual: number, expected: number, tol = 1e-9) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(tol);

describe('ols on NIST StRD Longley', () => {
  const fit = ols(LONGLEY_Y, LONGLEY_X);
  it.each(LONGLEY_CERTIFIED.coefficients.map((c, j) => [j, c, LONGLEY_CERTIFIED.standardErrors[j]]))('b%i and its standard deviation', (j, c, se) => {
    rel(fit.coefficients[j], c);
    rel(fit.standardErrors[j], se);
    rel(fit.tValues[j], c / se);
  });
  it('matches the certified summary statistics', () => {
    rel(fit.rSquared, LONGLEY_CERTIFIED.rSquared);
    rel(fit.residualStdError, LONGLEY_CERTIFIED.residualStandardDeviation);
    rel(
      fit.residuals.reduce((s, e) => s + e * e, 0),
      LONGLEY_CERTIFIED.residualSumOfSquares,
    );
    const f = fit.rSquared / fit.k / ((1 - fit.rSquared) / fit.degreesOfFreedom);
    rel(f, LONGLEY_CERTIFIED.fStatistic, 1e-8);
    expect([fit.n, fit.k, fit.degreesOfFreedom]).toEqual([16, 6, 9]);
    rel(fit.adjustedRSquared, 1 - ((1 - LONGLEY_CERTIFIED.rSquared) * 15) / 9);
    rel(fit.fitted[3] + fit.residuals[3], LONGLEY_Y[3], 1e-15);
  });
});

describe('ols without an intercept', () => {
  const y = [3.1, 4.9, 7.2, 8.8, 11.1, 13.0];
  const x1 = [1, 2, 3, 4, 5, 6];
  const x2 = [2, 1, 4, 3, 6, 5];
  it('matches numpy lstsq and the uncentred R²', () => {
    const fit = ols(y, [x1, x2], { intercept: false });
    rel(fit.coefficients[0], 2.003724394785847, 1e-12);
    rel(fit.coefficients[1], 0.23705772811917966, 1e-12);
    rel(fit.standardErrors[0], 0.20985113905698552, 1e-12);
    rel(fit.standardErrors[1], 0.20985113905698552, 1e-12);
    rel(fit.rSquared, 0.9977159838616378, 1e-12);
    rel(fit.adjustedRSquared, 0.9965739757924568, 1e-12);
    expect(fit.coefficients).toHaveLength(2);
  });
});

describe('ols input problems', () => {
  const problem = (f: () => unknown) => {
    try {
      f();
    } catch (error) {
      return error instanceof OlsInputError ? error.problem : 'other';
    }
    return 'none';
  };
  it('names each problem', () => {
    expect(problem(() => ols([1, 2, 3], [[1, 2]]))).toBe('lengthMismatch');
    expect(problem(() => ols([1, 2, Number.NaN, 4], [[1, 2, 3, 4]]))).toBe('missingValue');
    expect(problem(() => ols([1, 2], [[1, 2]]))).toBe('tooFewObservations');
    expect(
      problem(() =>
        ols(
          [1, 2, 3, 5],
          [
            [1, 2, 3, 4],
            [2, 4, 6, 8],
          ],
        ),
      ),
    ).toBe('collinear');
    expect(problem(() => ols([1, 2, 3, 5], [[7, 7, 7, 7]]))).toBe('collinear');
  });
  it('fits the intercept alone as the mean', () => {
    const fit = ols([1, 2, 6], []);
    expect(fit.coefficients).toEqual([3]);
    rel(fit.standardErrors[0], Math.sqrt(7 / 3));
  });
});

describe('rollingOls and residual z-scores', () => {
  const y = [3.1, 4.9, 7.2, 8.8, 11.1, 13.0, null, 15.2, 17.9, 19.4];
  const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  it('is the full fit of each complete window', () => {
    const out = rollingOls(y, [x], 4);
    expect(out.slice(0, 3)).toEqual([null, null, null]);
    // Windows ending at 6..9 hold the missing value at index 6.
    expect(out.slice(6)).toEqual([null, null, null, null]);
    const direct = ols(y.slice(2, 6) as number[], [x.slice(2, 6)]);
    expect(out[5]?.coefficients).toEqual(direct.coefficients);
    expect(out[5]?.residual).toBe(direct.residuals[3]);
    expect(out[5]?.rSquared).toBe(direct.rSquared);
  });
  it('scores residuals over the sample or a window', () => {
    // Hand-worked: [1, -1, 2, -2] has mean 0 and std sqrt(10/3).
    const z = residualZScores([1, -1, 2, -2]);
    rel(z[2] as number, 2 / Math.sqrt(10 / 3), 1e-15);
    expect(residualZScores([1, -1, null, -2])[2]).toBeNull();
    expect(residualZScores([1, 1, 1])).toEqual([null, null, null]);
    expect(residualZScores([1, -1, 2, -2], 3)[3]).toBeCloseTo((-2 - -1 / 3) / Math.sqrt(13 / 3), 12);
  });
});
