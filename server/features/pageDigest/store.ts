/** The page digests' SQL. */
import type { Kysely } from 'kysely';
import type { PageDigest } from '../../../common/contract/pageDigest';
import type { Database } from '../../schema';
import type { PageDigestsTable } from './tables';

const toDigest = (r: PageDigestsTable): PageDigest => ({
  page: r.page,
  hour: Number(r.hour),
  timeZone: r.time_zone,
  lastSentDay: r.last_sent_day,
  weekday: r.weekday === null || r.weekday === undefined ? null : Number(r.weekday),
  createdAt: Number(r.created_at),
});

export async function listDigests(db: Kysely<Database>, userId: string): Promise<PageDigest[]> {
  const rows = await db.selectFrom('page_digests').selectAll().where('user_id', '=', userId).orderBy('page').execute();
  return rows.map(toDigest);
}

/** Subscribes, or moves the hour, zone and weekday of an existing digest (the day already sent stays sent). */
export async function saveDigest(
  db: Kysely<Database>,
  userId: string,
  d: { page: string; hour: number; timeZone: string; weekday?: number },
  now: number,
): Promise<PageDigest> {
  const weekday = d.weekday ?? null;
  await db
    .insertInto('page_digests')
    .values({ user_id: userId, page: d.page, hour: d.hour, time_zone: d.timeZone, last_sent_day: null, created_at: now, weekday })
    .onConflict((oc) => oc.columns(['user_id', 'page']).doUpdateSet({ hour: d.hour, time_zone: d.timeZone, weekday }))
    .execute();
  const row = await db.selectFrom('page_digests').selectAll().where('user_id', '=', userId).where('page', '=', d.page).executeTakeFirstOrThrow();
  return toDigest(row);
}

/** True when a digest was removed. */
export async function removeDigest(db: Kysely<Database>, userId: string, page: string): Promise<boolean> {
  const result = await db.deleteFrom('page_digests').where('user_id', '=', userId).where('page', '=', page).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function allDigests(db: Kysely<Database>): Promise<(PageDigest & { userId: string })[]> {
  const rows = await db.selectFrom('page_digests').selectAll().execute();
  return rows.map((r) => ({ ...toDigest(r), userId: r.user_id }));
}

/**
 * Claims `day`'s digest of (user, page): moves its last sent day forward when it is before `day`. True for the one
 * caller that moved it (another process sweeping at the same moment gets false).
 */
export async function claimDay(db: Kysely<Database>, userId: string, page: string, day: string): Promise<boolean> {
  const result = await db
    .updateTable('page_digests')
    .set({ last_sent_day: day })
    .where('user_id', '=', userId)
    .where('page', '=', page)
    .where((w) => w.or([w('last_sent_day', 'is', null), w('last_sent_day', '<', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
