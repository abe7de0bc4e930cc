/**
 * The board's own server state (docs/market-data/board.md): the user's watchlists. Everything else it shows (series,
 * catalogue, strategies, explanation, feed state, live values) comes from the market layer (src/services/market/,
 * docs/market-layer.md), so a strategy rename or a bars import shows on the board as soon as it is saved.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export function useWatchlists() {
  return useQuery({ ...apiQuery('/v2/watchlist/list'), select: dataOf });
}
export const useSaveWatchlist = () => useMutation(apiMutation('/v2/watchlist/save', { invalidates: ['/v2/watchlist/list'] }));
export const useRenameWatchlist = () => useMutation(apiMutation('/v2/watchlist/rename', { invalidates: ['/v2/watchlist/list'] }));
export const useDeleteWatchlist = () => useMutation(apiMutation('/v2/watchlist/delete', { invalidates: ['/v2/watchlist/list'] }));
export const useReorderWatchlists = () => useMutation(apiMutation('/v2/watchlist/reorder', { invalidates: ['/v2/watchlist/list'] }));
