/**
 * The options page's figures from its inputs, with the domain's one definition of each (common/domain/black76.ts,
 * baroneAdesiWhaley.ts, impliedVol.ts): the inputs as a trader enters them (days to expiry, rate and volatility in
 * percent) turned into the model's (years, fractions), both models' values, and the value across futures prices.
 */
import { baw, bawPrice } from '@common/domain/baroneAdesiWhaley';
import { black76, black76Price, type OptionRight, type OptionValue } from '@common/domain/black76';
import { impliedVol, type OptionModel } from '@common/domain/impliedVol';

/** Calendar days a year: T = days / 365, as exchanges and Haug quote it. */
export const DAYS_A_YEAR = 365;

export interface OptionForm {
  model: OptionModel;
  right: OptionRight;
  F: number | null;
  K: number | null;
  days: number | null;
  /** Percent a year. */
  ratePct: number | null;
  /** Percent a year. */
  volPct: number | null;
}

export const DEFAULT_FORM: OptionForm = { model: 'baw', right: 'call', F: 100, K: 100, days: 30, ratePct: 2, volPct: 25 };

export interface ModelInputs {
  right: OptionRight;
  F: number;
  K: number;
  T: number;
  r: number;
}

/** The model's inputs, or null while one is missing or out of range (the form says which). */
export function modelInputs(form: OptionForm): ModelInputs | null {
  const { F, K, days, ratePct } = form;
  if (F === null || K === null || days === null || ratePct === null) return null;
  if (!(F > 0 && K > 0 && days > 0)) return null;
  return { right: form.right, F, K, T: days / DAYS_A_YEAR, r: ratePct / 100 };
}

export interface OptionFigures {
  value: OptionValue;
  /** Both models' prices: the American (BAW) less the European (Black-76) is the early-exercise premium. */
  european: number;
  american: number;
  intrinsic: number;
}

export function optionFigures(form: OptionForm): OptionFigures | null {
  const inputs = modelInputs(form);
  if (!inputs || form.volPct === null || !(form.volPct > 0)) return null;
  const full = { ...inputs, sigma: form.volPct / 100 };
  const value = form.model === 'black76' ? black76(full) : baw(full);
  return {
    value,
    european: black76Price(full),
    american: bawPrice(full),
    intrinsic: Math.max(0, inputs.right === 'call' ? inputs.F - inputs.K : inputs.K - inputs.F),
  };
}

/** The volatility (a fraction) reproducing `price`, null when none does, undefined while the inputs are incomplete. */
export function solveVol(form: OptionForm, price: number | null): number | null | undefined {
  const inputs = modelInputs(form);
  if (!inputs || price === null) return undefined;
  return impliedVol(form.model, inputs, price);
}

/** The model value and the intrinsic value at 61 futures prices from half to one and a half times the strike. */
export function valueAcross(form: OptionForm): { value: [number, number][]; intrinsic: [number, number][] } | null {
  const inputs = modelInputs(form);
  if (!inputs || form.volPct === null || !(form.volPct > 0)) return null;
  const price = form.model === 'black76' ? black76Price : bawPrice;
  const value: [number, number][] = [];
  const intrinsic: [number, number][] = [];
  for (let i = 0; i <= 60; i += 1) {
    const F = inputs.K * (0.5 + i / 60);
    value.push([F, price({ ...inputs, F, sigma: form.volPct / 100 })]);
    intrinsic.push([F, Math.max(0, inputs.right === 'call' ? F - inputs.K : inputs.K - F)]);
  }
  return { value, intrinsic };
}
