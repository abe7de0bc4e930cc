/**
 * The in-process cron scheduler every feature with scheduled jobs stands on (data-source updates, research-feed
 * polls). One unref'd timer per job key, armed for the job's next cron time (server/infra/scheduler/cron.ts);
 * when it fires, `run(key)` starts and the timer re-arms for the following time. The feature decides which jobs
 * exist and what a run does (its run log, its run lock across processes, its health); this class does the timing:
 * - waits longer than setTimeout's 2^31-1 ms limit re-arm in steps;
 * - a job's runs never overlap in this process: a tick while the job's previous run (scheduled, or one the feature
 *   hands to `track` with its key) is still going is skipped, unless the feature leaves that to its run lock;
 * - `reload(jobs)` replaces every armed job, optionally catching up jobs whose last time passed unrun;
 * - with `resync`, the jobs are re-read periodically and re-armed when they changed (another process saved them);
 * - `stop()` disarms and waits for the runs under way, so none outlives the database.
 */
import { nextRunTime, previousRunTime } from './cron';

/** setTimeout cannot wait longer than 2^31-1 ms; longer waits re-arm in steps. */
export const MAX_TIMER_MS = 2_147_483_647;
/** A timer may fire a hair before its time by the app's clock; earlier than this, it waits again. */
const EARLY_FIRE_TOLERANCE_MS = 1000;

export interface CronJob {
  key: string;
  /** Five-field cron in SCHEDULE_TIMEZONE. An invalid one is logged and the job left unarmed. */
  cron: string;
}

export interface SchedulerLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CronSchedulerOptions {
  /** The app's clock (epoch ms), which tests move. */
  now: () => number;
  log: SchedulerLog;
  /** What a tick of the job does. A rejection is logged; the feature handles the failures it expects itself. */
  run: (key: string) => Promise<unknown>;
  /**
   * Default true: a tick while the job's previous run goes on in this process is skipped. False leaves every tick to
   * `run`, whose run lock refuses an overlap itself: for a lock that takes over a run stuck past its time-out, which
   * a skip here would keep waiting on a hung run forever.
   */
  skipWhileRunning?: boolean;
  /** Re-reads the jobs every `everyMs` while started and reloads when they differ from what is armed. */
  resync?: { everyMs: number; jobs: () => Promise<readonly CronJob[]> };
}

export interface ReloadOptions {
  /**
   * Called for each job whose most recent cron time (`previous`) has passed; true runs the job once now, before
   * arming it (catch-up after the server was down).
   */
  missed?: (key: string, previous: number) => Promise<boolean>;
}

interface Armed {
  at: number;
  timer: NodeJS.Timeout;
}

export class CronScheduler {
  private readonly armed = new Map<string, Armed>();
  /** Runs under way, with their job's key (null: work of no job). */
  private readonly inFlight = new Map<Promise<unknown>, string | null>();
  /** The jobs the last reload armed, for the resync check. */
  private signature = '';
  private resyncTimer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly opts: CronSchedulerOptions) {}

  /** Starts scheduling (the resync check included); jobs are armed by `reload`. */
  start(): void {
    this.stopped = false;
    const resync = this.opts.resync;
    if (!resync || this.resyncTimer) return;
    this.resyncTimer = setInterval(() => {
      void resync
        .jobs()
        .then((jobs) => (signatureOf(jobs) === this.signature ? undefined : this.reload(jobs)))
        .catch((err) => this.opts.log.error({ err }, 'schedule check failed'));
    }, resync.everyMs);
    this.resyncTimer.unref();
  }

  /** Disarms every job, arms `jobs` in their place and runs the missed ones. Does nothing when stopped. */
  async reload(jobs: readonly CronJob[], opts: ReloadOptions = {}): Promise<void> {
    if (this.stopped) return;
    const missed = opts.missed ? await this.missedJobs(jobs, opts.missed) : new Set<string>();
    if (this.stopped) return;
    for (const key of [...this.armed.keys()]) this.disarm(key);
    this.signature = signatureOf(jobs);
    for (const job of jobs) {
      if (missed.has(job.key)) this.fire(job.key);
      this.arm(job.key, job.cron);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    this.resyncTimer = null;
    for (const key of [...this.armed.keys()]) this.disarm(key);
    // Let started runs finish before the database closes under them.
    await Promise.allSettled([...this.inFlight.keys()]);
  }

  /** The armed time of the job's next run, or null (no such job, invalid cron, or not started). */
  nextRun(key: string): number | null {
    return this.armed.get(key)?.at ?? null;
  }

  get running(): boolean {
    return !this.stopped;
  }

  /**
   * Work that `stop()` waits for, started by the feature rather than a tick (a manual run); with `key`, the job's
   * ticks are skipped while it goes on. Works whether the scheduler is started or not.
   */
  track(work: Promise<unknown>, key: string | null = null): void {
    const settled = work.catch((err) => this.opts.log.error({ err, job: key }, 'scheduled job failed'));
    this.inFlight.set(settled, key);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /** True while a run of the job, scheduled or tracked with its key, goes on in this process. */
  private isRunning(key: string): boolean {
    return [...this.inFlight.values()].includes(key);
  }

  /** Arms the job's timer for its first cron time strictly after `after` (default: now). */
  private arm(key: string, cron: string, after = this.opts.now()): void {
    let next: number | null;
    try {
      next = nextRunTime(cron, after);
    } catch (err) {
      this.opts.log.error({ err, job: key, cron }, 'invalid stored cron; job not scheduled');
      return;
    }
    if (next === null) return;
    const at = next;
    const wait = () => {
      const delay = Math.min(Math.max(at - this.opts.now(), 0), MAX_TIMER_MS);
      const timer = setTimeout(() => {
        if (this.stopped) return;
        if (this.opts.now() < at - EARLY_FIRE_TOLERANCE_MS) return wait();
        this.fire(key);
        // From the fired time, not the clock: a timer firing a hair early must not fire the same tick twice.
        this.arm(key, cron, Math.max(at, this.opts.now()));
      }, delay);
      timer.unref();
      this.armed.set(key, { at, timer });
    };
    wait();
  }

  private disarm(key: string): void {
    const armed = this.armed.get(key);
    if (armed) clearTimeout(armed.timer);
    this.armed.delete(key);
  }

  private fire(key: string): void {
    if ((this.opts.skipWhileRunning ?? true) && this.isRunning(key)) {
      this.opts.log.info({ job: key }, 'scheduled run skipped: the previous run is still going');
      return;
    }
    let work: Promise<unknown>;
    try {
      work = this.opts.run(key);
    } catch (err) {
      work = Promise.reject(err);
    }
    this.track(work, key);
  }

  private async missedJobs(jobs: readonly CronJob[], missed: NonNullable<ReloadOptions['missed']>): Promise<Set<string>> {
    const out = new Set<string>();
    for (const job of jobs) {
      let previous: number | null;
      try {
        previous = previousRunTime(job.cron, this.opts.now());
      } catch {
        continue; // arm() logs the invalid cron
      }
      if (previous !== null && (await missed(job.key, previous))) out.add(job.key);
    }
    return out;
  }
}

/** What a list of jobs arms: the same key and cron arm the same timers, so an unchanged list needs no reload. */
const signatureOf = (jobs: readonly CronJob[]) =>
  jobs
    .map((j) => `${j.key}\u0000${j.cron}`)
    .sort()
    .join('\u0001');
