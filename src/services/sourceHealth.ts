/**
 * The nine data sources' stored states (checkHealth): the view the header strip, the home page and the
 * diagnostics page show. The envelope's `status` holds the source -> state map and `data` the details;
 * anything missing or malformed reads as UNKNOWN.
 */
import { useQuery } from '@tanstack/react-query';
import { SUCCESS_CODE, type ApiEnvelope } from '@common/contract/envelope';
import { HEALTH_STATES, SOURCE_NAMES, type HealthState, type SourceHealth, type SourceName } from '@common/contract/finData';
import { apiQuery } from './query';

export const HEALTH_PATH = '/v1/finData/lowFreqData/source/get/checkHealth';

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

/** The sources' states for a page (loaded when the page opens, reloaded on demand; failures are the query's error). */
export function useSourceHealth() {
  return useQuery({ ...apiQuery(HEALTH_PATH), select: healthFromEnvelope });
}
