/** The research library page's server calls (common/contract/research.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import type { ResearchListBody } from '@common/contract/research';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

/** Lists and the opened document reload after any change to a document or the caller's state of it. */
const VIEWS: readonly EndpointPath[] = ['/v2/research/document/list', '/v2/research/document/get', '/v2/research/document/filters'];

export const useDocuments = (body: ResearchListBody) => useQuery({ ...apiQuery('/v2/research/document/list', body), select: dataOf });
export const useFilterOptions = () => useQuery({ ...apiQuery('/v2/research/document/filters'), select: dataOf });
export const useDocument = (id: string | null) => useQuery({ ...apiQuery('/v2/research/document/get', { id: id ?? '' }), select: dataOf, enabled: !!id });
export const useUpload = () => useMutation(apiMutation('/v2/research/document/upload', { invalidates: VIEWS }));
export const useSetState = () => useMutation(apiMutation('/v2/research/document/state', { invalidates: ['/v2/research/document/list'] }));
