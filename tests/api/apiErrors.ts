/**
 * Assertions against the error catalogue (API_ERRORS, common/contract/errors.ts). The statuses themselves are
 * pinned once, in errorCatalogue.test.ts; the other tests check that an answer is a given catalogue entry.
 */
import { API_ERRORS, type ApiErrorName } from '../../common/contract/errors';

/** The HTTP status (= envelope code) of a catalogue entry. */
export const statusOf = (name: ApiErrorName): number => API_ERRORS[name].status;
/** The locale key a catalogue entry's answers carry. */
export const msgKeyOf = (name: ApiErrorName): string => API_ERRORS[name].msgKey;

/** An answer of the test harness (`t.call`) or of `app.inject`. */
type Answer = { status: number; body: unknown } | { statusCode: number; json: () => unknown };

const parts = (res: Answer) => {
  const status = 'statusCode' in res ? res.statusCode : res.status;
  const body = ('statusCode' in res ? res.json() : res.body) as { code?: unknown; status?: unknown; msgKey?: unknown; msg?: unknown };
  return {
    status,
    code: body.code,
    envelope: body.status,
    msgKey: body.msgKey,
    msgIsText: typeof body.msg === 'string',
    hasMsg: typeof body.msg === 'string' && body.msg !== '',
  };
};

/** The answer is the catalogue error `name`: its status and code, `fail`, its msgKey, and a non-empty `msg` unless the entry has none. */
export function expectApiError(res: Answer, name: ApiErrorName): void {
  const spec = API_ERRORS[name];
  expect(parts(res)).toEqual({ status: spec.status, code: spec.status, envelope: 'fail', msgKey: spec.msgKey, msgIsText: true, hasMsg: spec.withMessage });
}
