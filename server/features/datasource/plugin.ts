/**
 * The data-source area under /v1/finData/lowFreqData/: registers every ENDPOINTS entry of the area, keeps the
 * stored health current (HealthMonitor) and runs the scheduler when config.scheduler is 'on', with the app's lifecycle.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDataSourceDeps } from './deps';
import { HealthMonitor } from './healthMonitor';
import { dataSourceRuns } from './importRuns';
import { SourceScheduler } from './scheduler';
import type { FinDataContext } from './context';
import { registerKplerRoutes } from './kplerRoutes';
import { registerScheduleRoutes } from './scheduleRoutes';
import { registerSourceRoutes } from './sourceRoutes';

async function finDataPlugin(app: FastifyInstance): Promise<void> {
  const schedulerOn = app.config.scheduler === 'on';
  const deps = createDataSourceDeps({
    db: app.db,
    dataDir: app.config.dataDir,
    secretKey: app.config.secretKey,
    log: app.log.child({ area: 'datasources' }),
    now: () => app.config.now(),
  });
  const ctx: FinDataContext = { deps, scheduler: new SourceScheduler(deps) };
  const health = new HealthMonitor(deps);
  app.decorate('dataSourceRuns', dataSourceRuns(deps));

  registerSourceRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
  registerKplerRoutes(app, ctx);

  app.addHook('onReady', async () => {
    await health.start();
    if (schedulerOn) await ctx.scheduler.start();
  });
  app.addHook('onClose', async () => {
    await ctx.scheduler.stop();
    await health.stop();
  });
}

export default fp(finDataPlugin, { name: 'datasource', decorators: { fastify: ['fileStore'] } });
