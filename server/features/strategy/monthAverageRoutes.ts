/**
 * /v2/strategy/monthAverage: a strategy's balance-month averages (monthAverage.ts). Read access as `explain`: the
 * strategy's visibility and every leg's product grant, else 404. The as-of date is today (the desk's date, as the
 * other strategy calls take it) for the current month and the month's last day for a past one; a later month is a 400.
 */
import type { FastifyInstance } from 'fastify';
import { lastDayOfMonth, monthOfDate } from '../../../common/domain/monthAverage';
import { apiError, badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceData } from '../../infra/market/ports';
import { addressLegUnits } from './addressUnits';
import { compileFormula, dateOf } from './compile';
import { monthAverageOf } from './monthAverage';
import type { StrategyServices } from './services';
import { findStrategy } from './store';
import { canReadStrategy } from './visibility';

export function registerMonthAverageRoute(app: FastifyInstance, services: StrategyServices): void {
  const reference = (): ReferenceData => {
    const r = app.reference;
    if (!r) throw apiError('unavailable', 'Reference data is not available');
    return r;
  };

  registerEndpoint(app, '/v2/strategy/monthAverage', async ({ user, body }) => {
    const ref = reference();
    const s = await findStrategy(app.db, body.id);
    if (!s || !(await canReadStrategy(user, services.legReaders(), s))) throw notFound('Strategy');
    const today = dateOf(app.config.now());
    const month = body.month ?? monthOfDate(today);
    if (month > monthOfDate(today)) throw badRequest('Invalid input: the month has not begun', { month: 'api.field.outOfRange' });
    let compiled = services.engine?.compiled(s.id);
    if (!compiled) {
      const result = compileFormula(ref, s, today, await addressLegUnits(app.series, s.legs, app.config.now()));
      // A stored strategy whose formula no longer compiles (a product removed since): nothing to average.
      if (!result.ok) throw apiError('unavailable', 'The strategy does not compile against the current reference data');
      compiled = result.compiled;
    }
    const asOf = month < monthOfDate(today) ? lastDayOfMonth(month) : today;
    const m = await monthAverageOf(ref, app.series, compiled, month, asOf);
    return { strategyId: s.id, month, unit: s.unit, precision: s.precision, asOf, ...m };
  });
}
