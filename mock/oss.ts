/**
 * Mock of the file calls (/v1/user/oss/*), in the server's shapes: getToken hands out an upload address
 * `PUT /v1/user/oss/upload/put/<token>` (raw body of exactly the declared size); the file is listed once
 * its bytes arrived; downloads are `GET /v1/user/oss/file/<token>`. The mock keeps the bytes in memory
 * and its tokens are counters, not signatures. File-name rules are the server's (server/files/fileTypes.ts).
 */
import { defineMock } from '@umijs/max';
import { allowedExtension, cleanDisplayName, contentTypeFor } from '../server/files/fileTypes';
import { isAdminRole } from '../common/access/routeAccess';
import { FIELD_ERROR_KEYS } from '../common/contract/fieldErrors';
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES, type FileDeleteBody, type FileListBody, type FileRecord, type UploadTokenBody } from '../common/contract/oss';
import { addAudit } from './_lib/audit';
import { MockError, badRequest, notFound, sendError, sendOk } from './_lib/envelope';
import { endpointMocks, type EndpointContext } from './_lib/endpoint';
import { readRawBody, type MockRequest, type MockResponse } from './_lib/http';
import { pageOf } from './_lib/paging';
import { mockState, nextId, UPLOAD_TOKEN_LIFETIME_MS, type MockFile, type PendingUpload } from './_lib/state';

const UPLOAD_PATH = '/v1/user/oss/upload/put/';
const DOWNLOAD_PATH = '/v1/user/oss/file/';
const downloadToken = (fileId: string) => `mock-download-${fileId}`;

/** 403, not 401: a dead link must not look like an ended session to the web app. */
const linkInvalid = () => new MockError(403, 'api.error.linkExpired', 'This upload or download link is invalid or has expired');

function toFileRecord(file: MockFile): FileRecord {
  const { id, name, size, contentType, ownerId, ownerName, createdAt } = file;
  return { id, name, size, contentType, ownerId, ownerName, createdAt, url: `${DOWNLOAD_PATH}${downloadToken(id)}` };
}

/** Sorted by the field, ties by upload order, both in the requested direction (the server ties on id). */
function sortFiles(files: MockFile[], field: FileListBody['sortField'] = 'createdAt', order: FileListBody['sortOrder'] = 'descend') {
  const sign = order === 'ascend' ? 1 : -1;
  const value = (f: MockFile) => (field === 'name' ? f.name : f[field]);
  return files
    .map((f, index) => ({ f, index }))
    .sort((a, b) => {
      const va = value(a.f);
      const vb = value(b.f);
      return (va < vb ? -1 : va > vb ? 1 : a.index - b.index) * sign;
    })
    .map((x) => x.f);
}

/** Answers an error envelope for MockErrors; anything else is a bug and propagates (500). */
const answering = (res: MockResponse, run: () => Promise<void> | void) =>
  Promise.resolve()
    .then(run)
    .catch((error) => {
      if (!(error instanceof MockError)) throw error;
      sendError(res, mockState().version, error);
    });

/** The upload target: stores exactly the declared bytes for a pending upload (single use). */
function receiveUpload(req: MockRequest, res: MockResponse) {
  return answering(res, async () => {
    const state = mockState();
    const pending: PendingUpload | undefined = state.uploads.find((u) => u.uploadToken === req.params.token);
    if (!pending || pending.expiresAt <= Date.now()) throw linkInvalid();
    if (pending.done) throw new MockError(409, 'api.error.conflict', 'This file has already been uploaded');
    const bytes = await readRawBody(req, pending.size);
    if (!bytes) throw new MockError(413, 'api.error.payloadTooLarge', `The upload exceeds the declared size of ${pending.size} bytes`);
    if (bytes.length < pending.size) {
      throw new MockError(400, 'api.error.uploadIncomplete', `Received ${bytes.length} of ${pending.size} declared bytes`);
    }
    pending.done = true;
    const owner = state.users.find((u) => u.id === pending.ownerId);
    state.files.push({
      id: pending.fileId,
      name: pending.filename,
      size: bytes.length,
      contentType: pending.contentType,
      ownerId: pending.ownerId,
      ownerName: owner?.username ?? '',
      createdAt: Date.now(),
      bytes,
    });
    sendOk(res, state.version, { fileId: pending.fileId, size: bytes.length });
  });
}

function sendDownload(req: MockRequest, res: MockResponse) {
  return answering(res, () => {
    const file = mockState().files.find((f) => downloadToken(f.id) === req.params.token);
    if (!file) throw notFound('File');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    res.status(200).end(file.bytes);
  });
}

export default defineMock({
  ...endpointMocks({
    '/v1/user/oss/upload/getToken': (ctx: EndpointContext<UploadTokenBody>) => {
      const { filename, size } = ctx.body;
      const ext = allowedExtension(filename);
      if (!ext) throw badRequest(`Allowed file types: ${FILE_ALLOWED_EXTENSIONS.join(', ')}`, { filename: FIELD_ERROR_KEYS.invalid });
      if (size > FILE_MAX_BYTES) throw badRequest(`Files may be at most ${FILE_MAX_BYTES} bytes`, { size: FIELD_ERROR_KEYS.outOfRange });
      const fileId = nextId(ctx.state, 'file');
      const upload: PendingUpload = {
        fileId,
        uploadToken: `mock-upload-${fileId}`,
        ownerId: ctx.user!.id,
        filename: cleanDisplayName(filename),
        size,
        contentType: contentTypeFor(ext), // from the vetted extension, never from the client
        expiresAt: Date.now() + UPLOAD_TOKEN_LIFETIME_MS,
        done: false,
      };
      ctx.state.uploads.push(upload);
      return {
        fileId,
        url: `${UPLOAD_PATH}${upload.uploadToken}`,
        method: 'PUT' as const,
        headers: { 'content-type': 'application/octet-stream' },
        expiresAt: upload.expiresAt,
        maxBytes: size,
      };
    },

    '/v1/user/oss/upload/getFileList': (ctx: EndpointContext<FileListBody>) => {
      const { keyword, sortField, sortOrder, scope } = ctx.body;
      const all = scope === 'all' && isAdminRole(ctx.user!.role); // others always get their own
      const k = keyword?.trim().toLowerCase();
      const listed = ctx.state.files.filter((f) => (all || f.ownerId === ctx.user!.id) && (!k || f.name.toLowerCase().includes(k)));
      return pageOf(sortFiles(listed, sortField, sortOrder).map(toFileRecord), ctx.body);
    },

    '/v1/user/oss/upload/delete': (ctx: EndpointContext<FileDeleteBody>) => {
      const file = ctx.state.files.find((f) => f.id === ctx.body.id);
      // Someone else's file answers like a missing one (administrators may delete any).
      if (!file || (file.ownerId !== ctx.user!.id && !isAdminRole(ctx.user!.role))) throw notFound('File');
      ctx.state.files = ctx.state.files.filter((f) => f !== file);
      if (file.ownerId !== ctx.user!.id) {
        addAudit(ctx.state, ctx.user, 'file.delete', { id: file.ownerId, name: file.ownerName }, { fileId: file.id, name: file.name });
      }
      return null;
    },
  }),
  [`PUT ${UPLOAD_PATH}:token`]: receiveUpload,
  [`GET ${DOWNLOAD_PATH}:token`]: sendDownload,
});
