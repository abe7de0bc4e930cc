/**
 * POST /v2/analytics/seasonality (docs/analytics.md): the address's daily points through the series resolver (which
 * checks the caller's access and answers forbidden / seriesUnknown / a malformed address itself, unchanged), then
 * common/domain/seasonality.ts. The overlaid year is the UTC year of `asOf` (default: the server's now); the bands
 * cover the `years` calendar years before it.
 */
import type { FastifyInstance } from 'fastify';
import type { SeasonalityBody, SeasonalityData } from '../../../common/contract/seasonal';
import { SEASONALITY_MAX_YEARS } from '../../../common/contract/seasonal';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { seasonality } from '../../../common/domain/seasonality';
import type { AuthUser } from '../../infra/auth/authUser';
import { badRequest } from '../../infra/http/apiError';

/**
 * Bands fill interior gaps of up to 4 days with the day before (weekends, and Good Friday to Easter Monday), so a
 * band at a given day of year is computed over every band year rather than over the years that traded that day.
 */
export const SEASONALITY_BAND_FILL_DAYS = 4;

/** Enough daily points for the band years and the current one, so the resolver never thins them (LTTB). */
export const SEASONALITY_MAX_POINTS = (SEASONALITY_MAX_YEARS + 1) * 366 + 100;

/** Years an `asOf` may fall in: the epoch-ms range JavaScript dates hold comfortably, and four-digit years. */
const AS_OF_YEARS = { min: 1000, max: 9999 };

export async function seasonalityOf(app: FastifyInstance, user: AuthUser, body: SeasonalityBody): Promise<SeasonalityData> {
  const asOf = body.asOf ?? app.config.now();
  const currentYear = new Date(asOf).getUTCFullYear();
  if (!(currentYear >= AS_OF_YEARS.min && currentYear <= AS_OF_YEARS.max)) {
    throw badRequest('asOf must be a date in the years 1000-9999', { asOf: FIELD_ERROR_KEYS.outOfRange });
  }
  const from = Date.UTC(currentYear - body.years, 0, 1);
  const series = await app.series.resolve(user, body.address, { interval: '1d', from, to: asOf, maxPoints: SEASONALITY_MAX_POINTS });
  const result = seasonality(series.points, {
    x: body.x,
    mode: body.mode,
    currentYear,
    years: body.years,
    percentiles: body.percentiles,
    bandFillDays: SEASONALITY_BAND_FILL_DAYS,
  });
  return { ...result, address: series.address, unit: series.unit, demo: series.demo, source: series.source };
}
