/**
 * The file page's server state. The list reads through usePagedTable, the quota through uploadQuotaQuery;
 * uploading (src/services/uploadFile.ts, shared with other pages) and deleting change both, so both invalidate
 * them (the table, the quota and the home page's newest files reload by themselves).
 */
import { useMutation } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '@/services/query';
import { FILES_PATH, QUOTA_PATH } from '@/services/uploadFile';

export const uploadQuotaQuery = () => apiQuery(QUOTA_PATH);

export const useDeleteFile = () => useMutation(apiMutation('/v1/user/oss/upload/delete', { invalidates: [FILES_PATH, QUOTA_PATH] }));
