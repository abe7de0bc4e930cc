/**
 * Seasonality (docs/analytics/seasonal.md): a series address read through the resolver (which checks the caller's
 * access to it), folded by year. The URL stays under /v2/analytics/ as the endpoint list fixes it.
 */
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/endpoint';
import { seasonalityOf } from './seasonality';

export default async function seasonalPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/analytics/seasonality', ({ user, body }) => seasonalityOf(app, user, body));
}
