/**
 * The one error type handlers throw, built only from the contract's catalogue (API_ERRORS in
 * common/contract/errors.ts): a catalogue name gives the HTTP status (= envelope code), the locale key and
 * whether the answer carries `msg`. The server names no status or `api.error.*` key anywhere else.
 */
import { API_ERRORS, type ApiErrorKey, type ApiErrorName } from '../../../common/contract/errors';

export class ApiError extends Error {
  /** The catalogue entry this error answers with. */
  readonly error: ApiErrorName;
  readonly httpStatus: number;
  readonly msgKey: ApiErrorKey;
  /** Field -> locale key (`api.field.*`, or the entry's own key for errors about one field). */
  readonly fields?: Record<string, string>;
  /** False only for the "not signed in / session over" 401, which the spec wants without a message. */
  readonly withMessage: boolean;
  /** Seconds before the caller may try again (429 answers): sent as `retryAfter` in the envelope and as `Retry-After`. */
  retryAfter?: number;
  /** What the answer's `data` carries instead of null, for the few errors the caller acts on (the builder's current version). */
  data?: unknown;

  /** `message` is the English `msg`; the web app shows the locale text of the entry's key instead. */
  constructor(error: ApiErrorName, message: string, fields?: Record<string, string>) {
    super(message);
    const spec = API_ERRORS[error];
    this.name = 'ApiError';
    this.error = error;
    this.httpStatus = spec.status;
    this.msgKey = spec.msgKey;
    this.fields = fields;
    this.withMessage = spec.withMessage;
  }
}

export const apiError = (error: ApiErrorName, message: string, fields?: Record<string, string>): ApiError => new ApiError(error, message, fields);

/** An error that tells the caller how long to wait (whole seconds, at least 1). */
export function retryLater(error: ApiErrorName, message: string, seconds: number): ApiError {
  const e = new ApiError(error, message);
  e.retryAfter = Math.max(1, Math.ceil(seconds));
  return e;
}

/** An error whose answer carries `data` (`{ currentVersion }` of a stale builder save), declared beside the catalogue entry. */
export function withData(error: ApiErrorName, message: string, data: unknown): ApiError {
  const e = new ApiError(error, message);
  e.data = data;
  return e;
}

/** An error about one field, which the form shows at that field with the error's own locale key. */
export const fieldApiError = (error: ApiErrorName, field: string, message: string): ApiError =>
  new ApiError(error, message, { [field]: API_ERRORS[error].msgKey });

/** Missing, unknown, expired or revoked token: 401 with an empty `msg` (the web app then sends the user to log in). */
export const unauthenticated = () => apiError('unauthorized', 'Not signed in');

/** A valid user without the permission: 401 with `msg` (the web app shows "no permission" and keeps the session). */
export const forbidden = (message = 'You do not have permission for this resource') => apiError('forbidden', message);

export const notFound = (what = 'Resource') => apiError('notFound', `${what} not found`);

export const badRequest = (message: string, fields?: Record<string, string>) => apiError('badRequest', message, fields);
