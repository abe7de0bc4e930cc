/** /list/comp's server state: the library components (comp/*), every save a version, as pages are. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

const COMP_CALLS = ['/v2/builder/comp/list', '/v2/builder/comp/get', '/v2/builder/comp/versions'] as const;

export const useComponents = () => useQuery({ ...apiQuery('/v2/builder/comp/list'), select: dataOf });

/** One component (newest, or a given version) with the pages that use it; off until an id is known. */
export const useComponent = (id: string | null) => useQuery({ ...apiQuery('/v2/builder/comp/get', { id: id ?? '' }), select: dataOf, enabled: !!id });

export const useComponentVersions = (id: string | null) =>
  useQuery({ ...apiQuery('/v2/builder/comp/versions', { id: id ?? '' }), select: dataOf, enabled: !!id });

// A component's save changes every page that places it: their reads draw its newest version.
export const useSaveComponent = () => useMutation(apiMutation('/v2/builder/comp/save', { invalidates: [...COMP_CALLS, '/v2/builder/page/get'] }));
export const useShareComponent = () => useMutation(apiMutation('/v2/builder/comp/share', { invalidates: COMP_CALLS }));
export const useRemoveComponent = () => useMutation(apiMutation('/v2/builder/comp/remove', { invalidates: COMP_CALLS }));
