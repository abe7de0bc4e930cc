/**
 * Which exchange holiday calendar a product trades by (docs/market-data/reference.md, "Holiday calendars").
 *
 * The calendar follows from the exchange, not from a field of the product version: every product of an exchange
 * closes on the same days (SHFE, INE, DCE, ZCE and GFEX publish one joint schedule after the State Council's
 * notice), and a product that moved exchange would be a new product. ICE's Singapore-assessed swaps (SG380, MF05,
 * Dubai) clear on ICE Futures Europe and take its calendar. FX and other undated instruments have no calendar:
 * every weekday counts. Pure: no clock, no I/O.
 *
 * A product's PRICING days can differ from its trading days (issue 20, balance-month averages): a swap settles on the
 * average of an assessment published on the assessor's days, so ICE's Singapore-assessed swaps (SG380, SG180, MF05)
 * average over Platts Singapore publishing days (`SG`: Singapore public holidays), while they trade and expire by
 * ICE Futures Europe's calendar. `pricingCalendarOf` names that calendar; every other product prices on its
 * trading days.
 */

export const HOLIDAY_CALENDARS = ['CN', 'CME', 'ICE', 'SG'] as const;
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

/** Products whose average prices on another publication's days than their exchange's (`EX.CODE` -> calendar). */
const PRICING_BY_PRODUCT: Readonly<Record<string, HolidayCalendarId>> = {
  'ICE.SG380': 'SG',
  'ICE.SG180': 'SG',
  'ICE.MF05': 'SG',
};

/** The holiday calendar of an exchange, or null when it has none (FX, spreads' own pseudo-exchanges). */
export function holidayCalendarOf(exchange: string): HolidayCalendarId | null {
  return BY_EXCHANGE[exchange] ?? null;
}

/** The calendar of a product's pricing (averaging) days: its assessor's when it has one, else its exchange's. */
export function pricingCalendarOf(exchange: string, code: string): HolidayCalendarId | null {
  return PRICING_BY_PRODUCT[`${exchange}.${code}`] ?? holidayCalendarOf(exchange);
}

export const isHolidayCalendar = (id: string): id is HolidayCalendarId => (HOLIDAY_CALENDARS as readonly string[]).includes(id);
