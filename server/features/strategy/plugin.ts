/** The strategy area's routes and services (issue 9, docs/market-data/strategy.md). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StrategyServices } from './services';
import { registerAlertRoutes } from './alertRoutes';
import { registerMonthAverageRoute } from './monthAverageRoutes';
import { registerStrategyRoutes } from './strategyRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The strategy feature's services: engine, alerts, names (started in onReady, stopped in onClose). */
    strategy: StrategyServices;
  }
}

async function strategyPlugin(app: FastifyInstance): Promise<void> {
  const services = new StrategyServices(app);
  app.decorate('strategy', services);
  registerStrategyRoutes(app, services);
  registerAlertRoutes(app, services);
  registerMonthAverageRoute(app, services);
  app.addHook('onReady', () => services.start());
  app.addHook('onClose', () => services.stop());
}

export default fp(strategyPlugin, {
  name: 'strategy',
  dependencies: ['reference', 'stream', 'marketData', 'notifications'],
  decorators: { fastify: ['reference', 'bus', 'bars', 'series', 'topics', 'notifications'] },
});
