/**
 * Strategies as market pages show them: the list the caller may read (names, units, precision, legs) and the
 * explanation of a live value. Keys are the contract paths, so a save or delete (paths.ts STRATEGY_CHANGED) shows
 * the new name on the board and everywhere else at once.
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';
import { FEED_STATE_POLL_MS } from './feedState';
import { STRATEGY_EXPLAIN_PATH, STRATEGY_LIST_PATH } from './paths';

/**
 * The list's query. Fresh for a minute, so a page that asked it ahead of its panels (src/components/PageView/
 * askPanelsAhead.ts) is not asked again when they mount; a save or delete reloads it anyway (STRATEGY_CHANGED).
 */
export const strategiesQuery = () => ({ ...apiQuery(STRATEGY_LIST_PATH), staleTime: 60_000 });

/** The strategies the caller may read (`data.items`). */
export const useStrategies = () => useQuery({ ...strategiesQuery(), select: dataOf });

/** The explanation's query (fresh for the market layer's poll period, as the live values it explains); null asks nothing. */
export const explanationQuery = (strategyId: string | null) => ({
  ...apiQuery(STRATEGY_EXPLAIN_PATH, { id: strategyId ?? '' }),
  enabled: strategyId !== null,
  staleTime: FEED_STATE_POLL_MS,
});

/** The explanation of a strategy's live value (legs, rates, formula); null asks nothing. */
export const useExplanation = (strategyId: string | null) => useQuery({ ...explanationQuery(strategyId), select: dataOf });
