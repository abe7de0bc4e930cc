/**
 * A sweep that runs every `everyMs` while the scheduler is on (`SCHEDULER`, docs/server.md): the calendar's and the
 * meetings' reminders, which look for what became due rather than run at cron times (those are CronScheduler's). The
 * timer starts when the app is ready and stops when it closes; it never holds the process open; a pass still running
 * when the next is due is not doubled (that one is skipped); a failed pass is logged and the next one runs as usual.
 * Tests call the sweep itself with their own clock.
 */
import type { FastifyInstance } from 'fastify';

export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, pass: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    pass()
      .catch((err: unknown) => app.log.warn({ err, job: name }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  app.addHook('onReady', async () => {
    if (app.config.scheduler !== 'on') return;
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
