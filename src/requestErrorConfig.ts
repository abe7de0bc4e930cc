/**
 * The request layer (ant-design-pro style; Umi's request plugin wraps axios 0.27).
 *
 * - Calls to /v1 and /v2 carry `Authorization: Bearer <token>` (docs/spec-reference.md#7-the-calls-it-makes).
 * - 401 with a message: the user lacks permission; an info notice, nothing cleared (docs/spec-reference.md#8-error-catalogue).
 * - 401 without a message: the session is gone; token removed, one notice and one redirect to login even
 *   when several calls fail together (docs/spec-reference.md#4-states-and-transitions, #8-error-catalogue).
 * - Every other failure is only logged; pages show their own errors (docs/spec-reference.md#8-error-catalogue).
 * Calls made with `skipErrorHandler: true` (login, register, the start-up user lookup) get none of this.
 */
import type { RequestConfig, RequestOptions } from '@umijs/max';
import { notification } from 'antd';
import { API_ERRORS } from '@common/contract/errors';
import { UNAUTHORIZED_DEDUPE_MS } from '@/constants';
import { forgetServerState } from '@/session/forgetServerState';
import { goToLogin } from '@/session/redirect';
import { getToken, removeToken } from '@/session/token';
import { failureOf } from '@/utils/apiError';
import { t } from '@/utils/i18n';
import { requestLogResponse, requestLogStart } from '@/utils/requestLog';

const API_URL = /\/v[12](?=[/?#]|$)/;
/**
 * The status of the catalogue's two 401s: `unauthorized` comes with an empty (or no) `msg` (the session is gone) and
 * `forbidden` with one (no permission; the session stays).
 */
const SESSION_STATUS = API_ERRORS.unauthorized.status;

/** True for URLs of the API (a path segment `/v1` or `/v2`). */
export function isApiUrl(url: string | undefined): boolean {
  return !!url && API_URL.test(url);
}

/**
 * Adds the bearer token. One parameter on purpose: the plugin treats a two-parameter interceptor as the
 * old umi-request `(url, options)` style.
 */
export function authHeaderInterceptor(config: RequestOptions): RequestOptions {
  const token = getToken();
  if (!token || !isApiUrl(config.url)) return config;
  return { ...config, headers: { ...(config.headers ?? {}), Authorization: `Bearer ${token}` } };
}

let sessionExpiredHandledAt = Number.NEGATIVE_INFINITY;

/** The 401-without-message rule; also what the stream socket's close 4401 applies (src/services/streamConnection.ts). */
export function onSessionExpired(): void {
  removeToken();
  forgetServerState();
  const now = Date.now();
  if (now - sessionExpiredHandledAt < UNAUTHORIZED_DEDUPE_MS) return;
  sessionExpiredHandledAt = now;
  notification.info({ key: 'session-expired', message: t('request.loginExpired') });
  goToLogin();
}

function onPermissionDenied(): void {
  // The same key collapses several simultaneous denials into one notice.
  notification.info({ key: 'permission-denied', message: t('request.noPermission') });
}

interface HandledError {
  name?: string;
  message?: string;
  config?: { url?: string };
  response?: { status?: number };
  __CANCEL__?: boolean;
}

export function errorHandler(error: unknown, opts?: RequestOptions): void {
  if (opts?.skipErrorHandler) return;
  const e = (error ?? {}) as HandledError;
  if (e.__CANCEL__ || e.name === 'CanceledError') return;
  if (e.response?.status === SESSION_STATUS) {
    if (failureOf(error)?.msg) onPermissionDenied();
    else onSessionExpired();
    return;
  }
  console.error('[request]', e.config?.url ?? '', e.response?.status ?? 'no response', e.message ?? error);
}

export const requestConfig: RequestConfig = {
  errorConfig: { errorHandler },
  requestInterceptors: [authHeaderInterceptor, requestLogStart],
  // The session's request log shown on the diagnostics page (/test).
  responseInterceptors: [requestLogResponse],
};
