/**
 * A fake network under Umi's real request layer: the axios instance's adapter is replaced, so `call`, the
 * interceptors (bearer header, request log) and the error handler run as in the browser. Answers are set per
 * contract path and typed by it: `answer(path, ok(data))` only compiles when `data` is that path's `DataOf`.
 *
 * Installed for every web test file by tests/web/setupTests.ts; each test starts with no answers. A call to
 * a path the test did not answer fails the test (an unexpected call is a defect, not noise).
 */
import { getRequestInstance } from '@umijs/max';
import type { BodyOf, DataOf, EndpointPath } from '@common/contract/endpoints';
import type { ApiEnvelope } from '@common/contract/envelope';
import { API_ERRORS, type ApiErrorName } from '@common/contract/errors';

/** The build version the fake server reports (as .env's). */
export const SERVER_VERSION = '20250401.3';

export interface FakeReply<T = unknown> {
  status?: number;
  body?: ApiEnvelope<T> | ApiEnvelope<null>;
  /** Reject like a network failure or a time-out (no response). */
  networkError?: string;
}
export interface SentRequest<B = unknown> {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body: B;
  timeout?: number;
  /** The caller handles failures itself (public calls, the start-up lookup): the request layer's 401 rules stay out. */
  skipErrorHandler?: boolean;
}
type Handler<P extends EndpointPath> = (request: SentRequest<BodyOf<P>>) => FakeReply<DataOf<P>> | Promise<FakeReply<DataOf<P>>>;

/** Every request the app sent in this test, in order. */
export const sent: SentRequest[] = [];
const handlers = new Map<string, (request: SentRequest) => FakeReply | Promise<FakeReply>>();
const unanswered: string[] = [];
/** URLs answered with a failure: the request layer logs those by design (docs/web-shell.md, "Request layer"). */
const failedUrls = new Set<string>();

/** A success envelope as the server sends it (`extra` overrides e.g. `status` or `version`). */
export const ok = <T>(data: T, extra: Partial<ApiEnvelope<T>> = {}): FakeReply<T> => ({
  status: 200,
  body: { code: 200, msg: '', status: 'success', version: SERVER_VERSION, data, ...extra },
});

/** An error envelope (code = HTTP status). */
export const fail = (status: number, extra: Partial<ApiEnvelope<null>> = {}): FakeReply<never> => ({
  status,
  body: { code: status, msg: '', status: 'fail', version: SERVER_VERSION, data: null, ...extra },
});

/** The catalogue's error `name` (status and msgKey from common/contract/errors.ts) with the server's English `msg`. */
export const failWith = (name: ApiErrorName, extra: Partial<ApiEnvelope<null>> = {}): FakeReply<never> =>
  fail(API_ERRORS[name].status, { msg: `${name} (server text)`, msgKey: API_ERRORS[name].msgKey, ...extra });

/** No answer at all: a network failure or a time-out. */
export const noAnswer = (reason = 'Network Error'): FakeReply<never> => ({ networkError: reason });

export function answer<P extends EndpointPath>(path: P, reply: FakeReply<DataOf<P>> | Handler<P>): void {
  handlers.set(path, (typeof reply === 'function' ? reply : () => reply) as (request: SentRequest) => FakeReply);
}

/** The requests sent to `path`, with their bodies typed by the contract. */
export const sentTo = <P extends EndpointPath>(path: P) => sent.filter((r) => r.url === path) as SentRequest<BodyOf<P>>[];
export const bodiesSentTo = <P extends EndpointPath>(path: P) => sentTo(path).map((r) => r.body);

export function resetFakeApi(): void {
  handlers.clear();
  sent.length = 0;
  unanswered.length = 0;
  failedUrls.clear();
}

/** True for a request-layer log line about a call this test answered with a failure. */
export function isExpectedRequestLog(args: readonly unknown[]): boolean {
  return args[0] === '[request]' && typeof args[1] === 'string' && failedUrls.has(args[1]);
}

/** Calls no answer was set for; the set-up fails the test when there are any. */
export const unansweredCalls = (): readonly string[] => unanswered;

export function installFakeApi(): void {
  const instance = getRequestInstance();
  instance.defaults.adapter = async (config) => {
    const request: SentRequest = {
      url: config.url ?? '',
      method: config.method,
      headers: { ...((config.headers ?? {}) as Record<string, string>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
      skipErrorHandler: (config as { skipErrorHandler?: boolean }).skipErrorHandler,
    };
    sent.push(request);
    const handler = handlers.get(request.url);
    if (!handler) unanswered.push(request.url);
    const reply: FakeReply = handler
      ? await handler(request)
      : { status: 404, body: { code: 404, status: 'fail', version: SERVER_VERSION, data: null, msg: `No fake for ${request.url}` } };
    if (reply.networkError) {
      failedUrls.add(request.url);
      return Promise.reject(Object.assign(new Error(reply.networkError), { config, code: 'ECONNABORTED' }));
    }
    const status = reply.status ?? 200;
    const response = { status, statusText: '', data: reply.body, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    if (handler) failedUrls.add(request.url);
    return Promise.reject(Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true }));
  };
}
