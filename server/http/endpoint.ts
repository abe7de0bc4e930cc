/**
 * Registers the calls of ENDPOINTS (common/contract/endpoints.ts): body schema, access requirement and the
 * envelope all come from the registry, so a handler only returns its `data`.
 *
 * Order per request: rate limit (where configured) and authentication + permission in onRequest, before the
 * body is parsed, so an anonymous or unauthorised caller learns nothing about the schema; then validation
 * (400 with fields); then the handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Envelope } from '../../common/contract/envelope';
import { endpointByPath, type Endpoint } from '../../common/contract/endpoints';
import type { AuthUser } from '../auth/authUser';
import { allows } from '../auth/routeAccess';
import { authenticateToken } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import { ApiError, forbidden, unauthenticated } from './apiError';
import { successEnvelope } from './envelope';
import { rateLimitFor } from './rateLimits';
import './fastifyTypes';

export type { AuthUser };
export { ApiError };

export interface EndpointContext<B = any> {
  user: AuthUser | null;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
}
export type EndpointHandler<B = any> = (ctx: EndpointContext<B>) => unknown | Promise<unknown>;

const STATUS_MARK: unique symbol = Symbol('envelope-status');

/** Return this from a handler to set the envelope's `status` (checkHealth puts the state map there). */
export function withStatus<T>(data: T, status: unknown): { [key: symbol]: true; data: T; status: unknown } {
  return { [STATUS_MARK]: true, data, status };
}

const hasStatus = (v: unknown): v is { data: unknown; status: unknown } =>
  typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[STATUS_MARK] === true;

/** Resolves the caller and checks the endpoint's access; throws the 401s of the spec's error catalogue. */
export function accessHook(app: FastifyInstance, access: string): onRequestAsyncHookHandler {
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

export function registerEndpoint<B = any>(app: FastifyInstance, path: string, handler: EndpointHandler<B>): void {
  const endpoint: Endpoint | undefined = endpointByPath[path];
  if (!endpoint) throw new Error(`registerEndpoint: ${path} is not in ENDPOINTS (common/contract/endpoints.ts)`);
  const rateLimit = rateLimitFor(path, app.config);
  app.route({
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
    config: { access: endpoint.access, ...(rateLimit ? { rateLimit } : {}) },
    onRequest: accessHook(app, endpoint.access),
    // Calls without a body schema ignore whatever was sent, so they skip this step.
    ...(endpoint.body ? { preValidation: emptyBodyAsObject } : {}),
    handler: async (request, reply) => {
      const result = await handler({ user: request.user, body: request.body as B, request, reply, app });
      const version = app.versions.current.version;
      if (hasStatus(result)) return successEnvelope(version, result.data ?? null, result.status);
      return successEnvelope(version, result === undefined ? null : result);
    },
  });
}
