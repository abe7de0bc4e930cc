/** File storage calls (ENDPOINTS under /v1/user/oss/upload/). */
import type { Static } from '@sinclair/typebox';
import type { Nothing, PageResult } from '@/contract/envelope';
import type { FileDeleteBody, FileListBody, FileRecord, UploadToken, UploadTokenBody } from '@/contract/oss';
import { call, service, withPaging } from './call';

type None = Static<typeof Nothing>;

export const getUploadToken = service('/v1/user/oss/upload/getToken', (ep) => (body: UploadTokenBody) => call<UploadToken>(ep, body));
export const getFileList = service('/v1/user/oss/upload/getFileList', (ep) => (body?: FileListBody) => call<PageResult<FileRecord>>(ep, withPaging(body)));
export const deleteFile = service('/v1/user/oss/upload/delete', (ep) => (body: FileDeleteBody) => call<None>(ep, body));
