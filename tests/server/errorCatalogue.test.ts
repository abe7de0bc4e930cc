/**
 * The error catalogue (API_ERRORS, common/contract/errors.ts) against what uses it: every key the server can
 * answer has a text in every language the web app ships, the statuses are the documented ones, and a thrown
 * catalogue error answers its own status as both the HTTP status and the envelope's code.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { API_ERRORS, CLIENT_ERROR_KEYS, type ApiErrorName } from '../../common/contract/errors';
import { FIELD_ERROR_KEYS } from '../../common/contract/fieldErrors';
import { apiError, withData } from '../../server/infra/http/apiError';
import { installErrorHandling } from '../../server/infra/http/errorHandling';
import arEG from '../../src/locales/ar-EG/api';
import enUS from '../../src/locales/en-US/api';
import zhCN from '../../src/locales/zh-CN/api';

const NAMES = Object.keys(API_ERRORS) as ApiErrorName[];
const LOCALES: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS, 'ar-EG': arEG };

describe('locale texts', () => {
  test.each(Object.keys(LOCALES))('%s has a text for every catalogue key, client fallback and field key', (lang) => {
    const keys = [...NAMES.map((n) => API_ERRORS[n].msgKey), ...Object.values(CLIENT_ERROR_KEYS), ...Object.values(FIELD_ERROR_KEYS)];
    const missing = keys.filter((key) => !(typeof LOCALES[lang][key] === 'string' && LOCALES[lang][key].trim() !== ''));
    expect(missing).toEqual([]);
  });
});

test('statuses are the documented ones (docs/api.md, "Error keys")', () => {
  const statuses = Object.fromEntries(NAMES.map((n) => [n, API_ERRORS[n].status]));
  expect(statuses).toEqual({
    badRequest: 400,
    badCredentials: 400,
    captchaInvalid: 400,
    captchaExpired: 400,
    passwordWrong: 400,
    cannotChangeSelf: 400,
    uploadIncomplete: 400,
    versionFormat: 400,
    unauthorized: 401,
    forbidden: 401,
    accountDisabled: 403,
    accountPending: 403,
    registrationClosed: 403,
    linkExpired: 403,
    notFound: 404,
    kplerNoData: 404,
    conflict: 409,
    usernameTaken: 409,
    phoneTaken: 409,
    roleInUse: 409,
    roleProtected: 400,
    roleTaken: 409,
    roleUnknown: 400,
    runInProgress: 409,
    uploadQuota: 409,
    payloadTooLarge: 413,
    tooManyRequests: 429,
    loginThrottled: 429,
    captchaCooldown: 429,
    captchaTooMany: 429,
    uploadsPending: 429,
    internal: 500,
    smsFailed: 502,
    unavailable: 503,
    // marketData area (issue 9)
    seriesUnknown: 404,
    barsImportInvalid: 400,
    // feeds area (issue 9)
    publisherKeyInvalid: 403,
    // reference (issue 9)
    referenceHolidayExists: 409,
    referenceHolidayMissing: 409,
    referenceHolidayWeekend: 400,
    referenceRateConfirm: 409,
    referenceRateUnit: 400,
    referenceValidFrom: 400,
    // tradeRecord (issue 10)
    tradeImportInvalid: 400,
    spotTradeImportInvalid: 400,
    spotTradeRange: 400,
    // backtesting (issue 10)
    backtestConfirm: 409,
    backtestInput: 400,
    // outlook (issue 11)
    outlookForecastLocked: 409,
    // research library (issue 11)
    researchUnsupportedType: 400,
    researchEmptyFile: 400,
    researchFileTooLarge: 413,
    // imports (issue 19)
    importUnpackedTooLarge: 413,
    importTooComplex: 422,
    importTimedOut: 422,
    researchQuota: 409,
    searchQueryShort: 400,
    // options (issue 21)
    optionNoImpliedVol: 400,
    optionImportInvalid: 400,
    positionImportInvalid: 400,
    receiptImportInvalid: 400,
    // builder (issue 22)
    builderVersionConflict: 409,
    builderComponentInUse: 409,
    assistantNotConfigured: 409,
    assistantBusy: 409,
    assistantDailyLimit: 429,
    assistantProviderError: 502,
  });
  // Only "session over" answers without a message (the web app then sends the user to log in).
  expect(NAMES.filter((n) => !API_ERRORS[n].withMessage)).toEqual(['unauthorized']);
});

describe('a thrown catalogue error', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandling(app, () => null);
    app.get<{ Params: { name: ApiErrorName } }>('/throw/:name', async (request) => {
      throw apiError(request.params.name, `thrown ${request.params.name}`, { field: 'api.field.invalid' });
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  test.each(NAMES)('%s answers its status as HTTP status and envelope code, with its msgKey', async (name) => {
    const res = await app.inject({ method: 'GET', url: `/throw/${name}` });
    const spec = API_ERRORS[name];
    expect(res.statusCode).toBe(spec.status);
    expect(res.json()).toEqual({
      code: spec.status,
      status: 'fail',
      version: '',
      data: null,
      msgKey: spec.msgKey,
      fields: { field: 'api.field.invalid' },
      msg: spec.withMessage ? `thrown ${name}` : '',
    });
  });
});

test('an error thrown with data answers that data in the envelope (the builder’s stale save: the current version)', async () => {
  const app = Fastify({ logger: false });
  installErrorHandling(app, () => null);
  app.get('/stale', async () => {
    throw withData('builderVersionConflict', 'The page is at version 3', { currentVersion: 3 });
  });
  const res = await app.inject({ method: 'GET', url: '/stale' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 409, status: 'fail', msgKey: 'api.error.builderVersionConflict', data: { currentVersion: 3 } });
  await app.close();
});
