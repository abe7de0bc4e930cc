/**
 * Moments in a chosen IANA time zone (the economic calendar's zone switch and its home card): the calendar day a
 * moment falls on, its clock time, and the moment of a wall-clock time in a zone. Intl does the zone rules
 * (summer time included); nothing here depends on the browser's own zone unless asked for 'browser'.
 */
import { addDays, zonedToUtc } from '@common/domain/zonedTime';
import { withLatinDigits } from './digits';

// The zone arithmetic is common/domain/zonedTime.ts (the server reads file times with the same functions).
export { addDays, dayKey, wallClock, zonedToUtc } from '@common/domain/zonedTime';

/** The browser's own zone ('UTC' when the browser does not say). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'browser' (the calendar's setting) as the zone it stands for. */
export const resolveZone = (zone: string): string => (zone === 'browser' ? browserZone() : zone);

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` of a wall clock. */
export const clockOf = (w: { hour: number; minute: number }): string => `${pad(w.hour)}:${pad(w.minute)}`;

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
