/**
 * The session's request log fed by the real request layer (Umi's request with the app's interceptors and
 * a fake network): method, URL, HTTP status, envelope code and duration of answered, refused and
 * unanswered calls; a ring buffer of REQUEST_LOG_CAPACITY entries.
 */
import { call } from '@/services/call';
import { setToken } from '@/session/token';
import { clearRequestLog, recordRequest, REQUEST_LOG_CAPACITY, requestLogEntries, subscribeRequestLog } from '@/utils/requestLog';
import { answer, failWith, noAnswer, ok } from '../harness';

beforeEach(() => {
  clearRequestLog();
  setToken('tok');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('answered, refused and unanswered calls are logged with status, code and duration', async () => {
  answer('/v1/setting/version', async () => {
    await new Promise((r) => setTimeout(r, 30));
    return ok({ version: '20250401.3', publishedAt: null });
  });
  await call('/v1/setting/version');
  answer('/v1/user/edit/password', failWith('passwordWrong'));
  await expect(call('/v1/user/edit/password', { oldPassword: 'x', newPassword: 'Longer@pass1' })).rejects.toBeTruthy();
  answer('/v1/setting/version', noAnswer('timeout'));
  await expect(call('/v1/setting/version')).rejects.toBeTruthy();

  const log = requestLogEntries();
  expect(log.map((e) => [e.method, e.url, e.status, e.code])).toEqual([
    ['POST', '/v1/setting/version', 200, 200],
    ['POST', '/v1/user/edit/password', 400, 400],
    ['POST', '/v1/setting/version', null, null],
  ]);
  expect(log[0].durationMs).toBeGreaterThanOrEqual(25);
  expect(log.every((e) => typeof e.at === 'number' && e.at <= Date.now())).toBe(true);
  expect(new Set(log.map((e) => e.id)).size).toBe(3);
});

test('keeps only the latest entries and tells subscribers', () => {
  const listener = jest.fn();
  const stop = subscribeRequestLog(listener);
  for (let i = 0; i < REQUEST_LOG_CAPACITY + 5; i += 1) recordRequest({ method: 'POST', url: `/v1/x/${i}`, status: 200, code: 200, durationMs: 1, at: i });
  stop();
  recordRequest({ method: 'POST', url: '/after', status: 200, code: 200, durationMs: 1, at: 0 });
  expect(listener).toHaveBeenCalledTimes(REQUEST_LOG_CAPACITY + 5);
  const log = requestLogEntries();
  expect(log).toHaveLength(REQUEST_LOG_CAPACITY);
  expect(log[0].url).toBe('/v1/x/6');
  expect(log[log.length - 1].url).toBe('/after');
});
