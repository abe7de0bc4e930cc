/**
 * Registers the calls of ENDPOINTS (common/contract/endpoints.ts): body schema, access requirement and the
 * envelope all come from the declaration, so a handler only returns its `data`. Everything a handler sees is
 * typed from the same declaration: `registerEndpoint(app, path, handler)` infers the body, the caller
 * (`null` on public calls, the signed-in user on every other) and the data the handler must return from `path`.
 *
 * Order per request: rate limit (where configured) and authentication + permission in onRequest, before the
 * body is read (within the call's limit, common/contract/bodyLimits.ts; never for calls without a body), so an anonymous or unauthorised caller learns nothing about the schema; then validation
 * (400 with fields); then the handler.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Envelope } from '../../../common/contract/envelope';
import { bodyLimitOf } from '../../../common/contract/bodyLimits';
import { endpointByPath, type AccessOf, type BodyOf, type DataOf, type EndpointPath } from '../../../common/contract/endpoints';
import type { AuthUser } from '../auth/authUser';
import { allows } from '../auth/routeAccess';
import { authenticateToken } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { forbidden, unauthenticated } from './apiError';
import { successEnvelope } from './envelope';
import { countCostlyCall, rateLimitFor, USER_RATE_LIMITS } from './rateLimits';
import './fastifyTypes';

export type { AuthUser };

/** The caller of `P`: nobody on a public call; on every other, the signed-in user the access check let through. */
export type UserOf<P extends EndpointPath> = AccessOf<P> extends 'public' ? null : AuthUser;

export interface EndpointContext<P extends EndpointPath> {
  user: UserOf<P>;
  /** The body after validation against the declared schema (defaults filled, unknown properties dropped). */
  body: BodyOf<P>;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}

const STATUS_MARK: unique symbol = Symbol('envelope-status');

/** `data` plus the envelope's `status` (checkHealth puts the state map there); made by withStatus. */
export interface WithStatus<T> {
  readonly [STATUS_MARK]: true;
  data: T;
  status: unknown;
}

/** Return this from a handler to set the envelope's `status`. */
export function withStatus<T>(data: T, status: unknown): WithStatus<T> {
  return { [STATUS_MARK]: true, data, status };
}

const hasStatus = (v: unknown): v is WithStatus<unknown> =>
  typeof v === 'object' && v !== null && (v as Partial<Record<symbol, unknown>>)[STATUS_MARK] === true;

/** What a handler of `P` returns: the declared data, alone or with an envelope status. */
export type EndpointResult<P extends EndpointPath> = DataOf<P> | WithStatus<DataOf<P>>;
export type EndpointHandler<P extends EndpointPath> = (ctx: EndpointContext<P>) => EndpointResult<P> | Promise<EndpointResult<P>>;

/** Resolves the caller and checks the endpoint's access; throws the 401s of the spec's error catalogue. */
function accessHook(app: FastifyInstance, access: string): onRequestAsyncHookHandler {
  return async (request) => {
    if (access === 'public') return;
    const token = bearerToken(request.headers.authorization);
    const user = token ? await authenticateToken(app.db, app.config, token) : null;
    if (!user) throw unauthenticated();
    if (!allows(user, access)) throw forbidden();
    request.user = user;
  };
}

/** Absent or `null` JSON bodies count as `{}` so optional-only bodies work without a payload. */
function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  if (request.body === undefined || request.body === null) request.body = {};
  done();
}

const serializeJson = (data: unknown) => JSON.stringify(data);

const area = (path: string) => path.split('/')[2] ?? 'api';

export function registerEndpoint<P extends EndpointPath>(app: FastifyInstance, path: P, handler: EndpointHandler<NoInfer<P>>): void {
  // Runtime guard for paths built at run time (the type already rules out undeclared literals).
  const endpoint = endpointByPath[path];
  if (!endpoint) throw new Error(`registerEndpoint: ${path} is not in ENDPOINTS (common/contract/endpoints.ts)`);
  const rateLimit = rateLimitFor(path, app.config);
  const userLimit = USER_RATE_LIMITS[path];
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      description: `Access: ${endpoint.access}${endpoint.origin === 'added' ? ' (addition, docs/api.md)' : ''}`,
      tags: [area(endpoint.path)],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: Envelope(endpoint.data) },
    },
    // The response schema documents the call (OpenAPI); answers are written with JSON.stringify, which is
    // faster here than the schema serializer (it validates every nullable union with ajv, ~10 % of a user_info
    // call). Handlers build their answers field by field through the contract's mappers, never from raw rows.
    serializerCompiler: () => serializeJson,
    // Its own body limit (413 above it, checked before reading); a call without a body never reads one.
    bodyLimit: Math.min(bodyLimitOf(path), app.config.bodyLimitBytes),
    config: { access: endpoint.access, takesBody: endpoint.body !== null, ...(rateLimit ? { rateLimit } : {}) },
    onRequest: accessHook(app, endpoint.access),
    // Calls without a body schema ignore whatever was sent, so they skip this step.
    ...(endpoint.body ? { preValidation: emptyBodyAsObject } : {}),
    // Expensive calls count per user once the caller is known and the body valid (a refused request costs nothing).
    ...(userLimit
      ? {
          preHandler: async (request: FastifyRequest) => {
            if (!request.user || (userLimit.counts && !userLimit.counts(request.body))) return;
            await countCostlyCall(app.callWindows, app.config.rateLimit.perUser, request.user, userLimit.cost, app.config.now());
          },
        }
      : {}),
    handler: async (request, reply) => {
      const ctx: EndpointContext<P> = {
        // accessHook set the user on every non-public call (or refused it); public calls keep the decorator's null.
        user: request.user as UserOf<P>,
        // Validated against endpoint.body; the type provider's reading of that schema equals BodyOf<P> for every
        // endpoint (tests/types/endpoint.typetest.ts), and calls without a body get `undefined`.
        body: (endpoint.body ? request.body : undefined) as BodyOf<P>,
        request,
        reply,
        app,
      };
      const result: unknown = await handler(ctx);
      const version = app.versions.current.version;
      if (hasStatus(result)) return successEnvelope(version, result.data ?? null, result.status);
      return successEnvelope(version, result ?? null);
    },
  });
}
