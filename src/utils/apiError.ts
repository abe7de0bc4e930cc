/**
 * Turning a failed call into words for the user: the envelope's `msgKey` in the user's language,
 * else the server's English `msg`, else a generic message (network failure or unknown answer).
 */
import type { ApiEnvelope } from '@common/contract/envelope';
import { CLIENT_ERROR_KEYS } from '@common/contract/errors';
import { hasMessage, t } from './i18n';
import { formatWait } from './waitTime';

/** `msg` may be missing: a failure can come from something other than this server (a proxy's 502, a network box). */
export type ApiFailure = Pick<ApiEnvelope, 'code' | 'msgKey' | 'fields' | 'retryAfter'> & { msg?: string };

interface AxiosLikeError {
  response?: { status?: number; data?: unknown };
}

function isEnvelopeLike(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && typeof (value as ApiFailure).code === 'number';
}

/** The error envelope of a rejected request or of a non-200 answer; null for network errors and time-outs. */
export function failureOf(errorOrEnvelope: unknown): ApiFailure | null {
  if (isEnvelopeLike(errorOrEnvelope)) return errorOrEnvelope;
  const response = (errorOrEnvelope as AxiosLikeError | null)?.response;
  if (!response) return null;
  if (isEnvelopeLike(response.data)) return response.data;
  return { code: response.status ?? 0 };
}

/** The message to show for a failed call; "try again in {wait}" messages say how long when the server told. */
export function failureMessage(errorOrEnvelope: unknown): string {
  const failure = failureOf(errorOrEnvelope);
  if (!failure) return t(CLIENT_ERROR_KEYS.network);
  if (hasMessage(failure.msgKey)) {
    const wait = typeof failure.retryAfter === 'number' && failure.retryAfter > 0 ? formatWait(failure.retryAfter) : t('api.wait.aMoment');
    return t(failure.msgKey, { wait });
  }
  if (failure.msg) return failure.msg;
  return t(CLIENT_ERROR_KEYS.unknown, { code: failure.code });
}

/** Field name -> message, for forms (`fields` of a 400 answer holds locale keys). */
export function fieldMessages(errorOrEnvelope: unknown): Record<string, string> {
  const fields = failureOf(errorOrEnvelope)?.fields ?? {};
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(fields)) out[field] = hasMessage(key) ? t(key) : t('validation.invalid');
  return out;
}

/**
 * What a form shows for a failed call, each problem once: messages of the form's own fields go under those fields,
 * and the alert above the form only carries a failure no field shows (a wrong code is not said twice).
 */
export function formFailure(errorOrEnvelope: unknown, formFields: readonly string[]): { alert: string | null; fields: Record<string, string> } {
  const all = fieldMessages(errorOrEnvelope);
  const fields = Object.fromEntries(Object.entries(all).filter(([name]) => formFields.includes(name)));
  return { alert: Object.keys(fields).length > 0 ? null : failureMessage(errorOrEnvelope), fields };
}
