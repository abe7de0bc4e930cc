/**
 * A fake network under Umi's real request layer: the axios instance's adapter is replaced, so
 * services, interceptors and the error handler run as in the browser. Handlers answer by path.
 */
import { getRequestInstance } from '@umijs/max';

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Reject like a network failure or a time-out (no response). */
  networkError?: string;
}
export interface SentRequest {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body: unknown;
  timeout?: number;
}
type Handler = (request: SentRequest) => FakeReply | Promise<FakeReply>;

export const sent: SentRequest[] = [];
const handlers = new Map<string, Handler>();

/** Success envelope as the server sends it. */
export const ok = (data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { code: 200, status: 'success', version: '20250401.3', data, ...extra },
});
/** Error envelope (code = HTTP status). */
export const fail = (status: number, extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  body: { code: status, status: 'fail', version: '20250401.3', data: null, ...extra },
});

export function answer(path: string, handler: Handler | FakeReply): void {
  handlers.set(path, typeof handler === 'function' ? handler : () => handler);
}

export function resetFakeApi(): void {
  handlers.clear();
  sent.length = 0;
}

export function installFakeApi(): void {
  const instance = getRequestInstance();
  instance.defaults.adapter = async (config) => {
    const request: SentRequest = {
      url: config.url ?? '',
      method: config.method,
      headers: { ...((config.headers ?? {}) as Record<string, string>) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      timeout: config.timeout,
    };
    sent.push(request);
    const handler = handlers.get(request.url);
    const reply: FakeReply = handler ? await handler(request) : { status: 404, body: { code: 404, msg: 'No fake for ' + request.url } };
    if (reply.networkError) return Promise.reject(Object.assign(new Error(reply.networkError), { config, code: 'ECONNABORTED' }));
    const status = reply.status ?? 200;
    const response = { status, statusText: '', data: reply.body, headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    return Promise.reject(Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true }));
  };
}
