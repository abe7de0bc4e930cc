/**
 * The regression panel's fit: POST /v2/analytics/regression (common/contract/regression.ts) through the query layer.
 * The answer keeps the body it answers (`asked`): while a new fit loads, the previous one stays on screen with its own
 * factors.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelOf } from '@common/contract/pageSpec';
import type { RegressionBody, RegressionData } from '@common/contract/regression';
import { lastYears } from '@/services/market/series';
import { apiQuery } from '@/services/query';

export type { RegressionBody, RegressionData };

export type RegressionAnswer = RegressionData & { asked: RegressionBody };

/** The fit's query: its answer carries the body it answers (the page asks it ahead: panelQueries.ts). */
export function regressionQuery(body: RegressionBody) {
  const { queryKey, queryFn } = apiQuery('/v2/analytics/regression', body);
  const fetchEnvelope = queryFn as NonNullable<typeof queryFn>;
  return queryOptions({
    queryKey,
    queryFn: async (context): Promise<RegressionAnswer> => ({ ...(await fetchEnvelope(context)).data, asked: body }),
    staleTime: 5 * 60_000,
  });
}

/** The body a regression panel asks with a price `y`, factors `x` and the sample; null without a price or a factor. */
export function regressionBodyOf(panel: PanelOf<'regression'>, y: string | null, x: readonly (string | null)[], outOfSample: boolean): RegressionBody | null {
  const factors = x.filter((a): a is string => Boolean(a));
  if (!y || factors.length === 0) return null;
  const range = lastYears(panel.years);
  return { y, x: factors, from: range.from, to: range.to, ...(panel.window ? { window: panel.window, outOfSample } : {}) };
}

/** The fit of `body`; nothing is asked while it is null (no price or no factor chosen). */
export function useRegression(body: RegressionBody | null) {
  return useQuery({
    // Without a body the query is disabled; its key is never fetched.
    ...regressionQuery(body ?? { y: '', x: [] }),
    enabled: body !== null,
    // The answer carries its own body: kept as placeholder data while the next body loads (or after the body is gone).
    placeholderData: keepPreviousData,
  });
}
