/** The strategy area's routes and services (issue 9, docs/market-data/strategy.md). */
import type { FastifyInstance } from 'fastify';
import { StrategyServices } from './services';
import { registerAlertRoutes } from './alertRoutes';
import { registerNotificationRoutes } from './notificationRoutes';
import { registerStrategyRoutes } from './strategyRoutes';

// Keyed by the app's `market` object: one per app, the same in every plugin context.
const SERVICES = new WeakMap<object, StrategyServices>();

/** The strategy services of an app (tests start them after putting fake market services in place). */
export const strategyServicesOf = (app: FastifyInstance): StrategyServices | undefined => SERVICES.get(app.market);

export default async function strategyPlugin(app: FastifyInstance): Promise<void> {
  const services = new StrategyServices(app);
  SERVICES.set(app.market, services);
  registerStrategyRoutes(app, services);
  registerAlertRoutes(app, services);
  registerNotificationRoutes(app);
  app.addHook('onReady', () => services.start());
  app.addHook('onClose', () => services.stop());
}
