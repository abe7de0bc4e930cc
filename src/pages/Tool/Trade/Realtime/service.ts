/**
 * The board's server state (docs/market-data/board.md).
 *
 * Watchlists: TanStack Query hooks over the contract (common/contract/watchlist.ts).
 *
 * Everything else the board reads belongs to other areas whose calls are not in the contract on this branch:
 * `boardData` holds one small typed function per call, each mapping the answer onto the board's own shapes
 * (data.d.ts). After the merge each becomes a `callOk(path, body)` of the contract; the page and its tests use only
 * these functions (the tests replace them with fakes).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@umijs/max';
import { SUCCESS_CODE, type ApiEnvelope } from '@common/contract/envelope';
import type { CatalogEntry, SeriesBody, SeriesData } from '@common/contract/marketData';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import type { BoardStrategy, SpreadExplanation } from './data';

export function useWatchlists() {
  return useQuery({ ...apiQuery('/v2/watchlist/list'), select: dataOf });
}
export const useSaveWatchlist = () => useMutation(apiMutation('/v2/watchlist/save', { invalidates: ['/v2/watchlist/list'] }));
export const useRenameWatchlist = () => useMutation(apiMutation('/v2/watchlist/rename', { invalidates: ['/v2/watchlist/list'] }));
export const useDeleteWatchlist = () => useMutation(apiMutation('/v2/watchlist/delete', { invalidates: ['/v2/watchlist/list'] }));
export const useReorderWatchlists = () => useMutation(apiMutation('/v2/watchlist/reorder', { invalidates: ['/v2/watchlist/list'] }));

/** A feed's state as the board uses it (server/market/ports.ts FeedState). */
export interface BoardFeedState {
  name: string;
  kind: 'demo' | 'replay' | 'push';
  connected: boolean;
  lastTickAgeMs: number | null;
  ticksPerSecond: number;
  demo: boolean;
  normalGapMs: number;
}

/** POST through the app's request layer (bearer token, 401 rules); resolves with `data` of a code-200 answer. */
async function post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const envelope = await request<ApiEnvelope<T>>(path, { method: 'POST', data: body ?? {}, signal });
  if (envelope?.code !== SUCCESS_CODE) throw envelope ?? { code: 0 };
  return envelope.data;
}

type RawStrategy = { id: string; name: string; unit?: string; outputUnit?: string; precision?: number; legs?: { instrument?: string }[] };

export const boardData = {
  /** `/v2/marketData/series` (shape fixed by the issue). */
  series: (body: SeriesBody, signal?: AbortSignal): Promise<SeriesData> => post<SeriesData>('/v2/marketData/series', body, signal),
  /** `/v2/marketData/catalog`: the addresses the user may read (the page's answer, or its `list`). */
  catalog: async (search: string, signal?: AbortSignal): Promise<CatalogEntry[]> => {
    const data = await post<CatalogEntry[] | { list: CatalogEntry[] }>('/v2/marketData/catalog', { search }, signal);
    return Array.isArray(data) ? data : data.list;
  },
  /** `/v2/strategy/list`: the strategies the user may see. */
  strategies: async (signal?: AbortSignal): Promise<BoardStrategy[]> => {
    const data = await post<RawStrategy[] | { list: RawStrategy[] }>('/v2/strategy/list', {}, signal);
    return (Array.isArray(data) ? data : data.list).map((s) => ({
      id: s.id,
      name: s.name,
      unit: s.unit ?? s.outputUnit ?? '',
      precision: s.precision ?? 2,
      legs: (s.legs ?? []).flatMap((leg) => (leg.instrument ? [leg.instrument] : [])),
    }));
  },
  /** `/v2/strategy/explain`: a spread value's legs, rates and formula. */
  explain: (strategyId: string, signal?: AbortSignal): Promise<SpreadExplanation> => post<SpreadExplanation>('/v2/strategy/explain', { strategyId }, signal),
  /** `/v2/feeds/state`: FeedState[] of server/market/ports.ts. */
  feedStates: (signal?: AbortSignal): Promise<BoardFeedState[]> => post<BoardFeedState[]>('/v2/feeds/state', {}, signal),
};

const MINUTE = 60_000;

export function useStrategies() {
  return useQuery({ queryKey: ['board', 'strategies'], queryFn: ({ signal }) => boardData.strategies(signal), staleTime: 5 * MINUTE });
}

/** Feed state every 10 s while the page is visible (stale marking and the feed strip). */
export function useFeedStates() {
  return useQuery({
    queryKey: ['board', 'feeds'],
    queryFn: ({ signal }) => boardData.feedStates(signal),
    refetchInterval: 10_000,
    refetchIntervalInBackground: false,
  });
}

/** A row's daily (z-score, change) or session (sparkline) series. */
export function useRowSeries(address: string | null, interval: '1m' | '1d', enabled = true) {
  return useQuery({
    queryKey: ['board', 'series', address, interval],
    queryFn: ({ signal }) => boardData.series({ address: address as string, interval, maxPoints: interval === '1d' ? 400 : 600 }, signal),
    enabled: enabled && address !== null,
    staleTime: interval === '1d' ? 30 * MINUTE : 5 * MINUTE,
    retry: false,
  });
}

export function useExplanation(strategyId: string | null) {
  return useQuery({
    queryKey: ['board', 'explain', strategyId],
    queryFn: ({ signal }) => boardData.explain(strategyId as string, signal),
    enabled: strategyId !== null,
    staleTime: 0,
  });
}

export function useCatalogSearch(search: string, enabled: boolean) {
  return useQuery({ queryKey: ['board', 'catalog', search], queryFn: ({ signal }) => boardData.catalog(search, signal), enabled, staleTime: MINUTE });
}
