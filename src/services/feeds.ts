/**
 * The feeds area's calls for pages (docs/market-data/feeds.md): product assignments and publisher keys. Feed state is
 * the market layer's (src/services/market/feedState.ts), one poll for every view of it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const useFeedAssignments = () => useQuery({ ...apiQuery('/v2/feeds/assignment/list'), select: dataOf });
export const useSetFeedAssignment = () =>
  useMutation(apiMutation('/v2/feeds/assignment/set', { invalidates: ['/v2/feeds/assignment/list', '/v2/feeds/state'] }));

export const usePublisherKeys = (enabled: boolean) => useQuery({ ...apiQuery('/v2/feeds/key/list'), select: dataOf, enabled });
export const useCreatePublisherKey = () => useMutation(apiMutation('/v2/feeds/key/create', { invalidates: ['/v2/feeds/key/list'] }));
export const useRevokePublisherKey = () => useMutation(apiMutation('/v2/feeds/key/revoke', { invalidates: ['/v2/feeds/key/list'] }));
