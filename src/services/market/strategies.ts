/**
 * Strategies as market pages show them: the list the caller may read (names, units, precision, legs) and the
 * explanation of a live value. Keys are the contract paths, so a save or delete (paths.ts STRATEGY_CHANGED) shows
 * the new name on the board and everywhere else at once.
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';
import { STRATEGY_EXPLAIN_PATH, STRATEGY_LIST_PATH } from './paths';

/** The strategies the caller may read (`data.items`). */
export const useStrategies = () => useQuery({ ...apiQuery(STRATEGY_LIST_PATH), select: dataOf });

/** The explanation of a strategy's live value (legs, rates, formula); null asks nothing. */
export const useExplanation = (strategyId: string | null) =>
  useQuery({ ...apiQuery(STRATEGY_EXPLAIN_PATH, { id: strategyId ?? '' }), select: dataOf, enabled: strategyId !== null });
