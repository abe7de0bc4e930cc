/**
 * The strategy page's own server state (docs/market-data/strategy.md): the formula check while typing, the preview
 * over history, save and delete. The list, the explanation and the alert rules are the market layer's
 * (src/services/market/), shared with the board. Every change names what it changes (STRATEGY_CHANGED), so the list,
 * the board's rows and the alert panels reload by themselves.
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@common/contract/endpoints';
import { ALERT_LIST_PATH } from '@/services/market/alerts';
import { STRATEGY_CHANGED } from '@/services/market/paths';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const CHECK_PATH = '/v2/strategy/check' as const;
export const PREVIEW_PATH = '/v2/strategy/preview' as const;
export const SAVE_PATH = '/v2/strategy/save' as const;
export const DELETE_PATH = '/v2/strategy/delete' as const;

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

/** A saved or deleted strategy changes every view of strategies and their series (the board's rows included). */
export const useSaveStrategy = () => useMutation(apiMutation(SAVE_PATH, { invalidates: STRATEGY_CHANGED }));
export const useDeleteStrategy = () => useMutation(apiMutation(DELETE_PATH, { invalidates: [...STRATEGY_CHANGED, ALERT_LIST_PATH] }));
