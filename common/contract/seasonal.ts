/**
 * Price seasonality (the seasonal feature: page Tool/Calculator/Seasonal, server/features/seasonal; docs/analytics/seasonal.md).
 * The URL keeps the analytics prefix it was published under (issue 10):
 *   POST /v2/analytics/seasonality { address, years, x: 'dayOfYear'|'weekOfYear', mode: 'level'|'rebased', percentiles }
 *        -> { x: number[], bands: { [p]: number[] }, min, max, years: { [year]: number[] } }
 * Any signed-in user may call it; the address is read through the series resolver, which checks the caller's access
 * to that address like /v2/marketData/series does.
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nullable } from './envelope';

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

export const SEASONAL_ENDPOINTS = [
  e(
    '/v2/analytics/seasonality',
    'user',
    SeasonalityBody,
    SeasonalityData,
    'Seasonal lines of a series address by day or week of year, with min/max and percentile bands over past years',
    'added',
  ),
] as const;
