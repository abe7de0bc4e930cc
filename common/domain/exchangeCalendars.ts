/**
 * Which exchange holiday calendar a product trades by (docs/market-data/reference.md, "Holiday calendars").
 *
 * The calendar follows from the exchange, not from a field of the product version: every product of an exchange
 * closes on the same days (SHFE, INE, DCE, ZCE and GFEX publish one joint schedule after the State Council's
 * notice), and a product that moved exchange would be a new product. ICE's Singapore-assessed swaps (SG380, MF05,
 * Dubai) clear on ICE Futures Europe and take its calendar. FX and other undated instruments have no calendar:
 * every weekday counts. Pure: no clock, no I/O.
 */

export const HOLIDAY_CALENDARS = ['CN', 'CME', 'ICE'] as const;
export type HolidayCalendarId = (typeof HOLIDAY_CALENDARS)[number];

const BY_EXCHANGE: Readonly<Record<string, HolidayCalendarId>> = {
  SHFE: 'CN',
  INE: 'CN',
  DCE: 'CN',
  ZCE: 'CN',
  GFEX: 'CN',
  NYMEX: 'CME',
  CME: 'CME',
  ICE: 'ICE',
};

/** The holiday calendar of an exchange, or null when it has none (FX, spreads' own pseudo-exchanges). */
export function holidayCalendarOf(exchange: string): HolidayCalendarId | null {
  return BY_EXCHANGE[exchange] ?? null;
}

export const isHolidayCalendar = (id: string): id is HolidayCalendarId => (HOLIDAY_CALENDARS as readonly string[]).includes(id);
