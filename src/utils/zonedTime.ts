/**
 * Moments in a chosen IANA time zone (the economic calendar's zone switch and its home card): the calendar day a
 * moment falls on, its clock time, and the moment of a wall-clock time in a zone. Intl does the zone rules
 * (summer time included); nothing here depends on the browser's own zone unless asked for 'browser'.
 */
import { withLatinDigits } from './digits';

/** The browser's own zone ('UTC' when the browser does not say). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'browser' (the calendar's setting) as the zone it stands for. */
export const resolveZone = (zone: string): string => (zone === 'browser' ? browserZone() : zone);

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `at` (epoch ms). */
export function wallClock(at: number, zone: string): WallClock {
  let format = partFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormats.set(zone, format);
  }
  const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/** Milliseconds `zone` is ahead of UTC at `at`. */
export function zoneOffset(at: number, zone: string): number {
  const w = wallClock(at, zone);
  const whole = Math.floor(at / 60_000) * 60_000;
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - whole;
}

/** The moment the wall clock in `zone` shows the given time (in a summer-time gap, the offset after the change). */
export function zonedToUtc({ year, month, day, hour, minute }: WallClock, zone: string): number {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const first = naive - zoneOffset(naive, zone);
  const second = naive - zoneOffset(first, zone);
  return second;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a wall clock. */
export const dayKeyOf = (w: Pick<WallClock, 'year' | 'month' | 'day'>): string => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/** `HH:mm` of a wall clock. */
export const clockOf = (w: Pick<WallClock, 'hour' | 'minute'>): string => `${pad(w.hour)}:${pad(w.minute)}`;

/** The `YYYY-MM-DD` day `at` falls on in `zone`. */
export const dayKey = (at: number, zone: string): string => dayKeyOf(wallClock(at, zone));

/** The day key `days` after `key` (calendar arithmetic, no zone involved). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return dayKeyOf({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** The Monday of the week holding day `key`. */
export function mondayOf(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(key, -weekday);
}

/** The moment day `key` starts in `zone`. */
export function startOfDay(key: string, zone: string): number {
  const [year, month, day] = key.split('-').map(Number);
  return zonedToUtc({ year, month, day, hour: 0, minute: 0 }, zone);
}

/** A day's label in the user's language (weekday, month, day), from its key; Latin digits (docs/decisions.md). */
export function dayLabel(key: string, locale: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Intl.DateTimeFormat(withLatinDigits(locale), { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(
    Date.UTC(y, m - 1, d, 12),
  );
}
