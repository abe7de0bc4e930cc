/**
 * The byte transfer addresses of local storage (not ENDPOINTS calls: the signed token in the URL is the
 * permission, like an S3 presigned URL, so they work without the bearer token):
 *   PUT /v1/user/oss/upload/put/<token>  raw body (any content type), exactly the declared size
 *   GET /v1/user/oss/file/<token>        the file, as an attachment
 * Registered in its own plugin so the raw-body parser applies to the PUT route only.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition, DOWNLOAD_PREFIX, UPLOAD_PUT_PREFIX, type LocalFileStore } from '../../infra/storage/fileStore';
import { verifyFileToken } from '../../infra/storage/signedTokens';
import { apiError, notFound } from '../../infra/http/apiError';
import { successEnvelope } from '../../infra/http/envelope';

/** Its own error (403), not a 401: a dead link must not look like an ended session to the web app. */
const linkInvalid = () => apiError('linkExpired', 'This upload or download link is invalid or has expired');

export default async function localTransferRoutes(app: FastifyInstance, opts: { store: LocalFileStore }): Promise<void> {
  const { store } = opts;

  app.removeAllContentTypeParsers();
  // Hand the request stream to the handler untouched: the file is streamed to disk, never buffered.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put<{ Params: { token: string } }>(`${UPLOAD_PUT_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const now = app.config.now();
    const fileId = verifyFileToken(app.config.secretKey, 'put', request.params.token, now);
    if (!fileId) throw linkInvalid();
    const file = await app.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst();
    if (!file) throw linkInvalid();
    if (file.state !== 'pending') throw apiError('conflict', 'This file has already been uploaded');
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > file.size) {
      throw apiError('payloadTooLarge', `The upload exceeds the declared size of ${file.size} bytes`);
    }
    // No body at all (no content-length/transfer-encoding) reaches here as undefined: an empty upload.
    const body = request.body instanceof Readable ? request.body : Readable.from([]);
    await store.write(file.storage_key, body, file.size);
    await app.db.updateTable('files').set({ state: 'ready' }).where('id', '=', file.id).where('state', '=', 'pending').execute();
    return reply.send(successEnvelope(app.versions.current.version, { fileId: file.id, size: file.size }));
  });

  app.get<{ Params: { token: string } }>(`${DOWNLOAD_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const fileId = verifyFileToken(app.config.secretKey, 'get', request.params.token, app.config.now());
    if (!fileId) throw linkInvalid();
    const file = await app.db.selectFrom('files').selectAll().where('id', '=', fileId).where('state', '=', 'ready').executeTakeFirst();
    if (!file) throw notFound('File');
    const filePath = store.pathOf(file.storage_key);
    const stat = await fs.promises.stat(filePath).catch(() => null);
    if (!stat) throw notFound('File');
    return reply
      .header('content-type', file.content_type)
      .header('content-length', stat.size)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(filePath));
  });
}
