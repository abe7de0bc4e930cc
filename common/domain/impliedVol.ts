/**
 * The implied volatility of an option price under Black-76 (black76.ts) or Barone-Adesi-Whaley (baroneAdesiWhaley.ts):
 * the sigma whose model price equals the given one, found by Brent's method (Brent, Algorithms for Minimization
 * without Derivatives, 1973, ch. 4; the form of Numerical Recipes 3rd ed., 9.3) on a bracket where the price is
 * monotone in sigma. Null when no volatility in (VOL_MIN, VOL_MAX) reproduces the price: at or below the option's
 * value at zero volatility (its discounted intrinsic value, or for an American option its exercise value) or at or
 * above its value at VOL_MAX.
 */
import { type OptionInputs, black76Price } from './black76';
import { bawPrice } from './baroneAdesiWhaley';

export type OptionModel = 'black76' | 'baw';

/** The bracket searched: 0.01 % to 1,000 % a year. */
export const VOL_MIN = 1e-4;
export const VOL_MAX = 10;

const priceOf = (model: OptionModel) => (model === 'black76' ? black76Price : bawPrice);

/** The implied volatility, to 1e-10 in sigma; null when none in the bracket reproduces `price`. */
export function impliedVol(model: OptionModel, inputs: Omit<OptionInputs, 'sigma'>, price: number): number | null {
  if (!(price > 0) || !Number.isFinite(price)) return null;
  const value = priceOf(model);
  const f = (sigma: number) => value({ ...inputs, sigma }) - price;
  let a = VOL_MIN;
  let b = VOL_MAX;
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa > 0 || fb < 0) return null;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let i = 0; i < 200; i += 1) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5e-10;
    const m = 0.5 * (c - b);
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      // Inverse quadratic interpolation, or the secant when only two points differ.
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qq = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}
