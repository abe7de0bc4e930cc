/** The research library page's server calls (common/contract/library.ts), as TanStack Query hooks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointPath } from '@common/contract/endpoints';
import type { ResearchListBody } from '@common/contract/library';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { uploadDocument, type UploadProgress, type UploadRequest } from './uploadDocument';

/** Lists and the opened document reload after any change to a document or the caller's state of it. */
const VIEWS: readonly EndpointPath[] = ['/v2/research/document/list', '/v2/research/document/get', '/v2/research/document/filters'];
/** A new PDF is a new file of file management too (its list and quota). */
const FILE_VIEWS: readonly EndpointPath[] = ['/v1/user/oss/upload/getFileList', '/v1/user/oss/upload/quota'];

export const useDocuments = (body: ResearchListBody) => useQuery({ ...apiQuery('/v2/research/document/list', body), select: dataOf });
export const useFilterOptions = () => useQuery({ ...apiQuery('/v2/research/document/filters'), select: dataOf });
export const useDocument = (id: string | null) => useQuery({ ...apiQuery('/v2/research/document/get', { id: id ?? '' }), select: dataOf, enabled: !!id });
export const useSetState = () => useMutation(apiMutation('/v2/research/document/state', { invalidates: ['/v2/research/document/list'] }));
export const useUpdateDocument = () => useMutation(apiMutation('/v2/research/document/update', { invalidates: VIEWS }));
export const useDeleteDocument = () => useMutation(apiMutation('/v2/research/document/delete', { invalidates: VIEWS }));
export const useSetPins = () =>
  useMutation(apiMutation('/v2/research/document/pins', { invalidates: ['/v2/research/document/get', '/v2/research/annotation/list'] }));

/** The whole upload (file management first for a PDF, uploadDocument.ts), cancellable through `signal`. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ request, progress }: { request: UploadRequest; progress: UploadProgress }) => uploadDocument(request, progress),
    meta: { invalidates: [...VIEWS, ...FILE_VIEWS] },
  });
}

/** The caller's file-management files to attach (by name), when the caller holds the file page. */
export const useAttachableFiles = (keyword: string, enabled: boolean) =>
  useQuery({
    ...apiQuery('/v1/user/oss/upload/getFileList', { current: 1, pageSize: 50, keyword: keyword || undefined, sortField: 'createdAt', sortOrder: 'descend' }),
    select: dataOf,
    enabled,
  });
