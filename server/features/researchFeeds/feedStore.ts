/**
 * Stored feed settings: validated on the way in (http/https URL, a cron the data sources' parser accepts) and the
 * health of each feed from its runs (./health.ts).
 */
import type { Kysely } from 'kysely';
import type { DocumentKind, DocumentLanguage } from '../../../common/contract/library';
import { validateCron } from '../../infra/scheduler/cron';
import type { CronJob } from '../../infra/scheduler/cronScheduler';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import { type FeedHealth, feedHealth } from './health';

export interface FeedSettings {
  name: string;
  url: string;
  kind: DocumentKind;
  publisher: string;
  products: string[];
  regions: string[];
  language: DocumentLanguage;
  cron: string;
  enabled: boolean;
}

/** A setting the feed cannot be saved with: `field` names it, `message` says why. */
export class FeedSettingsError extends Error {
  constructor(
    readonly field: 'url' | 'cron' | 'name',
    message: string,
  ) {
    super(message);
  }
}

export function checkFeedSettings(s: FeedSettings): void {
  if (!s.name.trim()) throw new FeedSettingsError('name', 'A feed needs a name');
  let protocol = '';
  try {
    protocol = new URL(s.url).protocol;
  } catch {
    throw new FeedSettingsError('url', 'Not a URL');
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw new FeedSettingsError('url', 'Only http and https feeds are polled');
  try {
    validateCron(s.cron);
  } catch (err) {
    throw new FeedSettingsError('cron', (err as Error).message);
  }
}

/** The columns a feed's settings fill, the same on create and update. */
function settingsColumns(s: FeedSettings) {
  return {
    name: s.name.trim(),
    url: s.url,
    kind: s.kind,
    publisher: s.publisher,
    products: JSON.stringify(s.products),
    regions: JSON.stringify(s.regions),
    language: s.language,
    cron: s.cron,
    enabled: s.enabled ? 1 : 0,
  };
}

/** Whether another feed than `exceptId` already has this name. */
export async function feedNameTaken(db: Kysely<Database>, name: string, exceptId: string | undefined): Promise<boolean> {
  const clash = await db
    .selectFrom('research_feeds')
    .select('id')
    .where('name', '=', name)
    .where('id', '!=', exceptId ?? '')
    .executeTakeFirst();
  return clash !== undefined;
}

export async function createFeed(db: Kysely<Database>, s: FeedSettings, now: number, createdBy: string | null): Promise<string> {
  checkFeedSettings(s);
  const id = newId();
  await db
    .insertInto('research_feeds')
    .values({
      id,
      ...settingsColumns(s),
      running_run_id: null,
      running_since: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Replaces a feed's settings; false when there is no such feed. */
export async function updateFeed(db: Kysely<Database>, id: string, s: FeedSettings, now: number): Promise<boolean> {
  checkFeedSettings(s);
  const r = await db
    .updateTable('research_feeds')
    .set({
      ...settingsColumns(s),
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Switches scheduled polling on or off; false when there is no such feed. */
export async function setFeedEnabled(db: Kysely<Database>, id: string, enabled: boolean, now: number): Promise<boolean> {
  const r = await db
    .updateTable('research_feeds')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Deletes a feed and its run history (the documents it filed stay in the library: they are research, not feed
 * state). Refused (false) while a poll holds the feed's lock, so a running poll never files items for a feed that is
 * gone; a lock older than `staleLockMs` (a process died mid-poll) does not block.
 */
export async function deleteFeed(db: Kysely<Database>, id: string, now: number, staleLockMs = 10 * 60_000): Promise<'deleted' | 'running'> {
  // The runs go with it: research_feed_runs.feed_id cascades (foreign keys are on in SQLite too, server/infra/db/connect.ts).
  const r = await db
    .deleteFrom('research_feeds')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('running_run_id', 'is', null), eb('running_since', '<', now - staleLockMs)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1 ? 'deleted' : 'running';
}

/** The scheduler's jobs: every enabled feed (key = its id) at its cron. */
export async function scheduledFeeds(db: Kysely<Database>): Promise<CronJob[]> {
  const rows = await db.selectFrom('research_feeds').select(['id', 'cron']).where('enabled', '=', 1).orderBy('id').execute();
  return rows.map((r) => ({ key: r.id, cron: r.cron }));
}

export async function healthOfFeed(db: Kysely<Database>, feedId: string, now: number): Promise<FeedHealth> {
  const feed = await db.selectFrom('research_feeds').select(['cron', 'enabled']).where('id', '=', feedId).executeTakeFirstOrThrow();
  const lastRun = await db
    .selectFrom('research_feed_runs')
    .select(['state', 'message', 'finished_at'])
    .where('feed_id', '=', feedId)
    .where('finished_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const lastSuccess = await db
    .selectFrom('research_feed_runs')
    .select('finished_at')
    .where('feed_id', '=', feedId)
    .where('state', '=', 'success')
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return feedHealth({
    cron: feed.cron,
    enabled: Number(feed.enabled) === 1,
    lastRun: lastRun ? { state: lastRun.state, message: lastRun.message, finishedAt: Number(lastRun.finished_at) } : null,
    lastSuccessAt: lastSuccess?.finished_at == null ? null : Number(lastSuccess.finished_at),
    now,
  });
}
