/**
 * Health verdict of one source from stored facts only (no vendor call): the last finished run and the time of
 * the last successful update, against the source's warn/error thresholds.
 *
 * Rules, in order: the last finished run failed -> ERROR; never updated -> UNKNOWN; older than errorAfterHours
 * -> ERROR; older than warnAfterHours -> WARN; otherwise OK. A skipped run (nothing new) changes nothing by itself:
 * freshness keeps counting from the last successful update.
 */
import type { Static } from '@sinclair/typebox';
import type { HealthState, MessageParams as MessageParamsSchema } from '../../../common/contract/datasource';
import type { RunState } from './tables';

export interface FreshnessInput {
  now: number;
  /** finishedAt of the last successful run, or null when the source never imported anything. */
  lastUpdate: number | null;
  /** The most recent run that has finished (success, failed or skipped), or null. */
  lastRun: { state: RunState; message: string } | null;
  warnAfterHours: number;
  errorAfterHours: number;
}

/** Locale parameters of a server-written message (contract: MessageParams). */
export type MessageParams = Static<typeof MessageParamsSchema>;

export interface HealthVerdict {
  state: HealthState;
  /** English text; `messageKey` + `messageParams` let the web app show it in the user's language. */
  message: string;
  messageKey: string;
  messageParams: MessageParams;
}

const HOUR = 3_600_000;

/** "45 min", "3.2 h", "9.0 days": short and unambiguous for a status tooltip. */
export function formatAge(ms: number): string {
  if (ms < HOUR) return `${Math.max(0, Math.floor(ms / 60_000))} min`;
  if (ms < 48 * HOUR) return `${(ms / HOUR).toFixed(1)} h`;
  return `${(ms / (24 * HOUR)).toFixed(1)} days`;
}

export function evaluateFreshness(input: FreshnessInput): HealthVerdict {
  const { now, lastUpdate, lastRun, warnAfterHours, errorAfterHours } = input;
  if (lastRun?.state === 'failed') {
    return {
      state: 'ERROR',
      message: `Last update run failed: ${lastRun.message}`,
      messageKey: 'datasource.health.runFailed',
      messageParams: { detail: lastRun.message },
    };
  }
  if (lastUpdate === null) {
    return { state: 'UNKNOWN', message: 'No data imported yet', messageKey: 'datasource.health.neverUpdated', messageParams: {} };
  }
  const age = Math.max(0, now - lastUpdate);
  const params = { age: formatAge(age), ageHours: Math.round((age / HOUR) * 10) / 10, warnAfterHours, errorAfterHours };
  if (age > errorAfterHours * HOUR) {
    return {
      state: 'ERROR',
      message: `No update for ${params.age} (error after ${formatAge(errorAfterHours * HOUR)})`,
      messageKey: 'datasource.health.stale',
      messageParams: params,
    };
  }
  if (age > warnAfterHours * HOUR) {
    return {
      state: 'WARN',
      message: `No update for ${params.age} (warning after ${formatAge(warnAfterHours * HOUR)})`,
      messageKey: 'datasource.health.late',
      messageParams: params,
    };
  }
  return { state: 'OK', message: `Updated ${params.age} ago`, messageKey: 'datasource.health.fresh', messageParams: params };
}
