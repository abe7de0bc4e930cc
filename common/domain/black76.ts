/**
 * Black-76: European options on futures (Black, "The pricing of commodity contracts", Journal of Financial Economics
 * 3, 1976; Haug, The Complete Guide to Option Pricing Formulas, 2nd ed., 1.2.2). With d1 = (ln(F/K) + sigma^2 T/2) /
 * (sigma sqrt T) and d2 = d1 - sigma sqrt T:
 *   call = e^(-rT) (F N(d1) - K N(d2)),   put = e^(-rT) (K N(-d2) - F N(-d1)).
 * Greeks (Haug 2.1): delta = dV/dF; gamma = d2V/dF2; vega = dV/dsigma per 1.00 of volatility (divide by 100 for one
 * volatility point); theta = -dV/dT per year (divide by 365 for a calendar day), the value's change as time passes.
 */
import { normalCdf, normalPdf } from './normal';

export type OptionRight = 'call' | 'put';

export interface OptionInputs {
  right: OptionRight;
  /** Futures price. */
  F: number;
  /** Strike. */
  K: number;
  /** Years to expiry. */
  T: number;
  /** Continuously compounded risk-free rate (0.03 = 3 %). */
  r: number;
  /** Volatility per year (0.25 = 25 %). */
  sigma: number;
}

export interface OptionValue {
  price: number;
  delta: number;
  gamma: number;
  /** Per 1.00 of volatility. */
  vega: number;
  /** Per year. */
  theta: number;
}

/** The Black-76 value of an option on a future. */
export function black76Price({ right, F, K, T, r, sigma }: OptionInputs): number {
  const df = Math.exp(-r * T);
  const sd = sigma * Math.sqrt(T);
  const d1 = (Math.log(F / K) + (sd * sd) / 2) / sd;
  const d2 = d1 - sd;
  return right === 'call' ? df * (F * normalCdf(d1) - K * normalCdf(d2)) : df * (K * normalCdf(-d2) - F * normalCdf(-d1));
}

/** The Black-76 value with its greeks. */
export function black76(inputs: OptionInputs): OptionValue {
  const { right, F, K, T, r, sigma } = inputs;
  const df = Math.exp(-r * T);
  const sqrtT = Math.sqrt(T);
  const sd = sigma * sqrtT;
  const d1 = (Math.log(F / K) + (sd * sd) / 2) / sd;
  const price = black76Price(inputs);
  const density = normalPdf(d1);
  const delta = right === 'call' ? df * normalCdf(d1) : -df * normalCdf(-d1);
  const gamma = (df * density) / (F * sd);
  const vega = F * df * density * sqrtT;
  const theta = r * price - (F * df * density * sigma) / (2 * sqrtT);
  return { price, delta, gamma, vega, theta };
}
