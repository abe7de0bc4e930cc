/** The data-source page's view of one source: its stored health, its settings and its schedule in one row. */
import type { ConnectorStatus, RunRecord } from '@common/contract/datasource';
import type { SourceRow as HealthRow } from '@/components/SourceStates';

/** The health columns the header's and the home page's source table show (src/components/SourceStates.tsx), plus: */
export interface SourceRow extends HealthRow {
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
