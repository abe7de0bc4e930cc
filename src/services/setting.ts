/** Settings calls (ENDPOINTS under /v1/setting/). */
import type { Static } from '@sinclair/typebox';
import type { PageQuery, PageResult } from '@/contract/envelope';
import type {
  ConfigValueBody,
  ConfigValues,
  HealthyCheck,
  MocTradeUpdateBody,
  MocTradeUpdateResult,
  TestResult,
  VersionInfo,
  VersionRecord,
  VersionSetBody,
} from '@/contract/setting';
import { call, service, withPaging, type CallOptions } from './call';

export const getConfigValue = service('/v1/setting/getConfigValue', (ep) => (body: ConfigValueBody) => call<Static<typeof ConfigValues>>(ep, body));
export const healthyCheck = service('/v1/setting/healthyCheck', (ep) => () => call<HealthyCheck>(ep));
export const runDiagnostics = service('/v1/setting/test', (ep) => () => call<TestResult>(ep));
/** Polled by the shell; the deployed version is the envelope's `version` (spec 7). */
export const fetchVersion = service('/v1/setting/version', (ep) => (options?: CallOptions) => call<VersionInfo>(ep, undefined, options));
export const setVersion = service('/v1/setting/version/set', (ep) => (body: VersionSetBody) => call<VersionRecord>(ep, body));
export const versionHistory = service('/v1/setting/version/updateHistory', (ep) => (body?: PageQuery) => call<PageResult<VersionRecord>>(ep, withPaging(body)));
export const updateMocTrades = service('/v1/setting/mocTrade/update', (ep) => (body: MocTradeUpdateBody) => call<MocTradeUpdateResult>(ep, body));
