/**
 * The error catalogue: every error answer of the API, once. Each entry gives the HTTP status (which is
 * also the envelope's `code`) and the `msgKey` the envelope carries, which is the locale key the web app
 * shows (src/locales/<lang>/api.ts has every key in every language; tests/web/locales.test.ts checks it).
 * The server builds its errors from here (server/http/apiError.ts), the web app recognises them by these
 * names, and the tests assert against them. docs/api.md lists the catalogue for readers.
 *
 * `withMessage: false` marks the one error the spec wants without a message (`msg` empty): the 401 that sends the user to
 * log in again. The 401 with a message is "no permission" (the session stays).
 */
export interface ApiErrorSpec {
  readonly status: number;
  readonly msgKey: `api.error.${string}`;
  readonly withMessage: boolean;
}

const err = <K extends string>(status: number, key: K, withMessage = true) =>
  ({ status, msgKey: `api.error.${key}`, withMessage }) as const satisfies ApiErrorSpec;

export const API_ERRORS = {
  badRequest: err(400, 'badRequest'),
  badCredentials: err(400, 'badCredentials'),
  captchaInvalid: err(400, 'captchaInvalid'),
  captchaExpired: err(400, 'captchaExpired'),
  passwordWrong: err(400, 'passwordWrong'),
  cannotChangeSelf: err(400, 'cannotChangeSelf'),
  roleUnknown: err(400, 'roleUnknown'),
  roleProtected: err(400, 'roleProtected'),
  uploadIncomplete: err(400, 'uploadIncomplete'),
  versionFormat: err(400, 'versionFormat'),
  unauthorized: err(401, 'unauthorized', false),
  forbidden: err(401, 'forbidden'),
  accountDisabled: err(403, 'accountDisabled'),
  accountPending: err(403, 'accountPending'),
  registrationClosed: err(403, 'registrationClosed'),
  linkExpired: err(403, 'linkExpired'),
  notFound: err(404, 'notFound'),
  kplerNoData: err(404, 'kplerNoData'),
  conflict: err(409, 'conflict'),
  usernameTaken: err(409, 'usernameTaken'),
  phoneTaken: err(409, 'phoneTaken'),
  roleTaken: err(409, 'roleTaken'),
  roleInUse: err(409, 'roleInUse'),
  runInProgress: err(409, 'runInProgress'),
  uploadQuota: err(409, 'uploadQuota'),
  payloadTooLarge: err(413, 'payloadTooLarge'),
  tooManyRequests: err(429, 'tooManyRequests'),
  loginThrottled: err(429, 'loginThrottled'),
  captchaCooldown: err(429, 'captchaCooldown'),
  captchaTooMany: err(429, 'captchaTooMany'),
  uploadsPending: err(429, 'uploadsPending'),
  internal: err(500, 'internal'),
  smsFailed: err(502, 'smsFailed'),
  unavailable: err(503, 'unavailable'),
  // marketData area (issue 9)
  seriesUnknown: err(404, 'seriesUnknown'),
  barsImportInvalid: err(400, 'barsImportInvalid'),
  // feeds area (issue 9): a push without a valid, unrevoked publisher key (403: the 401s mean the web session)
  publisherKeyInvalid: err(403, 'publisherKeyInvalid'),
  // reference (issue 9): a product version must start after the product's latest version
  referenceValidFrom: err(400, 'referenceValidFrom'),
  referenceHolidayWeekend: err(400, 'referenceHolidayWeekend'),
  referenceHolidayExists: err(409, 'referenceHolidayExists'),
  referenceHolidayMissing: err(409, 'referenceHolidayMissing'),
  // reference (issue 18): a rate in another unit than its key's; an implausible value or a far-future date sent without `confirm: true`
  referenceRateUnit: err(400, 'referenceRateUnit'),
  referenceRateConfirm: err(409, 'referenceRateConfirm'),
  // tradeRecord (issue 10): a trade file with row errors (or no rows); nothing was written
  tradeImportInvalid: err(400, 'tradeImportInvalid'),
  // spot trade record (issue 21): a window file with row errors (or no rows) at commit; nothing written
  spotTradeImportInvalid: err(400, 'spotTradeImportInvalid'),
  // a date range whose end is before its start, or longer than the call allows
  spotTradeRange: err(400, 'spotTradeRange'),
  // backtesting (issue 10): a sweep over the size limit needs `confirm: true`; a series or parameters no backtest can run on
  backtestConfirm: err(409, 'backtestConfirm'),
  backtestInput: err(400, 'backtestInput'),
  // research library (issue 11): an upload of a type the library does not take, an empty file, one over its limit
  researchUnsupportedType: err(400, 'researchUnsupportedType'),
  researchEmptyFile: err(400, 'researchEmptyFile'),
  researchFileTooLarge: err(413, 'researchFileTooLarge'),
  // issue 19 item 6: the uploader's library quota (documents or bytes) is used up; a search query too short to use the index
  researchQuota: err(409, 'researchQuota'),
  searchQueryShort: err(400, 'searchQueryShort'),
  // outlook (issue 11): a forecast entered, changed or withdrawn after the release time (or once the actual is out)
  outlookForecastLocked: err(409, 'outlookForecastLocked'),
  // imports (issue 19): a file over the import limits (server/infra/tables/importLimits.ts), or one that took too long
  importUnpackedTooLarge: err(413, 'importUnpackedTooLarge'),
  importTooComplex: err(422, 'importTooComplex'),
  importTimedOut: err(422, 'importTimedOut'),
  // options (issue 21): no volatility reproduces the option price given (below its intrinsic value, or beyond the bracket)
  optionNoImpliedVol: err(400, 'optionNoImpliedVol'),
  // options cross-section (issue 21): an option settlement file with row errors is not stored (nothing is)
  optionImportInvalid: err(400, 'optionImportInvalid'),
  // holdings (issue 21): a COT or member ranking file with row errors (or no rows); nothing was written
  positionImportInvalid: err(400, 'positionImportInvalid'),
  // warehouse receipts (issue 21): a receipt file with row errors (or no rows); nothing was written
  receiptImportInvalid: err(400, 'receiptImportInvalid'),
  // builder (issue 22): a page or component saved from a version that is not its newest; the answer's `data` is `{ currentVersion }`
  builderVersionConflict: err(409, 'builderVersionConflict'),
  // builder (issue 22): a library component is not removed while a page's newest version places it
  builderComponentInUse: err(409, 'builderComponentInUse'),
  // assistant (issue 23): no provider configured; the caller's daily tokens are used up (retryAfter: until the China
  // date changes); the provider failed or timed out (the chat stream's `error` part carries this key as its text)
  assistantNotConfigured: err(409, 'assistantNotConfigured'),
  assistantBusy: err(409, 'assistantBusy'),
  assistantDailyLimit: err(429, 'assistantDailyLimit'),
  assistantProviderError: err(502, 'assistantProviderError'),
} as const;

export type ApiErrorName = keyof typeof API_ERRORS;
export type ApiErrorKey = (typeof API_ERRORS)[ApiErrorName]['msgKey'];

/** Locale keys the web app shows for failures that are not an error answer of the server. */
export const CLIENT_ERROR_KEYS = { network: 'api.error.network', unknown: 'api.error.unknown' } as const;

/** True when an answer's `msgKey` is the catalogue entry `name`. */
export const isApiError = (failure: { msgKey?: string } | null | undefined, name: ApiErrorName): boolean => failure?.msgKey === API_ERRORS[name].msgKey;
