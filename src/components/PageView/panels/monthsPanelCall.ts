/**
 * The months panel's call: POST /v2/strategy/byMonth (common/contract/strategy.ts) through the query layer, polled
 * while the page is visible (usePollingOptions: no timer in a hidden tab) at the market layer's poll cadence.
 * While the next answer loads the last one stays on screen.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ByMonthData } from '@common/contract/strategy';
import { usePollingOptions } from '@/hooks/usePollingOptions';
import { FEED_STATE_POLL_MS } from '@/services/market/feedState';
import { STRATEGY_BY_MONTH_PATH } from '@/services/market/paths';
import { apiQuery, dataOf } from '@/services/query';

export type { ByMonthData };

/** The market layer's one poll cadence (feedState.ts): per-month values follow settles and ticks at that pace. */
export const MONTHS_POLL_MS = FEED_STATE_POLL_MS;

/** The call for the strategy `strategyId`'s first `months` listed months (the page asks it ahead: panelQueries.ts). */
export const byMonthQuery = (strategyId: string, months: number) => ({
  ...apiQuery(STRATEGY_BY_MONTH_PATH, { id: strategyId, months }),
  // Fresh for one poll period: asked ahead, it is not asked again when the panel mounts.
  staleTime: MONTHS_POLL_MS,
});

/** The strategy `strategyId` for its first `months` listed months; nothing is asked while the id is null. */
export function useByMonth(strategyId: string | null, months: number) {
  const polling = usePollingOptions(MONTHS_POLL_MS);
  return useQuery({
    ...byMonthQuery(strategyId ?? '', months),
    ...polling,
    select: dataOf,
    enabled: polling.enabled && strategyId !== null,
    placeholderData: keepPreviousData,
  });
}
