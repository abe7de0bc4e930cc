/** rate/list, rate/history, rate/add and rate/asOf (docs/market-data/reference.md). */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { ReferenceStore } from './referenceData';
import { SEED_AUTHOR } from './seed';
import { checkRate, requireRealDate } from './validate';

export function registerRateRoutes(app: FastifyInstance, store: ReferenceStore): void {
  registerEndpoint(app, '/v2/reference/rate/list', ({ body }) => {
    requireRealDate(body.date, 'date');
    return store.ratesAsOf(body.date ?? store.todayDate());
  });

  registerEndpoint(app, '/v2/reference/rate/history', ({ body }) => {
    const history = store.rateHistory(body.key);
    if (!history) throw notFound('Rate');
    return history;
  });

  registerEndpoint(app, '/v2/reference/rate/asOf', ({ body }) => {
    requireRealDate(body.date, 'date');
    return store.rateRowAsOf(body.key, body.date) ?? null;
  });

  registerEndpoint(app, '/v2/reference/rate/add', async ({ body, user }) => {
    requireRealDate(body.validFrom, 'validFrom');
    checkRate(body, store.rateRows(body.key), store.todayDate(), SEED_AUTHOR);
    const now = app.config.now();
    const previous = store.rateRowAsOf(body.key, body.validFrom);
    const { confirm: _confirm, ...row } = body;
    return store.addRate({ ...row, unit: row.unit.trim() }, user.username, now, (tx) =>
      recordAudit(
        tx,
        now,
        user,
        'reference.rate',
        { id: null, name: body.key },
        {
          validFrom: body.validFrom,
          value: body.value,
          unit: body.unit,
          source: body.source,
          previous: previous ? { validFrom: previous.validFrom, value: previous.value } : null,
          confirmed: body.confirm === true,
        },
      ),
    );
  });
}
