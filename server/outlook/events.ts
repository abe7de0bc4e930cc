/**
 * Reads the shared `calendar_events` rows (written by the calendar area; this area never writes them) as the
 * contract's CalendarEvent, with each release's surprise scaled by the same event's earlier releases only
 * (common/domain/surprise.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEvent, DateStatus, Importance } from '../../common/contract/calendar';
import { surpriseHistory } from '../../common/domain/surprise';
import type { CalendarEventsTable } from '../calendar/tables';
import type { Database } from '../db/schema';
import { notFound } from '../http/apiError';

export type EventRow = Selectable<CalendarEventsTable>;

function products(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

const num = (v: number | null): number | null => (v === null ? null : Number(v));

export function toCalendarEvent(r: EventRow, surprise: CalendarEvent['surprise']): CalendarEvent {
  return {
    id: r.id,
    eventKey: r.event_key,
    country: r.country,
    currency: r.currency,
    title: r.title,
    period: r.period,
    releaseAt: Number(r.release_at),
    dateStatus: r.date_status as DateStatus,
    importance: Number(r.importance) as Importance,
    actual: num(r.actual),
    consensus: num(r.consensus),
    previous: num(r.previous),
    revised: num(r.revised),
    unit: r.unit,
    source: r.source,
    products: products(r.products),
    surprise,
    updatedAt: Number(r.updated_at),
  };
}

/** Every release of a recurring event, oldest first, as CalendarEvents with their surprises. */
export async function eventHistory(db: Kysely<Database>, eventKey: string): Promise<CalendarEvent[]> {
  const rows = await db.selectFrom('calendar_events').selectAll().where('event_key', '=', eventKey).orderBy('release_at').orderBy('id').execute();
  const surprises = surpriseHistory(rows.map((r) => ({ actual: num(r.actual), consensus: num(r.consensus) })));
  return rows.map((r, i) => toCalendarEvent(r, surprises[i]));
}

export async function requireEventRow(db: Kysely<Database>, id: string): Promise<EventRow> {
  const row = await db.selectFrom('calendar_events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Event');
  return row;
}

/** Forecasts are closed once the release time has passed or the actual is out (whichever comes first). */
export const isLocked = (e: { releaseAt: number; actual: number | null }, now: number): boolean => now >= e.releaseAt || e.actual !== null;
