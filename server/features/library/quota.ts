/**
 * The research library's quota per uploader (issue 19 item 6; numbers in common/contract/library.ts and
 * RESEARCH_QUOTA_* in docs/server.md). A document weighs the larger of what was uploaded (its stored body, or its PDF
 * file) and the text it adds to the search index (a PDF's text may be larger than the compressed file), so the quota
 * bounds both storage and what a search has to read. Administrators get RESEARCH_ADMIN_QUOTA_FACTOR times the quota
 * (they file documents for the desk; a stolen administrator session still cannot fill the disk). Feed documents
 * belong to no uploader and count against nobody (feeds are set up by administrators, each poll capped at 5 MiB).
 * Deleted documents do not count. Two uploads at the same instant may together pass the quota by one document.
 */
import { sql, type Kysely } from 'kysely';
import { RESEARCH_ADMIN_QUOTA_FACTOR } from '../../../common/contract/library';
import type { LibraryQuotaConfig } from '../../config';
import { apiError } from '../../infra/http/apiError';
import type { AuthUser } from '../../infra/http/endpoint';
import type { Database } from '../../schema';

export interface LibraryUsage {
  documents: number;
  bytes: number;
}

/** The caller's documents and their weight. octet_length reads a text's size without reading the text (both databases). */
export async function libraryUsageOf(db: Kysely<Database>, userId: string): Promise<LibraryUsage> {
  const rows = await db
    .selectFrom('research_documents as d')
    .leftJoin('files as f', 'f.id', 'd.pdf_file_id')
    .leftJoin('search_texts as t', (j) => j.onRef('t.ref_id', '=', 'd.id').on('t.kind', '=', 'research'))
    .select([
      sql<number | string>`octet_length(d.body)`.as('body_bytes'),
      'f.size as pdf_bytes',
      sql<number | string | null>`octet_length(t.body)`.as('text_bytes'),
    ])
    .where('d.created_by', '=', userId)
    .where('d.deleted_at', 'is', null)
    .execute();
  const bytes = rows.reduce((sum, r) => sum + documentWeight(Number(r.body_bytes) + Number(r.pdf_bytes ?? 0), Number(r.text_bytes ?? 0)), 0);
  return { documents: rows.length, bytes };
}

export const documentWeight = (uploadedBytes: number, textBytes: number): number => Math.max(uploadedBytes, textBytes);

export function quotaOf(user: AuthUser, config: LibraryQuotaConfig): LibraryQuotaConfig {
  const factor = user.isAdmin ? RESEARCH_ADMIN_QUOTA_FACTOR : 1;
  return { documents: config.documents * factor, bytes: config.bytes * factor };
}

/** Throws `researchQuota` (409) when one more document weighing `bytes` would pass the caller's quota. */
export async function assertLibraryRoom(db: Kysely<Database>, user: AuthUser, config: LibraryQuotaConfig, bytes: number): Promise<void> {
  const quota = quotaOf(user, config);
  const used = await libraryUsageOf(db, user.id);
  if (used.documents + 1 > quota.documents) {
    throw apiError('researchQuota', `At most ${quota.documents} library documents per user; delete some of yours to add more`);
  }
  if (used.bytes + bytes > quota.bytes) {
    throw apiError('researchQuota', `At most ${quota.bytes} bytes of library documents per user (${used.bytes} used); delete some of yours to add more`);
  }
}
