/**
 * Compile-time checks of the typed contract (run by `npm run typecheck`, never executed): each
 * `@ts-expect-error` line must be an error, so a contract that stopped catching it fails the type check.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BodyOf, DataOf, EndpointPath } from '@common/contract/endpoints';
import { call } from '@/services/call';
import { apiMutation, apiQuery, type MutationBody } from '@/services/query';
import { answer, ok } from '../web/harness/fakeApi';

export async function typeChecks(): Promise<void> {
  // A declared path with its body: fine, and `data` has the declared type.
  const login = await call('/v1/user/password_login', { username: 'trader', password: 'Trader@12345' });
  const token: string = login.data.token;
  const info = await call('/v1/user/user_info');
  const role: string = info.data.role;
  const page = await call('/v1/user/admin/list', { current: 1, pageSize: 10 });
  const firstName: string | undefined = page.data.list[0]?.username;
  const run = await call('/v1/finData/lowFreqData/source/update/wind', {});
  const runId: string = run.data.id;

  // @ts-expect-error a path the contract does not declare
  await call('/no/such/path');
  // @ts-expect-error a misspelt path
  await call('/v1/user/userinfo');
  // @ts-expect-error a source without an update call
  await call('/v1/finData/lowFreqData/source/update/cftc', {});
  // @ts-expect-error the body misses a required field (password)
  await call('/v1/user/password_login', { username: 'trader' });
  // @ts-expect-error a body field of the wrong type
  await call('/v1/user/admin/list', { current: 'one' });
  // @ts-expect-error a call with a body schema needs its body
  await call('/v1/user/edit/password');
  // @ts-expect-error a call without a body takes none
  await call('/v1/user/user_info', { anything: true });
  // @ts-expect-error `data` is the declared type: the login result has no `role` at the top
  const wrong: string = login.data.role;
  // @ts-expect-error a number is not the token's type
  const notNumber: number = login.data.token;

  // The helper types agree with call().
  const body: BodyOf<'/v1/user/password_login'> = { username: 'a', password: 'b' };
  const data: DataOf<'/v1/setting/version'> = { version: '20250401.3', publishedAt: null };
  // @ts-expect-error EndpointPath is a union of literals, not string
  const path: EndpointPath = '/v1/user/nothing';
  void [token, role, firstName, runId, wrong, notNumber, body, data, path];
}

/** Queries, mutations and the tests' fake answers take their types from the same declarations. */
export async function queryTypeChecks(client: QueryClient): Promise<void> {
  const users = await client.fetchQuery(apiQuery('/v1/user/admin/list', { current: 1 }));
  const username: string | undefined = users.data.list[0]?.username;
  const me = await client.fetchQuery(apiQuery('/v1/user/user_info'));
  const myRole: string = me.data.role;

  // @ts-expect-error a query of a path the contract does not declare
  apiQuery('/v1/user/nothing');
  // @ts-expect-error a query body of the wrong type
  apiQuery('/v1/user/admin/list', { current: 'one' });
  // @ts-expect-error a query of a call with a body needs its body
  apiQuery('/v1/user/access/get');
  // @ts-expect-error a query of a call without a body takes none
  apiQuery('/v1/user/user_info', {});
  // @ts-expect-error a mutation may only invalidate declared paths
  apiMutation('/v1/user/admin/create', { invalidates: ['/v1/user/nothing'] });
  // @ts-expect-error a mutation body misses a required field (password)
  const created: MutationBody<'/v1/user/admin/create'> = { username: 'someone' };

  // A fake answer must carry the path's data type.
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
  // @ts-expect-error the version call does not answer a user
  answer('/v1/setting/version', ok({ username: 'trader' }));
  void [username, myRole, created];
}
