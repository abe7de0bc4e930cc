/**
 * One poll of one research feed (docs/research/feeds.md): take the feed's run lock, download (time-out, size cap),
 * check the XML (fast-xml-parser's XMLValidator: malformed XML fails the run with the validator's message and
 * stores nothing), parse RSS/Atom (@rowanmanning/feed-parser), then file every item through insertDocument
 * (sanitised HTML, deduplicated by feed + guid/link). An item without a title or a date is reported and skipped;
 * the others are kept. The run records its counts, message and the skipped items.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { DocumentKind, DocumentLanguage } from '../../common/contract/research';
import { newId } from '../db/ids';
import type { Database } from '../db/schema';
import { insertDocument } from '../research/documentWriter';
import { DEFAULT_FETCH_LIMITS, type FetchLimits, fetchFeedText } from './fetchFeed';
import type { ResearchFeedRunsTable } from './tables';
import { parseStringList } from '../db/jsonList';

export type FeedRunTrigger = 'manual' | 'schedule';

export interface FeedItemProblem {
  /** The item's position in the feed (1-based) and whatever names it (guid, link or title). */
  item: string;
  reason: 'noTitle' | 'noDate' | 'invalid';
}

export interface PollOptions {
  now: () => number;
  trigger: FeedRunTrigger;
  actorName: string;
  limits?: FetchLimits;
  /** A lock older than this is taken over (a process died mid-poll). */
  staleLockMs?: number;
}

export class FeedRunInProgressError extends Error {}
export class FeedNotFoundError extends Error {}

/** Takes the feed's lock (a conditional update, so two processes never poll one feed at once). */
async function lockFeed(db: Kysely<Database>, feedId: string, runId: string, now: number, staleLockMs: number): Promise<void> {
  const r = await db
    .updateTable('research_feeds')
    .set({ running_run_id: runId, running_since: now })
    .where('id', '=', feedId)
    .where((eb) => eb.or([eb('running_run_id', 'is', null), eb('running_since', '<', now - staleLockMs)]))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new FeedRunInProgressError(`Feed ${feedId} is being polled`);
}

export async function pollFeed(db: Kysely<Database>, feedId: string, opts: PollOptions): Promise<ResearchFeedRunsTable> {
  const feed = await db.selectFrom('research_feeds').selectAll().where('id', '=', feedId).executeTakeFirst();
  if (!feed) throw new FeedNotFoundError(`No feed ${feedId}`);
  const runId = newId();
  const startedAt = opts.now();
  await lockFeed(db, feedId, runId, startedAt, opts.staleLockMs ?? 10 * 60_000);
  const run: ResearchFeedRunsTable = {
    id: runId,
    feed_id: feedId,
    trigger: opts.trigger,
    state: 'running',
    new_count: 0,
    duplicate_count: 0,
    bad_count: 0,
    message: 'Running',
    problems: '[]',
    actor_name: opts.actorName,
    started_at: startedAt,
    finished_at: null,
  };
  await db.insertInto('research_feed_runs').values(run).execute();
  try {
    const problems: FeedItemProblem[] = [];
    try {
      const xml = await fetchFeedText(feed.url, opts.limits ?? DEFAULT_FETCH_LIMITS);
      const valid = XMLValidator.validate(xml);
      if (valid !== true) throw new Error(`Malformed XML (line ${valid.err.line}): ${valid.err.msg}`);
      let parsed: ReturnType<typeof parseFeed>;
      try {
        parsed = parseFeed(xml);
      } catch (err) {
        throw new Error(`Not an RSS or Atom feed: ${(err as Error).message}`);
      }
      for (const [i, item] of parsed.items.entries()) {
        const name = `#${i + 1} ${item.id ?? item.url ?? item.title ?? ''}`.trim();
        const title = item.title?.trim();
        const date = item.published ?? item.updated;
        if (!title) {
          problems.push({ item: name, reason: 'noTitle' });
          continue;
        }
        if (!date || Number.isNaN(date.getTime())) {
          problems.push({ item: name, reason: 'noDate' });
          continue;
        }
        const result = await insertDocument(
          db,
          {
            kind: feed.kind as DocumentKind,
            title,
            publisher: feed.publisher,
            products: parseStringList(feed.products),
            regions: parseStringList(feed.regions),
            publishedAt: date.getTime(),
            effectiveAt: null,
            language: feed.language as DocumentLanguage,
            bodyFormat: 'html',
            body: item.content ?? item.description ?? '',
            pdfFileId: null,
            attachments: [],
            source: 'feed',
            feedId,
            externalId: item.id ?? item.url ?? title,
            link: item.url,
            createdBy: null,
          },
          opts.now(),
        );
        if (result.duplicate) run.duplicate_count += 1;
        else run.new_count += 1;
      }
      run.bad_count = problems.length;
      run.state = 'success';
      run.message = `${run.new_count} new, ${run.duplicate_count} already stored, ${run.bad_count} skipped`;
    } catch (err) {
      run.state = 'failed';
      run.message = (err as Error).message;
    }
    run.problems = JSON.stringify(problems);
    run.finished_at = opts.now();
    await db
      .updateTable('research_feed_runs')
      .set({
        state: run.state,
        new_count: run.new_count,
        duplicate_count: run.duplicate_count,
        bad_count: run.bad_count,
        message: run.message,
        problems: run.problems,
        finished_at: run.finished_at,
      })
      .where('id', '=', runId)
      .execute();
    return run;
  } finally {
    await db
      .updateTable('research_feeds')
      .set({ running_run_id: null, running_since: null })
      .where('id', '=', feedId)
      .where('running_run_id', '=', runId)
      .execute();
  }
}
