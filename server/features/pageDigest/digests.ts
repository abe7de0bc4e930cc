/**
 * The page digests due at a moment: for each subscription whose hour of its zone's day has come (on its weekday, for
 * a weekly one) and whose day has not been sent, the day is claimed (once across processes, store.ts claimDay) and, if
 * the reader may still open the page, a notification links them to it. A reader who lost the page gets nothing (the
 * day is claimed all the same). A published report (`/report/<slug>`) is checked against its route's readers through
 * `reports` (the builder's `app.reports`), as when it is opened.
 */
import type { Kysely } from 'kysely';
import { DIGEST_PAGES, REPORT_DIGEST_PREFIX } from '../../../common/contract/pageDigest';
import { dayKey, wallClock } from '../../../common/domain/zonedTime';
import type { AuthUser } from '../../infra/auth/authUser';
import { allows } from '../../infra/auth/routeAccess';
import { userAccess } from '../../infra/auth/userAccess';
import type { Notifier } from '../../infra/notifications/ports';
import type { ReportReader } from '../../infra/reports/ports';
import type { Database } from '../../schema';
import { allDigests, claimDay } from './store';

/** The day of the week (0 Sunday) of a `YYYY-MM-DD` day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The notification's title for a reader who may still open the page: a menu name's locale key, or a report's title. */
async function titleFor(reader: AuthUser, page: string, reports: ReportReader | undefined): Promise<{ titleKey: string } | { title: string } | null> {
  if (page.startsWith(REPORT_DIGEST_PREFIX)) {
    const outline = reports ? await reports.outline(reader, page.slice(REPORT_DIGEST_PREFIX.length)) : 'unknown';
    return typeof outline === 'object' ? { title: outline.title } : null;
  }
  const digestPage = DIGEST_PAGES[page];
  return digestPage && allows(reader, digestPage.accessKey) ? { titleKey: digestPage.titleKey } : null;
}

/** Sends the digests due at `now`; returns how many notifications went out. */
export async function sendDueDigests(db: Kysely<Database>, notifications: Notifier, now: number, reports?: ReportReader): Promise<number> {
  let sent = 0;
  for (const d of await allDigests(db)) {
    const day = dayKey(now, d.timeZone);
    if (wallClock(now, d.timeZone).hour < d.hour || (d.lastSentDay !== null && d.lastSentDay >= day)) continue;
    if (d.weekday !== null && weekdayOf(day) !== d.weekday) continue;
    if (!(await claimDay(db, d.userId, d.page, day))) continue;
    const reader = await userAccess(db, d.userId);
    const title = reader && (await titleFor(reader, d.page, reports));
    if (!title) continue;
    // The title in the reader's language is the page's menu name (the notification list shows `titleKey`).
    await notifications.notify({ userId: d.userId, title: d.page, messageKey: 'pageDigest.ready', params: { ...title, date: day }, link: d.page }, now);
    sent += 1;
  }
  return sent;
}
