/**
 * The session's request log for the diagnostics page (/test): an in-memory ring buffer of the last
 * REQUEST_LOG_CAPACITY calls made through the request layer (method, URL, HTTP status, duration, time).
 * Fed by the interceptors below (registered in src/requestErrorConfig.ts); nothing is persisted, so a
 * reload starts an empty log. Bodies and headers are never kept (they may hold passwords and tokens).
 */
import type { ErrorInterceptor, RequestOptions, ResponseInterceptor } from '@umijs/max';

export const REQUEST_LOG_CAPACITY = 200;

export interface RequestLogEntry {
  /** Increasing number within the session (the table's row key). */
  id: number;
  method: string;
  url: string;
  /** HTTP status; null when no answer arrived (network failure, time-out, cancelled). */
  status: number | null;
  /** The envelope's `code` when the answer carried one. */
  code: number | null;
  durationMs: number;
  /** When the request was sent (epoch ms). */
  at: number;
}

type Listener = () => void;

let entries: RequestLogEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

/** The logged requests, oldest first. The array is replaced on every change (safe as React state). */
export function requestLogEntries(): readonly RequestLogEntry[] {
  return entries;
}

export function subscribeRequestLog(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function recordRequest(entry: Omit<RequestLogEntry, 'id'>): void {
  const next = [...entries, { ...entry, id: nextId }];
  nextId += 1;
  entries = next.length > REQUEST_LOG_CAPACITY ? next.slice(next.length - REQUEST_LOG_CAPACITY) : next;
  for (const listener of listeners) listener();
}

export function clearRequestLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

/** Property of the request config carrying the send time from the request to the response interceptor. */
const STARTED_AT = '__requestLogStartedAt';

interface LoggedConfig {
  url?: string;
  method?: string;
  [STARTED_AT]?: number;
}

/** Request interceptor: stamps the send time. One parameter (see authHeaderInterceptor). */
export function requestLogStart(config: RequestOptions): RequestOptions {
  return { ...config, [STARTED_AT]: Date.now() };
}

function record(config: LoggedConfig | undefined, status: number | null, data: unknown): void {
  const startedAt = config?.[STARTED_AT];
  const now = Date.now();
  const code = typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'number' ? (data as { code: number }).code : null;
  recordRequest({
    method: (config?.method ?? 'get').toUpperCase(),
    url: config?.url ?? '',
    status,
    code,
    durationMs: typeof startedAt === 'number' ? Math.max(0, now - startedAt) : 0,
    at: typeof startedAt === 'number' ? startedAt : now,
  });
}

interface LoggedResponse {
  status?: number;
  data?: unknown;
  config?: LoggedConfig;
}

/** Response interceptor pair [answered, failed]: records the call and passes the outcome on unchanged. */
const logAnswered: ResponseInterceptor = (response) => {
  const r = response as LoggedResponse;
  record(r?.config, r?.status ?? null, r?.data);
  return response;
};
const logFailed: ErrorInterceptor = (error) => {
  const e = error as { config?: LoggedConfig; response?: LoggedResponse };
  record(e?.config ?? e?.response?.config, e?.response?.status ?? null, e?.response?.data);
  return Promise.reject(error);
};
export const requestLogResponse: [ResponseInterceptor, ErrorInterceptor] = [logAnswered, logFailed];
