/** A user's alert rules on strategies, their history, and the changes to them (components/market/AlertsDrawer.tsx). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const ALERT_LIST_PATH = '/v2/strategy/alert/list' as const;
export const ALERT_HISTORY_PATH = '/v2/strategy/alert/history' as const;

export const useAlertRules = (enabled: boolean) => useQuery({ ...apiQuery(ALERT_LIST_PATH), select: dataOf, enabled });
export const useAlertHistory = (enabled: boolean) => useQuery({ ...apiQuery(ALERT_HISTORY_PATH, {}), select: dataOf, enabled });
// A saved rule may fire on its first value (one already beyond its level): the history is read again with the list.
export const useSaveAlert = () => useMutation(apiMutation('/v2/strategy/alert/save', { invalidates: [ALERT_LIST_PATH, ALERT_HISTORY_PATH] }));
export const useDeleteAlert = () => useMutation(apiMutation('/v2/strategy/alert/delete', { invalidates: [ALERT_LIST_PATH, ALERT_HISTORY_PATH] }));
