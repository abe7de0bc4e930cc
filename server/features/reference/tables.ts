/** The reference area's tables (migration 0005_reference); part of server/schema.ts's Database. Append-only. */

/** One dated version of a product specification (ProductSpec of server/infra/market/ports.ts). */
export interface ProductVersionTable {
  id: string;
  exchange: string;
  code: string;
  /** `YYYY-MM-DD`: in force from this date until the next version's. */
  valid_from: string;
  kind: string;
  /** JSON: `{ "zh-CN": ..., "en-US": ..., "ar-EG": ... }` */
  names: string;
  lot: number;
  tick: number;
  currency: string;
  unit: string;
  quote_basis: string;
  /** JSON array of `HH:mm-HH:mm` in exchange local time. */
  sessions: string;
  time_zone: string;
  settlement_rule: string;
  listing_rule: string;
  access_key: string;
  version_note: string;
  /** User name of the author, `seed` for seeded rows. */
  created_by: string;
  created_at: number;
}

/** One dated value of a reference rate; for the same key and date the newest row (created_at) is in force. */
export interface ReferenceRateTable {
  id: string;
  key: string;
  valid_from: string;
  value: number;
  unit: string;
  source: string;
  note: string;
  created_by: string;
  created_at: number;
}

/** Month mapping for spreads; the newest row of a (from, to) pair is in force, older rows are its history. */
export interface MonthMappingTable {
  id: string;
  from_product: string;
  to_product: string;
  month_offset: number;
  note: string;
  created_by: string;
  created_at: number;
}

/** One change of an exchange holiday calendar (migration 0020): the newest row of a (calendar, date) is in force. */
export interface ExchangeHolidayTable {
  id: string;
  /** `CN`, `CME` or `ICE` (common/domain/exchangeCalendars.ts). */
  calendar: string;
  /** `YYYY-MM-DD`, exchange local date; a weekday without trading. */
  date: string;
  /** `add` makes the date a holiday, `remove` makes it a trading day again. */
  action: string;
  name: string;
  source: string;
  /** 1 when the year's calendar is not yet published (or not certain): the UI says so. */
  provisional: number;
  /** Why a holiday was removed (or a note on an added one). */
  reason: string;
  created_by: string;
  created_at: number;
}

export interface ReferenceTables {
  product_versions: ProductVersionTable;
  reference_rates: ReferenceRateTable;
  month_mappings: MonthMappingTable;
  exchange_holidays: ExchangeHolidayTable;
}
