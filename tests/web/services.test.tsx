/**
 * `call` against the contract: every ENDPOINTS path (and no other) is callable, each call goes to its path
 * with its method, public calls skip the request layer's error handler, bodies are left out for calls that
 * take none, time-outs reach the request, and paged bodies default to page 1 of 10 (withPaging, which the
 * paged-table adapter applies).
 */
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ENDPOINTS, endpointOf, type EndpointPath } from '@common/contract/endpoints';
import { DEFAULT_PAGE_SIZE, SUCCESS_CODE } from '@common/contract/envelope';
import { UPDATABLE_SOURCES } from '@common/contract/datasource';
import * as formats from '@common/contract/formats';
import {
  CAPTCHA_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  Captcha,
  Password,
  PasswordLoginBody,
  Phone,
  RegisterBody,
  Username,
  type UserSearchBody,
} from '@common/contract/user';
import { usePagedTable } from '@/hooks/usePagedTable';
import { call, withPaging } from '@/services/call';
import { createQueryClient } from '@/services/queryClient';
import { answer, bodiesSentTo, ok, sent } from './harness';

/** Calls any declared path with a body (the contract's body types are checked by tests/types/call.typetest.ts). */
const callAny = (path: EndpointPath, body?: unknown) => (call as (p: string, b?: unknown) => Promise<unknown>)(path, body);

test('every ENDPOINTS path is declared once and callable, and call() knows no path outside ENDPOINTS', () => {
  const endpointPaths = ENDPOINTS.map((e) => e.path);
  expect(endpointPaths.length).toBeGreaterThan(40);
  expect(new Set(endpointPaths).size).toBe(endpointPaths.length);
  for (const ep of ENDPOINTS) expect(endpointOf(ep.path)).toBe(ep);
  expect(() => callAny('/no/such/path' as EndpointPath)).toThrow();
});

test('each call goes to its own path with the contract method; only public calls skip the error handler', async () => {
  for (const ep of ENDPOINTS) answer(ep.path, ok(null as never));
  for (const ep of ENDPOINTS) await callAny(ep.path, {});
  expect(sent.map((r) => [r.url, r.method?.toUpperCase()])).toEqual(ENDPOINTS.map((e) => [e.path, e.method]));
  expect(sent.map((r) => [r.url, !!r.skipErrorHandler])).toEqual(ENDPOINTS.map((e) => [e.path, e.access === 'public']));
});

test('calls without a body schema send no body; a time-out reaches the request', async () => {
  answer('/v1/user/user_info', ok(null as never));
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([]));
  await call('/v1/user/user_info');
  await call('/v1/finData/lowFreqData/source/get/checkHealth', undefined, { timeout: 1000 });
  expect(sent.map((r) => r.body)).toEqual([undefined, undefined]);
  expect(sent[1].timeout).toBe(1000);
});

test('paged calls default to page 1 and the request layer page size (10), and keep what the caller chose', async () => {
  expect(DEFAULT_PAGE_SIZE).toBe(10);
  const page = { list: [], total: 0, current: 1, pageSize: 10 };
  answer('/v1/user/search/userOption', ok(page));
  answer('/v1/user/oss/upload/getFileList', ok(page));
  answer('/v1/setting/version/updateHistory', ok(page));
  const search: UserSearchBody = { keyword: 'tr' };
  await call('/v1/user/search/userOption', withPaging(search));
  await call('/v1/user/oss/upload/getFileList', withPaging());
  await call('/v1/setting/version/updateHistory', withPaging({ current: 3, pageSize: 50 }));
  expect(sent.map((r) => r.body)).toEqual([
    { keyword: 'tr', current: 1, pageSize: 10 },
    { current: 1, pageSize: 10 },
    { current: 3, pageSize: 50 },
  ]);
});

test('a paged table asks for page 1 of 10 unless it says otherwise, and offers 10 rows per page', async () => {
  answer('/v1/user/admin/list', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePagedTable('/v1/user/admin/list'), { wrapper });
  expect(result.current.pagination.defaultPageSize).toBe(DEFAULT_PAGE_SIZE);
  await act(() => result.current.load({ keyword: 'tr' }));
  await act(() => result.current.load({ current: 2, pageSize: 20 }));
  expect(bodiesSentTo('/v1/user/admin/list')).toEqual([
    { keyword: 'tr', current: 1, pageSize: 10 },
    { current: 2, pageSize: 20 },
  ]);
});

test('source updates: one call per updatable source, each on its own path', async () => {
  for (const source of UPDATABLE_SOURCES)
    expect(endpointOf(`/v1/finData/lowFreqData/source/update/${source}`)?.path).toBe(`/v1/finData/lowFreqData/source/update/${source}`);
  answer('/v1/finData/lowFreqData/source/update/kpler', ok(null as never));
  await call('/v1/finData/lowFreqData/source/update/kpler', { note: 'manual' });
  expect(sent[0]).toMatchObject({ url: '/v1/finData/lowFreqData/source/update/kpler', body: { note: 'manual' } });
});

test('the contract schemas carry the plain values of common/contract/formats.ts', () => {
  expect(formats.SUCCESS_CODE).toBe(SUCCESS_CODE);
  expect(formats.PHONE_PATTERN).toBe(PHONE_PATTERN);
  expect(Phone.pattern).toBe(formats.PHONE_PATTERN);
  expect(formats.PASSWORD_MIN).toBe(PASSWORD_MIN);
  expect(formats.PASSWORD_MAX).toBe(PASSWORD_MAX);
  expect([Password.minLength, Password.maxLength]).toEqual([formats.PASSWORD_MIN, formats.PASSWORD_MAX]);
  expect(formats.CAPTCHA_LENGTH).toBe(CAPTCHA_LENGTH);
  expect(Captcha.pattern).toBe(`^\\d{${formats.CAPTCHA_LENGTH}}$`);
  expect([formats.USERNAME_MIN, formats.USERNAME_MAX, formats.USERNAME_PATTERN]).toEqual([Username.minLength, Username.maxLength, Username.pattern]);
  expect([formats.LOGIN_USERNAME_MAX, formats.LOGIN_PASSWORD_MAX]).toEqual([
    PasswordLoginBody.properties.username.maxLength,
    PasswordLoginBody.properties.password.maxLength,
  ]);
  expect(formats.DISPLAY_NAME_MAX).toBe(RegisterBody.properties.name.maxLength);
});
