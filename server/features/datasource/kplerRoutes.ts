/** source/kpler/generate, source/kpler/get, source/kpler/search/location and dbIndexCache/reset. */
import type { FastifyInstance } from 'fastify';
import { KPLER_SEARCH_DEFAULT_LIMIT } from '../../../common/contract/datasource';
import { LOW_FREQ_PREFIX as LOW_FREQ } from '../../../common/contract/paths';
import { generateReport, getReport, KplerInputError, KplerNoDataError, searchLocations } from './kplerReports';
import { apiError, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { actorName, type FinDataContext } from './context';

export function registerKplerRoutes(app: FastifyInstance, ctx: FinDataContext): void {
  registerEndpoint(app, `${LOW_FREQ}/source/kpler/generate`, async ({ user, body }) => {
    try {
      return await generateReport(ctx.deps, body, actorName(user));
    } catch (err) {
      if (err instanceof KplerInputError) throw apiError('badRequest', `Invalid input: ${err.message}`, { [err.field]: err.fieldKey });
      if (err instanceof KplerNoDataError) throw apiError('kplerNoData', err.message);
      throw err;
    }
  });

  registerEndpoint(app, `${LOW_FREQ}/source/kpler/get`, async ({ body }) => {
    const report = await getReport(ctx.deps, body.id);
    if (!report) throw notFound('Kpler report');
    return report;
  });

  registerEndpoint(app, `${LOW_FREQ}/source/kpler/search/location`, async ({ body }) =>
    searchLocations(ctx.deps, body.keyword, body.limit ?? KPLER_SEARCH_DEFAULT_LIMIT),
  );

  registerEndpoint(app, `${LOW_FREQ}/dbIndexCache/reset`, async () => ({ cleared: ctx.deps.locationIndex.clear() }));
}
