/**
 * Which USD/CNY a strategy converts with (docs/market-data/strategy.md, "USD/CNY: live or monthly average"; issue 18,
 * no look-ahead). An FX leg with a dated reference rate (`FX.USDCNY` -> `fx.usdcny`, the FRED monthly average in force
 * from its publication) reads:
 * - live: the latest `FX.USDCNY` tick on the bus while it is fresh: at most LIVE_FX_FRESH_MS old and the FX market in
 *   session at the time of the value (CFETS 09:30-03:00 Beijing, the product's sessions); a demo tick makes the value
 *   demo;
 * - otherwise (no tick, a stale one, the FX market closed) and always in history: the reference rate in force on the
 *   value's trading date. History never reads a live or stored FX bar for such a leg: the stored FX bars are the live
 *   feed's (demo here), and a rate must be one that was known on each date.
 */
import { RATE_KEYS } from '../../../common/contract/reference';
import type { Tick } from '../../../common/contract/marketData';
import type { FxInUse } from '../../../common/contract/strategy';
import { isInSession } from '../../../common/domain/sessions';
import { parseInstrument } from '../../../common/market/address';
import type { IsoDate, ProductSpec, ReferenceData } from '../../infra/market/ports';
import type { CalendarOf } from '../../infra/market/tradingDate';

/** A live rate older than this (within its session) gives way to the reference rate. */
export const LIVE_FX_FRESH_MS = 5 * 60_000;

/** FX instruments that a dated reference rate stands in for: instrument -> rate key. */
const REFERENCE_RATE_OF: Readonly<Record<string, string>> = { 'FX.USDCNY': RATE_KEYS.usdCny };

/** The reference rate key behind an FX instrument, if it has one (other instruments are priced by their ticks). */
export const fxReferenceKey = (instrument: string): string | undefined => REFERENCE_RATE_OF[instrument];

const specOf = (reference: ReferenceData, instrument: string): ProductSpec | undefined => {
  const ref = parseInstrument(instrument);
  return ref ? reference.resolveInstrument(ref) : undefined;
};

/** A live tick is in use at `at` when it is fresh and the FX market is in session then. */
export function isLiveFxFresh(spec: ProductSpec, tick: Pick<Tick, 'ts'>, at: number, calendarOf: CalendarOf): boolean {
  return at - tick.ts <= LIVE_FX_FRESH_MS && isInSession(spec.sessions, spec.timeZone, at, calendarOf(spec));
}

/** The reference rate in force on `date` for the leg (history, and live when no fresh tick); value null when none is. */
export function referenceFx(reference: ReferenceData, alias: string, instrument: string, key: string, date: IsoDate): FxInUse {
  const r = reference.rateAsOf(key, date);
  return {
    alias,
    instrument,
    source: 'reference',
    key,
    value: r?.value ?? null,
    unit: r?.unit ?? specOf(reference, instrument)?.unit ?? '',
    ts: null,
    validFrom: r?.validFrom ?? null,
    sourceLabel: r?.source ?? '',
    demo: false,
  };
}

/**
 * The rate a live value at `at` (trading date `date`) converts with for an FX leg with a reference key, or undefined
 * when the instrument has none (its tick is its price, as for any leg).
 */
export function liveFx(
  reference: ReferenceData,
  alias: string,
  instrument: string,
  tick: Tick | undefined,
  at: number,
  date: IsoDate,
  calendarOf: CalendarOf,
): FxInUse | undefined {
  const key = fxReferenceKey(instrument);
  if (!key) return undefined;
  const spec = specOf(reference, instrument);
  if (tick && spec && isLiveFxFresh(spec, tick, at, calendarOf)) {
    return {
      alias,
      instrument,
      source: 'live',
      key,
      value: tick.last,
      unit: spec.unit,
      ts: tick.ts,
      validFrom: null,
      sourceLabel: instrument,
      demo: tick.demo,
    };
  }
  return referenceFx(reference, alias, instrument, key, date);
}
