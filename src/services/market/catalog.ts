/**
 * The catalogue (`/v2/marketData/catalog`): the series addresses the caller may read, with names in their locale.
 * One search hook for every picker and address box; the key is the contract path and body, so a bars import or a
 * strategy change (paths.ts) reloads the lists.
 */
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/services/query';
import { CATALOG_PATH } from './paths';

/** Entries whose address or name contains `search` (first page); asks only while `enabled` (a picker is open). */
export function useCatalogSearch(search: string, enabled = true) {
  return useQuery({
    ...apiQuery(CATALOG_PATH, { search: search.trim() || undefined }),
    select: (envelope) => envelope.data.list,
    enabled,
    staleTime: 60_000,
  });
}
