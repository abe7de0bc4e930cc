/**
 * The metrics call over the pure domain library (issue 10; docs/analytics.md), so the tool pages, the dashboard
 * builder and the assistant compute the same numbers. The shapes are fixed by the issue:
 *   POST /v2/analytics/metrics     { returns?: (number | null)[], nav?: number[], periodsPerYear, riskFree, convention }
 *        -> { cumulativeReturn, annualReturn, annualVolatility, sharpe, sortino, downsideRisk, maxDrawdown, calmar,
 *             winRate, ..., convention }
 * Any signed-in user may call it: metrics read only the numbers sent. Seasonality, under the same URL prefix, is the
 * seasonal feature's (common/contract/seasonal.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { METRIC_KEYS, type MetricKey } from '../domain/metrics';
import { e } from './endpoint';
import { Nullable } from './envelope';

export const MetricsConvention = Type.Union([Type.Literal('empyrical'), Type.Literal('quantstats')]);
export type MetricsConvention = Static<typeof MetricsConvention>;

/** At most this many returns or net values per call (40 years of trading days, or a minute series of a month). */
export const METRICS_MAX_POINTS = 20_000;

export const MetricsBody = Type.Object(
  {
    /** Simple returns per period (0.01 = 1 %); null for a missing period. Exactly one of `returns` and `nav`. */
    returns: Type.Optional(Type.Array(Nullable(Type.Number()), { maxItems: METRICS_MAX_POINTS })),
    /** Net values (positive), one per period; returns are nav[t] / nav[t - 1] - 1. */
    nav: Type.Optional(Type.Array(Type.Number({ exclusiveMinimum: 0 }), { maxItems: METRICS_MAX_POINTS })),
    /** 252 by default elsewhere; 242-245 for Chinese futures (a setting of the page). */
    periodsPerYear: Type.Number({ minimum: 1, maximum: 525_600 }),
    /** Annual risk-free rate (0.02 = 2 %); also the Sortino required return. */
    riskFree: Type.Number({ minimum: -1, maximum: 1 }),
    convention: MetricsConvention,
  },
  { additionalProperties: false },
);
export type MetricsBody = Static<typeof MetricsBody>;

const metricFields = Object.fromEntries(METRIC_KEYS.map((key) => [key, Nullable(Type.Number())])) as Record<
  MetricKey,
  ReturnType<typeof Nullable<ReturnType<typeof Type.Number>>>
>;

export const MetricsData = Type.Object({
  ...metricFields,
  convention: MetricsConvention,
  periodsPerYear: Type.Number(),
  /** The per-period risk-free rate the convention derived from the annual one. */
  riskFreePerPeriod: Type.Number(),
  /** Periods in the input (missing included) and present returns among them. */
  periods: Type.Integer(),
  observations: Type.Integer(),
  /** For each null metric, why: 'empty' | 'tooShort' | 'noSpread' | 'noDownside' | 'noDrawdown' | 'allZero' | 'totalLoss'. */
  problems: Type.Record(Type.String(), Type.String()),
  /** Index of the first return at or below -100 % (every metric refused, 'totalLoss'); null when none. */
  totalLossIndex: Nullable(Type.Integer()),
});
export type MetricsData = Static<typeof MetricsData>;

export const ANALYTICS_ENDPOINTS = [
  e('/v2/analytics/metrics', 'user', MetricsBody, MetricsData, 'Performance metrics of returns or net values, convention declared', 'added'),
] as const;
