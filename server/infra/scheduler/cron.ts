/**
 * Cron expressions of every schedule (data sources, research feeds): validation and run times (cron-parser, in
 * SCHEDULE_TIMEZONE). Five fields only (minute hour day-of-month month day-of-week): no seconds field, so no
 * sub-minute schedules.
 */
import { CronExpressionParser } from 'cron-parser';
import { SCHEDULE_TIMEZONE } from '../../../common/contract/datasource';

// One definition, in the contract, so the data-source page names the zone it reads schedules in.
export { SCHEDULE_TIMEZONE };

export class InvalidCronError extends Error {}

function parse(expression: string, from: number, tz: string) {
  const fields = expression.trim().split(/\s+/);
  // cron-parser also accepts @daily-style macros and the H (random hash) value; schedules stay plain and predictable.
  if (fields.length !== 5 || expression.includes('@') || /\bH\b/i.test(expression)) {
    throw new InvalidCronError(`"${expression}" is not a 5-field cron expression (minute hour day month weekday)`);
  }
  try {
    return CronExpressionParser.parse(expression, { currentDate: new Date(from), tz, strict: false });
  } catch (err) {
    throw new InvalidCronError(`"${expression}" is not a valid cron expression: ${(err as Error).message}`);
  }
}

/** Throws InvalidCronError when `expression` is not a usable schedule. */
export function validateCron(expression: string, tz = SCHEDULE_TIMEZONE): void {
  const it = parse(expression, Date.now(), tz);
  if (!it.hasNext()) throw new InvalidCronError(`"${expression}" never runs`);
}

/** The next `count` run times (epoch ms) strictly after `from`. */
export function nextRunTimes(expression: string, from: number, count: number, tz = SCHEDULE_TIMEZONE): number[] {
  const it = parse(expression, from, tz);
  const out: number[] = [];
  for (let i = 0; i < count && it.hasNext(); i += 1) out.push(it.next().getTime());
  return out;
}

/** The next run time after `from`, or null when the expression never fires again. */
export function nextRunTime(expression: string, from: number, tz = SCHEDULE_TIMEZONE): number | null {
  return nextRunTimes(expression, from, 1, tz)[0] ?? null;
}

/** The most recent run time at or before `from`, or null when there is none. */
export function previousRunTime(expression: string, from: number, tz = SCHEDULE_TIMEZONE): number | null {
  const it = parse(expression, from, tz);
  return it.hasPrev() ? it.prev().getTime() : null;
}
