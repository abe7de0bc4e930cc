/**
 * What a feed needs from the app, read lazily (the bus, reference data and bars are other areas' slots of
 * app.market, filled as they register; tests put small fakes there).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BarStore, ReferenceData, TickBus } from '../../infra/market/ports';
import type { FeedsConfig } from './config';

export interface FeedContext {
  config: FeedsConfig;
  now: () => number;
  bus: () => TickBus;
  reference: () => ReferenceData;
  /** Null when no bar store is registered (the backfill is skipped). */
  bars: () => BarStore | null;
  /** Whether `feed` serves the product (`SHFE.FU`) now: the assignment (manager.ts). */
  serves: (feed: string, productKey: string) => boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}
