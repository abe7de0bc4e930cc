/**
 * Between a release and the edit form: the form shows the date and clock time in the chosen zone; saving turns
 * them back into the stored moment (a date-only release is 00:00 UTC of its date, whatever the zone).
 */
import type { CalendarEvent, CalendarEventSaveBody } from '@common/contract/events';
import { zonedToUtc } from '@/utils/zonedTime';
import type { EventFormValues } from '../data';
import { eventClock, eventDay } from './eventTime';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,20}$/;

/** A real calendar date in YYYY-MM-DD (not 2026-02-30). */
export function isDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

export function toFormValues(e: CalendarEvent, zone: string): EventFormValues {
  return {
    eventKey: e.eventKey,
    country: e.country,
    currency: e.currency,
    title: e.title,
    period: e.period,
    date: eventDay(e, zone),
    time: eventClock(e, zone) ?? undefined,
    dateStatus: e.dateStatus,
    importance: e.importance,
    actual: e.actual,
    consensus: e.consensus,
    previous: e.previous,
    revised: e.revised,
    unit: e.unit,
    source: e.source,
    products: e.products,
  };
}

export function releaseAtOf(v: Pick<EventFormValues, 'date' | 'time' | 'dateStatus'>, zone: string): number {
  const [year, month, day] = v.date.split('-').map(Number);
  if (v.dateStatus === 'dateOnly' || !v.time) return Date.UTC(year, month - 1, day);
  const [hour, minute] = v.time.split(':').map(Number);
  return zonedToUtc({ year, month, day, hour, minute }, zone);
}

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function toSaveBody(v: EventFormValues, zone: string, id?: string): CalendarEventSaveBody {
  const eventKey = v.eventKey?.trim();
  return {
    ...(id ? { id } : {}),
    ...(eventKey ? { eventKey } : {}),
    country: v.country.trim().toUpperCase(),
    currency: v.currency.trim().toUpperCase(),
    title: v.title.trim(),
    period: (v.period ?? '').trim(),
    releaseAt: releaseAtOf(v, zone),
    dateStatus: v.dateStatus,
    importance: v.importance,
    actual: num(v.actual),
    consensus: num(v.consensus),
    previous: num(v.previous),
    revised: num(v.revised),
    unit: (v.unit ?? '').trim(),
    source: (v.source ?? '').trim(),
    products: (v.products ?? []).map((p) => p.trim()).filter(Boolean),
  };
}
