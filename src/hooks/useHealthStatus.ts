/**
 * Data-source health for the header strip (docs/spec-reference.md#3-entities-and-their-fields,
 * #4-states-and-transitions, #7-the-calls-it-makes, #9-business-constants-and-limits): polled every 60 s with a
 * 1 s time-out, never while the page is hidden (usePollingOptions), calls within 300 ms of the previous one
 * dropped. A failed poll (network, time-out, non-200) makes every source UNKNOWN.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HEALTH_POLL_INTERVAL_MS, HEALTH_THROTTLE_MS, POLL_TIMEOUT_MS } from '@/constants';
import { call } from '@/services/call';
import { HEALTH_PATH, healthFromEnvelope, unknownHealth, type HealthView } from '@/services/sourceHealth';
import { dropCallsWithin } from '@/utils/throttle';
import { usePollingOptions } from './usePollingOptions';

/** Its own key: the poll's answer (failures read as UNKNOWN) is not the pages' query of the same call. */
export const HEALTH_POLL_KEY = ['poll', HEALTH_PATH] as const;

async function pollHealth(signal: AbortSignal): Promise<HealthView> {
  try {
    return healthFromEnvelope(await call(HEALTH_PATH, undefined, { timeout: POLL_TIMEOUT_MS, signal }));
  } catch {
    return unknownHealth();
  }
}

export function useHealthStatus(): HealthView {
  const client = useQueryClient();
  // A dropped call answers with what is on screen: the query still settles, no request goes out.
  const poll = useMemo(() => dropCallsWithin(HEALTH_THROTTLE_MS, pollHealth), []);
  const unknown = useMemo(unknownHealth, []);
  const { data } = useQuery({
    queryKey: HEALTH_POLL_KEY,
    queryFn: ({ signal }) => poll(signal) ?? client.getQueryData<HealthView>(HEALTH_POLL_KEY) ?? unknown,
    ...usePollingOptions(HEALTH_POLL_INTERVAL_MS),
  });
  return data ?? unknown;
}
