/**
 * The body of `/v2/assistant/provider/pricing` from the provider form's "Prices and cost limit" fields, or null when
 * there is nothing to send (docs/assistant.md "The page", "Limits"). Prices are optional: a provider saved with the
 * price fields empty keeps `pricing: null` (token limit only), and saving the form again with the stored prices
 * unchanged sends nothing, so the pricing audit records only real changes.
 */
import type { AssistantPricing } from '@common/contract/assistant';

export interface PricingValues {
  currency: AssistantPricing['currency'];
  /** Empty fields read as null (antd's InputNumber); undefined before the field is touched. */
  inputPerMillion?: number | null;
  outputPerMillion?: number | null;
  dailyCostLimit?: number | null;
}

const filled = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether the administrator entered anything in the prices part (the currency alone has a default, so it does not count). */
export const pricingTouched = (values: PricingValues): boolean =>
  filled(values.inputPerMillion) || filled(values.outputPerMillion) || filled(values.dailyCostLimit);

/** The form's initial values for the prices part: the stored pricing, or empty fields in CNY. */
export const pricingValuesOf = (stored: AssistantPricing | null): PricingValues =>
  stored ? { ...stored } : { currency: 'CNY', inputPerMillion: null, outputPerMillion: null, dailyCostLimit: null };

/**
 * The pricing to save: null when the prices part is empty and nothing is stored, or when it equals what is stored.
 * The form's rules require both prices once anything of the part is filled (or pricing is stored), so the prices
 * here are numbers; an empty cost limit is `null`: no cost limit.
 */
export function pricingBodyOf(values: PricingValues, stored: AssistantPricing | null): AssistantPricing | null {
  if (!stored && !pricingTouched(values)) return null;
  if (!filled(values.inputPerMillion) || !filled(values.outputPerMillion)) return null;
  const body: AssistantPricing = {
    currency: values.currency,
    inputPerMillion: values.inputPerMillion,
    outputPerMillion: values.outputPerMillion,
    dailyCostLimit: filled(values.dailyCostLimit) ? values.dailyCostLimit : null,
  };
  const unchanged =
    stored &&
    stored.currency === body.currency &&
    stored.inputPerMillion === body.inputPerMillion &&
    stored.outputPerMillion === body.outputPerMillion &&
    stored.dailyCostLimit === body.dailyCostLimit;
  return unchanged ? null : body;
}
