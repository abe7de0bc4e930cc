/**
 * Whether an instrument exists on a date, by the reference data's listing rules (common/domain/contractMonths.ts
 * `listedContracts` behind `reference.contracts`), never by its shape: `SHFE.FU0001` is well formed and does not exist.
 * - a contract month exists when its product lists it that day (not expired, not yet listed: refused);
 * - a continuous name (`SHFE.FU@main`) when its product is dated (lists contracts);
 * - a bare code when its product is undated (FX.USDCNY); the bare code of a dated product is not an instrument.
 * Used by the `tick:` topics (server/features/stream/tickTopics.ts) and the push feed's rows.
 */
import type { InstrumentRef } from '../../../common/market/address';
import { formatInstrument } from '../../../common/market/address';
import type { IsoDate, ProductSpec, ReferenceData } from './ports';

/** The product of `ref` when the instrument exists on `date` (the version in force that day), else undefined. */
export function listedInstrument(reference: ReferenceData, ref: InstrumentRef, date: IsoDate): ProductSpec | undefined {
  const spec = reference.resolveInstrument(ref, date);
  if (!spec) return undefined;
  const listed = reference.contracts(spec.exchange, spec.code, date);
  if (ref.continuous) return listed.length > 0 ? spec : undefined;
  if (ref.month === null) return listed.length === 0 ? spec : undefined;
  const instrument = formatInstrument(ref);
  return listed.some((c) => c.instrument === instrument) ? spec : undefined;
}
