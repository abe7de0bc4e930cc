/** The files table: upload records (pending until the bytes arrive, then ready), listed by owner with paging. */
import type { Kysely, Selectable } from 'kysely';
import { containsIgnoreCase, type PageWindow } from '../../infra/db/paging';
import type { Database, FilesTable } from '../../schema';

export type FileRow = Selectable<FilesTable>;

const SORT_COLUMNS = { name: 'name', size: 'size', createdAt: 'created_at' } as const;

export interface FileListQuery {
  /** null = every owner's files (an administrator's "all"). */
  ownerId: string | null;
  keyword?: string;
  sortField?: keyof typeof SORT_COLUMNS;
  sortOrder?: 'ascend' | 'descend';
}

export async function insertFile(db: Kysely<Database>, row: FileRow): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findFile(db: Kysely<Database>, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteFile(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}

export async function markFileReady(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('files').set({ state: 'ready' }).where('id', '=', id).execute();
}

/** Up to 50 S3 uploads still pending (of one owner, or of everyone for null). */
export async function pendingS3Files(db: Kysely<Database>, ownerId: string | null): Promise<FileRow[]> {
  let q = db.selectFrom('files').selectAll().where('state', '=', 'pending').where('storage', '=', 's3');
  if (ownerId) q = q.where('owner_id', '=', ownerId);
  return q.limit(50).execute();
}

/** One page of ready files and the total count matching the query. */
export async function readyFilesPage(db: Kysely<Database>, q: FileListQuery, window: PageWindow): Promise<{ rows: FileRow[]; total: number }> {
  let base = db.selectFrom('files').where('state', '=', 'ready');
  if (q.ownerId !== null) base = base.where('owner_id', '=', q.ownerId);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where(containsIgnoreCase('name', keyword));
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const column = SORT_COLUMNS[q.sortField ?? 'createdAt'];
  const direction = q.sortOrder === 'ascend' ? 'asc' : 'desc';
  const rows = window.reachable
    ? await base.selectAll().orderBy(column, direction).orderBy('id', direction).limit(window.pageSize).offset(window.offset).execute()
    : [];
  return { rows, total: Number(total) };
}
