/**
 * The Barone-Adesi & Whaley (1987) quadratic approximation of American options, here on futures (cost of carry
 * b = 0): Chinese commodity options are American. Formulas and the critical-price iteration as in Haug, The Complete
 * Guide to Option Pricing Formulas, 2nd ed., 3.3.2 (the generalised Black-Scholes value with S = F and b = 0 is
 * Black-76, black76.ts):
 *   call = c + A2 (F/S*)^q2 for F < S*, else F - K;   put = p + A1 (F/S**)^q1 for F > S**, else K - F,
 * with n = 2b/sigma^2 = 0, m = 2r/sigma^2, k = 1 - e^(-rT), q1,2 = (-(n-1) -+ sqrt((n-1)^2 + 4m/k)) / 2 and the
 * critical prices S*, S** found by Newton's method from Haug's seeds, to a relative error of 1e-9.
 * Greeks by central differences of the price (bumps: 1e-4 relative in F, 1e-4 in sigma, one day in T), documented
 * as such: the approximation has no closed-form greeks of its own.
 */
import { black76Price, type OptionInputs, type OptionValue } from './black76';
import { normalCdf, normalPdf } from './normal';

const TOLERANCE = 1e-9;
const MAX_STEPS = 200;

function d1Of(S: number, K: number, T: number, sigma: number): number {
  const sd = sigma * Math.sqrt(T);
  return (Math.log(S / K) + (sd * sd) / 2) / sd;
}

/** The critical futures price above which the American call is worth exercising (b = 0). */
function criticalCall(K: number, T: number, r: number, sigma: number, q2: number): number {
  const sd = sigma * Math.sqrt(T);
  const df = Math.exp(-r * T);
  // Seed (Haug): the perpetual option's critical price, moved toward K for a short life.
  const m = (2 * r) / (sigma * sigma);
  const q2u = (1 + Math.sqrt(1 + 4 * m)) / 2;
  const su = K / (1 - 1 / q2u);
  const h2 = (-2 * sd * K) / (su - K);
  let s = K + (su - K) * (1 - Math.exp(h2));
  for (let i = 0; i < MAX_STEPS; i += 1) {
    const d1 = d1Of(s, K, T, sigma);
    const lhs = s - K;
    const rhs = black76Price({ right: 'call', F: s, K, T, r, sigma }) + ((1 - df * normalCdf(d1)) * s) / q2;
    if (Math.abs(lhs - rhs) / K < TOLERANCE) break;
    const slope = df * normalCdf(d1) * (1 - 1 / q2) + (1 - (df * normalPdf(d1)) / sd) / q2;
    s = (K + rhs - slope * s) / (1 - slope);
  }
  return s;
}

/** The critical futures price below which the American put is worth exercising (b = 0). */
function criticalPut(K: number, T: number, r: number, sigma: number, q1: number): number {
  const sd = sigma * Math.sqrt(T);
  const df = Math.exp(-r * T);
  const m = (2 * r) / (sigma * sigma);
  const q1u = (1 - Math.sqrt(1 + 4 * m)) / 2;
  const su = K / (1 - 1 / q1u);
  const h1 = (-2 * sd * K) / (K - su);
  let s = su + (K - su) * Math.exp(h1);
  for (let i = 0; i < MAX_STEPS; i += 1) {
    const d1 = d1Of(s, K, T, sigma);
    const lhs = K - s;
    const rhs = black76Price({ right: 'put', F: s, K, T, r, sigma }) - ((1 - df * normalCdf(-d1)) * s) / q1;
    if (Math.abs(lhs - rhs) / K < TOLERANCE) break;
    const slope = -df * normalCdf(-d1) * (1 - 1 / q1) - (1 + (df * normalPdf(d1)) / sd) / q1;
    s = (K - rhs + slope * s) / (1 + slope);
  }
  return s;
}

/** The Barone-Adesi-Whaley value of an American option on a future. */
export function bawPrice(inputs: OptionInputs): number {
  const { right, F, K, T, r, sigma } = inputs;
  const european = black76Price(inputs);
  // Without interest there is no early-exercise premium on a future: the European value is the American one.
  if (r <= 0) return european;
  const df = Math.exp(-r * T);
  const m = (2 * r) / (sigma * sigma);
  const k = 1 - df;
  const root = Math.sqrt(1 + (4 * m) / k);
  if (right === 'call') {
    const q2 = (1 + root) / 2;
    const s = criticalCall(K, T, r, sigma, q2);
    if (F >= s) return F - K;
    const a2 = (s / q2) * (1 - df * normalCdf(d1Of(s, K, T, sigma)));
    return european + a2 * (F / s) ** q2;
  }
  const q1 = (1 - root) / 2;
  const s = criticalPut(K, T, r, sigma, q1);
  if (F <= s) return K - F;
  const a1 = -(s / q1) * (1 - df * normalCdf(-d1Of(s, K, T, sigma)));
  return european + a1 * (F / s) ** q1;
}

const DAY = 1 / 365;

/** The Barone-Adesi-Whaley value with greeks by central differences (vega per 1.00 of volatility, theta per year). */
export function baw(inputs: OptionInputs): OptionValue {
  const price = bawPrice(inputs);
  const dF = inputs.F * 1e-4;
  const up = bawPrice({ ...inputs, F: inputs.F + dF });
  const down = bawPrice({ ...inputs, F: inputs.F - dF });
  const dS = 1e-4;
  const vega = (bawPrice({ ...inputs, sigma: inputs.sigma + dS }) - bawPrice({ ...inputs, sigma: Math.max(inputs.sigma - dS, 1e-8) })) / (2 * dS);
  // Theta: the value a day later (less time left) minus today's, per year; at under a day left, to expiry.
  const dT = Math.min(DAY, inputs.T / 2);
  const theta = (bawPrice({ ...inputs, T: inputs.T - dT }) - price) / dT;
  return { price, delta: (up - down) / (2 * dF), gamma: (up - 2 * price + down) / (dF * dF), vega, theta };
}
