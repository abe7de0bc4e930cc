/** The data-source page's view of one source: its stored health, its settings and its schedule in one row. */
import type { ConnectorStatus, HealthState, RunRecord, SourceName } from '@common/contract/finData';

export interface SourceRow {
  source: SourceName;
  /** Display name in the user's language. */
  name: string;
  state: HealthState;
  /** The health message in the user's language (the server's English text when the key is unknown). */
  message: string;
  lastUpdate: number | null;
  checkedAt: number | null;
  /** From source/update/status; undefined until it answered. */
  status?: ConnectorStatus;
  /** The next times of the stored schedule (source/cron/nextTime). */
  nextTimes: number[];
  /** The next run this server's scheduler has planned (null: disabled, or this server runs no scheduler). */
  nextRun: number | null;
  lastRun: RunRecord | null;
  /** The source has an update call ("update now"); cftc and smm import on their schedule only. */
  updatable: boolean;
}
