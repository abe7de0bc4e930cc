/**
 * Kysely table types of the data-source area (migration 0002_datasources). Portable across SQLite and
 * PostgreSQL: text ids, epoch-millisecond `bigint` columns read as JS numbers, JSON as text, booleans as 0/1.
 */
import type { HealthState } from '../../../common/contract/datasource';

export type RunTrigger = 'manual' | 'schedule' | 'upload';
export type RunState = 'running' | 'success' | 'failed' | 'skipped';

/** Per-source settings an administrator changed; a missing row means the registry defaults apply. */
export interface DsSourceConfigTable {
  source: string;
  enabled: number;
  cron: string;
  warn_after_hours: number;
  error_after_hours: number;
  updated_at: number;
  updated_by: string;
}

/** Stored health (what checkHealth reads) and the single-run lock of each source. */
export interface DsSourceStateTable {
  source: string;
  state: HealthState;
  message: string;
  /** JSON text: { key, params } so the web app can localise `message`. */
  message_i18n: string;
  /** finishedAt of the last successful run. */
  last_update: number | null;
  checked_at: number | null;
  /** Id of the run holding the lock, null when idle. */
  running_run_id: string | null;
  running_since: number | null;
}

export interface DsRunsTable {
  id: string;
  source: string;
  trigger: RunTrigger;
  state: RunState;
  message: string;
  /** JSON text: { key, params } (see DsSourceStateTable.message_i18n). */
  message_i18n: string;
  rows: number;
  started_at: number;
  finished_at: number | null;
  actor_name: string;
  note: string;
}

/** AES-256-GCM sealed connector credentials (never returned by any call). */
export interface DsCredentialsTable {
  source: string;
  sealed: string;
  updated_at: number;
  updated_by: string;
}

/** Imported observations; (source, series_id, ts) is unique, so re-importing a file updates instead of duplicating. */
export interface DsObservationsTable {
  source: string;
  series_id: string;
  ts: number;
  value: number;
  unit: string;
  imported_at: number;
  run_id: string;
}

/** Imported Kpler flow rows; (day, location, product) is unique. */
export interface DsKplerFlowsTable {
  day: string;
  location: string;
  location_kind: string;
  product: string;
  volume: number;
  imported_at: number;
  run_id: string;
}

export interface DsKplerReportsTable {
  id: string;
  location: string;
  product: string;
  date_from: string;
  date_to: string;
  /** JSON text: [{ date, volume }]. */
  rows_json: string;
  total: number;
  created_at: number;
  created_by: string;
}

export interface DataSourceTables {
  ds_source_config: DsSourceConfigTable;
  ds_source_state: DsSourceStateTable;
  ds_runs: DsRunsTable;
  ds_credentials: DsCredentialsTable;
  ds_observations: DsObservationsTable;
  ds_kpler_flows: DsKplerFlowsTable;
  ds_kpler_reports: DsKplerReportsTable;
}
