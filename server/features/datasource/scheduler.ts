/**
 * In-process scheduler (config.scheduler = 'on'): one timer per enabled source armed for its next cron time and a
 * run with trigger 'schedule' when it fires (freshness is re-evaluated by HealthMonitor). Runs of one
 * source never overlap: the run lock (runLog.startRun) refuses a second one, here and in any other process.
 * A source whose last scheduled time passed while the server was down runs once at start ("catch-up").
 */
import type { SourceName } from '../../../common/contract/datasource';
import { nextRunTime, previousRunTime } from './cron';
import type { DataSourceDeps } from './deps';
import { SOURCE_NAMES } from './registry';
import { RunInProgressError } from './runLog';
import { loadAllConfigs } from './sourceConfig';
import { runUpdate } from './updateJob';

/** setTimeout cannot wait longer than 2^31-1 ms; longer waits re-arm in steps. */
const MAX_TIMER_MS = 2_147_483_647;
const SCHEDULER_ACTOR = 'scheduler';

export class SourceScheduler {
  private timers = new Map<SourceName, NodeJS.Timeout>();
  private nextAt = new Map<SourceName, number>();
  private inFlight = new Set<Promise<unknown>>();
  private stopped = true;

  constructor(private readonly deps: DataSourceDeps) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.reload({ catchUp: true });
  }

  /** Re-reads every source's settings and re-arms the timers (after a settings change or scheduler/reset). */
  async reload(opts: { catchUp?: boolean } = {}): Promise<void> {
    if (this.stopped) return;
    const configs = await loadAllConfigs(this.deps);
    for (const source of SOURCE_NAMES) {
      this.disarm(source);
      const cfg = configs[source];
      if (!cfg.enabled) continue;
      if (opts.catchUp && (await this.missedScheduledRun(source, cfg.cron))) this.fire(source);
      this.arm(source, cfg.cron);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const source of SOURCE_NAMES) this.disarm(source);
    // Let started runs finish before the database closes under them.
    await Promise.allSettled([...this.inFlight]);
  }

  /** The armed time of a source's next run, or null when it is disabled or the scheduler is not running. */
  nextRun(source: SourceName): number | null {
    return this.nextAt.get(source) ?? null;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /** Arms the source's timer for its first cron time strictly after `after` (default: now). */
  private arm(source: SourceName, cron: string, after = this.deps.now()): void {
    let next: number | null;
    try {
      next = nextRunTime(cron, after);
    } catch (err) {
      this.deps.log.error({ err, source, cron }, 'invalid stored cron; source not scheduled');
      return;
    }
    if (next === null) return;
    const at = next;
    this.nextAt.set(source, at);
    const wait = () => {
      const delay = at - this.deps.now();
      const timer = setTimeout(
        () => {
          if (this.stopped) return;
          if (this.deps.now() < at - 1000) return wait();
          this.fire(source);
          // From the fired time, not the clock: a timer firing a hair early must not fire the same tick twice.
          this.arm(source, cron, Math.max(at, this.deps.now()));
        },
        Math.min(Math.max(delay, 0), MAX_TIMER_MS),
      );
      timer.unref();
      this.timers.set(source, timer);
    };
    wait();
  }

  private disarm(source: SourceName): void {
    const t = this.timers.get(source);
    if (t) clearTimeout(t);
    this.timers.delete(source);
    this.nextAt.delete(source);
  }

  private fire(source: SourceName): void {
    this.track(
      runUpdate(this.deps, source, { trigger: 'schedule', actorName: SCHEDULER_ACTOR }).catch((err) => {
        if (err instanceof RunInProgressError) this.deps.log.info({ source }, 'scheduled run skipped: previous run still going');
        else this.deps.log.error({ err, source }, 'scheduled run could not start');
      }),
    );
  }

  /** True when the cron's most recent time has passed without any run of the source starting since. */
  private async missedScheduledRun(source: SourceName, cron: string): Promise<boolean> {
    let previous: number | null;
    try {
      previous = previousRunTime(cron, this.deps.now());
    } catch {
      return false;
    }
    if (previous === null) return false;
    const last = await this.deps.db
      .selectFrom('ds_runs')
      .select('started_at')
      .where('source', '=', source)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return !last || Number(last.started_at) < previous;
  }

  private track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}
