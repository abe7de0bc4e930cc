/**
 * The trading date of an instant for a product, on the server: common/domain/sessions.ts `tradingDateOf` (the one
 * definition: a night session belongs to the next trading day, an instant between sessions to the session that
 * opened last) over the product's sessions and time zone, with the exchange's holidays when the caller has them.
 * Used by the live bar aggregation, the 1-minute bars' days, trade fills and (through the first price leg's product)
 * the spread bars and dated rates of strategies (docs/market-data/marketData.md, "Trading date").
 */
import { type LocalTime, localTime, parseSessions, type SessionSpan, tradingDateOf } from '../../../common/domain/sessions';
import type { TradingCalendar } from '../../../common/domain/tradingCalendar';
import type { IsoDate, ProductSpec, ReferenceData } from './ports';

type SessionsOf = Pick<ProductSpec, 'sessions' | 'timeZone'>;

/** The exchange calendar of a product (holidays), when known; without one every weekday trades. */
export type CalendarOf = (spec: Pick<ProductSpec, 'exchange' | 'code'>) => TradingCalendar | undefined;

/** The reference data's holiday calendars (server/features/reference, dated and edited on the contract page). */
export const calendarOfReference =
  (reference: () => Pick<ReferenceData, 'tradingCalendar'> | undefined): CalendarOf =>
  (spec) =>
    reference()?.tradingCalendar(spec.exchange);

/** Parsed sessions per sessions list: specs are few, ticks many. */
const parsed = new Map<string, SessionSpan[]>();
function spansOf(spec: SessionsOf): SessionSpan[] {
  const key = spec.sessions.join(',');
  let spans = parsed.get(key);
  if (!spans) {
    spans = parseSessions(spec.sessions);
    parsed.set(key, spans);
  }
  return spans;
}

/** `YYYY-MM-DD` of the trading date `ts` belongs to, in the product's sessions. */
export function tradingDateOfInstant(spec: SessionsOf, ts: number, calendar?: TradingCalendar): IsoDate {
  const local: LocalTime = localTime(ts, spec.timeZone);
  return tradingDateOf(spansOf(spec), local, calendar);
}

/** 00:00 UTC of the trading date `ts` belongs to (the daily bar's `ts`). */
export function tradingDayOf(spec: SessionsOf, ts: number, calendar?: TradingCalendar): number {
  return Date.parse(`${tradingDateOfInstant(spec, ts, calendar)}T00:00:00Z`);
}
