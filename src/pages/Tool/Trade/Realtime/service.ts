/**
 * The board's server state (docs/market-data/board.md).
 *
 * Watchlists: TanStack Query hooks over the contract (common/contract/watchlist.ts).
 *
 * The other areas' calls it reads (series, catalogue, strategies, explanation, feed state) go through `boardData`:
 * one typed `callOk` per call, mapping the answer onto the board's own shapes (data.d.ts); the page's tests
 * replace these functions with fakes.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogEntry, SeriesBody, SeriesData } from '@common/contract/marketData';
import type { Explanation, Strategy } from '@common/contract/strategy';
import { callOk } from '@/services/call';
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

/** A strategy as the board shows it: its unit, precision and the legs' instruments. */
const toBoardStrategy = (s: Strategy): BoardStrategy => ({
  id: s.id,
  name: s.name,
  unit: s.unit,
  precision: s.precision,
  legs: s.legs.map((leg) => leg.instrument),
});

/** An explanation as the drawer shows it; a strategy whose legs have not ticked yet has no value (null). */
const toSpreadExplanation = (x: Explanation): SpreadExplanation | null =>
  x.value === null || x.ts === null
    ? null
    : {
        strategyId: x.strategyId,
        value: x.value,
        unit: x.unit,
        ts: x.ts,
        formula: x.formula,
        demo: x.demo,
        legs: x.legs.flatMap((l) =>
          l.price === null || l.ts === null ? [] : [{ name: l.alias, instrument: l.instrument, price: l.price, unit: l.unit, ts: l.ts, demo: l.demo }],
        ),
        rates: x.rates.flatMap((r) =>
          r.value === null || r.validFrom === null ? [] : [{ key: r.key, value: r.value, unit: r.unit, validFrom: r.validFrom, source: r.source }],
        ),
      };

/** The calls the board reads, typed by the contract; the page's tests replace them with fakes. */
export const boardData = {
  series: async (body: SeriesBody, signal?: AbortSignal): Promise<SeriesData> => (await callOk('/v2/marketData/series', body, { signal })).data,
  catalog: async (search: string, signal?: AbortSignal): Promise<CatalogEntry[]> => (await callOk('/v2/marketData/catalog', { search }, { signal })).data.list,
  strategies: async (signal?: AbortSignal): Promise<BoardStrategy[]> =>
    (await callOk('/v2/strategy/list', undefined, { signal })).data.items.map(toBoardStrategy),
  explain: async (strategyId: string, signal?: AbortSignal): Promise<SpreadExplanation | null> =>
    toSpreadExplanation((await callOk('/v2/strategy/explain', { id: strategyId }, { signal })).data),
  feedStates: async (signal?: AbortSignal): Promise<BoardFeedState[]> => (await callOk('/v2/feeds/state', undefined, { signal })).data,
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
