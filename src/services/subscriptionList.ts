/**
 * The user's subscribed charts, in home's order: the list query alone (src/services/subscriptions.ts re-exports it with
 * the other calls). Home imports it from here: webpack includes what a module's used exports need, and the list of
 * used exports is the whole build's, so importing it through subscriptions.ts brought react-query's mutation code
 * (used by /user/subscribe and the subscribed charts) into home's first load (docs/first-load.md).
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';

export const SUBSCRIPTION_LIST = '/v2/subscribe/list' as const;

export const useSubscriptionList = () => useQuery({ ...apiQuery(SUBSCRIPTION_LIST), select: dataOf });
