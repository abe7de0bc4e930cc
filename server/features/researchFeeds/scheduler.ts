/**
 * In-process feed scheduler (config.scheduler = 'on', like server/features/datasource/scheduler.ts): one unref'd timer per
 * enabled feed, armed for its cron's next time; when it fires the feed is polled with trigger 'schedule'. Polls of
 * one feed never overlap, here or in another process: pollFeed's run lock refuses the second one, which is logged
 * and skipped. The administration calls reload it after every change; changes made through another server process
 * are picked up by a cheap check of the enabled feeds every RESYNC_MS. It also runs "Poll now" polls, so stopping
 * waits for those too.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nextRunTime } from '../datasource/cron';
import type { Database } from '../../schema';
import { type FetchLimits, DEFAULT_FETCH_LIMITS } from './fetchFeed';
import { FeedNotFoundError, FeedRunInProgressError, pollFeed, startPoll } from './poll';
import type { ResearchFeedRunsTable } from './tables';

/** setTimeout cannot wait longer than 2^31-1 ms; longer waits re-arm in steps. */
const MAX_TIMER_MS = 2_147_483_647;
const SCHEDULER_ACTOR = 'scheduler';
/** How often the enabled feeds are compared with what is armed (changes saved by another process). */
const RESYNC_MS = 60_000;

export interface FeedSchedulerDeps {
  db: Kysely<Database>;
  now: () => number;
  log: FastifyBaseLogger;
  limits?: FetchLimits;
  /** Override of RESYNC_MS (tests). */
  resyncMs?: number;
}

export class FeedScheduler {
  private timers = new Map<string, NodeJS.Timeout>();
  private nextAt = new Map<string, number>();
  private inFlight = new Set<Promise<unknown>>();
  /** Polls running in this process, by feed: what "Cancel" aborts. */
  private cancels = new Map<string, AbortController>();
  private stopped = true;
  private resync: NodeJS.Timeout | null = null;
  /** What the armed timers were built from: id, cron and last change of every enabled feed. */
  private signature = '';

  constructor(private readonly deps: FeedSchedulerDeps) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.reload();
    this.resync = setInterval(() => {
      void this.enabledFeeds()
        .then((feeds) => (signatureOf(feeds) === this.signature ? undefined : this.reload()))
        .catch((err) => this.deps.log.error({ err }, 'feed schedule check failed'));
    }, this.deps.resyncMs ?? RESYNC_MS);
    this.resync.unref();
  }

  private enabledFeeds() {
    return this.deps.db.selectFrom('research_feeds').select(['id', 'cron', 'updated_at']).where('enabled', '=', 1).orderBy('id').execute();
  }

  /** Re-reads the feeds and re-arms every timer (after a feed is added, edited, enabled, disabled or deleted). */
  async reload(): Promise<void> {
    if (this.stopped) return;
    const feeds = await this.enabledFeeds();
    if (this.stopped) return;
    for (const id of [...this.timers.keys()]) this.disarm(id);
    this.signature = signatureOf(feeds);
    for (const feed of feeds) this.arm(feed.id, feed.cron);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resync) clearInterval(this.resync);
    this.resync = null;
    for (const id of [...this.timers.keys()]) this.disarm(id);
    // Let started polls finish before the database closes under them.
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * "Poll now": starts a manual poll (FeedRunInProgressError when one is under way) and answers its run as soon as
   * it is recorded; the rest of the poll is tracked like a scheduled one. Works whether scheduling is on or off.
   */
  async pollNow(feedId: string, actorName: string): Promise<ResearchFeedRunsTable> {
    const cancel = new AbortController();
    const started = await startPoll(this.deps.db, feedId, {
      now: this.deps.now,
      trigger: 'manual',
      actorName,
      limits: this.deps.limits ?? DEFAULT_FETCH_LIMITS,
      signal: cancel.signal,
    });
    this.cancels.set(feedId, cancel);
    const end = started.finished
      .catch((err) => this.deps.log.error({ err, feedId }, 'manual poll failed to record its end'))
      .finally(() => {
        if (this.cancels.get(feedId) === cancel) this.cancels.delete(feedId);
      });
    this.track(end);
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
    return this.nextAt.get(feedId) ?? null;
  }

  private arm(feedId: string, cron: string, after = this.deps.now()): void {
    let at: number | null;
    try {
      at = nextRunTime(cron, after);
    } catch (err) {
      this.deps.log.error({ err, feedId, cron }, 'invalid stored cron; feed not scheduled');
      return;
    }
    if (at === null) return;
    const due = at;
    this.nextAt.set(feedId, due);
    const wait = () => {
      const timer = setTimeout(
        () => {
          if (this.stopped) return;
          if (this.deps.now() < due - 1000) return wait();
          this.fire(feedId);
          this.arm(feedId, cron, Math.max(due, this.deps.now()));
        },
        Math.min(Math.max(due - this.deps.now(), 0), MAX_TIMER_MS),
      );
      timer.unref();
      this.timers.set(feedId, timer);
    };
    wait();
  }

  private disarm(feedId: string): void {
    const t = this.timers.get(feedId);
    if (t) clearTimeout(t);
    this.timers.delete(feedId);
    this.nextAt.delete(feedId);
  }

  private fire(feedId: string): void {
    if (this.cancels.has(feedId)) {
      this.deps.log.info({ feedId }, 'scheduled poll skipped: a poll is running');
      return;
    }
    const cancel = new AbortController();
    this.cancels.set(feedId, cancel);
    const p = pollFeed(this.deps.db, feedId, {
      now: this.deps.now,
      trigger: 'schedule',
      actorName: SCHEDULER_ACTOR,
      limits: this.deps.limits ?? DEFAULT_FETCH_LIMITS,
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
    this.track(p);
  }

  private track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}

const signatureOf = (feeds: readonly { id: string; cron: string; updated_at: number }[]) =>
  feeds.map((f) => `${f.id}:${f.cron}:${Number(f.updated_at)}`).join('|');
