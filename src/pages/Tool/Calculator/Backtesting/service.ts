/**
 * The backtesting page's server state (common/contract/backtesting.ts): TanStack Query hooks over the contract.
 * A sweep's progress comes from the stream topic `job:<id>` (useStream in SweepPanel), its rows from `/job` once done.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const useRunBacktest = () => useMutation(apiMutation('/v2/backtesting/run'));
export const useEstimateSweep = () => useMutation(apiMutation('/v2/backtesting/estimate'));
export const useStartSweep = () => useMutation(apiMutation('/v2/backtesting/sweep'));
export const useCancelSweep = () => useMutation(apiMutation('/v2/backtesting/cancel'));

/** A sweep's rows: read once the stream said it is done (`enabled`). */
export function useSweepJob(jobId: string | null, enabled: boolean) {
  return useQuery({ ...apiQuery('/v2/backtesting/job', { jobId: jobId ?? '' }), select: dataOf, enabled: enabled && jobId !== null });
}

/** The caller's trade-record books, offered as inputs only to users who hold that page's key (`enabled`). */
export function useTradeBooks(enabled: boolean) {
  return useQuery({ ...apiQuery('/v2/tradeRecord/book/list'), select: dataOf, enabled });
}

export function useSavedBacktests() {
  return useQuery({ ...apiQuery('/v2/backtesting/list'), select: dataOf });
}
export function useSavedBacktest(id: string | null) {
  return useQuery({ ...apiQuery('/v2/backtesting/get', { id: id ?? '' }), select: dataOf, enabled: id !== null });
}
export const useSaveBacktest = () => useMutation(apiMutation('/v2/backtesting/save', { invalidates: ['/v2/backtesting/list'] }));
export const useShareBacktest = () => useMutation(apiMutation('/v2/backtesting/share', { invalidates: ['/v2/backtesting/list'] }));
export const useDeleteBacktest = () => useMutation(apiMutation('/v2/backtesting/delete', { invalidates: ['/v2/backtesting/list'] }));
