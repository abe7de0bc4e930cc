/**
 * Every failure answers the envelope with code = HTTP status, never a bare Fastify error and never a 500 for
 * anything the client sent: framework errors (bad JSON, body too large, bad URL, wrong content type) keep their
 * 4xx status; only real faults become 500 `api.error.internal`, logged with the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './apiError';
import { failureEnvelope } from './envelope';
import { validationError, type SchemaError } from './validationErrors';

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as Partial<FastifyError> & { validation?: SchemaError[] };
  if (Array.isArray(e?.validation)) return validationError(e.validation);
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status === 413) return new ApiError(413, 'api.error.payloadTooLarge', 'The request body is too large');
  if (status === 429) return new ApiError(429, 'api.error.tooManyRequests', 'Too many requests');
  if (status >= 400 && status < 500) {
    return new ApiError(status, status === 404 ? 'api.error.notFound' : 'api.error.badRequest', `Bad request: ${e?.message ?? 'malformed'}`);
  }
  return new ApiError(500, 'api.error.internal', 'Internal server error');
}

export function sendApiError(app: FastifyInstance, reply: FastifyReply, err: ApiError): FastifyReply {
  const version = app.versions?.current.version ?? '';
  return reply.code(err.httpStatus).send(
    failureEnvelope(version, {
      code: err.httpStatus,
      msg: err.withMessage ? err.message : undefined,
      msgKey: err.msgKey,
      fields: err.fields,
    }),
  );
}

export const notFoundError = () => new ApiError(404, 'api.error.notFound', 'No such address');

type GetFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** `fallbackGet` is read per request: the web app registers after the API plugins. */
export function installErrorHandling(app: FastifyInstance, fallbackGet: () => GetFallback | null): void {
  app.setErrorHandler((err, request, reply) => {
    const apiError = toApiError(err);
    if (apiError.httpStatus >= 500) request.log.error({ err }, 'request failed');
    if (apiError.httpStatus === 401 || apiError.httpStatus === 429) reply.header('cache-control', 'no-store');
    return sendApiError(app, reply, apiError);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const fallback = fallbackGet();
    if (fallback && (request.method === 'GET' || request.method === 'HEAD') && (await fallback(request, reply))) return reply;
    return sendApiError(app, reply, notFoundError());
  });
}
