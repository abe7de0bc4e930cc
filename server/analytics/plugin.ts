/**
 * Registers issue 10's areas (docs/analytics.md) after the market areas they read through: analytics calls, trade
 * records, backtesting, and the calculators' server parts.
 */
import type { FastifyInstance } from 'fastify';
import analyticsPlugin from '../routes/analytics';
import tradeRecordPlugin from '../routes/tradeRecord';
import backtestingPlugin from '../routes/backtesting';
import calculatorsPlugin from '../routes/calculators';

export default async function analyticsAreasPlugin(app: FastifyInstance): Promise<void> {
  await app.register(analyticsPlugin);
  await app.register(tradeRecordPlugin);
  await app.register(backtestingPlugin);
  await app.register(calculatorsPlugin);
}
