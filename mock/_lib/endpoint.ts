/**
 * Turns a handler for one ENDPOINTS entry into an Umi mock `'POST <path>': (req, res) => ...`, doing
 * what the server does around every call, in the same order:
 * token -> access (ENDPOINTS[].access) -> body validation (the endpoint's TypeBox schema) -> handler,
 * and wrapping the result in the envelope with the version the session sees.
 */
import { isAdminRole } from '../../common/access/routeAccess';
import { endpointByPath, type Endpoint, type EndpointPath } from '../../common/contract/endpoints';
import { BODY_FIELD, FIELD_ERROR_KEYS, bodyFieldErrors } from '../../common/contract/fieldErrors';
import { SCENARIO_NEW_VERSION } from './accounts';
import { MockError, badRequest, forbidden, sendError, sendOk, sendUnauthorized } from './envelope';
import { MALFORMED_JSON, bearerToken, type MockHandler, type MockRequest } from './http';
import { resolveSession } from './sessions';
import { mockState, type MockSession, type MockState, type MockUser } from './state';
import { holdsKey } from './users';

export interface EndpointContext<B> {
  state: MockState;
  body: B;
  req: MockRequest;
  endpoint: Endpoint;
  /** The signed-in user (null only on public endpoints called without a valid token). */
  user: MockUser | null;
  session: MockSession | null;
  /** Login handlers set the user they signed in, so the answer already carries that session's version. */
  signedIn?: MockUser;
}

/** Return this to put something other than 'success' in the envelope's `status` (checkHealth's map). */
export class WithStatus<T> {
  constructor(
    readonly data: T,
    readonly status: unknown,
  ) {}
}

export type EndpointHandler<B = any> = (ctx: EndpointContext<B>) => unknown | Promise<unknown>;

/** The version a caller sees: the published one, or the `newversion` scenario's. */
export function versionFor(state: MockState, user: MockUser | null | undefined): string {
  return user?.scenario === 'newversion' ? SCENARIO_NEW_VERSION : state.version;
}

function bodyOf(req: MockRequest): unknown {
  // Express gives `{}` for an empty body; the Fastify adapter may give undefined or ''.
  return req.body === undefined || req.body === '' ? {} : req.body;
}

export function endpointMock(path: EndpointPath, handler: EndpointHandler): MockHandler {
  const endpoint = endpointByPath[path];
  if (!endpoint) throw new Error(`${path} is not in ENDPOINTS`);
  return async (req, res) => {
    const state = mockState();
    const auth = resolveSession(state, bearerToken(req));
    const user = auth?.user ?? null;
    let version = versionFor(state, user);
    try {
      if (endpoint.access !== 'public') {
        if (!auth) return sendUnauthorized(res, version);
        const allowed =
          endpoint.access === 'user' ||
          (endpoint.access === 'admin' ? isAdminRole(auth.user.role) : holdsKey(auth.user, endpoint.access));
        // `noperm` holds the page in its menu but the server side refuses (a grant revoked meanwhile).
        if (!allowed || (auth.user.scenario === 'noperm' && endpoint.access !== 'user')) throw forbidden();
      }
      let body: unknown = null;
      if (endpoint.body) {
        body = bodyOf(req);
        if (body === MALFORMED_JSON) throw badRequest('The request body is not valid JSON', { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid });
        // Raw bytes (a non-JSON content type on Fastify) would pass an all-optional object schema.
        if (Buffer.isBuffer(body)) throw badRequest('The request body must be JSON', { [BODY_FIELD]: FIELD_ERROR_KEYS.invalid });
        const fields = bodyFieldErrors(endpoint.body, body);
        if (fields) throw badRequest(`Invalid request: check ${Object.keys(fields).join(', ')}`, fields);
      }
      const ctx: EndpointContext<any> = { state, body, req, endpoint, user, session: auth?.session ?? null };
      const result = await handler(ctx);
      // Read again: version/set may have changed it, a login may have started a `newversion` session.
      version = versionFor(state, ctx.signedIn ?? user);
      if (result instanceof WithStatus) sendOk(res, version, result.data, result.status);
      else sendOk(res, version, result === undefined ? null : result);
    } catch (error) {
      if (error instanceof MockError) return sendError(res, version, error);
      console.error(`[mock] ${path} failed`, error);
      sendError(res, version, new MockError(500, 'api.error.internal', 'Internal error in the mock'));
    }
  };
}

/** `{ [path]: handler }` -> Umi mock object `{ 'POST <path>': mock }`. */
export function endpointMocks(handlers: Partial<Record<EndpointPath, EndpointHandler>>): Record<string, MockHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([path, handler]) => [`POST ${path}`, endpointMock(path as EndpointPath, handler!)]),
  );
}
