/**
 * The data sources' schedule (config.scheduler = 'on') on the shared CronScheduler (server/infra/scheduler/): a job
 * per enabled source at its cron, whose tick is a run with trigger 'schedule' (freshness is re-evaluated by
 * HealthMonitor). Runs of one source never overlap: the run lock (runLog.startRun) refuses a second one, here and in
 * any other process, and takes over a run stuck past the run time-out. A source whose last scheduled time passed
 * while the server was down runs once at start ("catch-up").
 */
import type { SourceName } from '../../../common/contract/datasource';
import { CronScheduler } from '../../infra/scheduler/cronScheduler';
import type { DataSourceDeps } from './deps';
import { SOURCE_NAMES } from './registry';
import { lastRuns, RunInProgressError } from './runLog';
import { loadAllConfigs } from './sourceConfig';
import { runUpdate } from './updateJob';

const SCHEDULER_ACTOR = 'scheduler';

export class SourceScheduler {
  private readonly cron: CronScheduler;

  constructor(private readonly deps: DataSourceDeps) {
    this.cron = new CronScheduler({
      now: deps.now,
      log: deps.log,
      run: (key) => this.runScheduled(key as SourceName),
      // The run lock decides, so a run stuck past the run time-out is taken over at the next tick.
      skipWhileRunning: false,
    });
  }

  async start(): Promise<void> {
    this.cron.start();
    await this.reload({ catchUp: true });
  }

  /** Re-reads every source's settings and re-arms the timers (after a settings change or scheduler/reset). */
  async reload(opts: { catchUp?: boolean } = {}): Promise<void> {
    if (!this.cron.running) return;
    const configs = await loadAllConfigs(this.deps);
    const jobs = SOURCE_NAMES.filter((s) => configs[s].enabled).map((s) => ({ key: s, cron: configs[s].cron }));
    await this.cron.reload(jobs, opts.catchUp ? { missed: (key, previous) => this.missedSince(key as SourceName, previous) } : {});
  }

  stop(): Promise<void> {
    return this.cron.stop();
  }

  /** The armed time of a source's next run, or null when it is disabled or the scheduler is not running. */
  nextRun(source: SourceName): number | null {
    return this.cron.nextRun(source);
  }

  private runScheduled(source: SourceName): Promise<unknown> {
    return runUpdate(this.deps, source, { trigger: 'schedule', actorName: SCHEDULER_ACTOR }).catch((err) => {
      if (err instanceof RunInProgressError) this.deps.log.info({ source }, 'scheduled run skipped: previous run still going');
      else this.deps.log.error({ err, source }, 'scheduled run could not start');
    });
  }

  /** True when no run of the source started since its cron's most recent time (`previous`). */
  private async missedSince(source: SourceName, previous: number): Promise<boolean> {
    const last = (await lastRuns(this.deps, [source])).get(source);
    return !last || last.startedAt < previous;
  }
}
