/**
 * The strategy page's server state (docs/market-data/strategy.md): the strategies the caller may read, the formula
 * check while typing, the preview over history, the explanation, and the caller's alert rules with their history.
 * Every change names what it changes, so the list and the alert panels reload by themselves.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const LIST_PATH = '/v2/strategy/list' as const;
export const CHECK_PATH = '/v2/strategy/check' as const;
export const PREVIEW_PATH = '/v2/strategy/preview' as const;
export const SAVE_PATH = '/v2/strategy/save' as const;
export const DELETE_PATH = '/v2/strategy/delete' as const;
export const EXPLAIN_PATH = '/v2/strategy/explain' as const;
export const ALERT_LIST_PATH = '/v2/strategy/alert/list' as const;
export const ALERT_SAVE_PATH = '/v2/strategy/alert/save' as const;
export const ALERT_DELETE_PATH = '/v2/strategy/alert/delete' as const;
export const ALERT_HISTORY_PATH = '/v2/strategy/alert/history' as const;

export const useStrategies = () => useQuery({ ...apiQuery(LIST_PATH), select: dataOf });

/** The check of the formula being edited; `null` (nothing to check yet) asks nothing. The last answer stays while the next loads. */
export function useFormulaCheck(body: BodyOf<typeof CHECK_PATH> | null) {
  return useQuery({
    ...apiQuery(CHECK_PATH, body ?? { legs: [], formula: '', unit: '' }),
    select: dataOf,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** The preview asked for with the Preview button (`null` until then). */
export const usePreview = (body: BodyOf<typeof PREVIEW_PATH> | null) =>
  useQuery({ ...apiQuery(PREVIEW_PATH, body ?? { legs: [], formula: '', unit: '', interval: '1d' }), select: dataOf, enabled: body !== null });

export const useExplain = (id: string | null) => useQuery({ ...apiQuery(EXPLAIN_PATH, { id: id ?? '' }), select: dataOf, enabled: id !== null });

export const useSaveStrategy = () => useMutation(apiMutation(SAVE_PATH, { invalidates: [LIST_PATH, EXPLAIN_PATH] }));
export const useDeleteStrategy = () => useMutation(apiMutation(DELETE_PATH, { invalidates: [LIST_PATH, ALERT_LIST_PATH] }));

export const useAlertRules = (enabled: boolean) => useQuery({ ...apiQuery(ALERT_LIST_PATH), select: dataOf, enabled });
export const useAlertHistory = (enabled: boolean) => useQuery({ ...apiQuery(ALERT_HISTORY_PATH, {}), select: dataOf, enabled });
export const useSaveAlert = () => useMutation(apiMutation(ALERT_SAVE_PATH, { invalidates: [ALERT_LIST_PATH] }));
export const useDeleteAlert = () => useMutation(apiMutation(ALERT_DELETE_PATH, { invalidates: [ALERT_LIST_PATH, ALERT_HISTORY_PATH] }));
