/**
 * The user's subscribed charts (common/contract/subscribe.ts), shared by home, /user/subscribe and the report page:
 * the list (in home's order; its own module, ./subscriptionList.ts, which home imports), one chart as the user may read
 * it now, and the changes.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { SUBSCRIPTION_LIST as LIST } from '@/services/subscriptionList';

export { useSubscriptionList } from '@/services/subscriptionList';

const READ = '/v2/subscribe/read' as const;

export const useSubscriptionRead = (id: string) => useQuery({ ...apiQuery(READ, { id }), select: dataOf });
export const useArrangeSubscriptions = () => useMutation(apiMutation('/v2/subscribe/layout', { invalidates: [LIST] }));
export const useRemoveSubscription = () => useMutation(apiMutation('/v2/subscribe/remove', { invalidates: [LIST, READ] }));
export const useUpdateSubscription = () => useMutation(apiMutation('/v2/subscribe/update', { invalidates: [LIST, READ] }));
