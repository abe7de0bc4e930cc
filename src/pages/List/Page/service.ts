/** /list/page's server state (docs/adding-a-feature.md): the builder's page calls, and the library components a page places. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const PAGE_CALLS = ['/v2/builder/page/list', '/v2/builder/page/get', '/v2/builder/page/versions'] as const;

export const usePageList = () => useQuery({ ...apiQuery('/v2/builder/page/list'), select: dataOf });

/** One page, its newest version (no `version`) or a given one; off until an id is known. */
export const usePage = (id: string | null, version?: number) =>
  useQuery({ ...apiQuery('/v2/builder/page/get', { id: id ?? '', ...(version ? { version } : {}) }), select: dataOf, enabled: !!id });

/** Asked when the versions drawer opens. */
export const usePageVersions = (id: string, enabled: boolean) => useQuery({ ...apiQuery('/v2/builder/page/versions', { id }), select: dataOf, enabled });

/** The library components a page may place (the add-panel dialog); a user without `/list/comp` gets none. */
export const useComponentList = (enabled: boolean) => useQuery({ ...apiQuery('/v2/builder/comp/list'), select: dataOf, enabled });

export const useSavePage = () =>
  useMutation(apiMutation('/v2/builder/page/save', { invalidates: [...PAGE_CALLS, '/v2/builder/comp/list', '/v2/builder/comp/get'] }));
export const useCopyPage = () => useMutation(apiMutation('/v2/builder/page/copy', { invalidates: ['/v2/builder/page/list'] }));
export const useSharePage = () => useMutation(apiMutation('/v2/builder/page/share', { invalidates: PAGE_CALLS }));
export const useRemovePage = () => useMutation(apiMutation('/v2/builder/page/remove', { invalidates: [...PAGE_CALLS, '/v2/builder/comp/list'] }));
