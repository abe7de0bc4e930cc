/** Cron schedules of the mock's connectors (cron-parser, the library the server's scheduler uses). */
import { CronExpressionParser } from 'cron-parser';
import { badRequest } from './envelope';

/** The next `count` run times after `from`, or a 400 naming the `cron` field when the expression is invalid (as the server). */
export function nextRunTimes(cron: string, count: number, from = Date.now()): number[] {
  let schedule;
  try {
    schedule = CronExpressionParser.parse(cron, { currentDate: new Date(from) });
  } catch {
    throw badRequest(`Invalid cron expression: ${cron}`, { cron: 'api.field.invalidCron' });
  }
  return Array.from({ length: count }, () => schedule.next().getTime());
}
