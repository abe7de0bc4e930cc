/**
 * Builds the response envelope of common/contract/envelope.ts: `{ code, msg?, msgKey?, fields?, status, version, data }`.
 */
import { SUCCESS_CODE, type ApiEnvelope } from '../../common/contract/envelope';

export function successEnvelope<T>(version: string, data: T, status: unknown = 'success'): ApiEnvelope<T> {
  return { code: SUCCESS_CODE, status, version, data };
}

export interface FailureParts {
  code: number;
  /** English text; omitted for the "login expired" 401 (docs/spec-reference.md#8-error-catalogue: a 401 without message). */
  msg?: string;
  msgKey?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
}

export function failureEnvelope(version: string, parts: FailureParts): ApiEnvelope<null> {
  const out: ApiEnvelope<null> = { code: parts.code, status: 'fail', version, data: null };
  if (parts.msg !== undefined) out.msg = parts.msg;
  if (parts.msgKey !== undefined) out.msgKey = parts.msgKey;
  if (parts.fields !== undefined) out.fields = parts.fields;
  if (parts.retryAfter !== undefined) out.retryAfter = parts.retryAfter;
  return out;
}
