/**
 * The data-source page's server state (docs/datasources.md, the calls of docs/spec-reference.md#7-the-calls-it-makes).
 * Reads: connector status (settings, credentials set or not, import folder), the stored health (checkHealth),
 * the trace (last run, next scheduled run), the next times of every schedule, the run history (paged table).
 * Every change names what it changes, so the table, the drawer and the history reload by themselves.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf, EndpointPath } from '@common/contract/endpoints';
import type { SourceName } from '@common/contract/datasource';
import { BARS_CHANGED } from '@/services/market/paths';
import { HEALTH_PATH } from '@/services/sourceHealth';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { isCronShaped } from './cronRules';

const LOW = '/v1/finData/lowFreqData';
export const STATUS_PATH = `${LOW}/source/update/status` as const;
export const TRACE_PATH = `${LOW}/source/cron/traceUpdated` as const;
export const NEXT_TIME_PATH = `${LOW}/source/cron/nextTime` as const;
export const HISTORY_PATH = `${LOW}/source/scheduler/history` as const;
export const RESET_PATH = `${LOW}/source/scheduler/reset` as const;
export const TOKEN_PATH = `${LOW}/source/update/token` as const;
export const KPLER_SEARCH_PATH = `${LOW}/source/kpler/search/location` as const;
export const KPLER_GENERATE_PATH = `${LOW}/source/kpler/generate` as const;

/** The update call of a source; `cftc` and `smm` have none (they import dropped files on their schedule only). */
export const updatePathOf = (source: SourceName) => `${LOW}/source/update/${source}` as EndpointPath;

/** What a run, a reset or a settings change alters. */
const afterRun = [STATUS_PATH, TRACE_PATH, HISTORY_PATH, HEALTH_PATH, KPLER_SEARCH_PATH] as const;
const afterSettings = [STATUS_PATH, TRACE_PATH, NEXT_TIME_PATH, HEALTH_PATH] as const;

export const useConnectorStatus = () => useQuery({ ...apiQuery(STATUS_PATH, {}), select: dataOf });
/** A run still 'running' (scheduled, or started elsewhere) is followed until it ends. */
export const RUNNING_POLL_MS = 5_000;
export const useTrace = () =>
  useQuery({
    ...apiQuery(TRACE_PATH),
    select: dataOf,
    refetchInterval: (query) => (query.state.data?.data.some((t) => t.lastRun?.state === 'running') ? RUNNING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
/** The next times of every source's stored schedule. */
export const useNextTimes = () => useQuery({ ...apiQuery(NEXT_TIME_PATH, {}), select: dataOf });

/** The next times of a cron being edited: asked only once it has the five fields, kept while the next answer loads. */
export function useCronPreview(cron: string) {
  const trimmed = cron.trim();
  return useQuery({ ...apiQuery(NEXT_TIME_PATH, { cron: trimmed }), select: dataOf, enabled: isCronShaped(trimmed), placeholderData: keepPreviousData });
}

export const useSaveSettings = () => useMutation(apiMutation(STATUS_PATH, { invalidates: afterSettings }));
export const useSaveCredentials = () => useMutation(apiMutation(TOKEN_PATH, { invalidates: [STATUS_PATH] }));
export const useResetScheduler = () => useMutation(apiMutation(RESET_PATH, { invalidates: afterRun }));
/** "Update now": the server answers when the run has finished (its RunRecord). */
export const useRunUpdate = (source: SourceName) =>
  // An update stores the source's series: every ds: series on screen reloads too.
  useMutation(apiMutation(updatePathOf(source) as `${typeof LOW}/source/update/wind`, { invalidates: [...afterRun, ...BARS_CHANGED] }));

export function useKplerLocations(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({ ...apiQuery(KPLER_SEARCH_PATH, { keyword: trimmed }), select: dataOf, enabled: trimmed.length > 0, placeholderData: keepPreviousData });
}
export const useGenerateKplerReport = () => useMutation(apiMutation(KPLER_GENERATE_PATH));

export type HistoryBody = BodyOf<typeof HISTORY_PATH>;
