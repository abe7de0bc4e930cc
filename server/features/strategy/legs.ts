/**
 * Legs and their instruments: which product a leg is, which concrete instrument it reads (month mapping), and
 * whether a user may read it (the product's access key, docs/market-data.md).
 */
import type { StrategyLeg } from '../../../common/contract/strategy';
import { formatInstrument, type InstrumentRef, parseInstrument, productKeyOf } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import type { IsoDate, ProductSpec, ReferenceData } from '../../infra/market/ports';

/** The product spec behind a leg (a mapped leg names its product), or undefined when the instrument is unknown. */
export function legSpec(reference: ReferenceData, leg: StrategyLeg, date?: IsoDate): ProductSpec | undefined {
  const ref = parseInstrument(leg.instrument);
  return ref ? reference.resolveInstrument(ref, date) : undefined;
}

/**
 * The instrument a leg reads. A plain leg reads its own instrument. A mapped leg (`mapFrom`) takes the month the
 * reference month mapping gives for the other leg's month (FU 2601 -> SG380 2512); when the other leg is the
 * continuous `@main` contract, the mapped leg reads its own product's `@main` (the main contracts roll by open
 * interest independently: docs/market-data/strategy.md says so), and an undated base gives the undated product.
 */
export function legInstrument(reference: ReferenceData, legs: readonly StrategyLeg[], leg: StrategyLeg): string | null {
  const own = parseInstrument(leg.instrument);
  if (!own) return null;
  if (!leg.mapFrom) return leg.instrument;
  const base = legs.find((l) => l.alias === leg.mapFrom);
  const baseRef = base && !base.mapFrom ? parseInstrument(base.instrument) : null;
  if (!baseRef) return null;
  const product: InstrumentRef = { exchange: own.exchange, code: own.code, month: null, continuous: null };
  if (baseRef.continuous) return formatInstrument({ ...product, continuous: 'main' });
  if (!baseRef.month) return formatInstrument(product);
  const month = reference.mapMonth(productKeyOf(baseRef), productKeyOf(own), baseRef.month);
  return formatInstrument({ ...product, month });
}

/** Every leg's instrument resolves to a product whose access key the user holds. */
export function canReadLegs(user: AuthUser, reference: ReferenceData, legs: readonly StrategyLeg[]): boolean {
  return legs.every((leg) => {
    // Access does not depend on the date: a product not yet listed today (ZCE PL before 2025-07-22) keeps its key.
    const spec = legSpec(reference, leg) ?? legSpec(reference, leg, '9999-12-31');
    return spec !== undefined && allows(user, spec.accessKey);
  });
}
