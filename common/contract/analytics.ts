/**
 * Analytics calls over the pure domain library (issue 10; docs/analytics.md), so the tool pages, the dashboard
 * builder and the assistant compute the same numbers. The shapes are fixed by the issue:
 *   POST /v2/analytics/metrics     { returns?: (number | null)[], nav?: number[], periodsPerYear, riskFree, convention }
 *        -> { cumulativeReturn, annualReturn, annualVolatility, sharpe, sortino, downsideRisk, maxDrawdown, calmar,
 *             winRate, ..., convention }
 *   POST /v2/analytics/seasonality { address, years, x: 'dayOfYear'|'weekOfYear', mode: 'level'|'rebased', percentiles }
 *        -> { x: number[], bands: { [p]: number[] }, min, max, years: { [year]: number[] } }
 * Any signed-in user may call them: metrics read only the numbers sent, and seasonality reads its address through
 * the series resolver, which checks the caller's access to that address like /v2/marketData/series does.
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
  /** For each null metric, why: 'empty' | 'tooShort' | 'noSpread' | 'noDownside' | 'noDrawdown' | 'allZero'. */
  problems: Type.Record(Type.String(), Type.String()),
});
export type MetricsData = Static<typeof MetricsData>;

export const SeasonalityX = Type.Union([Type.Literal('dayOfYear'), Type.Literal('weekOfYear')]);
export type SeasonalityX = Static<typeof SeasonalityX>;
export const SeasonalityMode = Type.Union([Type.Literal('level'), Type.Literal('rebased')]);
export type SeasonalityMode = Static<typeof SeasonalityMode>;

/** The bands a page asks for by default: 10/25/50/75/90 (min and max always come). */
export const DEFAULT_PERCENTILES = [10, 25, 50, 75, 90] as const;
export const SEASONALITY_MAX_YEARS = 30;

export const SeasonalityBody = Type.Object(
  {
    address: Type.String({ minLength: 3, maxLength: 200 }),
    /** How many complete years before the current one make the bands (5 and 10 are usual). */
    years: Type.Integer({ minimum: 1, maximum: SEASONALITY_MAX_YEARS }),
    x: SeasonalityX,
    mode: SeasonalityMode,
    /** Percentiles in 0-100 (type 7 interpolation, numpy's default). */
    percentiles: Type.Array(Type.Number({ minimum: 0, maximum: 100 }), { maxItems: 9 }),
    /** The last date to include, epoch ms (default: now); its year is the overlaid current year. */
    asOf: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type SeasonalityBody = Static<typeof SeasonalityBody>;

const Line = Type.Array(Nullable(Type.Number()));

export const SeasonalityData = Type.Object({
  /** Day of year 1-365 (Feb 29 merged into Feb 28) or week 1-52 (ceil(day / 7), days 358-365 in week 52). */
  x: Type.Array(Type.Number()),
  /** Percentile (as sent, e.g. "10") -> one value per x over the band years; null where no year has data. */
  bands: Type.Record(Type.String(), Line),
  min: Line,
  max: Line,
  /** Year -> one value per x; the band years and the current year. */
  years: Type.Record(Type.String(), Line),
  /** The years the bands are computed over, and the overlaid current year. */
  bandYears: Type.Array(Type.Integer()),
  currentYear: Type.Integer(),
  address: Type.String(),
  unit: Type.String(),
  demo: Type.Boolean(),
  source: Type.String(),
});
export type SeasonalityData = Static<typeof SeasonalityData>;

export const ANALYTICS_ENDPOINTS = [
  e('/v2/analytics/metrics', 'user', MetricsBody, MetricsData, 'Performance metrics of returns or net values, convention declared', 'added'),
  e(
    '/v2/analytics/seasonality',
    'user',
    SeasonalityBody,
    SeasonalityData,
    'Seasonal lines of a series address by day or week of year, with min/max and percentile bands over past years',
    'added',
  ),
] as const;
