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

/** The event keys with a release in [from, to]. */
export async function eventKeysReleasedBetween(db: Kysely<Database>, from: number, to: number): Promise<string[]> {
  const keys = await db.selectFrom('calendar_events').select('event_key').distinct().where('release_at', '>=', from).where('release_at', '<=', to).execute();
  return keys.map((k) => k.event_key);
}

/** Every event key with its title, unit and number of releases. */
export async function eventKeySummaries(db: Kysely<Database>): Promise<{ eventKey: string; title: string; unit: string; releases: number }[]> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['event_key', (eb) => eb.fn.max('title').as('title'), (eb) => eb.fn.max('unit').as('unit'), (eb) => eb.fn.countAll().as('releases')])
    .groupBy('event_key')
    .orderBy('event_key')
    .execute();
  return rows.map((r) => ({ eventKey: r.event_key, title: String(r.title ?? ''), unit: String(r.unit ?? ''), releases: Number(r.releases) }));
}
