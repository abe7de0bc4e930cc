/**
 * The research feeds' schedule (config.scheduler = 'on') on the shared CronScheduler (server/infra/scheduler/): a job
 * per enabled feed at its cron, whose tick polls the feed with trigger 'schedule'. Polls of one feed never overlap:
 * in this process the scheduler skips a tick while the feed's poll ("Poll now" ones included) goes on, and in
 * another process pollFeed's run lock refuses the second one, which is logged and skipped. The administration calls
 * reload it after every change; changes made through another server process are picked up by a cheap check of the
 * enabled feeds every RESYNC_MS. It also runs "Poll now" polls and cancels polls running here, so stopping waits
 * for those too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { CronScheduler } from '../../infra/scheduler/cronScheduler';
import type { Database } from '../../schema';
import { scheduledFeeds } from './feedStore';
import { type FetchLimits, DEFAULT_FETCH_LIMITS } from './fetchFeed';
import { FeedNotFoundError, FeedRunInProgressError, pollFeed, startPoll } from './poll';
import type { ResearchFeedRunsTable } from './tables';
import type { ResearchLibrary } from '../../infra/library/ports';
import type { OutboundFetch } from '../../infra/http/outboundFetch';

const SCHEDULER_ACTOR = 'scheduler';
/** How often the enabled feeds are compared with what is armed (changes saved by another process). */
const RESYNC_MS = 60_000;

export interface FeedSchedulerDeps {
  db: Kysely<Database>;
  /** Where polls file their items (app.researchLibrary). */
  library: ResearchLibrary;
  now: () => number;
  log: FastifyBaseLogger;
  limits?: FetchLimits;
  /** The server's outbound client (SSRF policy). */
  fetch: OutboundFetch;
  /** Override of RESYNC_MS (tests). */
  resyncMs?: number;
}

export class FeedScheduler {
  private readonly cron: CronScheduler;
  /** Polls running in this process, by feed: what "Cancel" aborts. */
  private readonly cancels = new Map<string, AbortController>();

  constructor(private readonly deps: FeedSchedulerDeps) {
    this.cron = new CronScheduler({
      now: deps.now,
      log: deps.log,
      run: (feedId) => this.pollScheduled(feedId),
      resync: { everyMs: deps.resyncMs ?? RESYNC_MS, jobs: () => scheduledFeeds(deps.db) },
    });
  }

  async start(): Promise<void> {
    this.cron.start();
    await this.reload();
  }

  /** Re-reads the feeds and re-arms every timer (after a feed is added, edited, enabled, disabled or deleted). */
  async reload(): Promise<void> {
    if (!this.cron.running) return;
    await this.cron.reload(await scheduledFeeds(this.deps.db));
  }

  stop(): Promise<void> {
    return this.cron.stop();
  }

  /**
   * "Poll now": starts a manual poll (FeedRunInProgressError when one is under way) and answers its run as soon as
   * it is recorded; the rest of the poll is tracked like a scheduled one. Works whether scheduling is on or off.
   */
  async pollNow(feedId: string, actorName: string): Promise<ResearchFeedRunsTable> {
    const cancel = new AbortController();
    const started = await startPoll(this.deps.db, feedId, {
      now: this.deps.now,
      library: this.deps.library,
      trigger: 'manual',
      actorName,
      limits: this.deps.limits ?? DEFAULT_FETCH_LIMITS,
      fetch: this.deps.fetch,
      signal: cancel.signal,
    });
    this.cancels.set(feedId, cancel);
    const end = started.finished
      .catch((err) => this.deps.log.error({ err, feedId }, 'manual poll failed to record its end'))
      .finally(() => {
        if (this.cancels.get(feedId) === cancel) this.cancels.delete(feedId);
      });
    this.cron.track(end, feedId);
    return started.run;
  }

  /**
   * Cancels the feed's poll when it runs in this process (its run fails with CANCELLED_MESSAGE); false when no poll
   * of the feed runs here (none at all, or another server process's, which ends by its own time-out).
   */
  cancel(feedId: string): boolean {
    const cancel = this.cancels.get(feedId);
    if (!cancel) return false;
    cancel.abort();
    return true;
  }

  /** The armed time of a feed's next poll, or null (disabled, or the scheduler is off). */
  nextRun(feedId: string): number | null {
    return this.cron.nextRun(feedId);
  }

  private pollScheduled(feedId: string): Promise<unknown> {
    const cancel = new AbortController();
    this.cancels.set(feedId, cancel);
    return pollFeed(this.deps.db, feedId, {
      now: this.deps.now,
      library: this.deps.library,
      trigger: 'schedule',
      actorName: SCHEDULER_ACTOR,
      limits: this.deps.limits ?? DEFAULT_FETCH_LIMITS,
      fetch: this.deps.fetch,
      signal: cancel.signal,
    })
      .finally(() => {
        if (this.cancels.get(feedId) === cancel) this.cancels.delete(feedId);
      })
      .catch((err) => {
        if (err instanceof FeedRunInProgressError) this.deps.log.info({ feedId }, 'scheduled poll skipped: a poll is running');
        else if (err instanceof FeedNotFoundError) {
          // Deleted through another process since the last check: forget it now.
          this.deps.log.info({ feedId }, 'scheduled poll skipped: the feed was deleted');
          return this.reload();
        } else this.deps.log.error({ err, feedId }, 'scheduled poll could not start');
      });
  }
}
