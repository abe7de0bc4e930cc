/** The options page's server state: the option underlyings, one day's chain, the skew history, and the settlement imports. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const useOptionProducts = () => useQuery({ ...apiQuery('/v2/futOptCrossSectionData/products'), select: dataOf, staleTime: 60_000 });

/** `date` empty: the latest imported day, or today's demo chain. */
export function useOptionChain(product: string | null, date: string) {
  return useQuery({
    ...apiQuery('/v2/futOptCrossSectionData/chain', date ? { product: product ?? '', date } : { product: product ?? '' }),
    select: dataOf,
    enabled: Boolean(product),
    staleTime: 5 * 60_000,
  });
}

/** The skew history up to the chain's date. */
export function useSkewHistory(product: string | null, to: string | null) {
  return useQuery({
    ...apiQuery('/v2/futOptCrossSectionData/skewHistory', { product: product ?? '', to: to ?? '' }),
    select: dataOf,
    enabled: Boolean(product) && Boolean(to),
    staleTime: 5 * 60_000,
  });
}

export const usePreviewOptions = () => useMutation(apiMutation('/v2/futOptCrossSectionData/import/preview'));
/** A commit changes stored settlements: the products, chains and skew histories reload. */
export const useCommitOptions = () =>
  useMutation(
    apiMutation('/v2/futOptCrossSectionData/import/commit', {
      invalidates: ['/v2/futOptCrossSectionData/products', '/v2/futOptCrossSectionData/chain', '/v2/futOptCrossSectionData/skewHistory'],
    }),
  );
