/**
 * Action-item notices in the owner's notification centre: once when an item is assigned to them, once when an
 * open item comes within the owner's lead time of its due time (default 24 hours; an item found already overdue
 * is announced as overdue instead). Each (item, owner, reason) is claimed with a unique insert before the notice
 * is sent, so two server processes running the job notify once.
 */
import type { Kysely } from 'kysely';
import { REMINDER_LEAD_HOURS_DEFAULT } from '../../../common/contract/meetings';
import type { Database } from '../../schema';
import type { Notifier } from '../../infra/notifications/ports';

export const MEETINGS_ROUTE = '/tool/research/internal';
export const REMINDER_INTERVAL_MS = 60_000;
const HOUR = 3_600_000;

type Reason = 'assigned' | 'dueSoon';

/** True when this process claimed the notice (the first to insert the pair). */
async function claim(db: Kysely<Database>, itemId: string, userId: string, reason: Reason, now: number): Promise<boolean> {
  const res = await db
    .insertInto('meeting_reminders')
    .values({ item_id: itemId, user_id: userId, reason, sent_at: now })
    .onConflict((oc) => oc.columns(['item_id', 'user_id', 'reason']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** UTC wall-clock text of a due time: the notice's fallback text (a reader without the web app's formatting). */
const utcText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A due time as notice parameters: `dueAt` (epoch ms) is what the bell shows, in the reader's own time zone like the
 * rest of the app (issue 18: notices read UTC); `due` stays as the UTC fallback text.
 */
const dueParams = (ms: number) => ({ due: utcText(ms), dueAt: String(ms) });

export interface NoticeDeps {
  db: Kysely<Database>;
  notifications: Notifier;
}

export async function noticeAssigned(
  deps: NoticeDeps,
  now: number,
  meeting: { id: string; title: string },
  items: readonly { itemId: string; ownerId: string; text: string; dueAt: number }[],
  assignerId: string,
): Promise<number> {
  let sent = 0;
  for (const i of items) {
    // Nobody needs to be told about an item they gave themselves.
    if (i.ownerId === assignerId) continue;
    if (!(await claim(deps.db, i.itemId, i.ownerId, 'assigned', now))) continue;
    await deps.notifications.notify(
      {
        userId: i.ownerId,
        title: meeting.title,
        messageKey: 'meetings.notify.assigned',
        params: { item: i.text, meeting: meeting.title, ...dueParams(i.dueAt) },
        link: `${MEETINGS_ROUTE}?meeting=${encodeURIComponent(meeting.id)}`,
      },
      now,
    );
    sent += 1;
  }
  return sent;
}

export async function leadHoursOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('meeting_settings').select('reminder_lead_hours').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.reminder_lead_hours) : REMINDER_LEAD_HOURS_DEFAULT;
}

/** One pass of the job: notices for open items within their owner's lead time. Answers how many were sent. */
export async function runDueReminders(deps: NoticeDeps, now: number): Promise<number> {
  const { db } = deps;
  const settings = new Map((await db.selectFrom('meeting_settings').selectAll().execute()).map((s) => [s.user_id, Number(s.reminder_lead_hours)]));
  const maxLead = Math.max(REMINDER_LEAD_HOURS_DEFAULT, ...settings.values()) * HOUR;
  const due = await db
    .selectFrom('meeting_action_items as i')
    .innerJoin('meetings as m', 'm.id', 'i.meeting_id')
    .leftJoin('meeting_reminders as r', (j) => j.onRef('r.item_id', '=', 'i.id').onRef('r.user_id', '=', 'i.owner_id').on('r.reason', '=', 'dueSoon'))
    .select(['i.id', 'i.text', 'i.owner_id', 'i.due_at', 'm.id as meeting_id', 'm.title'])
    .where('i.status', '=', 'open')
    .where('i.due_at', '<=', now + maxLead)
    .where('r.item_id', 'is', null)
    .execute();
  let sent = 0;
  for (const i of due) {
    const lead = (settings.get(i.owner_id) ?? REMINDER_LEAD_HOURS_DEFAULT) * HOUR;
    if (Number(i.due_at) - now > lead) continue;
    if (!(await claim(db, i.id, i.owner_id, 'dueSoon', now))) continue;
    const overdue = Number(i.due_at) < now;
    await deps.notifications.notify(
      {
        userId: i.owner_id,
        title: i.title,
        messageKey: overdue ? 'meetings.notify.overdue' : 'meetings.notify.dueSoon',
        params: { item: i.text, meeting: i.title, ...dueParams(Number(i.due_at)) },
        link: `${MEETINGS_ROUTE}?meeting=${encodeURIComponent(i.meeting_id)}`,
      },
      now,
    );
    sent += 1;
  }
  return sent;
}
