/**
 * Unit conversions of the spread formulas (docs/domain.md, "Unit conversions" and "Taxes"). Pure functions: the
 * factor, FX rate or tax rate in force is an argument (the dated values live in the reference area's rates).
 */

/** Platts reference factor for Singapore 380 cSt and Marine Fuel 0.5 % (docs/domain.md): 6.35 bbl per tonne. */
export const FUEL_OIL_BBL_PER_T_REFERENCE = 6.35;

/** A price per tonne as a price per barrel: USD/t / (bbl/t) = USD/bbl. */
export const perTonneToPerBarrel = (pricePerTonne: number, bblPerTonne: number): number => pricePerTonne / bblPerTonne;

/** A price per barrel as a price per tonne: USD/bbl * (bbl/t) = USD/t. */
export const perBarrelToPerTonne = (pricePerBarrel: number, bblPerTonne: number): number => pricePerBarrel * bblPerTonne;

/** USD to CNY at `usdCny` (CNY per USD). */
export const usdToCny = (usd: number, usdCny: number): number => usd * usdCny;

/** CNY to USD at `usdCny` (CNY per USD). */
export const cnyToUsd = (cny: number, usdCny: number): number => cny / usdCny;

/** A tax-exclusive price with VAT added: price * (1 + vat), vat as a fraction (0.13 for 13 %). */
export const withVat = (taxExclusive: number, vat: number): number => taxExclusive * (1 + vat);

/** A tax-inclusive price with VAT taken out: price / (1 + vat). */
export const withoutVat = (taxInclusive: number, vat: number): number => taxInclusive / (1 + vat);

/** An import cost with an ad-valorem tariff: value * (1 + tariff), tariff as a fraction. */
export const withTariff = (value: number, tariff: number): number => value * (1 + tariff);
