/**
 * Legs and what they read: an instrument (which product a leg is, which concrete instrument it reads through the month
 * mapping, whether a user may read it by the product's access key, docs/market-data.md), or any other series address
 * (issue 22: `ds:`, `set:`, `spread:`, `ref:`, `wr:`, an md field other than the price), read through the series
 * resolver and readable when the resolver says so. An address does not tick: a strategy with one is history only.
 */
import type { StrategyLeg } from '../../../common/contract/strategy';
import { type Address, formatInstrument, type InstrumentRef, parseAddress, parseInstrument, productKeyOf } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import type { IsoDate, ProductSpec, ReferenceData, SeriesResolver } from '../../infra/market/ports';
import { fxReferenceKey } from './fxRate';

/** An instrument never holds a colon; every series address does (`ds:eia:RBRTE`). */
export const isAddressLeg = (leg: Pick<StrategyLeg, 'instrument'>): boolean => leg.instrument.includes(':');

/** The leg's address when it is one (parsed), else null (an instrument leg, or text that is no address). */
export function legAddressOf(leg: Pick<StrategyLeg, 'instrument'>): Address | null {
  return isAddressLeg(leg) ? parseAddress(leg.instrument) : null;
}

/** Every leg an instrument: the engine computes the strategy on each tick. */
export const legsTick = (legs: readonly StrategyLeg[]): boolean => !legs.some(isAddressLeg);

/**
 * The stored form of the legs: an md address of an instrument's price (`md:SHFE.FU2601`, `:close`, `:last`, what the
 * series picker gives) is that instrument, so it ticks like one; every other address stays as written.
 */
export function normalizeLegs(legs: readonly StrategyLeg[]): StrategyLeg[] {
  return legs.map((leg) => {
    const a = legAddressOf(leg);
    return a?.scheme === 'md' && (a.field === 'close' || a.field === 'last') ? { ...leg, instrument: formatInstrument(a.instrument) } : leg;
  });
}

/** The product spec behind an instrument leg (a mapped leg names its product); undefined for unknown ones and addresses. */
export function legSpec(reference: ReferenceData, leg: StrategyLeg, date?: IsoDate): ProductSpec | undefined {
  const ref = isAddressLeg(leg) ? null : parseInstrument(leg.instrument);
  return ref ? reference.resolveInstrument(ref, date) : undefined;
}

/**
 * The instrument a leg reads. A plain leg reads its own instrument. A mapped leg (`mapFrom`) takes the month the
 * reference month mapping gives for the other leg's month (FU 2601 -> SG380 2512); when the other leg is the
 * continuous `@main` contract, the mapped leg reads its own product's `@main` (the main contracts roll by open
 * interest independently: docs/market-data/strategy.md says so), and an undated base gives the undated product.
 * Null for an address leg (it reads its address, `legSeries`).
 */
export function legInstrument(reference: ReferenceData, legs: readonly StrategyLeg[], leg: StrategyLeg): string | null {
  const own = isAddressLeg(leg) ? null : parseInstrument(leg.instrument);
  if (!own) return null;
  if (!leg.mapFrom) return leg.instrument;
  const base = legs.find((l) => l.alias === leg.mapFrom);
  const baseRef = base && !base.mapFrom && !isAddressLeg(base) ? parseInstrument(base.instrument) : null;
  if (!baseRef) return null;
  const product: InstrumentRef = { exchange: own.exchange, code: own.code, month: null, continuous: null };
  if (baseRef.continuous) return formatInstrument({ ...product, continuous: 'main' });
  if (!baseRef.month) return formatInstrument(product);
  const month = reference.mapMonth(productKeyOf(baseRef), productKeyOf(own), baseRef.month);
  return formatInstrument({ ...product, month });
}

/**
 * What a leg reads over history (the history, the month average and `explain` at a time read legs so): a dated
 * reference rate in force on each date, for a `ref:` leg (as formula rates are read) and for USD/CNY beside a price leg
 * (`fx`: its reference rate, fxRate.ts; a strategy of FX legs only reads its FX series); else a series address
 * (`md:<instrument>:close` for instrument legs). Null when an instrument leg's mapping gives nothing.
 */
export type LegSeries = { kind: 'rate'; key: string; fx: boolean } | { kind: 'series'; address: string; instrument: string | null };

export function legSeries(reference: ReferenceData, legs: readonly StrategyLeg[], leg: StrategyLeg): LegSeries | null {
  const a = legAddressOf(leg);
  if (a?.scheme === 'ref') return { kind: 'rate', key: a.key, fx: false };
  if (a) return { kind: 'series', address: leg.instrument, instrument: null };
  const instrument = legInstrument(reference, legs, leg);
  if (!instrument) return null;
  const fxKey = hasPriceLeg(reference, legs) ? fxReferenceKey(instrument) : undefined;
  return fxKey ? { kind: 'rate', key: fxKey, fx: true } : { kind: 'series', address: `md:${instrument}:close`, instrument };
}

/** A leg that is not FX (an address leg counts): USD/CNY legs then fill in by the reference rate. */
const hasPriceLeg = (reference: ReferenceData, legs: readonly StrategyLeg[]): boolean => legs.some((l) => legSpec(reference, l)?.kind !== 'fx');

/** What reads the legs: the reference data (instruments' products) and the series resolver (addresses' access). */
export interface LegReaders {
  reference: ReferenceData;
  series: Pick<SeriesResolver, 'canRead'>;
}

/** Every instrument leg resolves to a product whose access key the user holds, and every address leg is readable. */
export async function canReadLegs(user: AuthUser, readers: LegReaders, legs: readonly StrategyLeg[]): Promise<boolean> {
  for (const leg of legs) {
    if (isAddressLeg(leg)) {
      if (!(await readers.series.canRead(user, leg.instrument))) return false;
      continue;
    }
    // Access does not depend on the date: a product not yet listed today (ZCE PL before 2025-07-22) keeps its key.
    const spec = legSpec(readers.reference, leg) ?? legSpec(readers.reference, leg, '9999-12-31');
    if (spec === undefined || !allows(user, spec.accessKey)) return false;
  }
  return true;
}
