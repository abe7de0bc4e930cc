/**
 * Registers the market-data areas in dependency order; each fills its slot of `app.market` (server/market/ports.ts).
 */
import type { FastifyInstance } from 'fastify';
import referencePlugin from '../routes/reference';
import marketDataPlugin from '../routes/marketData';
import feedsPlugin from '../routes/feeds';
import strategyPlugin from '../routes/strategy';
import streamPlugin from '../routes/stream';
import watchlistPlugin from '../routes/watchlist';

export default async function marketPlugin(app: FastifyInstance): Promise<void> {
  await app.register(referencePlugin);
  await app.register(marketDataPlugin);
  await app.register(streamPlugin);
  await app.register(feedsPlugin);
  await app.register(strategyPlugin);
  await app.register(watchlistPlugin);
}
