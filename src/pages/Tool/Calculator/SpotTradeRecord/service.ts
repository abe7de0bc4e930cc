/** The spot trade record page's server calls (common/contract/spotTradeRecord.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import type { SpotTradeListBody, SpotTradeStatsBody } from '@common/contract/spotTradeRecord';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** Every view of the records reloads after any change to them. */
const RECORD_VIEWS: readonly EndpointPath[] = ['/v2/spotTradeRecord/list', '/v2/spotTradeRecord/stats', '/v2/spotTradeRecord/convergence'];

export const useWindowRecords = (body: SpotTradeListBody) => useQuery({ ...apiQuery('/v2/spotTradeRecord/list', body), select: dataOf });
export const useSaveRecord = () => useMutation(apiMutation('/v2/spotTradeRecord/save', { invalidates: RECORD_VIEWS }));
export const useRemoveRecord = () => useMutation(apiMutation('/v2/spotTradeRecord/remove', { invalidates: RECORD_VIEWS }));

export const usePreviewWindowFile = () => useMutation(apiMutation('/v2/spotTradeRecord/import/preview'));
export const useCommitWindowFile = () => useMutation(apiMutation('/v2/spotTradeRecord/import/commit', { invalidates: RECORD_VIEWS }));

export const useCounterpartyStats = (body: SpotTradeStatsBody) => useQuery({ ...apiQuery('/v2/spotTradeRecord/stats', body), select: dataOf });
export const useConvergences = (body: SpotTradeStatsBody) => useQuery({ ...apiQuery('/v2/spotTradeRecord/convergence', body), select: dataOf });
