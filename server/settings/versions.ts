/** Published versions: version/set appends a row (author and time), the newest row is the deployed version. */
import type { Kysely, Selectable } from 'kysely';
import type { VersionRecord } from '../../common/contract/setting';
import { newId } from '../db/ids';
import type { Database, VersionsTable } from '../db/schema';

export const toVersionRecord = (r: Selectable<VersionsTable>): VersionRecord => ({
  id: r.id,
  version: r.version,
  note: r.note,
  authorId: r.author_id,
  authorName: r.author_name,
  createdAt: r.created_at,
});

export async function publishVersion(
  db: Kysely<Database>,
  version: string,
  note: string,
  author: { id: string | null; name: string },
  at: number,
): Promise<Selectable<VersionsTable>> {
  const row = { id: newId(), version, note, author_id: author.id, author_name: author.name, created_at: at };
  await db.insertInto('versions').values(row).execute();
  return row;
}

/** On first start the build version of the web bundle (UMI_APP_BUILD_VERSION) becomes the published one. */
export async function seedInitialVersion(db: Kysely<Database>, version: string, at: number): Promise<boolean> {
  const any = await db.selectFrom('versions').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await publishVersion(db, version, 'Initial version (build version at first start)', { id: null, name: 'system' }, at);
  return true;
}
