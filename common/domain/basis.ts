/**
 * Basis of a futures contract against its spot (cash) price (docs/domain.md, "Basis"). The sign is declared,
 * because libraries and desks differ: here basis = spot - futures, so a positive basis means the cash market is
 * above the futures (backwardation-like), a negative one that the futures carry a premium (contango-like).
 */

/** The sign convention, shown next to every basis figure. */
export const BASIS_SIGN = 'spot - futures' as const;

/** Basis in price units: spot - futures. */
export const basis = (spot: number, futures: number): number => spot - futures;

/** Basis as a fraction of the futures price: (spot - futures) / futures. NaN when the futures price is not positive. */
export function basisRate(spot: number, futures: number): number {
  if (!(futures > 0)) return Number.NaN;
  return (spot - futures) / futures;
}

/**
 * The basis rate scaled to a year, simple (not compounded): (spot - futures) / futures * daysPerYear / daysToExpiry.
 * Days are calendar days to the contract's last trading day unless the caller passes trading days with the
 * matching daysPerYear (for example 243). NaN when daysToExpiry is not positive.
 */
export function annualisedBasisRate(spot: number, futures: number, daysToExpiry: number, daysPerYear = 365): number {
  if (!(daysToExpiry > 0) || !(daysPerYear > 0)) return Number.NaN;
  return (basisRate(spot, futures) * daysPerYear) / daysToExpiry;
}
