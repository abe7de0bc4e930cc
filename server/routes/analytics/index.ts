/**
 * The analytics calls (issue 10, docs/analytics.md): pure functions of common/domain/ over the numbers sent or over
 * a series address read through the resolver (which checks the caller's access to it).
 */
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { metricsOf } from '../../analytics/metrics';
import { seasonalityOf } from '../../analytics/seasonality';

export default async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/analytics/metrics', async ({ body }) => metricsOf(body));
  registerEndpoint(app, '/v2/analytics/seasonality', ({ user, body }) => seasonalityOf(app, user, body));
}
