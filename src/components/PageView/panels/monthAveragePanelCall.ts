/**
 * The month-average panel's answers: POST /v2/strategy/monthAverage (common/contract/strategy.ts) through the query
 * layer, one query per strategy of the panel for the chosen month (null: the server's current month).
 */
import { useQueries } from '@tanstack/react-query';
import type { MonthAverage } from '@common/contract/strategy';
import { STRATEGY_MONTH_AVERAGE_PATH } from '@/services/market/paths';
import { apiQuery, dataOf } from '@/services/query';

export type { MonthAverage };

/** The call for one strategy's month (null: the server's current month); the page asks it ahead (panelQueries.ts). */
export const monthAverageQuery = (strategyId: string, month: string | null) => ({
  ...apiQuery(STRATEGY_MONTH_AVERAGE_PATH, month ? { id: strategyId, month } : { id: strategyId }),
  staleTime: 60_000,
});

export function useMonthAverages(strategyIds: readonly string[], month: string | null) {
  return useQueries({
    queries: strategyIds.map((id) => ({ ...monthAverageQuery(id, month), select: dataOf<MonthAverage> })),
  });
}

/** `YYYY-MM` of this month and the `count - 1` months before it (UTC), newest first. */
export function recentMonths(now: number, count: number): string[] {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(y, m - i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
