/**
 * Options on futures (issue 21): the price and greeks of one option, and the volatility that reproduces a price, by
 * the domain's Black-76 and Barone-Adesi-Whaley (common/domain/black76.ts, baroneAdesiWhaley.ts, impliedVol.ts).
 * Bodies are checked by the contract's schema (positive F, K, T and sigma); a price no volatility reproduces answers
 * 400 `optionNoImpliedVol` naming the field.
 */
import type { OptionImpliedVolBody, OptionImpliedVolData, OptionPriceBody, OptionPriceData } from '../../../common/contract/calculators';
import { baw } from '../../../common/domain/baroneAdesiWhaley';
import { black76 } from '../../../common/domain/black76';
import { impliedVol } from '../../../common/domain/impliedVol';
import { fieldApiError } from '../../infra/http/apiError';

export function optionPrice({ model, ...inputs }: OptionPriceBody): OptionPriceData {
  return model === 'black76' ? black76(inputs) : baw(inputs);
}

export function optionImpliedVol({ model, price, ...inputs }: OptionImpliedVolBody): OptionImpliedVolData {
  const sigma = impliedVol(model, inputs, price);
  if (sigma === null) throw fieldApiError('optionNoImpliedVol', 'price', 'No volatility reproduces this option price');
  return { sigma };
}
