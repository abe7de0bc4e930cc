/** The calendar outlook's tables (migration 0018_outlook); part of server/schema.ts's Database. */

export interface OutlookForecastsTable {
  id: string;
  /** calendar_events.id */
  event_id: string;
  user_id: string;
  value: number;
  created_at: number;
  updated_at: number;
}

export interface OutlookMethodsTable {
  event_key: string;
  /** A BaselineMethod of common/domain/eventForecast.ts. */
  method: string;
  user_id: string;
  updated_at: number;
}

export interface OutlookTables {
  outlook_forecasts: OutlookForecastsTable;
  outlook_methods: OutlookMethodsTable;
}
