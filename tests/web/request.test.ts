/**
 * The request layer (docs/spec-reference.md#7-the-calls-it-makes, #8-error-catalogue), through Umi's real `request`
 * (axios 0.27) with a fake adapter: bearer header for /v1 and /v2 only, the two 401 rules, one notice and one
 * redirect for a burst of 401s, other errors only logged.
 */
import { createHistory, history, request } from '@umijs/max';
import { notification } from 'antd';
import { UNAUTHORIZED_DEDUPE_MS } from '@/constants';
import { authHeaderInterceptor, errorHandler, isApiUrl } from '@/requestErrorConfig';
import { getToken, setToken } from '@/session/token';

type Reply = { status: number; data?: unknown };
const seen: { url?: string; headers: Record<string, string> }[] = [];

/** An axios adapter answering `reply` and recording what was sent. */
function adapter(reply: Reply) {
  return (config: { url?: string; headers?: Record<string, string> }) => {
    seen.push({ url: config.url, headers: { ...(config.headers ?? {}) } });
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (reply.status >= 200 && reply.status < 300) return Promise.resolve(response);
    return Promise.reject(Object.assign(new Error(`Request failed with status code ${reply.status}`), { response, config, isAxiosError: true }));
  };
}

const call = (url: string, reply: Reply, extra: Record<string, unknown> = {}) => request(url, { method: 'POST', adapter: adapter(reply), ...extra } as never);

let info: jest.SpyInstance;
let consoleError: jest.SpyInstance;
// The 401 dedupe remembers the last handled time across tests: every test starts well past it.
let clock = Date.parse('2025-04-01T08:00:00Z');

beforeEach(() => {
  seen.length = 0;
  createHistory({ type: 'memory', initialEntries: ['/tool/calculator?tab=2'] } as never);
  info = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  clock += 10 * UNAUTHORIZED_DEDUPE_MS;
  jest.useFakeTimers({ now: clock, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
  info.mockRestore();
  consoleError.mockRestore();
});

describe('Authorization header', () => {
  test('only URLs with a /v1 or /v2 segment are API URLs', () => {
    expect(isApiUrl('/v1/user/user_info')).toBe(true);
    expect(isApiUrl('https://api.example.com/v2/x?y=1')).toBe(true);
    expect(isApiUrl('/v1')).toBe(true);
    expect(isApiUrl('/static/v1.js')).toBe(false);
    expect(isApiUrl('/v10/x')).toBe(false);
    expect(isApiUrl('/assets/data.json')).toBe(false);
    expect(isApiUrl(undefined)).toBe(false);
  });

  test('the interceptor takes one argument (two would make Umi treat it as umi-request style)', () => {
    expect(authHeaderInterceptor.length).toBe(1);
  });

  test('sent for /v1 and /v2 calls with the stored token, not for other URLs, not without a token', async () => {
    setToken('tok-123');
    await call('/v1/setting/version', { status: 200, data: { code: 200 } });
    await call('/v2/anything', { status: 200, data: {} });
    await call('/locales/extra.json', { status: 200, data: {} });
    window.localStorage.clear();
    await call('/v1/setting/version', { status: 200, data: {} });
    expect(seen.map((s) => [s.url, s.headers.Authorization])).toEqual([
      ['/v1/setting/version', 'Bearer tok-123'],
      ['/v2/anything', 'Bearer tok-123'],
      ['/locales/extra.json', undefined],
      ['/v1/setting/version', undefined],
    ]);
  });
});

describe('401 handling', () => {
  test('401 with a message: "no permission" notice, token and page kept', async () => {
    setToken('tok');
    await expect(call('/v1/user/oss/upload/getFileList', { status: 401, data: { code: 401, msg: 'Forbidden route', status: 'fail' } })).rejects.toBeTruthy();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0].message).toBe('您没有访问该资源的权限。');
    expect(getToken()).toBe('tok');
    expect(history.location.pathname).toBe('/tool/calculator');
  });

  test('401 without a message: "login expired" notice, token removed, login page with the way back', async () => {
    setToken('tok');
    await expect(call('/v1/user/user_info', { status: 401, data: { code: 401, status: 'fail' } })).rejects.toBeTruthy();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0].message).toBe('登录已过期，请重新登录。');
    expect(getToken()).toBeNull();
    expect(history.location.pathname).toBe('/user/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/tool/calculator?tab=2');
  });

  test('a burst of 401s gives one notice and one redirect; after the window a new 401 is handled again', async () => {
    setToken('tok');
    const replace = jest.spyOn(history, 'replace');
    await Promise.allSettled([1, 2, 3, 4].map(() => call('/v1/setting/version', { status: 401, data: { code: 401 } })));
    expect(info).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);

    // Back on a page with a new session, the next expiry is reported again.
    history.replace('/home');
    replace.mockClear();
    setToken('tok2');
    jest.setSystemTime(Date.now() + UNAUTHORIZED_DEDUPE_MS + 1);
    await expect(call('/v1/setting/version', { status: 401, data: '' })).rejects.toBeTruthy();
    expect(info).toHaveBeenCalledTimes(2);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    replace.mockRestore();
  });

  test('no redirect when already on the login page', async () => {
    history.replace('/user/login?redirect=%2Fhome');
    const replace = jest.spyOn(history, 'replace');
    await expect(call('/v1/setting/version', { status: 401, data: {} })).rejects.toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
    expect(history.location.search).toBe('?redirect=%2Fhome');
    replace.mockRestore();
  });

  test('calls made with skipErrorHandler get no notice and no redirect', async () => {
    setToken('tok');
    await expect(
      call('/v1/user/password_login', { status: 401, data: { code: 401, msg: 'Bad credentials' } }, { skipErrorHandler: true }),
    ).rejects.toBeTruthy();
    await expect(call('/v1/user/user_info', { status: 401, data: { code: 401 } }, { skipErrorHandler: true })).rejects.toBeTruthy();
    expect(info).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    expect(history.location.pathname).toBe('/tool/calculator');
  });
});

describe('other errors', () => {
  test('are only logged: no notice, token kept, and the caller still gets the rejection', async () => {
    setToken('tok');
    const error = jest.spyOn(notification, 'error');
    await expect(call('/v1/setting/test', { status: 500, data: { code: 500, msg: 'boom' } })).rejects.toMatchObject({ response: { status: 500 } });
    await expect(call('/v1/setting/test', { status: 403, data: { code: 403, msg: 'no' } })).rejects.toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    error.mockRestore();
  });

  test('a network failure (no response) is logged too', () => {
    errorHandler(Object.assign(new Error('Network Error'), { config: { url: '/v1/x' } }));
    expect(consoleError).toHaveBeenCalledWith('[request]', '/v1/x', 'no response', 'Network Error');
    expect(info).not.toHaveBeenCalled();
  });
});
