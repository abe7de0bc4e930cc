/**
 * The backtesting calls (common/contract/backtesting.ts), for holders of the page's key; the logic is in
 * server/features/backtesting/. Registers the `job:` stream topics (a sweep's progress, readable by the job's owner only).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import { BacktestingService } from './service';
import { deleteResult, getResult, listResults, saveResult, shareResult } from './store';
import { withholdUnreadable } from './withheld';

async function backtestingPlugin(app: FastifyInstance): Promise<void> {
  const service = new BacktestingService(app);
  app.topics.register('job:', service.sweeps.topics());
  app.addHook('onClose', () => service.close());

  registerEndpoint(app, '/v2/backtesting/run', ({ user, body }) => service.run(user, body));
  registerEndpoint(app, '/v2/backtesting/estimate', ({ user, body }) => service.estimate(user, body));
  registerEndpoint(app, '/v2/backtesting/sweep', ({ user, body }) => service.sweep(user, body));
  registerEndpoint(app, '/v2/backtesting/job', ({ user, body }) => service.sweeps.state(user.id, body.jobId));
  registerEndpoint(app, '/v2/backtesting/cancel', ({ user, body }) => service.sweeps.cancel(user.id, body.jobId));
  registerEndpoint(app, '/v2/backtesting/save', async ({ user, body }) => {
    // The result saved is computed here from the inputs (a client cannot store numbers the inputs do not give).
    const result = await service.run(user, body.run);
    return saveResult(app.db, user, app.config.now(), body.name, body.shared, body.run, result);
  });
  registerEndpoint(app, '/v2/backtesting/list', ({ user }) => listResults(app.db, user));
  // Another user's shared result: only the inputs the reader may read now (withheld.ts).
  registerEndpoint(app, '/v2/backtesting/get', async ({ user, body }) =>
    withholdUnreadable(await getResult(app.db, user, body.id), (address) => app.series.canRead(user, address)),
  );
  registerEndpoint(app, '/v2/backtesting/share', ({ user, body }) => shareResult(app.db, user.id, app.config.now(), body.id, body.shared));
  registerEndpoint(app, '/v2/backtesting/delete', async ({ user, body }) => {
    await deleteResult(app.db, user.id, body.id);
    return null;
  });
}

export default fp(backtestingPlugin, {
  name: 'backtesting',
  dependencies: ['reference', 'stream', 'marketData', 'tradeRecord'],
  decorators: { fastify: ['reference', 'bars', 'bus', 'series', 'mainContracts', 'topics', 'tradeBooks'] },
});
