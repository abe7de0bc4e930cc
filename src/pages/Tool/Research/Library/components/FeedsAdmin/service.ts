/**
 * The feeds tab's server calls (common/contract/researchFeeds.ts) as TanStack Query hooks. Kept beside the tab
 * rather than in the library page's service.ts: the calls are the feeds area's, for administrators only.
 * While a feed is being polled the list and its run history re-read every POLLING_REFRESH_MS, so "Poll now" shows
 * its progress and its result without a reload.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const POLLING_REFRESH_MS = 1000;

const FEED_VIEWS: readonly EndpointPath[] = ['/v2/researchFeeds/list', '/v2/researchFeeds/runs'];

export const useFeeds = () =>
  useQuery({
    ...apiQuery('/v2/researchFeeds/list'),
    select: dataOf,
    refetchInterval: (q) => (q.state.data?.data.some((f) => f.running) ? POLLING_REFRESH_MS : false),
  });

export const useFeedRuns = (id: string | null) =>
  useQuery({
    ...apiQuery('/v2/researchFeeds/runs', { id: id ?? '', limit: 50 }),
    select: dataOf,
    enabled: !!id,
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.state === 'running') ? POLLING_REFRESH_MS : false),
  });

export const useSaveFeed = () => useMutation(apiMutation('/v2/researchFeeds/save', { invalidates: FEED_VIEWS }));
export const useEnableFeed = () => useMutation(apiMutation('/v2/researchFeeds/enable', { invalidates: FEED_VIEWS }));
export const useDeleteFeed = () => useMutation(apiMutation('/v2/researchFeeds/delete', { invalidates: FEED_VIEWS }));
export const usePollNow = () => useMutation(apiMutation('/v2/researchFeeds/pollNow', { invalidates: FEED_VIEWS }));
export const useCancelPoll = () => useMutation(apiMutation('/v2/researchFeeds/cancel', { invalidates: FEED_VIEWS }));
