/**
 * Every failure answers the envelope with code = HTTP status, never a bare Fastify error and never a 500 for
 * anything the client sent: framework errors (bad JSON, body too large, bad URL, wrong content type) keep their
 * client-error meaning (404, 413 and 429 as such, any other 4xx as a bad request); only real faults become the
 * catalogue's `internal`, logged with the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS, type ApiErrorName } from '../../../common/contract/errors';
import { apiError, ApiError } from './apiError';
import { failureEnvelope } from './envelope';
import { validationError, type SchemaError } from './validationErrors';

/** Catalogue entries a framework error keeps when its status is theirs; any other client error is a bad request. */
const FRAMEWORK_ERRORS: readonly ApiErrorName[] = ['notFound', 'payloadTooLarge', 'tooManyRequests'];

const isClientStatus = (status: unknown): status is number => typeof status === 'number' && status >= 400 && status < 500;

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as Partial<FastifyError> & { validation?: SchemaError[] };
  if (Array.isArray(e?.validation)) return validationError(e.validation);
  const status = e?.statusCode;
  if (!isClientStatus(status)) return apiError('internal', 'Internal server error');
  const name = FRAMEWORK_ERRORS.find((n) => API_ERRORS[n].status === status);
  if (name === 'payloadTooLarge') return apiError(name, 'The request body is too large');
  if (name === 'tooManyRequests') return apiError(name, 'Too many requests');
  // Fastify's messages quote the request (the URL, a header): only its error code goes back, never the client's text.
  return apiError(name ?? 'badRequest', `Bad request${typeof e?.code === 'string' ? ` (${e.code})` : ''}`);
}

export function sendApiError(app: FastifyInstance, reply: FastifyReply, err: ApiError): FastifyReply {
  const version = app.versions?.current.version ?? '';
  if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  return reply.code(err.httpStatus).send(
    failureEnvelope(version, {
      code: err.httpStatus,
      msg: err.withMessage ? err.message : undefined,
      msgKey: err.msgKey,
      fields: err.fields,
      retryAfter: err.retryAfter,
      data: err.data,
    }),
  );
}

const notFoundError = () => apiError('notFound', 'No such address');

/** Answers no cache may keep: "sign in again" / "no permission" and "slow down". */
const NOT_STORED = new Set<number>([API_ERRORS.unauthorized.status, API_ERRORS.forbidden.status, API_ERRORS.tooManyRequests.status]);

type GetFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** `fallbackGet` is read per request: the web app registers after the API plugins. */
export function installErrorHandling(app: FastifyInstance, fallbackGet: () => GetFallback | null): void {
  app.setErrorHandler((err, request, reply) => {
    const answer = toApiError(err);
    if (answer.httpStatus >= API_ERRORS.internal.status) request.log.error({ err }, 'request failed');
    if (NOT_STORED.has(answer.httpStatus)) reply.header('cache-control', 'no-store');
    // The rest of an oversized body is never read: end the connection rather than drain it for a next request.
    if (answer.error === 'payloadTooLarge') reply.header('connection', 'close');
    return sendApiError(app, reply, answer);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const fallback = fallbackGet();
    if (fallback && (request.method === 'GET' || request.method === 'HEAD') && (await fallback(request, reply))) return reply;
    return sendApiError(app, reply, notFoundError());
  });
}
