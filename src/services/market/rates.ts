/**
 * The dated reference rates in force today (`/v2/reference/rate/list`), for pickers of a rate key (the strategy
 * editor's rate aliases). The same call and cache key as the contract page's rate table, so a rate added there
 * shows here too.
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';

export const RATE_LIST_PATH = '/v2/reference/rate/list' as const;

/** Every rate key with its value in force; asks only while `enabled` (a picker is shown). */
export const useRatesInForce = (enabled = true) => useQuery({ ...apiQuery(RATE_LIST_PATH, {}), select: dataOf, enabled, staleTime: 60_000 });
