/**
 * Mock of the data-source calls (/v1/finData/lowFreqData/*). Health states, schedules and Kpler
 * rows are the fixed MOCK VALUES of mock/_lib/dataSources.ts; update calls only append run records.
 */
import { defineMock } from '@umijs/max';
import { isAdminRole } from '../common/access/routeAccess';
import type { Static } from '@sinclair/typebox';
import type { EndpointPath } from '../common/contract/endpoints';
import {
  SOURCE_NAMES,
  UPDATABLE_SOURCES,
  type CronNextBody,
  type KplerGenerateBody,
  type KplerGetBody,
  type KplerReport,
  type KplerSearchBody,
  type RunRecord,
  type SchedulerHistoryBody,
  type SchedulerResetBody,
  type SourceName,
  type SourceUpdateBody,
  type StatusBody,
  type TokenBody,
} from '../common/contract/finData';
import { addAudit } from './_lib/audit';
import { nextRunTimes } from './_lib/cron';
import { MOCK_KPLER_ROWS, MOCK_RUN_MESSAGE } from './_lib/dataSources';
import { MockError, badRequest, notFound } from './_lib/envelope';
import { WithStatus, endpointMocks, type EndpointContext, type EndpointHandler } from './_lib/endpoint';
import { newestFirst, pageOf } from './_lib/paging';
import { nextId, type MockState } from './_lib/state';

