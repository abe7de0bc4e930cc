/**
 * A source's schedule in words (issue 18: the page showed raw cron strings): "Every weekday at 18:30, Asia/Shanghai".
 * The common shapes are named (every day, weekdays, given days of the week, a day of the month, every hour at a
 * minute, every n minutes or hours); any other cron reads as "Custom schedule" with the expression beside it, never
 * a wrong sentence. The zone is the server's schedule zone (SCHEDULE_TIMEZONE): crons are read there, not in the
 * viewer's zone; the next run times beside it are in the viewer's zone.
 */
type Translate = (id: string, values?: Record<string, string | number>) => string;

const NUMBER = /^\d{1,2}$/;
const two = (n: number) => String(n).padStart(2, '0');

/** Weekday names in the user's language; cron counts Sunday as 0 (and 7). 2023-01-01 was a Sunday. */
function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + (day % 7)));
}

/** `1,3,5` or `1-5` -> [1,3,5] / [1..5]; null when the field is not a plain list or range of numbers in [min, max]. */
function listOf(field: string, min: number, max: number): number[] | null {
  const out: number[] = [];
  for (const part of field.split(',')) {
    const range = /^(\d{1,2})-(\d{1,2})$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to || from < min || to > max) return null;
      for (let d = from; d <= to; d += 1) out.push(d);
    } else if (NUMBER.test(part) && Number(part) >= min && Number(part) <= max) out.push(Number(part));
    else return null;
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/**
 * The sentence for `cron` in the user's language (`f`; `locale` for weekday names and lists), its zone appended; null
 * when the cron has no named shape (the page shows it as a custom schedule).
 */
export function cronText(cron: string, f: Translate, locale: string, zone: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, dom, month, dow] = fields;
  if (month !== '*') return null;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const withZone = (text: string) => f('datasource.cron.withZone', { text, zone });

  // Every n minutes / every hour at a minute / every n hours at a minute.
  if (dom === '*' && dow === '*') {
    const everyMinutes = /^\*\/(\d{1,2})$/.exec(minute);
    if (everyMinutes && hour === '*') return withZone(f('datasource.cron.everyMinutes', { n: Number(everyMinutes[1]) }));
    if (NUMBER.test(minute) && Number(minute) < 60) {
      if (hour === '*') return withZone(f('datasource.cron.hourly', { minute: Number(minute) }));
      const everyHours = /^\*\/(\d{1,2})$/.exec(hour);
      if (everyHours) return withZone(f('datasource.cron.everyHours', { n: Number(everyHours[1]), minute: Number(minute) }));
    }
  }
  // At given times of day.
  if (!NUMBER.test(minute) || Number(minute) > 59) return null;
  const hours = listOf(hour, 0, 23);
  if (!hours) return null;
  const times = list(hours.map((h) => `${two(h)}:${two(Number(minute))}`));
  if (dom === '*' && dow === '*') return withZone(f('datasource.cron.daily', { times }));
  if (dom === '*') {
    const days = listOf(dow, 0, 7)?.map((d) => d % 7);
    if (!days) return null;
    const unique = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)); // Monday first
    if (unique.join() === '1,2,3,4,5') return withZone(f('datasource.cron.weekdays', { times }));
    return withZone(f('datasource.cron.weekly', { days: list(unique.map((d) => weekdayName(d, locale))), times }));
  }
  if (dow === '*') {
    const days = listOf(dom, 1, 31);
    if (!days) return null;
    return withZone(f('datasource.cron.monthly', { days: list(days.map(String)), times }));
  }
  return null;
}
