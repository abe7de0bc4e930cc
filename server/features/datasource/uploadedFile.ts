/**
 * `source/update/<name>` with `fileId`: imports a CSV file uploaded through the file area (run trigger 'upload').
 * The caller must own the file (administrators: any file), like the file area's own rules; the file stays there.
 */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { FILE_MAX_BYTES } from '../../../common/contract/fileUpload';
import type { ConnectorContext, ImportBatch } from './connectors/connector';
import { importedMessage, parseCsvForLayout } from './csvFormats';
import type { FilesTable } from '../../schema';
import { LocalFileStore } from '../../infra/storage/fileStore';
import { badRequest, notFound } from '../../infra/http/apiError';
import type { AuthUser } from '../../infra/http/endpoint';

/** Finds the caller's ready CSV upload; throws the 404/400 the caller should see before any run is recorded. */
export async function findUploadedCsv(app: FastifyInstance, user: AuthUser, fileId: string): Promise<FilesTable> {
  const file = await app.db.selectFrom('files').selectAll().where('id', '=', fileId).where('state', '=', 'ready').executeTakeFirst();
  // Someone else's file answers like a missing one (as in the file area).
  if (!file || (file.owner_id !== user.id && !user.isAdmin)) throw notFound('File');
  if (!file.storage_key.toLowerCase().endsWith('.csv')) {
    throw badRequest(`Invalid input: ${file.name} is not a CSV file`, { fileId: FIELD_ERROR_KEYS.invalid });
  }
  if (file.size > FILE_MAX_BYTES) throw badRequest(`Invalid input: ${file.name} is too large`, { fileId: FIELD_ERROR_KEYS.outOfRange });
  return file;
}

async function readFileText(app: FastifyInstance, file: FilesTable): Promise<string> {
  const store = app.fileStore;
  if (store instanceof LocalFileStore) return fs.readFile(store.pathOf(file.storage_key), 'utf8');
  // S3: fetch through a one-minute presigned address, exactly what a browser download would use.
  const now = app.config.now();
  const ref = { id: file.id, storageKey: file.storage_key, name: file.name, size: file.size, contentType: file.content_type };
  const res = await fetch(store.downloadUrl(ref, now + 60_000, now), { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`file storage answered ${res.status} for ${file.name}`);
  return res.text();
}

/** The batch of an uploaded file, parsed in its source's layout. */
export function uploadedFileBatch(app: FastifyInstance, file: FilesTable): (ctx: ConnectorContext) => Promise<ImportBatch> {
  return async (ctx) => {
    const parsed = parseCsvForLayout(ctx.layout, await readFileText(app, file), file.name);
    return {
      observations: parsed.observations,
      kplerFlows: parsed.kplerFlows,
      nothingNew: false,
      ...importedMessage(parsed.observations.length + parsed.kplerFlows.length, [file.name], parsed.blankValues),
    };
  };
}
