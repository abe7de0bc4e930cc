/**
 * The research feeds' server part (docs/research/feeds.md): the feed scheduler runs with the app's lifecycle when
 * config.scheduler is 'on' (timers start in onReady, stop in onClose). The administration calls are not built yet.
 */
import type { FastifyInstance } from 'fastify';
import { FeedScheduler } from './scheduler';

export default async function researchFeedsPlugin(app: FastifyInstance): Promise<void> {
  const scheduler = new FeedScheduler({ db: app.db, now: () => app.config.now(), log: app.log.child({ area: 'researchFeeds' }) });
  app.addHook('onReady', async () => {
    if (app.config.scheduler === 'on') await scheduler.start();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
}
