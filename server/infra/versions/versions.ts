/** Published versions: version/set appends a row (author and time), the newest row is the deployed version. */
import type { Kysely, Selectable } from 'kysely';
import { INITIAL_VERSION_NOTE, INITIAL_VERSION_NOTE_KEY, type VersionRecord } from '../../../common/contract/setting';
import { newId } from '../db/ids';
import type { Database, VersionsTable } from '../../schema';

export const toVersionRecord = (r: Selectable<VersionsTable>): VersionRecord => ({
  id: r.id,
  version: r.version,
  note: r.note,
  // The server's own note is sent as a key too, so the About page shows it in the user's language.
  ...(r.author_id === null && r.note === INITIAL_VERSION_NOTE ? { noteKey: INITIAL_VERSION_NOTE_KEY } : {}),
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
  await publishVersion(db, version, INITIAL_VERSION_NOTE, { id: null, name: 'system' }, at);
  return true;
}