const LOW = '/v1/finData/lowFreqData';
const DEFAULT_NEXT_COUNT = 5;
const DEFAULT_LOCATION_LIMIT = 20;
/** Longest range one Kpler report may cover (as on the server). */
const MAX_REPORT_DAYS = 3660;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` naming a real calendar day (the schema only checks the digits). */
const isCalendarDay = (day: string) => {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === day;
};
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

const newestRun = (state: MockState, source: string) =>
  newestFirst(state.runs.filter((r) => r.source === source), (r) => r.startedAt)[0] ?? null;

/** `source/update/<name>`: the mock contacts no vendor, so every run is recorded as skipped. */
const updateSource =
  (source: string): EndpointHandler<Static<typeof SourceUpdateBody>> =>
  (ctx) => {
    const now = Date.now();
    const run: RunRecord = {
      id: nextId(ctx.state, 'run'),
      source,
      trigger: 'manual',
      state: 'skipped',
      message: MOCK_RUN_MESSAGE,
      rows: 0,
      startedAt: now,
      finishedAt: now,
      actorName: ctx.user!.username,
      note: ctx.body.note?.trim() ?? '',
    };
    ctx.state.runs.push(run);
    return run;
  };

const updateHandlers = Object.fromEntries(
  UPDATABLE_SOURCES.map((s) => [`${LOW}/source/update/${s}` as EndpointPath, updateSource(s)]),
) as Partial<Record<EndpointPath, EndpointHandler>>;

export default defineMock(
  endpointMocks({
    [`${LOW}/source/get/checkHealth`]: (ctx: EndpointContext<null>) => {
      if (ctx.state.healthFailsForAll || ctx.user?.scenario === 'healthfail') {
        throw new MockError(500, 'api.error.internal', 'Health check failed (mock scenario)');
      }
      const details = SOURCE_NAMES.map((source) => ({ source, ...ctx.state.health[source] }));
      const statusMap = Object.fromEntries(details.map((d) => [d.source, d.state]));
      return new WithStatus(details, statusMap);
    },

    ...updateHandlers,

    [`${LOW}/source/update/status`]: (ctx: EndpointContext<Static<typeof StatusBody>>) => {
      const { source, ...change } = ctx.body;
      const changing = Object.values(change).some((v) => v !== undefined);
      if (!source) {
        if (changing) throw badRequest('Invalid input: say which source to change', { source: 'api.field.required' });
        return SOURCE_NAMES.map((s) => ctx.state.connectors[s]);
      }
      const connector = ctx.state.connectors[source];
      if (changing) {
        // Only administrators change schedules and thresholds; any holder of the data-source page may read them.
        if (!isAdminRole(ctx.user!.role)) throw new MockError(401, 'api.error.forbidden', 'Only administrators can change a data source');
        if (change.cron !== undefined) nextRunTimes(change.cron.trim(), 1); // validates
        const warn = change.warnAfterHours ?? connector.warnAfterHours;
        const error = change.errorAfterHours ?? connector.errorAfterHours;
        if (warn >= error) {
          const field = change.warnAfterHours !== undefined ? 'warnAfterHours' : 'errorAfterHours';
          throw badRequest(`Invalid input: warnAfterHours (${warn}) must be below errorAfterHours (${error})`, { [field]: 'api.field.warnNotBelowError' });
        }
        if (change.cron !== undefined) connector.cron = change.cron.trim();
        if (change.enabled !== undefined) connector.enabled = change.enabled;
        Object.assign(connector, { warnAfterHours: warn, errorAfterHours: error });
        addAudit(ctx.state, ctx.user, 'datasource.config', { id: source, name: source }, change);
      }
      return [connector];
    },

    [`${LOW}/source/update/token`]: (ctx: EndpointContext<Static<typeof TokenBody>>) => {
      // The credentials are dropped: the mock only remembers that some were stored.
      const connector = ctx.state.connectors[ctx.body.source];
      connector.hasCredentials = Object.keys(ctx.body.credentials).length > 0;
      const fields = Object.keys(ctx.body.credentials).sort(); // the names, never the values
      addAudit(ctx.state, ctx.user, 'datasource.token', { id: ctx.body.source, name: ctx.body.source }, { fields, hasCredentials: connector.hasCredentials });
      return { source: ctx.body.source, hasCredentials: connector.hasCredentials, updatedAt: Date.now() };
    },

    [`${LOW}/source/cron/nextTime`]: (ctx: EndpointContext<Static<typeof CronNextBody>>) => {
      const { source, cron, count = DEFAULT_NEXT_COUNT } = ctx.body;
      if (cron !== undefined) return [{ source: source ?? null, cron, nextTimes: nextRunTimes(cron, count) }];
      const sources: SourceName[] = source ? [source] : [...SOURCE_NAMES];
      return sources.map((s) => {
        const c = ctx.state.connectors[s].cron;
        return { source: s, cron: c, nextTimes: nextRunTimes(c, count) };
      });
    },

    [`${LOW}/source/cron/traceUpdated`]: (ctx) =>
      SOURCE_NAMES.map((source) => {
        const connector = ctx.state.connectors[source];
        return {
          source,
          lastUpdate: ctx.state.health[source].lastUpdate,
          lastRun: newestRun(ctx.state, source),
          nextRun: connector.enabled ? nextRunTimes(connector.cron, 1)[0] : null,
        };
      }),

    [`${LOW}/source/scheduler/history`]: (ctx: EndpointContext<Static<typeof SchedulerHistoryBody>>) => {
      const runs = ctx.state.runs.filter((r) => !ctx.body.source || r.source === ctx.body.source);
      return pageOf(newestFirst(runs, (r) => r.startedAt), ctx.body);
    },

    [`${LOW}/source/scheduler/reset`]: (ctx: EndpointContext<Static<typeof SchedulerResetBody>>) => {
      // Runs never hang in the mock, so usually nothing is cleared; the answer lists the cleared run ids.
      const now = Date.now();
      const stuck = ctx.state.runs.filter((r) => r.state === 'running' && (!ctx.body.source || r.source === ctx.body.source));
      for (const run of stuck) Object.assign(run, { state: 'failed', finishedAt: now, message: 'Cleared by scheduler reset' });
      const reset = stuck.map((r) => r.id);
      addAudit(ctx.state, ctx.user, 'datasource.schedulerReset', { id: ctx.body.source ?? null, name: ctx.body.source ?? 'all' }, { reset });
      return { reset };
    },

    [`${LOW}/source/kpler/generate`]: (ctx: EndpointContext<Static<typeof KplerGenerateBody>>) => {
      const { from, to } = ctx.body;
      for (const [field, day] of [['from', from], ['to', to]] as const) {
        if (!isCalendarDay(day)) throw badRequest(`Invalid input: ${field} "${day}" is not a calendar day`, { [field]: 'api.error.invalidDate' });
      }
      if (from > to) throw badRequest('Invalid input: from must not be after to', { to: 'api.error.dateRangeReversed' });
      if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS) {
        throw badRequest(`Invalid input: a report covers at most ${MAX_REPORT_DAYS} days`, { to: 'api.error.dateRangeTooLong' });
      }
      const location = ctx.body.location.trim();
      const product = (ctx.body.product ?? '').trim(); // '' = every product
      if (!location) throw badRequest('Invalid input: location is required', { location: 'api.error.required' });
      const byDate = new Map<string, number>();
      for (const row of MOCK_KPLER_ROWS) {
        const matches =
          row.location.toLowerCase() === location.toLowerCase() &&
          (!product || row.product.toLowerCase() === product.toLowerCase()) &&
          row.date >= from &&
          row.date <= to;
        if (matches) byDate.set(row.date, (byDate.get(row.date) ?? 0) + row.volume);
      }
      if (byDate.size === 0) {
        throw new MockError(404, 'api.error.kplerNoData', `No imported Kpler flows for ${location}${product ? ` / ${product}` : ''} between ${from} and ${to}`);
      }
      const rows = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, volume]) => ({ date, volume }));
      const report: Static<typeof KplerReport> = {
        id: nextId(ctx.state, 'kpler'),
        location,
        product,
        from,
        to,
        createdAt: Date.now(),
        rows,
        total: rows.reduce((sum, r) => sum + r.volume, 0),
      };
      ctx.state.kplerReports.push(report);
      return report;
    },

    [`${LOW}/source/kpler/get`]: (ctx: EndpointContext<Static<typeof KplerGetBody>>) => {
      const report = ctx.state.kplerReports.find((r) => r.id === ctx.body.id);
      if (!report) throw notFound('Kpler report');
      return report;
    },

    [`${LOW}/source/kpler/search/location`]: (ctx: EndpointContext<Static<typeof KplerSearchBody>>) => {
      const keyword = ctx.body.keyword.toLowerCase();
      const counts = new Map<string, number>();
      for (const row of MOCK_KPLER_ROWS) {
        if (row.location.toLowerCase().includes(keyword)) counts.set(row.location, (counts.get(row.location) ?? 0) + 1);
      }
      // Most rows first, then by name; an empty keyword lists every location.
      const found = [...counts.entries()]
        .sort(([a, ra], [b, rb]) => rb - ra || (a < b ? -1 : 1))
        .slice(0, ctx.body.limit ?? DEFAULT_LOCATION_LIMIT)
        .map(([name, rows]) => ({ name, kind: 'port', rows }));
      ctx.state.indexCache.set(keyword, found.length);
      return found;
    },

    [`${LOW}/dbIndexCache/reset`]: (ctx) => {
      const cleared = ctx.state.indexCache.size;
      ctx.state.indexCache.clear();
      return { cleared };
    },
  } as Partial<Record<EndpointPath, EndpointHandler>>),
);
