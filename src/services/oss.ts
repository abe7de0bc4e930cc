/** File storage calls (ENDPOINTS under /v1/user/oss/upload/). */
import type { Static } from '@sinclair/typebox';
import type { Nothing, PageResult } from '@common/contract/envelope';
import type { FileDeleteBody, FileListBody, FileRecord, UploadToken, UploadTokenBody } from '@common/contract/oss';
import { call, withPaging } from './call';

type None = Static<typeof Nothing>;

export const getUploadToken = (body: UploadTokenBody) => call('/v1/user/oss/upload/getToken', body);
export const getFileList = (body?: FileListBody) => call('/v1/user/oss/upload/getFileList', withPaging(body));
export const deleteFile = (body: FileDeleteBody) => call('/v1/user/oss/upload/delete', body);
