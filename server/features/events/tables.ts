/** The economic calendar's shared table (migration 0013_calendar); part of server/schema.ts's Database. */

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

/** The events area's own tables (migration 0017_calendar_events). */
export interface CalendarImportRunsTable {
  id: string;
  user_id: string;
  user_name: string;
  file_name: string;
  connector: string;
  format: string;
  new_rows: number;
  updated_rows: number;
  unchanged_rows: number;
  rejected_rows: number;
  /** JSON array of CalendarImportIssue. */
  errors: string;
  created_at: number;
}

export interface CalendarUserSettingsTable {
  user_id: string;
  minutes_before: number;
  time_zone: string;
  updated_at: number;
}

export interface CalendarSubscriptionsTable {
  id: string;
  user_id: string;
  /** 'event:<event_key>' | 'importance:<1-3>' */
  target: string;
  created_at: number;
}

export interface CalendarRemindersSentTable {
  event_id: string;
  user_id: string;
  release_at: number;
  sent_at: number;
}

export interface CalendarTables {
  calendar_events: CalendarEventsTable;
  calendar_import_runs: CalendarImportRunsTable;
  calendar_user_settings: CalendarUserSettingsTable;
  calendar_subscriptions: CalendarSubscriptionsTable;
  calendar_reminders_sent: CalendarRemindersSentTable;
}
