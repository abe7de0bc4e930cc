/**
 * Reads the shared `calendar_events` rows (written by the calendar area; this area never writes them). Releases come
 * as the contract's CalendarEvent through the calendar area's own reader (server/features/events/store.ts), with each
 * release's surprise scaled by the same event's earlier releases only (common/domain/surprise.ts).
 */
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEventsTable } from '../events/tables';
import type { Database } from '../../schema';
import { notFound } from '../../infra/http/apiError';

export { eventHistory } from '../events/store';

export type EventRow = Selectable<CalendarEventsTable>;

export async function requireEventRow(db: Kysely<Database>, id: string): Promise<EventRow> {
  const row = await db.selectFrom('calendar_events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Event');
  return row;
}

/** Forecasts are closed once the release time has passed or the actual is out (whichever comes first). */
export const isLocked = (e: { releaseAt: number; actual: number | null }, now: number): boolean => now >= e.releaseAt || e.actual !== null;
