/**
 * Where a release sits in the chosen zone: its day and clock time. A date-only release is stored at 00:00 UTC of
 * its date (common/contract/events.ts), so its day is that UTC date in every zone and it has no clock time.
 */
import type { CalendarEvent } from '@common/contract/events';
import { clockOf, dayKey, wallClock } from '@/utils/zonedTime';
import type { EventFilterValues, EventRow } from '../data';

export const eventDay = (e: Pick<CalendarEvent, 'releaseAt' | 'dateStatus'>, zone: string): string =>
  dayKey(e.releaseAt, e.dateStatus === 'dateOnly' ? 'UTC' : zone);

export const eventClock = (e: Pick<CalendarEvent, 'releaseAt' | 'dateStatus'>, zone: string): string | null =>
  e.dateStatus === 'dateOnly' ? null : clockOf(wallClock(e.releaseAt, zone));

/** The releases as rows in `zone`, in release order (date-only ones first on their day). */
export function toRows(events: readonly CalendarEvent[], zone: string): EventRow[] {
  return events
    .map((e) => ({ ...e, day: eventDay(e, zone), clock: eventClock(e, zone) }))
    .sort((a, b) => a.day.localeCompare(b.day) || (a.clock ?? '').localeCompare(b.clock ?? '') || a.releaseAt - b.releaseAt);
}

/** The releases every filter keeps. */
export function applyFilters<T extends CalendarEvent>(rows: readonly T[], f: EventFilterValues): T[] {
  return rows.filter(
    (r) =>
      (!f.countries.length || f.countries.includes(r.country)) &&
      (!f.currencies.length || f.currencies.includes(r.currency)) &&
      (!f.importance.length || f.importance.includes(r.importance)) &&
      (!f.products.length || r.products.some((p) => f.products.includes(p))),
  );
}

/** A number as entered (up to 4 decimals), '—' for none. */
export const fmtValue = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : String(Number(v.toFixed(4))));
