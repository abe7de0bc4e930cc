/**
 * The regression call (docs/analytics/regression.md): OLS of a series address on factor addresses, for holders of the
 * macro fit page's key, every address read with the caller's grants. Registers the `regression:` stream topics (a
 * heavy fit's progress, readable by the id's owner only). The URL stays under /v2/analytics/ as the issue fixes it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import { FitPool } from './fitPool';
import { FitProgress, REGRESSION_TOPIC_PREFIX } from './fitProgress';
import { RegressionService } from './regression';

async function regressionPlugin(app: FastifyInstance): Promise<void> {
  const pool = new FitPool();
  const progress = new FitProgress(app.bus, app.config.now);
  const service = new RegressionService(app, pool, progress);
  app.topics.register(REGRESSION_TOPIC_PREFIX, progress.topics());
  app.addHook('onClose', () => pool.close());
  registerEndpoint(app, '/v2/analytics/regression', ({ user, body }) => service.fit(user, body));
}

export default fp(regressionPlugin, { name: 'regression', dependencies: ['stream', 'marketData'], decorators: { fastify: ['bus', 'topics', 'series'] } });
