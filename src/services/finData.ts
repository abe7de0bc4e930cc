/** Data-source administration calls (ENDPOINTS under /v1/finData/lowFreqData/). */
import type { Static } from '@sinclair/typebox';
import type { PageResult } from '@/contract/envelope';
import {
  UPDATABLE_SOURCES,
  type ConnectorStatus,
  type CronNextBody,
  type CronNextList,
  type DbIndexCacheResetResult,
  type KplerGenerateBody,
  type KplerGetBody,
  type KplerLocationList,
  type KplerReport,
  type RunRecord,
  type SchedulerHistoryBody,
  type SchedulerResetBody,
  type SchedulerResetResult,
  type SourceHealth,
  type SourceUpdateBody,
  type StatusBody,
  type TokenBody,
  type TokenResult,
  type TraceUpdatedList,
  type KplerSearchBody,
} from '@/contract/finData';
import { call, service, withPaging, type CallOptions } from './call';

type S<T extends import('@sinclair/typebox').TSchema> = Static<T>;
export type UpdatableSource = (typeof UPDATABLE_SOURCES)[number];

const LOW = '/v1/finData/lowFreqData';

/** Polled by the header; the source -> state map is the envelope's `status` (spec 7). */
export const checkHealth = service(`${LOW}/source/get/checkHealth`, (ep) => (options?: CallOptions) => call<SourceHealth[]>(ep, undefined, options));

/** One service per update path (`source/update/<name>`), keyed by source name. */
export const updateSource = Object.fromEntries(
  UPDATABLE_SOURCES.map((source) => [
    source,
    service(`${LOW}/source/update/${source}`, (ep) => (body: S<typeof SourceUpdateBody> = {}) => call<RunRecord>(ep, body)),
  ]),
) as Record<UpdatableSource, (body?: S<typeof SourceUpdateBody>) => ReturnType<typeof call<RunRecord>>>;

export const connectorStatus = service(`${LOW}/source/update/status`, (ep) => (body: S<typeof StatusBody> = {}) => call<ConnectorStatus[]>(ep, body));
export const storeConnectorToken = service(`${LOW}/source/update/token`, (ep) => (body: S<typeof TokenBody>) => call<S<typeof TokenResult>>(ep, body));
export const cronNextTime = service(`${LOW}/source/cron/nextTime`, (ep) => (body: S<typeof CronNextBody>) => call<S<typeof CronNextList>>(ep, body));
export const cronTraceUpdated = service(`${LOW}/source/cron/traceUpdated`, (ep) => () => call<S<typeof TraceUpdatedList>>(ep));
export const schedulerHistory = service(`${LOW}/source/scheduler/history`, (ep) => (body?: S<typeof SchedulerHistoryBody>) => call<PageResult<RunRecord>>(ep, withPaging(body)));
export const schedulerReset = service(`${LOW}/source/scheduler/reset`, (ep) => (body: S<typeof SchedulerResetBody> = {}) => call<S<typeof SchedulerResetResult>>(ep, body));
export const kplerGenerate = service(`${LOW}/source/kpler/generate`, (ep) => (body: S<typeof KplerGenerateBody>) => call<S<typeof KplerReport>>(ep, body));
export const kplerGet = service(`${LOW}/source/kpler/get`, (ep) => (body: S<typeof KplerGetBody>) => call<S<typeof KplerReport>>(ep, body));
export const kplerSearchLocation = service(`${LOW}/source/kpler/search/location`, (ep) => (body: S<typeof KplerSearchBody>) => call<S<typeof KplerLocationList>>(ep, body));
/** Defined but unused by the web app (spec 7). */
export const resetDbIndexCache = service(`${LOW}/dbIndexCache/reset`, (ep) => () => call<S<typeof DbIndexCacheResetResult>>(ep));
