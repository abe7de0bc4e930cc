/**
 * The push feed's plausibility rules (issue 19 item 11; docs/market-data/feeds.md "Plausibility"): a gateway's
 * mistake (a price in the wrong unit, a crossed quote, a replayed day) must not become the live value every screen,
 * spread and alert reads. The constants are named here and documented there.
 */
import type { ProductSpec } from '../../../infra/market/ports';

/**
 * How far a pushed price may be from its anchor (the instrument's last real price, else its last settlement), as a
 * share of the anchor's size, per product kind. Chinese futures move at most their daily limit (FU, LU, SC: 5-10 %
 * of the previous settlement) per day; Brent and WTI have no limit, but a quarter between one real price and the next
 * is far beyond any recorded move outside April 2020; USD/CNY moves within 2 % of its central parity a day.
 */
export const PRICE_BAND_BY_KIND: Readonly<Record<ProductSpec['kind'], number>> = { future: 0.25, swap: 0.25, spot: 0.25, fx: 0.05 };

/** The band never narrows below this many ticks, so a price near zero (WTI in April 2020) still has room to move. */
export const MIN_BAND_TICKS = 100;

/**
 * Products whose prices may be zero or negative: NYMEX WTI settled at -37.63 USD/bbl on 2020-04-20, and INE allows
 * negative prices for SC crude since April 2020. Every other product quotes an outright price above zero. The product
 * specification has no field for it (a version field would let administrators set it; not built).
 */
export const MAY_BE_NEGATIVE: ReadonlySet<string> = new Set(['NYMEX.WTI', 'INE.SC']);

/**
 * Without an anchor (no real price yet, no recent settlement) a price is still at most this many ticks from zero:
 * 1e9 CNY/t for FU, 1e5 CNY/USD for the dollar. Far above any real price, it keeps a first tick of 1e12 or 1e308 from
 * becoming the anchor of every later one.
 */
export const MAX_PRICE_TICKS = 1e9;

/** A stored settlement older than this is no anchor (the band is then not applied until a real price arrives). */
export const SETTLEMENT_ANCHOR_MAX_AGE_MS = 5 * 86_400_000;

/** Half the width of the band around `anchor` for a product. */
export function bandHalfWidth(spec: Pick<ProductSpec, 'kind' | 'tick'>, anchor: number): number {
  return Math.max(PRICE_BAND_BY_KIND[spec.kind] * Math.abs(anchor), MIN_BAND_TICKS * spec.tick);
}
