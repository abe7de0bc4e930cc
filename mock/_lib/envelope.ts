/**
 * Envelope answers of the mock (common/contract/envelope.ts): success, error with msg/msgKey/fields,
 * and the bare 401 (no msg) that means "missing, unknown, expired or revoked token".
 */
import { SUCCESS_CODE } from '../../common/contract/envelope';
import type { MockResponse } from './http';

/** Thrown by handlers for an error answer; the endpoint wrapper turns it into the envelope. */
export class MockError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly msgKey: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new MockError(404, 'api.error.notFound', `${what} not found`);
export const forbidden = () => new MockError(401, 'api.error.forbidden', 'You have no permission for this resource');
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new MockError(400, 'api.error.badRequest', message, fields);
export const cannotChangeSelf = (what: string) =>
  new MockError(400, 'api.error.cannotChangeSelf', `Administrators cannot ${what} their own account`);

export function sendOk(res: MockResponse, version: string, data: unknown, status: unknown = 'success') {
  res.status(SUCCESS_CODE).json({ code: SUCCESS_CODE, status, version, data });
}

export function sendError(res: MockResponse, version: string, error: MockError) {
  const body: Record<string, unknown> = { code: error.httpStatus, msg: error.message, msgKey: error.msgKey, status: 'fail', version, data: null };
  if (error.fields) body.fields = error.fields;
  res.status(error.httpStatus).json(body);
}

/** 401 WITHOUT msg (msgKey only, as on the server): the web app clears the token and goes to login (spec section 8). */
export function sendUnauthorized(res: MockResponse, version: string) {
  res.status(401).json({ code: 401, msgKey: 'api.error.unauthorized', status: 'fail', version, data: null });
}
