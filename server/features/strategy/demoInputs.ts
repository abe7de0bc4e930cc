/**
 * Whether a strategy's values are demo data, for the catalogue: demo when any input is (issue 18, "honest labels").
 * A leg is demo when its latest tick on the bus is, or when any stored bar it reads is: its own instrument's, or for a
 * continuous (`@main`) or undated leg any contract of its product (the main contract rolls through them). The live
 * value, the history and the explanation already carry the legs' flags (engine.ts, history.ts); this is the same rule
 * for a strategy that has no stored bars of its own yet, or whose own bars were stored before a leg turned demo.
 */
import type { StrategyLeg } from '../../../common/contract/strategy';
import { parseInstrument, productKeyOf } from '../../../common/market/address';
import type { ReferenceData, TickBus } from '../../infra/market/ports';
import { legInstrument } from './legs';

/** Stored coverage rows (BarStore.coverage) reduced to the demo instruments and products. */
export interface DemoCoverage {
  instruments: ReadonlySet<string>;
  products: ReadonlySet<string>;
}

export function demoCoverage(rows: readonly { instrument: string; demo: boolean }[]): DemoCoverage {
  const instruments = new Set<string>();
  const products = new Set<string>();
  for (const r of rows) {
    if (!r.demo) continue;
    instruments.add(r.instrument);
    const ref = parseInstrument(r.instrument);
    if (ref) products.add(productKeyOf(ref));
  }
  return { instruments, products };
}

export function legsAreDemo(reference: ReferenceData, bus: Pick<TickBus, 'latest'>, coverage: DemoCoverage, legs: readonly StrategyLeg[]): boolean {
  return legs.some((leg) => {
    const instrument = legInstrument(reference, legs, leg) ?? leg.instrument;
    if (bus.latest(instrument)?.demo || coverage.instruments.has(instrument)) return true;
    const ref = parseInstrument(instrument);
    return ref !== null && (ref.continuous !== null || ref.month === null) && coverage.products.has(productKeyOf(ref));
  });
}
