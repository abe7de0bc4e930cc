/**
 * Set-up and checks through the real server's API (project `server`, E2E_SERVER_URL as baseURL): log in,
 * create throw-away accounts as the administrator, grant pages. Calls are typed by the contract
 * (common/contract/endpoints.ts): a wrong path or body does not compile. They go through Playwright's
 * `request` fixture, so they appear in the trace of a failed test.
 */
import type { APIRequestContext } from '@playwright/test';
import type { BodyOf, DataOf, EndpointPath } from '../../../common/contract/endpoints';
import type { ApiEnvelope } from '../../../common/contract/envelope';

/** The administrator scripts/e2e.sh creates on the server's empty database (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'admin', password: 'Admin@12345' } as const;

/** The envelope of an answer (its `data` only meaningful when `code` is 200) and the HTTP status. */
export type Answer<P extends EndpointPath> = ApiEnvelope<DataOf<P>> & { httpStatus: number };

export async function api<P extends EndpointPath>(request: APIRequestContext, path: P, body: BodyOf<P>, token?: string): Promise<Answer<P>> {
  const res = await request.post(path, { data: body ?? {}, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { ...((await res.json()) as ApiEnvelope<DataOf<P>>), httpStatus: res.status() };
}

export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await api(request, '/v1/user/password_login', { username, password });
  if (res.code !== 200) throw new Error(`login ${username} failed: HTTP ${res.httpStatus} ${res.msg ?? ''}`);
  return res.data.token;
}

/** A new account (role user: home, user area, account, about, instructions) with a unique name. */
export async function createUser(request: APIRequestContext, prefix: string, password: string): Promise<string> {
  const adminToken = await loginToken(request, ADMIN.username, ADMIN.password);
  const username = `${prefix}_${Date.now().toString(36)}`;
  const res = await api(request, '/v1/user/admin/create', { username, password, name: username }, adminToken);
  if (res.code !== 200) throw new Error(`create ${username} failed: HTTP ${res.httpStatus} ${res.msg ?? ''}`);
  return username;
}

/** The id of the account `username`, looked up by the administrator. */
export async function userIdOf(request: APIRequestContext, username: string, adminToken: string): Promise<string> {
  const { data } = await api(request, '/v1/user/admin/list', { keyword: username }, adminToken);
  const user = data.list.find((u) => u.username === username);
  if (!user) throw new Error(`no account ${username}`);
  return user.id;
}
