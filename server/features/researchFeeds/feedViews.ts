/**
 * Feeds and runs as the administration calls answer them (common/contract/researchFeeds.ts): stored rows mapped to
 * the contract's shapes, each feed with its health (./health.ts), last run, last success and failure, and how many
 * documents it has filed into the library.
 */
import type { Kysely } from 'kysely';
import type { DocumentKind, DocumentLanguage } from '../../../common/contract/library';
import {
  FEED_ITEM_PROBLEMS,
  FEED_RUN_STATES,
  type ResearchFeedItemProblem,
  type ResearchFeedRow,
  type ResearchFeedRun,
} from '../../../common/contract/researchFeeds';
import type { Database } from '../../schema';
import { parseStringList } from '../../infra/db/jsonList';
import { feedHealth } from './health';
import type { ResearchFeedRunsTable, ResearchFeedsTable } from './tables';

const num = (v: number | string | bigint) => Number(v);
const numOrNull = (v: number | string | bigint | null) => (v === null ? null : Number(v));

/** The run's refused items; a malformed or unknown entry is left out rather than failing the history. */
function problemsOf(json: string): ResearchFeedItemProblem[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (p): p is ResearchFeedItemProblem =>
      typeof p === 'object' && p !== null && typeof p.item === 'string' && (FEED_ITEM_PROBLEMS as readonly string[]).includes(p.reason),
  );
}

export function toRun(r: ResearchFeedRunsTable): ResearchFeedRun {
  const startedAt = num(r.started_at);
  const finishedAt = numOrNull(r.finished_at);
  return {
    id: r.id,
    feedId: r.feed_id,
    trigger: r.trigger === 'schedule' ? 'schedule' : 'manual',
    state: (FEED_RUN_STATES as readonly string[]).includes(r.state) ? (r.state as ResearchFeedRun['state']) : 'failed',
    newCount: num(r.new_count),
    duplicateCount: num(r.duplicate_count),
    badCount: num(r.bad_count),
    message: r.message,
    problems: problemsOf(r.problems),
    actorName: r.actor_name,
    startedAt,
    finishedAt,
    durationMs: finishedAt === null ? null : finishedAt - startedAt,
  };
}

export async function runsOfFeed(db: Kysely<Database>, feedId: string, limit: number): Promise<ResearchFeedRun[]> {
  const rows = await db
    .selectFrom('research_feed_runs')
    .selectAll()
    .where('feed_id', '=', feedId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRun);
}

async function latestRun(db: Kysely<Database>, feedId: string, state?: string): Promise<ResearchFeedRunsTable | undefined> {
  let q = db.selectFrom('research_feed_runs').selectAll().where('feed_id', '=', feedId);
  if (state) q = q.where('state', '=', state);
  return q.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

async function latestFinishedRun(db: Kysely<Database>, feedId: string): Promise<ResearchFeedRunsTable | undefined> {
  return db
    .selectFrom('research_feed_runs')
    .selectAll()
    .where('feed_id', '=', feedId)
    .where('finished_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function feedRowOf(db: Kysely<Database>, f: ResearchFeedsTable, itemsAdded: number, now: number, nextRun: (id: string) => number | null) {
  const [last, finished, success, failure] = await Promise.all([
    latestRun(db, f.id),
    latestFinishedRun(db, f.id),
    latestRun(db, f.id, 'success'),
    latestRun(db, f.id, 'failed'),
  ]);
  const enabled = num(f.enabled) === 1;
  const lastSuccessAt = success ? numOrNull(success.finished_at) : null;
  const health = feedHealth({
    cron: f.cron,
    enabled,
    lastRun: finished ? { state: finished.state, message: finished.message, finishedAt: num(finished.finished_at ?? 0) } : null,
    lastSuccessAt,
    now,
  });
  const row: ResearchFeedRow = {
    id: f.id,
    name: f.name,
    url: f.url,
    kind: f.kind as DocumentKind,
    publisher: f.publisher,
    products: parseStringList(f.products),
    regions: parseStringList(f.regions),
    language: f.language as DocumentLanguage,
    cron: f.cron,
    enabled,
    health,
    lastRun: last ? toRun(last) : null,
    lastSuccessAt,
    lastError: failure ? { at: num(failure.finished_at ?? failure.started_at), message: failure.message } : null,
    itemsAdded,
    running: f.running_run_id !== null,
    nextRunAt: enabled ? nextRun(f.id) : null,
    createdAt: num(f.created_at),
    updatedAt: num(f.updated_at),
  };
  return row;
}

/** Documents per feed still in the library (soft-deleted ones left out). */
async function itemsAddedByFeed(db: Kysely<Database>, feedId?: string): Promise<Map<string, number>> {
  let q = db
    .selectFrom('research_documents')
    .select(['feed_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('feed_id', 'is not', null)
    .where('deleted_at', 'is', null);
  if (feedId) q = q.where('feed_id', '=', feedId);
  const rows = await q.groupBy('feed_id').execute();
  return new Map(rows.map((r) => [r.feed_id ?? '', Number(r.n)]));
}

/** Every feed, by name. `nextRun` is the scheduler's armed time of a feed (null when not armed). */
export async function listFeedRows(db: Kysely<Database>, now: number, nextRun: (id: string) => number | null): Promise<ResearchFeedRow[]> {
  const feeds = await db.selectFrom('research_feeds').selectAll().orderBy('name').orderBy('id').execute();
  const items = await itemsAddedByFeed(db);
  return Promise.all(feeds.map((f) => feedRowOf(db, f, items.get(f.id) ?? 0, now, nextRun)));
}

export async function feedRow(db: Kysely<Database>, id: string, now: number, nextRun: (id: string) => number | null): Promise<ResearchFeedRow | null> {
  const f = await db.selectFrom('research_feeds').selectAll().where('id', '=', id).executeTakeFirst();
  if (!f) return null;
  const items = await itemsAddedByFeed(db, id);
  return feedRowOf(db, f, items.get(id) ?? 0, now, nextRun);
}
