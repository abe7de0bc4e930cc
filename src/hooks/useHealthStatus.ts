/**
 * Data-source health for the header strip (docs/spec-reference.md#3-entities-and-their-fields,
 * #4-states-and-transitions, #7-the-calls-it-makes, #9-business-constants-and-limits): polled every 60 s with a
 * 1 s time-out, never while the page is hidden (usePollingOptions), calls within 300 ms of the previous one
 * dropped. A failed poll (network, time-out, non-200) makes every source UNKNOWN.
 * The poll is the app's one checkHealth query (services/sourceHealth.ts `healthQuery`): pages showing the
 * states read its answer rather than asking again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HEALTH_POLL_INTERVAL_MS } from '@/constants';
import { healthFromEnvelope, healthQuery, unknownHealth, type HealthView } from '@/services/sourceHealth';
import { usePollingOptions } from './usePollingOptions';

export function useHealthStatus(): HealthView {
  const client = useQueryClient();
  const unknown = useMemo(unknownHealth, []);
  const { data, isError } = useQuery({ ...healthQuery(client), ...usePollingOptions(HEALTH_POLL_INTERVAL_MS), select: healthFromEnvelope });
  // The query keeps its last answer after a failure; the strip must not: a failed poll reads UNKNOWN.
  return isError || !data ? unknown : data;
}
