/** source/kpler/generate, source/kpler/get, source/kpler/search/location and dbIndexCache/reset. */
import type { FastifyInstance } from 'fastify';
import { generateReport, getReport, KplerInputError, KplerNoDataError, searchLocations } from '../../datasources/kplerReports';
import { ApiError, notFound } from '../../http/apiError';
import { registerEndpoint } from '../../http/endpoint';
import { actorName, LOW_FREQ, type FinDataContext } from './context';

export function registerKplerRoutes(app: FastifyInstance, ctx: FinDataContext): void {
  registerEndpoint<{ location: string; product?: string; from: string; to: string }>(app, `${LOW_FREQ}/source/kpler/generate`, async ({ user, body }) => {
    try {
      return await generateReport(ctx.deps, body, actorName(user));
    } catch (err) {
      if (err instanceof KplerInputError) throw new ApiError(400, 'api.error.badRequest', `Invalid input: ${err.message}`, { [err.field]: err.fieldKey });
      if (err instanceof KplerNoDataError) throw new ApiError(404, 'api.error.kplerNoData', err.message);
      throw err;
    }
  });

  registerEndpoint<{ id: string }>(app, `${LOW_FREQ}/source/kpler/get`, async ({ body }) => {
    const report = await getReport(ctx.deps, body.id);
    if (!report) throw notFound('Kpler report');
    return report;
  });

  registerEndpoint<{ keyword: string; limit?: number }>(app, `${LOW_FREQ}/source/kpler/search/location`, async ({ body }) =>
    searchLocations(ctx.deps, body.keyword, body.limit ?? 20),
  );

  registerEndpoint(app, `${LOW_FREQ}/dbIndexCache/reset`, async () => ({ cleared: ctx.deps.locationIndex.clear() }));
}
