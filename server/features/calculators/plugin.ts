/**
 * The calculators' calls (issue 10, docs/analytics/calculators.md): the term structure of a product for the basis
 * and roll return pages, each path gated by its page's key (the handler also checks the product's access key); for
 * the product pages (issue 20) the term structure and one calendar spread across years, by the product's key only;
 * options on futures (issue 21): price and greeks, implied volatility, by the options page's key.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import { calendarSpreadYears } from './calendarSpreadYears';
import { optionImpliedVol, optionPrice } from './options';
import { termStructure } from './termStructure';

async function calculatorsPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/calculators/basis/termStructure', ({ user, body }) => termStructure(app, user, body, app.config.now()));
  registerEndpoint(app, '/v2/calculators/rollingAnalyzer/termStructure', ({ user, body }) => termStructure(app, user, body, app.config.now()));
  registerEndpoint(app, '/v2/calculators/termStructure', ({ user, body }) => termStructure(app, user, body, app.config.now()));
  registerEndpoint(app, '/v2/calculators/calendarSpreadYears', ({ user, body }) => calendarSpreadYears(app, user, body, app.config.now()));
  registerEndpoint(app, '/v2/calculators/options/price', async ({ body }) => optionPrice(body));
  registerEndpoint(app, '/v2/calculators/options/impliedVol', async ({ body }) => optionImpliedVol(body));
}

export default fp(calculatorsPlugin, { name: 'calculators', dependencies: ['reference', 'marketData'], decorators: { fastify: ['reference', 'bars'] } });
