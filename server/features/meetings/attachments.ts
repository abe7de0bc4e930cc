/**
 * A meeting's attachments as its readers get them: the file-management files still there, in the order saved,
 * each with a short-lived signed download address. The file belongs to whoever uploaded it, but the meeting was
 * shared with its readers, so whoever may see the meeting (checked before this runs) may download its files:
 * the signed address is the permission, as in the file area and the research library.
 */
import type { Kysely } from 'kysely';
import type { Meeting } from '../../../common/contract/meetings';
import type { Database, FilesTable } from '../../schema';
import { type FileStore, LINK_TTL_MS } from '../../infra/storage/fileStore';

/** The download address of one stored file. */
export type FileLink = (file: FilesTable) => string;

/** Addresses valid for LINK_TTL_MS from `now` (the page asks again when it reopens the meeting). */
export const fileLinkOf =
  (store: FileStore, now: number): FileLink =>
  (f) =>
    store.downloadUrl({ id: f.id, storageKey: f.storage_key, name: f.name, size: f.size, contentType: f.content_type }, now + LINK_TTL_MS, now);

export async function attachmentsOf(db: Kysely<Database>, link: FileLink, ids: readonly string[]): Promise<Meeting['attachments']> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('state', '=', 'ready')
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    return f ? [{ id: f.id, name: f.name, size: Number(f.size), url: link(f) }] : [];
  });
}
