/** Data-source administration calls (ENDPOINTS under /v1/finData/lowFreqData/). */
import type { Static } from '@sinclair/typebox';
import type { PageResult } from '@common/contract/envelope';
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
} from '@common/contract/finData';
import { call, withPaging, type CallOptions } from './call';

type S<T extends import('@sinclair/typebox').TSchema> = Static<T>;
export type UpdatableSource = (typeof UPDATABLE_SOURCES)[number];

const LOW = '/v1/finData/lowFreqData' as const;

/** Polled by the header; the source -> state map is the envelope's `status` (spec 7). */
export const checkHealth = (options?: CallOptions) => call(`${LOW}/source/get/checkHealth`, undefined, options);

/** One service per update path (`source/update/<name>`), keyed by source name. */
export const updateSource = Object.fromEntries(
  UPDATABLE_SOURCES.map((source) => [
    source,
    (body: S<typeof SourceUpdateBody> = {}) => call(`${LOW}/source/update/${source}`, body),
  ]),
) as Record<UpdatableSource, (body?: S<typeof SourceUpdateBody>) => ReturnType<typeof call<`${typeof LOW}/source/update/${UpdatableSource}`>>>;

export const connectorStatus = (body: S<typeof StatusBody> = {}) => call(`${LOW}/source/update/status`, body);
export const storeConnectorToken = (body: S<typeof TokenBody>) => call(`${LOW}/source/update/token`, body);
export const cronNextTime = (body: S<typeof CronNextBody>) => call(`${LOW}/source/cron/nextTime`, body);
export const cronTraceUpdated = () => call(`${LOW}/source/cron/traceUpdated`);
export const schedulerHistory = (body?: S<typeof SchedulerHistoryBody>) => call(`${LOW}/source/scheduler/history`, withPaging(body));
export const schedulerReset = (body: S<typeof SchedulerResetBody> = {}) => call(`${LOW}/source/scheduler/reset`, body);
export const kplerGenerate = (body: S<typeof KplerGenerateBody>) => call(`${LOW}/source/kpler/generate`, body);
export const kplerGet = (body: S<typeof KplerGetBody>) => call(`${LOW}/source/kpler/get`, body);
export const kplerSearchLocation = (body: S<typeof KplerSearchBody>) => call(`${LOW}/source/kpler/search/location`, body);
/** Defined but unused by the web app (spec 7). */
export const resetDbIndexCache = () => call(`${LOW}/dbIndexCache/reset`);
