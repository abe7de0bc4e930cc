/**
 * The units of a strategy's address legs (issue 22): an address leg's unit is its series' unit, read through the one
 * series resolver over a short recent window (only the unit is used; the server reads on its own behalf, the caller's
 * access is checked separately by canReadLegs). An address that does not parse or names nothing is left out, and
 * legProblems names it.
 */
import type { StrategyLeg } from '../../../common/contract/strategy';
import type { SeriesResolver } from '../../infra/market/ports';
import { isAddressLeg } from './legs';

/** address -> unit; only address legs that resolve. */
export type AddressUnits = ReadonlyMap<string, string>;

const WINDOW_MS = 14 * 86400_000;

export async function addressLegUnits(series: Pick<SeriesResolver, 'resolve'>, legs: readonly StrategyLeg[], now: number): Promise<AddressUnits> {
  const units = new Map<string, string>();
  for (const leg of legs) {
    if (!isAddressLeg(leg) || units.has(leg.instrument)) continue;
    try {
      const data = await series.resolve(null, leg.instrument, { interval: '1d', from: now - WINDOW_MS, to: now, maxPoints: 2 });
      units.set(leg.instrument, data.unit);
    } catch {
      // malformed or unknown: legProblems answers `strategy.leg.unknownSeries`
    }
  }
  return units;
}
