/**
 * Wall-clock time in an IANA time zone (Asia/Shanghai, Europe/London, America/Chicago, ...): the local clock of an
 * instant, a zone's offset, and the instant a local clock shows. Written once for the server (bar, trade and calendar
 * imports, trading dates, sessions, demo feeds, dated settings) and the web app (the calendar's zone switch).
 *
 * Why Intl and not dayjs's timezone plugin: this module lives in common/domain, which imports no package
 * (`domain-pure` rule), and sessions.ts here needs it; Intl.DateTimeFormat is part of JavaScript (Node and
 * browsers ship the IANA rules with ICU) and is what dayjs's plugin calls underneath anyway. One formatter per zone is
 * kept, because building one costs far more than formatting with it.
 */

/** A local date and clock time; month 1-12, hour 0-23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Whether Intl knows `zone` as a time zone (an IANA name such as "Asia/Shanghai", or "UTC"); "Mars/Olympus" is not. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `at` (epoch ms; milliseconds are dropped). Throws a RangeError for an unknown zone. */
export function wallClock(at: number, zone: string): WallClock {
  const p: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  // `% 24`: some ICU versions have written midnight as 24 even with hourCycle h23.
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a wall clock's date. */
export const dayKeyOf = (w: Pick<WallClock, 'year' | 'month' | 'day'>): string => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/** The `YYYY-MM-DD` day `at` falls on in `zone`. */
export const dayKey = (at: number, zone: string): string => dayKeyOf(wallClock(at, zone));

const monthLength = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

/**
 * The day key `days` after `key` (calendar arithmetic on YYYY-MM-DD, no zone involved; `days` may be negative).
 * Month by month rather than through Date: the trading-date rule asks this nine times for every tick.
 */
export function addDays(key: string, days: number): string {
  let year = Number(key.slice(0, 4));
  let month = Number(key.slice(5, 7));
  let day = Number(key.slice(8)) + days;
  if (key.length !== 10 || !Number.isInteger(day) || Math.abs(days) > 400 || !(month >= 1 && month <= 12)) {
    const [y, m, d] = key.split('-').map(Number);
    const t = new Date(Date.UTC(y, m - 1, d + days));
    return dayKeyOf({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
  }
  while (day < 1) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    day += monthLength(year, month);
  }
  for (let length = monthLength(year, month); day > length; length = monthLength(year, month)) {
    day -= length;
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return dayKeyOf({ year, month, day });
}

/** Milliseconds `zone` is ahead of UTC at `at` (negative west of Greenwich). */
export function zoneOffset(at: number, zone: string): number {
  const w = wallClock(at, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the wall clock in `zone` shows `wall` (seconds default to 0). Two passes: the offset at the wall time
 * read as UTC, then the offset at the first guess, which settles every change of offset but the hour it moves over:
 * - a skipped hour (spring forward) has no such instant: the answer is the time given read with the offset in force
 *   at the first guess: 02:30 on 2025-03-09 in America/Chicago is 07:30Z (the CDT offset, shown as 01:30 CST);
 *   01:30 on 2025-03-30 in Europe/London is 01:30Z (the GMT offset, shown as 02:30 BST);
 * - a repeated hour (fall back) has two: west of Greenwich the earlier one (01:30 on 2025-11-02 in America/Chicago is
 *   06:30Z, CDT), east of it the later one (01:30 on 2025-10-26 in Europe/London is 01:30Z, GMT).
 */
export function zonedToUtc(wall: Omit<WallClock, 'second'> & { second?: number }, zone: string): number {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const first = naive - zoneOffset(naive, zone);
  return naive - zoneOffset(first, zone);
}
