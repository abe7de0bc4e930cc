/**
 * The light timer that re-evaluates every source's stored health (freshness ages even when nothing runs).
 * Runs whether or not this process runs the scheduled jobs; one pass at start, so the stored state is current
 * before the first checkHealth.
 */
import type { DataSourceDeps } from './deps';
import { evaluateAllHealth } from './healthStore';

const HEALTH_INTERVAL_MS = 60_000;

export class HealthMonitor {
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;

  constructor(
    private readonly deps: DataSourceDeps,
    private readonly intervalMs = HEALTH_INTERVAL_MS,
  ) {}

  async start(): Promise<void> {
    await this.evaluate();
    this.timer = setInterval(() => void this.evaluate(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** One evaluation pass; a pass still going is joined rather than doubled. */
  evaluate(): Promise<void> {
    this.pass ??= evaluateAllHealth(this.deps)
      .then(() => undefined)
      .catch((err) => this.deps.log.error({ err }, 'health evaluation failed'))
      .finally(() => {
        this.pass = null;
      });
    return this.pass;
  }
}
