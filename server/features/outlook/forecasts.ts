/**
 * The desk's forecasts (outlook_forecasts): one per user per release, entered and changed until the release is
 * locked (server/features/outlook/events.ts isLocked); a locked release answers `outlookForecastLocked`.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import type { CalendarReleases } from '../../infra/calendar/ports';
import { apiError, notFound } from '../../infra/http/apiError';
import { isLocked } from './events';

export interface StoredForecast {
  eventId: string;
  userId: string;
  name: string;
  value: number;
  updatedAt: number;
}

async function requireOpen(calendar: CalendarReleases, eventId: string, now: number): Promise<void> {
  const event = await calendar.get(eventId);
  if (!event) throw notFound('Event');
  if (isLocked(event, now)) {
    throw apiError('outlookForecastLocked', `Forecasts of this release closed at ${new Date(event.releaseAt).toISOString()}`);
  }
}

export async function saveForecast(db: Kysely<Database>, calendar: CalendarReleases, userId: string, eventId: string, value: number, now: number) {
  await requireOpen(calendar, eventId, now);
  // One row per (release, user): a second save, or two tabs saving at once, updates it.
  await db
    .insertInto('outlook_forecasts')
    .values({ id: newId(), event_id: eventId, user_id: userId, value, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ value, updated_at: now }))
    .execute();
  return { eventId, value, updatedAt: now };
}

export async function deleteForecast(db: Kysely<Database>, calendar: CalendarReleases, userId: string, eventId: string, now: number): Promise<void> {
  await requireOpen(calendar, eventId, now);
  await db.deleteFrom('outlook_forecasts').where('event_id', '=', eventId).where('user_id', '=', userId).execute();
}

/** Every forecast of the given releases with the forecaster's display name. */
export async function forecastsOf(db: Kysely<Database>, eventIds: readonly string[]): Promise<StoredForecast[]> {
  if (eventIds.length === 0) return [];
  const out: StoredForecast[] = [];
  // Chunks keep the IN list under SQLite's bound-parameter limit for long histories.
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .selectFrom('outlook_forecasts as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.event_id', 'f.user_id', 'f.value', 'f.updated_at', 'u.name', 'u.username'])
      .where('f.event_id', 'in', eventIds.slice(i, i + 500))
      .orderBy('f.created_at')
      .execute();
    for (const r of rows) {
      out.push({ eventId: r.event_id, userId: r.user_id, name: r.name || r.username, value: Number(r.value), updatedAt: Number(r.updated_at) });
    }
  }
  return out;
}
