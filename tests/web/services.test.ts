/**
 * Services against the contract registry: one service per ENDPOINTS path (and no other), each call
 * going to its path with its method, paged bodies defaulting to page size 10, and the body left out
 * for calls that take none.
 */
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import { ENDPOINTS } from '@common/contract/endpoints';
import * as formats from '@common/contract/formats';
import { SUCCESS_CODE } from '@common/contract/envelope';
import { CAPTCHA_LENGTH, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, PasswordLoginBody, RegisterBody, Username } from '@common/contract/user';
import { SERVICE_REGISTRY } from '@/services';
import { checkHealth, updateSource } from '@/services/finData';
import { getFileList } from '@/services/oss';
import { versionHistory } from '@/services/setting';
import { fetchCurrentUser, searchUserOptions } from '@/services/user';
import { answer, installFakeApi, ok, resetFakeApi, sent } from './helpers/fakeApi';

beforeAll(installFakeApi);
beforeEach(resetFakeApi);

test('every ENDPOINTS path has exactly one service, and every service has an ENDPOINTS path', () => {
  const endpointPaths = ENDPOINTS.map((e) => e.path).sort();
  expect(endpointPaths.length).toBeGreaterThan(40);
  expect(Object.keys(SERVICE_REGISTRY).sort()).toEqual(endpointPaths);
  for (const fn of Object.values(SERVICE_REGISTRY)) expect(typeof fn).toBe('function');
});

test('each service calls its own path with the registry method', async () => {
  for (const ep of ENDPOINTS) answer(ep.path, ok(null));
  for (const ep of ENDPOINTS) {
    await (SERVICE_REGISTRY[ep.path] as (body?: unknown) => Promise<unknown>)({});
  }
  expect(sent.map((r) => [r.url, r.method?.toUpperCase()])).toEqual(ENDPOINTS.map((e) => [e.path, e.method]));
});

test('calls without a body schema send no body', async () => {
  answer('/v1/user/user_info', ok(null));
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([]));
  await fetchCurrentUser();
  await checkHealth({ timeout: 1000 });
  expect(sent.map((r) => r.body)).toEqual([undefined, undefined]);
  expect(sent[1].timeout).toBe(1000);
});

test('paged calls default to page 1 and the request layer page size (10), and keep what the caller chose', async () => {
  expect(DEFAULT_PAGE_SIZE).toBe(10);
  answer('/v1/user/search/userOption', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  answer('/v1/user/oss/upload/getFileList', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  answer('/v1/setting/version/updateHistory', ok({ list: [], total: 0, current: 1, pageSize: 10 }));
  await searchUserOptions({ keyword: 'tr' });
  await getFileList();
  await versionHistory({ current: 3, pageSize: 50 });
  expect(sent.map((r) => r.body)).toEqual([
    { keyword: 'tr', current: 1, pageSize: 10 },
    { current: 1, pageSize: 10 },
    { current: 3, pageSize: 50 },
  ]);
});

test('source updates: one service per updatable source, each on its own path', async () => {
  answer('/v1/finData/lowFreqData/source/update/kpler', ok(null));
  await updateSource.kpler({ note: 'manual' });
  expect(sent[0]).toMatchObject({ url: '/v1/finData/lowFreqData/source/update/kpler', body: { note: 'manual' } });
});

test('the TypeBox-free copies in common/contract/formats.ts equal the contract schemas', () => {
  expect(formats.SUCCESS_CODE).toBe(SUCCESS_CODE);
  expect(formats.PHONE_PATTERN).toBe(PHONE_PATTERN);
  expect(formats.PASSWORD_MIN).toBe(PASSWORD_MIN);
  expect(formats.PASSWORD_MAX).toBe(PASSWORD_MAX);
  expect(formats.CAPTCHA_LENGTH).toBe(CAPTCHA_LENGTH);
  expect([formats.USERNAME_MIN, formats.USERNAME_MAX, formats.USERNAME_PATTERN]).toEqual([Username.minLength, Username.maxLength, Username.pattern]);
  expect([formats.LOGIN_USERNAME_MAX, formats.LOGIN_PASSWORD_MAX]).toEqual([
    PasswordLoginBody.properties.username.maxLength,
    PasswordLoginBody.properties.password.maxLength,
  ]);
  expect(formats.DISPLAY_NAME_MAX).toBe(RegisterBody.properties.name.maxLength);
});
