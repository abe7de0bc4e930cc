/**
 * The feeds area's calls for pages (docs/market-data/feeds.md): feed state (the /test card, the contract page's
 * feeds tab and the board), product assignments and publisher keys. State polls every five seconds while the page
 * is visible.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const FEED_STATE_POLL_MS = 5000;

export const useFeedStates = () =>
  useQuery({ ...apiQuery('/v2/feeds/state'), select: dataOf, refetchInterval: FEED_STATE_POLL_MS, refetchIntervalInBackground: false });

export const useFeedAssignments = () => useQuery({ ...apiQuery('/v2/feeds/assignment/list'), select: dataOf });
export const useSetFeedAssignment = () =>
  useMutation(apiMutation('/v2/feeds/assignment/set', { invalidates: ['/v2/feeds/assignment/list', '/v2/feeds/state'] }));

export const usePublisherKeys = (enabled: boolean) => useQuery({ ...apiQuery('/v2/feeds/key/list'), select: dataOf, enabled });
export const useCreatePublisherKey = () => useMutation(apiMutation('/v2/feeds/key/create', { invalidates: ['/v2/feeds/key/list'] }));
export const useRevokePublisherKey = () => useMutation(apiMutation('/v2/feeds/key/revoke', { invalidates: ['/v2/feeds/key/list'] }));
