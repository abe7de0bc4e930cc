/** The trade record page's server calls (common/contract/tradeRecord.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** Everything computed from a book's trades or flows reloads after any change to them. */
const BOOK_VIEWS: readonly EndpointPath[] = ['/v2/tradeRecord/book/list', '/v2/tradeRecord/trade/list', '/v2/tradeRecord/positions', '/v2/tradeRecord/nav'];

export const useBooks = () => useQuery({ ...apiQuery('/v2/tradeRecord/book/list'), select: dataOf });
export const useCreateBook = () => useMutation(apiMutation('/v2/tradeRecord/book/create', { invalidates: ['/v2/tradeRecord/book/list'] }));

export const useTrades = (bookId: string) => useQuery({ ...apiQuery('/v2/tradeRecord/trade/list', { bookId }), select: dataOf, enabled: !!bookId });
export const useSaveTrade = () => useMutation(apiMutation('/v2/tradeRecord/trade/save', { invalidates: [...BOOK_VIEWS, '/v2/tradeRecord/trade/history'] }));
export const useDeleteTrade = () => useMutation(apiMutation('/v2/tradeRecord/trade/delete', { invalidates: [...BOOK_VIEWS, '/v2/tradeRecord/trade/history'] }));
export const useTradeHistory = (id: string | null) =>
  useQuery({ ...apiQuery('/v2/tradeRecord/trade/history', { id: id ?? '' }), select: dataOf, enabled: !!id });

export const usePreviewTrades = () => useMutation(apiMutation('/v2/tradeRecord/trade/import/preview'));
export const useCommitTrades = () => useMutation(apiMutation('/v2/tradeRecord/trade/import/commit', { invalidates: BOOK_VIEWS }));

export const useFlows = (bookId: string) => useQuery({ ...apiQuery('/v2/tradeRecord/flow/list', { bookId }), select: dataOf, enabled: !!bookId });
export const useCreateFlow = () =>
  useMutation(apiMutation('/v2/tradeRecord/flow/create', { invalidates: ['/v2/tradeRecord/flow/list', '/v2/tradeRecord/nav'] }));
export const useDeleteFlow = () =>
  useMutation(apiMutation('/v2/tradeRecord/flow/delete', { invalidates: ['/v2/tradeRecord/flow/list', '/v2/tradeRecord/nav'] }));

export const usePositions = (bookId: string) => useQuery({ ...apiQuery('/v2/tradeRecord/positions', { bookId }), select: dataOf, enabled: !!bookId });
export const useNav = (bookId: string) => useQuery({ ...apiQuery('/v2/tradeRecord/nav', { bookId }), select: dataOf, enabled: !!bookId });
