/**
 * The one error type handlers throw. Carries the HTTP status (= envelope code), the English message, the locale
 * key (`api.error.*`, listed in docs/api.md) and, for 400s, field -> locale key.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly msgKey: string;
  readonly fields?: Record<string, string>;
  /** False only for the "not signed in / session over" 401, which the spec wants without a message. */
  readonly withMessage: boolean;

  constructor(httpStatus: number, msgKey: string, message: string, fields?: Record<string, string>, withMessage = true) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.msgKey = msgKey;
    this.fields = fields;
    this.withMessage = withMessage;
  }
}

/** Missing, unknown, expired or revoked token: 401 without `msg` (the web app then sends the user to log in). */
export const unauthenticated = () => new ApiError(401, 'api.error.unauthorized', 'Not signed in', undefined, false);

/** A valid user without the permission: 401 with `msg` (the web app shows "no permission" and keeps the session). */
export const forbidden = () => new ApiError(401, 'api.error.forbidden', 'You do not have permission for this resource');

export const notFound = (what = 'Resource') => new ApiError(404, 'api.error.notFound', `${what} not found`);

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, 'api.error.badRequest', message, fields);
