/**
 * One poll of one research feed (docs/research/feeds.md): take the feed's run lock, download (time-out, size cap),
 * check the XML (fast-xml-parser's XMLValidator: malformed XML fails the run with the validator's message and
 * stores nothing), parse RSS/Atom (@rowanmanning/feed-parser), then file every item in the library (app.researchLibrary)
 * (sanitised HTML, deduplicated by feed + guid/link). An item without a title or a date is reported and skipped;
 * the others are kept. The run records its counts, message and the skipped items.
 */
import type { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import type { DocumentKind, DocumentLanguage } from '../../../common/contract/library';
import { newId } from '../../infra/db/ids';
import { lazyModule } from '../../infra/lazyModule';
import type { OutboundFetch } from '../../infra/http/outboundFetch';
import type { ResearchLibrary } from '../../infra/library/ports';
import type { Database } from '../../schema';
import { CANCELLED_MESSAGE, DEFAULT_FETCH_LIMITS, type FetchLimits, fetchFeedText } from './fetchFeed';
import type { ResearchFeedRunsTable, ResearchFeedsTable } from './tables';
import { parseStringList } from '../../infra/db/jsonList';

/** The RSS and Atom parser, loaded with the first poll (server/infra/lazyModule.ts). */
const loadFeedParser = lazyModule(() => import('@rowanmanning/feed-parser'));

export type FeedRunTrigger = 'manual' | 'schedule';

export interface FeedItemProblem {
  /** The item's position in the feed (1-based) and whatever names it (guid, link or title). */
  item: string;
  reason: 'noTitle' | 'noDate' | 'invalid';
}

export interface PollOptions {
  now: () => number;
  /** Where the items are filed (app.researchLibrary). */
  library: ResearchLibrary;
  trigger: FeedRunTrigger;
  actorName: string;
  limits?: FetchLimits;
  /** The server's outbound client (SSRF policy, docs/security.md): the only way a feed is downloaded. */
  fetch: OutboundFetch;
  /** A lock older than this is taken over (a process died mid-poll). */
  staleLockMs?: number;
  /** Aborted when an administrator cancels the poll: the run fails and nothing more is stored. */
  signal?: AbortSignal;
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

/** A poll that has taken the lock and recorded its run: `run` as it started, `finished` when it ends. */
export interface StartedPoll {
  run: ResearchFeedRunsTable;
  finished: Promise<ResearchFeedRunsTable>;
}

/** Polls and waits for the end (the scheduler and the tests); `startPoll` answers as soon as the run exists. */
export async function pollFeed(db: Kysely<Database>, feedId: string, opts: PollOptions): Promise<ResearchFeedRunsTable> {
  return (await startPoll(db, feedId, opts)).finished;
}

/**
 * Takes the lock and records the run, then downloads and files in the background: "Poll now" answers with the
 * running run at once (a download may take the 20 s time-out) and the page follows it through the run history.
 */
export async function startPoll(db: Kysely<Database>, feedId: string, opts: PollOptions): Promise<StartedPoll> {
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
  try {
    await db.insertInto('research_feed_runs').values(run).execute();
  } catch (err) {
    await unlockFeed(db, feedId, runId);
    throw err;
  }
  return { run: { ...run }, finished: finishPoll(db, feed, run, opts) };
}

async function unlockFeed(db: Kysely<Database>, feedId: string, runId: string): Promise<void> {
  await db
    .updateTable('research_feeds')
    .set({ running_run_id: null, running_since: null })
    .where('id', '=', feedId)
    .where('running_run_id', '=', runId)
    .execute();
}

async function finishPoll(db: Kysely<Database>, feed: ResearchFeedsTable, run: ResearchFeedRunsTable, opts: PollOptions): Promise<ResearchFeedRunsTable> {
  const feedId = feed.id;
  const runId = run.id;
  try {
    const problems: FeedItemProblem[] = [];
    try {
      const xml = await fetchFeedText(opts.fetch, feed.url, opts.limits ?? DEFAULT_FETCH_LIMITS, opts.signal);
      const valid = XMLValidator.validate(xml);
      // Where, not what: the validator's text quotes the answer ("Char '{' is not expected"), and a run message must
      // never carry what a server answered (issue 19: it leaked a self-fetched page's first character).
      if (valid !== true) throw new Error(`Malformed XML (line ${valid.err.line}, column ${valid.err.col})`);
      const feedParser = await loadFeedParser();
      let parsed: ReturnType<typeof parseFeed>;
      try {
        parsed = feedParser.parseFeed(xml);
      } catch (err) {
        throw new Error(`Not an RSS or Atom feed (${(err as Error).name})`);
      }
      for (const [i, item] of parsed.items.entries()) {
        // Items filed before a cancel stay (each is a whole document); the rest are not filed.
        if (opts.signal?.aborted) throw new Error(CANCELLED_MESSAGE);
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
        const result = await opts.library.file(
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
    await unlockFeed(db, feedId, runId);
  }
}
