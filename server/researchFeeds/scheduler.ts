/**
 * In-process feed scheduler (config.scheduler = 'on', like server/datasources/scheduler.ts): one unref'd timer per
 * enabled feed, armed for its cron's next time; when it fires the feed is polled with trigger 'schedule'. Polls of
 * one feed never overlap, here or in another process: pollFeed's run lock refuses the second one, which is logged
 * and skipped.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { nextRunTime } from '../datasources/cron';
import type { Database } from '../db/schema';
import { type FetchLimits, DEFAULT_FETCH_LIMITS } from './fetchFeed';
import { FeedRunInProgressError, pollFeed } from './poll';

/** setTimeout cannot wait longer than 2^31-1 ms; longer waits re-arm in steps. */
const MAX_TIMER_MS = 2_147_483_647;
const SCHEDULER_ACTOR = 'scheduler';

export interface FeedSchedulerDeps {
  db: Kysely<Database>;
  now: () => number;
  log: FastifyBaseLogger;
  limits?: FetchLimits;
}

export class FeedScheduler {
  private timers = new Map<string, NodeJS.Timeout>();
  private nextAt = new Map<string, number>();
  private inFlight = new Set<Promise<unknown>>();
  private stopped = true;

  constructor(private readonly deps: FeedSchedulerDeps) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.reload();
  }

  /** Re-reads the feeds and re-arms every timer (after a feed is added, edited, enabled, disabled or deleted). */
  async reload(): Promise<void> {
    if (this.stopped) return;
    for (const id of [...this.timers.keys()]) this.disarm(id);
    const feeds = await this.deps.db.selectFrom('research_feeds').select(['id', 'cron']).where('enabled', '=', 1).execute();
    for (const feed of feeds) this.arm(feed.id, feed.cron);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const id of [...this.timers.keys()]) this.disarm(id);
    // Let started polls finish before the database closes under them.
    await Promise.allSettled([...this.inFlight]);
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
    const p = pollFeed(this.deps.db, feedId, {
      now: this.deps.now,
      trigger: 'schedule',
      actorName: SCHEDULER_ACTOR,
      limits: this.deps.limits ?? DEFAULT_FETCH_LIMITS,
    }).catch((err) => {
      if (err instanceof FeedRunInProgressError) this.deps.log.info({ feedId }, 'scheduled poll skipped: a poll is running');
      else this.deps.log.error({ err, feedId }, 'scheduled poll could not start');
    });
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}
