/**
 * The name of an `md:` instrument in a locale, as the catalogue lists it and every screen that shows the instrument
 * (the board's rows, the picker) repeats it: the product's name, then the contract month (`Fuel oil 380 (bonded) 2601`)
 * or "main continuous" for `@main`; an undated instrument is named by its product alone.
 */
import type { InstrumentRef } from './address';

export const MAIN_LABEL: Readonly<Record<string, string>> = { 'zh-CN': '主力连续', 'en-US': 'main continuous', 'ar-EG': 'العقد الرئيسي المستمر' };

/** A name in the locale, else en-US, else any. */
export const nameIn = (names: Readonly<Record<string, string>>, locale: string): string => names[locale] ?? names['en-US'] ?? Object.values(names)[0] ?? '';

export function instrumentName(ref: Pick<InstrumentRef, 'month' | 'continuous'>, productNames: Readonly<Record<string, string>>, locale: string): string {
  const product = nameIn(productNames, locale);
  if (ref.continuous) return `${product} ${nameIn(MAIN_LABEL, locale)}`;
  if (ref.month) return `${product} ${ref.month.slice(2, 4)}${ref.month.slice(5, 7)}`;
  return product;
}
