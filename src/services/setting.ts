/** Settings calls (ENDPOINTS under /v1/setting/). */
import type { Static } from '@sinclair/typebox';
import type { PageQuery, PageResult } from '@common/contract/envelope';
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
} from '@common/contract/setting';
import { call, withPaging, type CallOptions } from './call';

export const getConfigValue = (body: ConfigValueBody) => call('/v1/setting/getConfigValue', body);
export const healthyCheck = () => call('/v1/setting/healthyCheck');
export const runDiagnostics = () => call('/v1/setting/test');
/** Polled by the shell; the deployed version is the envelope's `version` (spec 7). */
export const fetchVersion = (options?: CallOptions) => call('/v1/setting/version', undefined, options);
export const setVersion = (body: VersionSetBody) => call('/v1/setting/version/set', body);
export const versionHistory = (body?: PageQuery) => call('/v1/setting/version/updateHistory', withPaging(body));
export const updateMocTrades = (body: MocTradeUpdateBody) => call('/v1/setting/mocTrade/update', body);
