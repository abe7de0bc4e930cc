/** The notifications table: a user's in-app notifications, newest first, with their read time. */
import type { Kysely, Selectable } from 'kysely';
import type { Notification } from '../../../common/contract/strategy';
import { newId } from '../../infra/db/ids';
import type { NotificationInput } from '../../infra/notifications/ports';
import type { Database } from '../../schema';
import type { NotificationsTable } from './tables';

const parseParams = (json: string): Record<string, string> => {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)])) : {};
  } catch {
    return {};
  }
};

export const toNotification = (r: Selectable<NotificationsTable>): Notification => ({
  id: r.id,
  title: r.title,
  messageKey: r.message_key,
  params: parseParams(r.params_json),
  link: r.link,
  readAt: r.read_at === null ? null : Number(r.read_at),
  createdAt: Number(r.created_at),
});

export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listNotifications(db: Kysely<Database>, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(toNotification);
}

export async function markRead(db: Kysely<Database>, userId: string, now: number, ids: readonly string[] | 'all'): Promise<void> {
  let q = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return;
    q = q.where('id', 'in', [...ids]);
  }
  await q.execute();
}

export async function insertNotification(db: Kysely<Database>, n: NotificationInput, now: number): Promise<Notification> {
  const row = {
    id: newId(),
    user_id: n.userId,
    title: n.title,
    message_key: n.messageKey,
    params_json: JSON.stringify(n.params),
    link: n.link,
    read_at: null,
    created_at: now,
  };
  await db.insertInto('notifications').values(row).execute();
  return toNotification(row);
}
