/**
 * The seeded spread formulas of the strategy area, one documented function each (docs/domain.md, "Spread
 * formulas"; the source of each is named there). Pure: prices, FX and the dated rates in force are arguments.
 * The strategy engine evaluates the same formulas as text (server/strategy/seeds.ts); tests/domain/spreads.test.ts
 * and tests/market/strategySeeds.test.ts check both give the known answers.
 */
import { cnyToUsd } from './units';

/**
 * High-sulphur (or low-sulphur) inner/outer, bonded parity: `FU / FX - Sing380` in USD/t (`LU / FX - MF05` the same
 * shape). Domestic leg in CNY/t (bonded, tax excluded), FX in CNY per USD, Singapore leg in USD/t.
 */
export const innerOuterUsdPerTonne = (domesticCnyPerTonne: number, usdCny: number, singaporeUsdPerTonne: number): number =>
  cnyToUsd(domesticCnyPerTonne, usdCny) - singaporeUsdPerTonne;

/** The same spread per barrel: USD/t divided by the bbl/t factor (6.35 for fuel oil). */
export const innerOuterUsdPerBarrel = (domesticCnyPerTonne: number, usdCny: number, singaporeUsdPerTonne: number, bblPerTonne: number): number =>
  innerOuterUsdPerTonne(domesticCnyPerTonne, usdCny, singaporeUsdPerTonne) / bblPerTonne;

/** Hi-5: Singapore Marine Fuel 0.5 % - Singapore 380 cSt (USD/t); in China the same with LU - FU (CNY/t). */
export const hiFive = (lowSulphur: number, highSulphur: number): number => lowSulphur - highSulphur;

export interface LpgParityInputs {
  /** FEI propane, USD/t. */
  fei: number;
  /** Cargo premium and freight, USD/t (editable assumptions). */
  premium: number;
  freight: number;
  /** CNY per USD. */
  usdCny: number;
  /** LPG import tariff and LPG VAT in force on the date, fractions. */
  tariff: number;
  vatLpg: number;
  /** Port fees, CNY/t. */
  portFees: number;
}

/** LPG import parity cost (CNY/t): `(FEI + premium + freight) * FX * (1 + tariff) * (1 + VAT_LPG) + port fees`. */
export const lpgImportParity = (p: LpgParityInputs): number => (p.fei + p.premium + p.freight) * p.usdCny * (1 + p.tariff) * (1 + p.vatLpg) + p.portFees;

/** PG inner/outer (CNY/t): PG futures - import parity cost. */
export const pgInnerOuter = (pg: number, parity: LpgParityInputs): number => pg - lpgImportParity(parity);

/** PDH margin, Platts convention (USD/t): propylene - (1.2 * propane + 200); coefficients are dated rates. */
export const pdhMargin = (propylene: number, propane: number, propaneFactor: number, fixedCost: number): number =>
  propylene - (propaneFactor * propane + fixedCost);

/** PDH margin, exchange version (CNY/t): PL - 1.2 * PG - processing cost. */
export const pdhMarginExchange = (pl: number, pg: number, propaneFactor: number, processingCost: number): number => pl - propaneFactor * pg - processingCost;

/** PTA processing spread, China convention (CNY/t, both futures): TA - 0.655 * PX. */
export const ptaProcessingSpread = (ta: number, px: number, pxPerTa: number): number => ta - pxPerTa * px;

/** PTA processing spread with PX in USD/t (CNY/t): TA - PX_USD * 0.655 * (1 + VAT) * (1 + tariff) * FX. */
export const ptaProcessingSpreadUsdPx = (ta: number, pxUsd: number, pxPerTa: number, vat: number, tariff: number, usdCny: number): number =>
  ta - pxUsd * pxPerTa * (1 + vat) * (1 + tariff) * usdCny;

/** The usual PTA processing band (docs/domain.md): 450-700 CNY/t. */
export const PTA_USUAL_BAND = { low: 450, high: 700 } as const;

/** Whether a PTA processing spread lies in the usual band. */
export const inPtaUsualBand = (spread: number): boolean => spread >= PTA_USUAL_BAND.low && spread <= PTA_USUAL_BAND.high;

/** Brent-WTI (USD/bbl). */
export const brentWti = (brent: number, wti: number): number => brent - wti;
