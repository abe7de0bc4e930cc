/**
 * The file page's server state. The list reads through usePagedTable, the quota through uploadQuotaQuery;
 * uploading and deleting change both, so both invalidate them (the table, the quota and the home page's newest
 * files reload by themselves).
 */
import { useMutation } from '@tanstack/react-query';
import { apiMutation, apiQuery } from '@/services/query';
import { uploadFile, type UploadCallbacks } from '@/services/uploadFile';

export const FILES_PATH = '/v1/user/oss/upload/getFileList';
export const QUOTA_PATH = '/v1/user/oss/upload/quota';

export const uploadQuotaQuery = () => apiQuery(QUOTA_PATH);

export const useDeleteFile = () => useMutation(apiMutation('/v1/user/oss/upload/delete', { invalidates: [FILES_PATH, QUOTA_PATH] }));

/** getToken, then the bytes to the signed target (uploadFile.ts); resolves with the new file's id. */
export function useUploadFile() {
  return useMutation({
    mutationFn: ({ file, ...callbacks }: { file: File } & UploadCallbacks) => uploadFile(file, callbacks),
    meta: { invalidates: [FILES_PATH, QUOTA_PATH] },
  });
}
