/**
 * Builds the response envelope of common/contract/envelope.ts: `{ code, msg, msgKey?, fields?, status, version, data }`.
 * `msg` is on every answer (the spec's envelope keys are code, msg, status, version): empty when there is nothing
 * to say, which the web app reads as "no message" (the login-expired 401 relies on that).
 */
import { SUCCESS_CODE, type ApiEnvelope } from '../../../common/contract/envelope';

export function successEnvelope<T>(version: string, data: T, status: unknown = 'success'): ApiEnvelope<T> {
  return { code: SUCCESS_CODE, msg: '', status, version, data };
}

export interface FailureParts {
  code: number;
  /** English text; empty for the "login expired" 401 (docs/spec-reference.md#8-error-catalogue: a 401 without message). */
  /** Empty when omitted. */
  msg?: string;
  msgKey?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
  /** The error's `data` (null when absent). */
  data?: unknown;
}

export function failureEnvelope(version: string, parts: FailureParts): ApiEnvelope<unknown> {
  const out: ApiEnvelope<unknown> = { code: parts.code, msg: parts.msg ?? '', status: 'fail', version, data: parts.data ?? null };
  if (parts.msgKey !== undefined) out.msgKey = parts.msgKey;
  if (parts.fields !== undefined) out.fields = parts.fields;
  if (parts.retryAfter !== undefined) out.retryAfter = parts.retryAfter;
  return out;
}
