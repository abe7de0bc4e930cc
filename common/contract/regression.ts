/**
 * The regression call (issue 20; the macro fit page /tool/trade/realtime/macroDiffToReal and any other tool; the
 * regression feature, server/features/regression; docs/analytics/regression.md). The shape is fixed by the issue:
 *   POST /v2/analytics/regression { y: address, x: address[], from?, to?, window?, outOfSample?: boolean }
 *        -> { coefficients (intercept first), stdErrors, r2, n, residuals: [ts, value][], zScores: [ts, value | null][], demo }
 * Three optional additions, said in docs/analytics/regression.md: `jobId` in the body (progress of a heavy fit on the
 * stream topic `regression:<jobId>`, a JobProgress), `mode` in the answer (how the residuals were made, so an
 * export or another tool labels them without the request at hand) and `contributions` (each date's fit taken apart
 * by the coefficients behind it, so a rolling fit has contributions too).
 * Access: the macro fit page's key, and every address read through the series resolver with the caller's grants.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nullable } from './envelope';

/** At most this many factors (x addresses). */
export const REGRESSION_MAX_FACTORS = 8;
/** The longest rolling or out-of-sample window, in aligned dates (four years of trading days). */
export const REGRESSION_MAX_WINDOW = 1000;
/** The page key of the call (config/routes.ts: macroDiffToReal). */
export const REGRESSION_ACCESS = 'auth_tool_trade_realtime_macroDiffToReal' as const;

const Address = Type.String({ minLength: 3, maxLength: 200 });

export const RegressionBody = Type.Object(
  {
    /** The price fitted (dependent variable). */
    y: Address,
    /** The factors, 1 to REGRESSION_MAX_FACTORS addresses. */
    x: Type.Array(Address, { minItems: 1, maxItems: REGRESSION_MAX_FACTORS }),
    /** Epoch ms, inclusive; default `to` minus ten years. */
    from: Type.Optional(Type.Number()),
    /** Epoch ms, inclusive; default now. */
    to: Type.Optional(Type.Number()),
    /** Rolling window in aligned dates; absent: one fit over the full sample. */
    window: Type.Optional(Type.Integer({ minimum: 3, maximum: REGRESSION_MAX_WINDOW })),
    /** With `window`: fit on t-w..t-1, predict t (residual = actual - prediction). */
    outOfSample: Type.Optional(Type.Boolean()),
    /** Optional, chosen by the client (a random id): progress of a heavy fit goes out on `regression:<jobId>`. */
    jobId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
  },
  { additionalProperties: false },
);
export type RegressionBody = Static<typeof RegressionBody>;

export const RegressionMode = Type.Union([Type.Literal('fullSample'), Type.Literal('rolling'), Type.Literal('outOfSample')]);
export type RegressionMode = Static<typeof RegressionMode>;

export const RegressionData = Type.Object({
  /** The intercept first, then one per x in the order sent: of the full-sample fit, else of the last window's fit. */
  coefficients: Type.Array(Type.Number()),
  stdErrors: Type.Array(Type.Number()),
  r2: Type.Number(),
  /** Observations of the fit the coefficients come from (the aligned dates, or the window). */
  n: Type.Integer(),
  /** [00:00 UTC of the date, deviation]: in-sample (full sample, rolling) or out-of-sample residuals. */
  residuals: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  /** The residuals' z-scores on the same dates: whole sample, or over the trailing window (null while incomplete). */
  zScores: Type.Array(Type.Tuple([Type.Number(), Nullable(Type.Number())])),
  /** True when any input series is demo data. */
  demo: Type.Boolean(),
  /** Added (optional): how the residuals were made. */
  mode: Type.Optional(RegressionMode),
  /**
   * Added (optional): the fitted value of each residual's date taken apart, [date, [intercept, b_1 x_1, ..., b_k x_k]]
   * by the coefficients of the fit behind that residual (the full-sample fit, the window ending on the date, or out of
   * sample the window before it). The parts plus the residual give the price (docs/analytics/regression.md).
   */
  contributions: Type.Optional(Type.Array(Type.Tuple([Type.Number(), Type.Array(Type.Number())]))),
});
export type RegressionData = Static<typeof RegressionData>;

export const REGRESSION_ENDPOINTS = [
  e(
    '/v2/analytics/regression',
    REGRESSION_ACCESS,
    RegressionBody,
    RegressionData,
    'OLS of a series address on factor addresses over their common dates: full sample, rolling or out-of-sample',
    'added',
  ),
] as const;
