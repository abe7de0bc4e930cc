/**
 * Per-user upload limits (issue 8 item 6; UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES, UPLOAD_MAX_PENDING in
 * docs/server.md). A file counts from the moment its upload link is handed out, with its declared size, until it
 * is deleted or its link lapses unused: so parallel uploads cannot together overshoot the quota, and a user
 * cannot hoard links (each one reserves a row and, on local storage, a PUT address).
 */
import type { Kysely } from 'kysely';
import type { UploadQuota } from '../../../common/contract/fileUpload';
import type { UploadLimitsConfig } from '../../config';
import type { Database } from '../../schema';
import { apiError } from '../http/apiError';
import { LINK_TTL_MS } from './fileStore';

/** The user's files (stored, or pending with a live link) and pending links against the limits. */
export async function uploadQuotaOf(db: Kysely<Database>, limits: UploadLimitsConfig, userId: string, now: number): Promise<UploadQuota> {
  const row = await db
    .selectFrom('files')
    .where('owner_id', '=', userId)
    .where((eb) => eb.or([eb('state', '=', 'ready'), eb('created_at', '>', now - LINK_TTL_MS)]))
    .select((eb) => [
      eb.fn.countAll<number | string>().as('files'),
      eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.val(0)).as('bytes'),
      eb.fn.sum<number | string>(eb.case().when('state', '=', 'pending').then(1).else(0).end()).as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return {
    files: Number(row.files),
    maxFiles: limits.quotaFiles,
    bytes: Number(row.bytes),
    maxBytes: limits.quotaBytes,
    pending: Number(row.pending ?? 0),
    maxPending: limits.maxPending,
  };
}

/** Throws the catalogue's answer when one more file of `size` bytes would break a limit. */
export function assertUploadAllowed(quota: UploadQuota, size: number): void {
  if (quota.pending >= quota.maxPending) {
    throw apiError('uploadsPending', `At most ${quota.maxPending} uploads may be in progress at once; finish them or wait for their links to lapse`);
  }
  if (quota.files + 1 > quota.maxFiles) throw apiError('uploadQuota', `At most ${quota.maxFiles} files per user; delete some to upload more`);
  if (quota.bytes + size > quota.maxBytes) {
    throw apiError('uploadQuota', `At most ${quota.maxBytes} bytes per user (${quota.bytes} used); delete files to upload more`);
  }
}
