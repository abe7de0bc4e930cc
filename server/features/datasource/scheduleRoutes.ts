/** source/cron/nextTime, source/cron/traceUpdated, source/scheduler/history and source/scheduler/reset. */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { FastifyInstance } from 'fastify';
import { CRON_NEXT_DEFAULT_COUNT, type SourceName } from '../../../common/contract/datasource';
import { LOW_FREQ_PREFIX as LOW_FREQ } from '../../../common/contract/paths';
import { recordAudit } from '../../infra/audit/auditLog';
import { InvalidCronError, nextRunTimes } from '../../infra/scheduler/cron';
import { SOURCE_NAMES } from './registry';
import { clearStuckRuns, lastRuns, runHistory } from './runLog';
import { sourceLastUpdates } from './healthStore';
import { loadAllConfigs } from './sourceConfig';
import { pageWindow } from '../../infra/db/paging';
import { badRequest } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { FinDataContext } from './context';

export function registerScheduleRoutes(app: FastifyInstance, ctx: FinDataContext): void {
  registerEndpoint(app, `${LOW_FREQ}/source/cron/nextTime`, async ({ body }) => {
    const count = body.count ?? CRON_NEXT_DEFAULT_COUNT;
    const now = ctx.deps.now();
    const configs = await loadAllConfigs(ctx.deps);
    const wanted: { source: SourceName | null; cron: string }[] = body.cron
      ? [{ source: body.source ?? null, cron: body.cron.trim() }]
      : SOURCE_NAMES.filter((s) => !body.source || s === body.source).map((s) => ({ source: s, cron: configs[s].cron }));
    try {
      return wanted.map((w) => ({ source: w.source, cron: w.cron, nextTimes: nextRunTimes(w.cron, now, count) }));
    } catch (err) {
      if (err instanceof InvalidCronError) throw badRequest(`Invalid input: ${err.message}`, { cron: FIELD_ERROR_KEYS.invalid });
      throw err;
    }
  });

  registerEndpoint(app, `${LOW_FREQ}/source/cron/traceUpdated`, async () => {
    const [lastUpdate, runs] = await Promise.all([sourceLastUpdates(ctx.deps), lastRuns(ctx.deps, SOURCE_NAMES)]);
    return SOURCE_NAMES.map((source) => ({
      source,
      lastUpdate: lastUpdate.get(source) ?? null,
      lastRun: runs.get(source) ?? null,
      nextRun: ctx.scheduler.nextRun(source),
    }));
  });

  registerEndpoint(app, `${LOW_FREQ}/source/scheduler/history`, async ({ body }) => {
    const page = pageWindow(body);
    if (!page.reachable) return { list: [], total: 0, current: page.current, pageSize: page.pageSize };
    return runHistory(ctx.deps, {
      current: page.current,
      pageSize: page.pageSize,
      source: body.source,
      states: body.states,
      sortField: body.sortField,
      sortOrder: body.sortOrder,
    });
  });

  registerEndpoint(app, `${LOW_FREQ}/source/scheduler/reset`, async ({ user, body }) => {
    const reset = await clearStuckRuns(ctx.deps, body.source);
    await ctx.scheduler.reload();
    await recordAudit(app.db, ctx.deps.now(), user, 'datasource.schedulerReset', { id: body.source ?? null, name: body.source ?? 'all' }, { reset });
    return { reset };
  });
}
