/**
 * The nine data sources' stored states (checkHealth): the view the header strip, the home page and the
 * diagnostics page show. The envelope's `status` holds the source -> state map and `data` the details;
 * anything missing or malformed reads as UNKNOWN.
 *
 * One query for the whole app (`healthQuery`): the header's poll (src/hooks/useHealthStatus.ts) and the pages read
 * the same cached answer, so a page opened after the poll shows it instead of asking again (issue 8 item 25).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE, type ApiEnvelope } from '@common/contract/envelope';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState, type SourceHealth, type SourceName } from '@common/contract/datasource';
import { HEALTH_POLL_INTERVAL_MS, HEALTH_THROTTLE_MS, POLL_TIMEOUT_MS } from '@/constants';
import { dropCallsWithin } from '@/utils/throttle';
import { callOk } from './call';

export const HEALTH_PATH = '/v1/finData/lowFreqData/source/get/checkHealth';
export const HEALTH_KEY = [HEALTH_PATH] as const;
type HealthEnvelope = ApiEnvelope<SourceHealth[]>;

export interface SourceHealthView {
  state: HealthState;
  /** The server's English message, shown when its `messageKey` has no translation. */
  message: string;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
  lastUpdate: number | null;
  checkedAt: number | null;
}
export type HealthView = Record<SourceName, SourceHealthView>;

export function unknownHealth(): HealthView {
  return Object.fromEntries(SOURCE_NAMES.map((name) => [name, { state: 'UNKNOWN', message: '', lastUpdate: null, checkedAt: null }])) as HealthView;
}

function asState(value: unknown): HealthState {
  return (HEALTH_STATES as readonly unknown[]).includes(value) ? (value as HealthState) : 'UNKNOWN';
}

/** The view of a checkHealth answer; anything missing or malformed reads as UNKNOWN. */
export function healthFromEnvelope(envelope: ApiEnvelope<SourceHealth[] | null> | null | undefined): HealthView {
  const view = unknownHealth();
  if (!envelope || envelope.code !== SUCCESS_CODE) return view;
  const statusMap = typeof envelope.status === 'object' && envelope.status !== null ? (envelope.status as Record<string, unknown>) : {};
  const details = Array.isArray(envelope.data) ? envelope.data : [];
  for (const name of SOURCE_NAMES) {
    const detail = details.find((d) => d?.source === name);
    view[name] = {
      state: asState(statusMap[name]),
      message: typeof detail?.message === 'string' ? detail.message : '',
      messageKey: typeof detail?.messageKey === 'string' ? detail.messageKey : undefined,
      messageParams: typeof detail?.messageParams === 'object' && detail.messageParams !== null ? detail.messageParams : undefined,
      lastUpdate: typeof detail?.lastUpdate === 'number' ? detail.lastUpdate : null,
      checkedAt: typeof detail?.checkedAt === 'number' ? detail.checkedAt : null,
    };
  }
  return view;
}

const fetchHealth = (signal: AbortSignal): Promise<HealthEnvelope> => callOk(HEALTH_PATH, undefined, { timeout: POLL_TIMEOUT_MS, signal });
/** One throttle per query client (one per page load; tests make one per test). */
const throttledFetches = new WeakMap<QueryClient, (signal: AbortSignal) => Promise<HealthEnvelope> | undefined>();

/**
 * checkHealth as a query: key `[HEALTH_PATH]` (so mutations invalidating the path reach it), 1 s time-out (the
 * poll's, docs/spec-reference.md#9-business-constants-and-limits), and a call within 300 ms of the last one that went
 * out answers with the answer on screen instead of asking again.
 */
export function healthQuery(client: QueryClient) {
  let throttled = throttledFetches.get(client);
  if (!throttled) {
    throttled = dropCallsWithin(HEALTH_THROTTLE_MS, fetchHealth);
    throttledFetches.set(client, throttled);
  }
  const fetchThrottled = throttled;
  return queryOptions({
    queryKey: HEALTH_KEY,
    queryFn: ({ signal }) => fetchThrottled(signal) ?? client.getQueryData<HealthEnvelope>(HEALTH_KEY) ?? fetchHealth(signal),
  });
}

/**
 * The sources' states for a page: the header poll's answer while it is current (younger than the poll interval),
 * else loaded when the page opens; reloaded on demand (`refetch`); failures are the query's error.
 */
export function useSourceHealth() {
  const client = useQueryClient();
  return useQuery({ ...healthQuery(client), staleTime: HEALTH_POLL_INTERVAL_MS, select: healthFromEnvelope });
}
