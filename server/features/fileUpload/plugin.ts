/**
 * The /v1/user/oss area: getToken (a 10-minute signed upload target), getFileList, delete, quota.
 * Limits: FILE_MAX_BYTES and FILE_ALLOWED_EXTENSIONS from common/contract/fileUpload.ts; per-user quotas and the
 * cap on unused links from server/infra/storage/uploadQuota.ts.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { FILE_ALLOWED_EXTENSIONS, FILE_MAX_BYTES, type FileRecord } from '../../../common/contract/fileUpload';
import { recordAudit } from '../../infra/audit/auditLog';
import { pageWindow } from '../../infra/db/paging';
import { allowedExtension, cleanDisplayName, contentTypeFor } from '../../infra/storage/fileTypes';
import { LINK_TTL_MS, LocalFileStore, type StoredFileRef } from '../../infra/storage/fileStore';
import { assertUploadAllowed, uploadQuotaOf } from '../../infra/storage/uploadQuota';
import { badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { scopedPlugin } from '../../infra/http/scopedPlugin';
import localTransferRoutes from './localTransfer';
import { deleteFile, type FileRow, findFile, insertFile, markFileReady, pendingS3Files, readyFilesPage } from './store';

const ref = (f: FileRow): StoredFileRef => ({ id: f.id, storageKey: f.storage_key, name: f.name, size: f.size, contentType: f.content_type });

async function fileUploadPlugin(app: FastifyInstance): Promise<void> {
  const store = app.fileStore;
  if (store instanceof LocalFileStore) await app.register(scopedPlugin('fileUpload.localTransfer', localTransferRoutes), { store });

  registerEndpoint(app, '/v1/user/oss/upload/getToken', async ({ user, body }) => {
    // The type is read from the name as it will be shown (no bidi override can hide the real extension).
    const ext = allowedExtension(cleanDisplayName(body.filename));
    if (!ext) throw badRequest(`Allowed file types: ${FILE_ALLOWED_EXTENSIONS.join(', ')}`, { filename: FIELD_ERROR_KEYS.invalid });
    if (body.size > FILE_MAX_BYTES) throw badRequest(`Files may be at most ${FILE_MAX_BYTES} bytes`, { size: FIELD_ERROR_KEYS.outOfRange });
    // S3 uploads finished since the last list count as stored, not as pending links.
    await settlePendingS3(user.id);
    const now = app.config.now();
    assertUploadAllowed(await uploadQuotaOf(app.db, app.config.uploads, user.id, now), body.size);
    const id = crypto.randomBytes(16).toString('hex');
    const row: FileRow = {
      id,
      owner_id: user.id,
      owner_name: user.username,
      name: cleanDisplayName(body.filename),
      storage_key: `${id}.${ext}`,
      storage: store.kind,
      size: body.size,
      content_type: contentTypeFor(ext),
      state: 'pending',
      created_at: now,
    };
    await insertFile(app.db, row);
    const expiresAt = now + LINK_TTL_MS;
    const target = store.uploadTarget(ref(row), expiresAt, now);
    return { fileId: id, url: target.url, method: target.method, headers: target.headers, expiresAt, maxBytes: body.size };
  });

  /** S3 uploads go straight to the bucket: confirm pending ones by HEAD, and drop those whose link ran out unused. */
  async function settlePendingS3(ownerId: string | null): Promise<void> {
    if (store.kind !== 's3') return;
    const pending = await pendingS3Files(app.db, ownerId);
    const now = app.config.now();
    await Promise.all(
      pending.map(async (f) => {
        const there = await store.exists(ref(f)).catch(() => null);
        if (there) await markFileReady(app.db, f.id);
        else if (there === false && f.created_at + LINK_TTL_MS < now) await deleteFile(app.db, f.id);
      }),
    );
  }

  registerEndpoint(app, '/v1/user/oss/upload/getFileList', async ({ user, body }) => {
    const all = body.scope === 'all' && user.isAdmin;
    await settlePendingS3(all ? null : user.id);
    const window = pageWindow(body);
    const { rows, total } = await readyFilesPage(
      app.db,
      { ownerId: all ? null : user.id, keyword: body.keyword, sortField: body.sortField, sortOrder: body.sortOrder },
      window,
    );
    const now = app.config.now();
    const list: FileRecord[] = rows.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      contentType: f.content_type,
      ownerId: f.owner_id,
      ownerName: f.owner_name,
      createdAt: f.created_at,
      url: store.downloadUrl(ref(f), now + LINK_TTL_MS, now),
    }));
    return { list, total, current: window.current, pageSize: window.pageSize };
  });

  registerEndpoint(app, '/v1/user/oss/upload/quota', async ({ user }) => {
    await settlePendingS3(user.id);
    return uploadQuotaOf(app.db, app.config.uploads, user.id, app.config.now());
  });

  registerEndpoint(app, '/v1/user/oss/upload/delete', async ({ user, body }) => {
    const file = await findFile(app.db, body.id);
    // Someone else's file answers like a missing one: ids of other users' files are not confirmed.
    if (!file || (file.owner_id !== user.id && !user.isAdmin)) throw notFound('File');
    await store.remove(ref(file));
    await deleteFile(app.db, file.id);
    if (file.owner_id !== user.id) {
      await recordAudit(app.db, app.config.now(), user, 'file.delete', { id: file.owner_id, name: file.owner_name }, { fileId: file.id, name: file.name });
    }
    return null;
  });
}

export default fp(fileUploadPlugin, { name: 'fileUpload', decorators: { fastify: ['fileStore'] } });
