/**
 * The analytics metrics call (docs/analytics.md): a pure function of common/domain/ over the numbers sent.
 * Seasonality, which reads a series address, is its own feature (server/features/seasonal/).
 */
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/endpoint';
import { metricsOf } from './metrics';

export default async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/analytics/metrics', async ({ body }) => metricsOf(body));
}
