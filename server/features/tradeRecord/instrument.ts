/**
 * A trade's instrument and trading date: the instrument must be a dated contract (`SHFE.FU2601`) or an undated
 * instrument (`FX.USDCNY`) the reference data knows, never a continuous `@main` (a fill is always in one contract).
 * The trading date follows server/infra/market/tradingDate.ts (night sessions count to the next trading day), and the
 * contract multiplier is the lot of the product specification version in force on that date.
 */
import { parseInstrument } from '../../../common/market/address';
import type { ProductSpec, ReferenceData } from '../../infra/market/ports';
import { tradingDayOf } from '../../infra/market/tradingDate';

export interface TradeInstrument {
  spec: ProductSpec;
  tradingDate: string;
}

export const isoDay = (ts: number): string => new Date(ts).toISOString().slice(0, 10);

/** The product spec in force on the fill's trading date, or null when the instrument is not a known tradable one. */
export function resolveTradeInstrument(reference: ReferenceData, instrument: string, time: number): TradeInstrument | null {
  const ref = parseInstrument(instrument);
  if (!ref || ref.continuous || !reference) return null;
  const current = reference.resolveInstrument(ref);
  if (!current) return null;
  if ((current.kind === 'future' || current.kind === 'swap') && !ref.month) return null;
  const tradingDate = isoDay(tradingDayOf(current, time, reference.tradingCalendar(current.exchange)));
  const spec = reference.resolveInstrument(ref, tradingDate) ?? current;
  return { spec, tradingDate };
}
