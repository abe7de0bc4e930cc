/**
 * A feed's health, in the data sources' states (docs/datasources.md) and order:
 * 1. its most recent finished run failed -> ERROR (message = the failure);
 * 2. it never polled successfully -> UNKNOWN;
 * 3. its last success is older than STALE_PERIODS schedule periods -> WARN (a disabled feed is never WARN: it is
 *    not expected to poll);
 * 4. otherwise OK.
 * The schedule period is the gap between the cron's two next times after the last success.
 */
import { nextRunTimes } from '../../infra/scheduler/cron';

export type FeedHealthState = 'OK' | 'WARN' | 'ERROR' | 'UNKNOWN';

/** How many missed polls make a feed WARN. */
export const STALE_PERIODS = 3;

export interface FeedHealthInput {
  cron: string;
  enabled: boolean;
  /** The most recent finished run, if any. */
  lastRun: { state: string; message: string; finishedAt: number } | null;
  lastSuccessAt: number | null;
  now: number;
}

export interface FeedHealth {
  state: FeedHealthState;
  message: string;
}

export function feedHealth(input: FeedHealthInput): FeedHealth {
  if (input.lastRun?.state === 'failed') return { state: 'ERROR', message: input.lastRun.message };
  if (input.lastSuccessAt === null) return { state: 'UNKNOWN', message: 'Never polled successfully' };
  if (input.enabled) {
    let period: number | null = null;
    try {
      const [a, b] = nextRunTimes(input.cron, input.lastSuccessAt, 2);
      if (a !== undefined && b !== undefined) period = b - a;
    } catch {
      period = null;
    }
    if (period !== null && input.now - input.lastSuccessAt > STALE_PERIODS * period) {
      return { state: 'WARN', message: `No successful poll for more than ${STALE_PERIODS} schedule periods` };
    }
  }
  return { state: 'OK', message: 'Polled on schedule' };
}
