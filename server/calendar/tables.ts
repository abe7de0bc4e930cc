/** The economic calendar's shared table (migration 0013_calendar); part of server/db/schema.ts's Database. */

export interface CalendarEventsTable {
  id: string;
  uid: string;
  event_key: string;
  country: string;
  currency: string;
  title: string;
  period: string;
  release_at: number;
  date_status: string;
  importance: number;
  actual: number | null;
  consensus: number | null;
  previous: number | null;
  revised: number | null;
  unit: string;
  source: string;
  /** JSON array of product codes. */
  products: string;
  created_at: number;
  updated_at: number;
}

export interface CalendarTables {
  calendar_events: CalendarEventsTable;
}
