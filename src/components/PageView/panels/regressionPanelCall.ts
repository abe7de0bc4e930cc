/**
 * The regression panel's fit: POST /v2/analytics/regression (common/contract/regression.ts) through the query layer.
 * The answer keeps the body it answers (`asked`): while a new fit loads, the previous one stays on screen with its own
 * factors.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RegressionBody, RegressionData } from '@common/contract/regression';
import { apiQuery } from '@/services/query';

export type { RegressionBody, RegressionData };

export type RegressionAnswer = RegressionData & { asked: RegressionBody };

/** The fit of `body`; nothing is asked while it is null (no price or no factor chosen). */
export function useRegression(body: RegressionBody | null) {
  const { queryKey, queryFn } = apiQuery('/v2/analytics/regression', body as RegressionBody);
  const fetchEnvelope = queryFn as NonNullable<typeof queryFn>;
  return useQuery({
    queryKey,
    // The answer carries its own body: kept as placeholder data while the next body loads (or after the body is gone).
    queryFn: async (context): Promise<RegressionAnswer> => ({ ...(await fetchEnvelope(context)).data, asked: body as RegressionBody }),
    enabled: body !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
