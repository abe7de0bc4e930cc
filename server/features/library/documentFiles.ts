/**
 * The file-management files of research documents: a PDF the uploader chose (checked: visible to the caller, a PDF,
 * within the limit, not empty), other attachments (visible to the caller), their bytes for text extraction, and
 * short-lived download addresses for readers.
 */
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { RESEARCH_PDF_MAX_BYTES, type ResearchFile } from '../../../common/contract/library';
import type { FilesTable } from '../../schema';
import type { AuthUser } from '../../infra/http/endpoint';
import { apiError, notFound } from '../../infra/http/apiError';
import { LINK_TTL_MS, LocalFileStore } from '../../infra/storage/fileStore';

/** A ready file the caller may see (own files; administrators any), or a 404 naming the field. */
export async function visibleFile(app: FastifyInstance, user: AuthUser, fileId: string): Promise<FilesTable> {
  const file = await app.db.selectFrom('files').selectAll().where('id', '=', fileId).where('state', '=', 'ready').executeTakeFirst();
  // Someone else's file answers like a missing one (as in the file area).
  if (!file || (file.owner_id !== user.id && !user.isAdmin)) throw notFound('File');
  return file;
}

/** The caller's PDF for a document: a PDF by name and by its first bytes, not empty, at most RESEARCH_PDF_MAX_BYTES. */
export async function checkedPdf(app: FastifyInstance, user: AuthUser, fileId: string): Promise<{ file: FilesTable; bytes: Buffer }> {
  const file = await visibleFile(app, user, fileId);
  if (!file.storage_key.toLowerCase().endsWith('.pdf')) {
    throw apiError('researchUnsupportedType', `${file.name} is not a PDF, HTML or markdown file`, { fileId: FIELD_ERROR_KEYS.invalid });
  }
  if (file.size === 0) throw apiError('researchEmptyFile', `${file.name} is empty`, { fileId: FIELD_ERROR_KEYS.required });
  if (file.size > RESEARCH_PDF_MAX_BYTES) {
    throw apiError('researchFileTooLarge', `${file.name} is larger than ${RESEARCH_PDF_MAX_BYTES / 1024 / 1024} MB`, { fileId: FIELD_ERROR_KEYS.outOfRange });
  }
  const bytes = await readFileBytes(app, file);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw apiError('researchUnsupportedType', `${file.name} is not a PDF file`, { fileId: FIELD_ERROR_KEYS.invalid });
  }
  return { file, bytes };
}

async function readFileBytes(app: FastifyInstance, file: FilesTable): Promise<Buffer> {
  const store = app.fileStore;
  if (store instanceof LocalFileStore) return fs.readFile(store.pathOf(file.storage_key));
  // S3: fetch through a one-minute presigned address, exactly what a browser download would use.
  const now = app.config.now();
  const res = await fetch(store.downloadUrl(refOf(file), now + 60_000, now), { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`file storage answered ${res.status} for ${file.name}`);
  return Buffer.from(await res.arrayBuffer());
}

const refOf = (f: FilesTable) => ({ id: f.id, storageKey: f.storage_key, name: f.name, size: f.size, contentType: f.content_type });

/** Download addresses of the files that still exist, in the order of `ids`. */
export async function researchFiles(app: FastifyInstance, ids: readonly string[]): Promise<ResearchFile[]> {
  if (ids.length === 0) return [];
  const rows = await app.db.selectFrom('files').selectAll().where('id', 'in', ids).where('state', '=', 'ready').execute();
  const now = app.config.now();
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ id: f.id, name: f.name, size: f.size, url: app.fileStore.downloadUrl(refOf(f), now + LINK_TTL_MS, now) }] : [];
  });
}
