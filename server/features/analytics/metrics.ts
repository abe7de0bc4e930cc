/**
 * POST /v2/analytics/metrics: one of `returns` or `nav`, then common/domain/metrics.ts `computeMetrics`. Input that
 * no metric can come from is a 400 naming the field; a metric that does not exist for valid input is null with
 * its reason in `problems` (never NaN).
 */
import type { MetricsBody, MetricsData } from '../../../common/contract/analytics';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { computeMetrics, flatMetrics, navToReturns } from '../../../common/domain/metrics';
import { badRequest } from '../../infra/http/apiError';

export function metricsOf(body: MetricsBody): MetricsData {
  if ((body.returns === undefined) === (body.nav === undefined)) {
    const field = FIELD_ERROR_KEYS.required;
    throw badRequest('Send either returns or nav, not both', body.returns === undefined ? { returns: field, nav: field } : { nav: FIELD_ERROR_KEYS.invalid });
  }
  // The schema already refuses non-positive net values and non-numbers; JSON cannot carry NaN or Infinity.
  const returns = body.returns ?? navToReturns(body.nav ?? []);
  return flatMetrics(computeMetrics(returns, { periodsPerYear: body.periodsPerYear, riskFree: body.riskFree, convention: body.convention }));
}
