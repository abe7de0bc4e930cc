/**
 * Calendar reminders (docs/research/calendar.md, "Reminders"): a user subscribes to an event (every release of an
 * event_key) or to every event at or above an importance, and chooses how many minutes before a release the
 * notification arrives. The job (sendDueReminders, every minute) notifies once per (release, user): it claims the
 * pair with a unique insert before sending, so two server processes never both send. Date-only releases have no
 * time to count back from and are not reminded of. Users who lost the page get nothing.
 */
import type { Kysely } from 'kysely';
import {
  CALENDAR_REMINDER_MINUTES_DEFAULT,
  type CalendarReminders,
  type CalendarSubscription,
  type CalendarUserSettings,
  type Importance,
} from '../../../common/contract/events';
import { allows, effectivePaths, isAdminRole, parseStoredPaths } from '../../infra/auth/routeAccess';
import type { AuthUser } from '../../infra/auth/authUser';
import { newId } from '../../infra/db/ids';
import type { Database } from '../../schema';
import type { Notifier } from '../../infra/notifications/ports';

const PAGE_KEY = 'auth_tool_calendar_events';
const DEFAULT_SETTINGS: CalendarUserSettings = { minutesBefore: CALENDAR_REMINDER_MINUTES_DEFAULT, timeZone: 'browser' };

const targetOf = (s: { eventKey?: string; minImportance?: Importance }) => (s.eventKey !== undefined ? `event:${s.eventKey}` : `importance:${s.minImportance}`);

function toSubscription(r: { id: string; target: string; created_at: number | string }): CalendarSubscription {
  const [kind, value] = [r.target.slice(0, r.target.indexOf(':')), r.target.slice(r.target.indexOf(':') + 1)];
  return {
    id: r.id,
    eventKey: kind === 'event' ? value : null,
    minImportance: kind === 'importance' ? (Number(value) as Importance) : null,
    createdAt: Number(r.created_at),
  };
}

export async function userSettings(db: Kysely<Database>, userId: string): Promise<CalendarUserSettings> {
  const row = await db.selectFrom('calendar_user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return { minutesBefore: Number(row.minutes_before), timeZone: row.time_zone as CalendarUserSettings['timeZone'] };
}

export async function saveUserSettings(db: Kysely<Database>, userId: string, now: number, s: CalendarUserSettings): Promise<CalendarUserSettings> {
  const values = { minutes_before: s.minutesBefore, time_zone: s.timeZone, updated_at: now };
  await db
    .insertInto('calendar_user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return userSettings(db, userId);
}

export async function remindersOf(db: Kysely<Database>, userId: string): Promise<CalendarReminders> {
  const rows = await db.selectFrom('calendar_subscriptions').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return { settings: await userSettings(db, userId), subscriptions: rows.map(toSubscription) };
}

/** Subscribes (a second identical subscription returns the first). */
export async function subscribe(
  db: Kysely<Database>,
  userId: string,
  now: number,
  s: { eventKey: string } | { minImportance: Importance },
): Promise<CalendarSubscription> {
  const target = targetOf(s);
  await db
    .insertInto('calendar_subscriptions')
    .values({ id: newId(), user_id: userId, target, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'target']).doNothing())
    .execute();
  const row = await db.selectFrom('calendar_subscriptions').selectAll().where('user_id', '=', userId).where('target', '=', target).executeTakeFirstOrThrow();
  return toSubscription(row);
}

/** False when the subscription is not the caller's. */
export async function unsubscribe(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const res = await db.deleteFrom('calendar_subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

interface Subscriber {
  minutesBefore: number;
  eventKeys: Set<string>;
  /** Lowest importance subscribed to (every event at or above it), or null. */
  minImportance: number | null;
}

/** Each subscriber with the page still granted, and what they follow. */
async function subscribers(db: Kysely<Database>): Promise<Map<string, Subscriber>> {
  const subs = await db
    .selectFrom('calendar_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('calendar_user_settings as c', 'c.user_id', 's.user_id')
    .select(['s.user_id', 's.target', 'c.minutes_before', 'u.role', 'u.access_paths', 'u.disabled'])
    .execute();
  const out = new Map<string, Subscriber>();
  for (const r of subs) {
    if (Number(r.disabled) !== 0) continue;
    const holder = { isAdmin: isAdminRole(r.role), paths: new Set(effectivePaths(r.role, parseStoredPaths(r.access_paths))) } as AuthUser;
    if (!allows(holder, PAGE_KEY)) continue;
    const entry = out.get(r.user_id) ?? {
      minutesBefore: r.minutes_before === null ? CALENDAR_REMINDER_MINUTES_DEFAULT : Number(r.minutes_before),
      eventKeys: new Set<string>(),
      minImportance: null,
    };
    const sub = toSubscription({ id: '', target: r.target, created_at: 0 });
    if (sub.eventKey !== null) entry.eventKeys.add(sub.eventKey);
    if (sub.minImportance !== null) entry.minImportance = Math.min(entry.minImportance ?? 3, sub.minImportance);
    out.set(r.user_id, entry);
  }
  return out;
}

/**
 * Sends the reminders due at `now`: every timed release in (now, now + N minutes] a subscriber follows, once per
 * (release, release time, user). Returns how many were sent by this call.
 */
export async function sendDueReminders(db: Kysely<Database>, notifications: Notifier, now: number): Promise<number> {
  const users = await subscribers(db);
  if (users.size === 0) return 0;
  const maxLead = Math.max(...[...users.values()].map((u) => u.minutesBefore)) * 60_000;
  const events = await db
    .selectFrom('calendar_events')
    .select(['id', 'event_key', 'title', 'country', 'importance', 'release_at'])
    .where('release_at', '>', now)
    .where('release_at', '<=', now + maxLead)
    .where('date_status', '!=', 'dateOnly')
    .orderBy('release_at')
    .execute();
  let sent = 0;
  for (const ev of events) {
    const releaseAt = Number(ev.release_at);
    for (const [userId, u] of users) {
      if (releaseAt > now + u.minutesBefore * 60_000) continue;
      const follows = u.eventKeys.has(ev.event_key) || (u.minImportance !== null && Number(ev.importance) >= u.minImportance);
      if (!follows) continue;
      const claim = await db
        .insertInto('calendar_reminders_sent')
        .values({ event_id: ev.id, user_id: userId, release_at: releaseAt, sent_at: now })
        .onConflict((oc) => oc.columns(['event_id', 'user_id', 'release_at']).doNothing())
        .executeTakeFirst();
      if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      await notifications.notify(
        {
          userId,
          title: `${ev.country} ${ev.title}`,
          messageKey: 'events.reminder.message',
          params: { country: ev.country, title: ev.title, minutes: String(Math.round((releaseAt - now) / 60_000)), releaseAt: String(releaseAt) },
          link: `/tool/calendar/events?event=${encodeURIComponent(ev.id)}`,
        },
        now,
      );
      sent += 1;
    }
  }
  return sent;
}
