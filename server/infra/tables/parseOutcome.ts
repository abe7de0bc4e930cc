/**
 * What a parse worker posts back. An ApiError cannot cross a thread (structured clone keeps only message and name),
 * so a refusal travels as its catalogue name and message and becomes an ApiError again on the server's thread.
 */
import type { ApiErrorName } from '../../../common/contract/errors';
import { ApiError, apiError } from '../http/apiError';

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; refusal: ApiErrorName; message: string };

/** Worker side: runs the parse, turning a refusal (ApiError) into a value; any other error is thrown as usual. */
export async function outcomeOf<T>(parse: () => T | Promise<T>): Promise<ParseOutcome<T>> {
  try {
    return { ok: true, value: await parse() };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, refusal: err.error, message: err.message };
    throw err;
  }
}

/** Server side: the value, or the refusal thrown as the ApiError it was. */
export function outcomeValue<T>(outcome: ParseOutcome<T>): T {
  if (!outcome.ok) throw apiError(outcome.refusal, outcome.message);
  return outcome.value;
}
