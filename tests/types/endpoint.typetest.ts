/**
 * Compile-time checks of the server's typed handlers (type-checked with the server by `npm run typecheck`
 * through tests/api/tsconfig.json, never executed): each `@ts-expect-error` line must be an error, so a
 * registerEndpoint that stopped catching it fails the type check.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { BodyOf, DataOf, EndpointOf, EndpointPath } from '../../common/contract/endpoints';
import { registerEndpoint, withStatus } from '../../server/infra/http/endpoint';

/** Exact type equality (not mere mutual assignability). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** What Fastify's TypeBox type provider reads from a schema (its `request.body` for that schema). */
type ProviderStatic<S> = (TypeBoxTypeProvider & { schema: S })['validator'];
type ProviderBodyOf<P extends EndpointPath> = EndpointOf<P>['body'] extends null ? undefined : ProviderStatic<EndpointOf<P>['body']>;

/** Paths whose body or data the type provider reads differently from the contract: there must be none. */
type BodyMismatch = { [P in EndpointPath]: Equal<ProviderBodyOf<P>, BodyOf<P>> extends true ? never : P }[EndpointPath];
type DataMismatch = { [P in EndpointPath]: Equal<ProviderStatic<EndpointOf<P>['data']>, DataOf<P>> extends true ? never : P }[EndpointPath];
export const providerReadsBodiesAsTheContract: [BodyMismatch] extends [never] ? true : BodyMismatch = true;
export const providerReadsDataAsTheContract: [DataMismatch] extends [never] ? true : DataMismatch = true;

export function handlerTypeChecks(app: FastifyInstance): void {
  // Body, user and data typed from the path: a signed-in user on 'user' / 'admin' / auth_* calls.
  registerEndpoint(app, '/v1/user/access/get', async ({ user, body }) => {
    const userId: string = body.userId;
    const callerId: string = user.id;
    return { userId, administrator: false, paths: [callerId], access: [] };
  });
  registerEndpoint(app, '/v1/user/logout', async () => null);
  registerEndpoint(app, '/v1/finData/lowFreqData/source/get/checkHealth', async () => withStatus([], { wind: 'OK' }));

  // @ts-expect-error a path the contract does not declare
  registerEndpoint(app, '/v1/user/no_such_call', async () => null);

  // @ts-expect-error the handler returns the wrong data type (user_info answers a CurrentUser)
  registerEndpoint(app, '/v1/user/user_info', async () => ({ id: 'u1' }));
  // @ts-expect-error a call without data (Nothing) must answer null, not a value
  registerEndpoint(app, '/v1/user/logout', async () => ({ ok: true }));
  // @ts-expect-error withStatus around the wrong data type
  registerEndpoint(app, '/v1/finData/lowFreqData/source/get/checkHealth', async () => withStatus({ wrong: true }, {}));
  // @ts-expect-error a required data field of the wrong type
  registerEndpoint(app, '/v1/user/register', async ({ body }) => ({ id: 1, username: body.username }));

  registerEndpoint(app, '/v1/user/password_login', async ({ body }) => {
    // @ts-expect-error a body field the schema does not declare
    const phone: string = body.phone;
    throw new Error(`unreachable ${phone}`);
  });
  registerEndpoint(app, '/v1/user/user_info', async ({ body }) => {
    // @ts-expect-error a call without a body schema has no body
    const keyword: string = body.keyword;
    throw new Error(`unreachable ${keyword}`);
  });

  registerEndpoint(app, '/v1/user/register', async ({ user, body }) => {
    // @ts-expect-error a public call has no signed-in user: no user without a null check
    const callerId: string = user.id;
    const nobody: null = user;
    return { id: `${callerId}${nobody}`, username: body.username, pending: false };
  });
}
