/** The setting area's queries that are not configuration values: the database ping and the version history. */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AuthUser } from '../../infra/auth/authUser';
import { recordAudit } from '../../infra/audit/auditLog';
import type { PageWindow } from '../../infra/db/paging';
import { publishVersion } from '../../infra/versions/versions';
import type { Database, VersionsTable } from '../../schema';

/** One round trip to the database; answers its duration in ms. */
export async function pingDatabase(db: Kysely<Database>): Promise<number> {
  const t0 = performance.now();
  await sql`select 1`.execute(db);
  return Math.round((performance.now() - t0) * 100) / 100;
}

/** Publishes a version with its audit line in one transaction (no published version without who published it). */
export async function publishVersionAudited(
  db: Kysely<Database>,
  user: Pick<AuthUser, 'id' | 'username'>,
  version: string,
  note: string,
  now: number,
): Promise<Selectable<VersionsTable>> {
  return db.transaction().execute(async (trx) => {
    const row = await publishVersion(trx, version, note, { id: user.id, name: user.username }, now);
    await recordAudit(trx, now, user, 'version.set', null, { version });
    return row;
  });
}

/** One page of published versions, newest first, and their total count. */
export async function versionHistoryPage(db: Kysely<Database>, window: PageWindow): Promise<{ rows: Selectable<VersionsTable>[]; total: number }> {
  const { total } = await db
    .selectFrom('versions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = window.reachable
    ? await db.selectFrom('versions').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute()
    : [];
  return { rows, total: Number(total) };
}
