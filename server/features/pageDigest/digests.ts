/**
 * The daily digests due at a moment: for each subscription whose hour of its zone's day has come and whose day has not
 * been sent, the day is claimed (once across processes, store.ts claimDay) and, if the reader may still open the page,
 * a notification links them to it. A reader who lost the page gets nothing (the day is claimed all the same).
 */
import type { Kysely } from 'kysely';
import { DIGEST_PAGES } from '../../../common/contract/pageDigest';
import { dayKey, wallClock } from '../../../common/domain/zonedTime';
import { allows } from '../../infra/auth/routeAccess';
import { userAccess } from '../../infra/auth/userAccess';
import type { Notifier } from '../../infra/notifications/ports';
import type { Database } from '../../schema';
import { allDigests, claimDay } from './store';

/** Sends the digests due at `now`; returns how many notifications went out. */
export async function sendDueDigests(db: Kysely<Database>, notifications: Notifier, now: number): Promise<number> {
  let sent = 0;
  for (const d of await allDigests(db)) {
    const day = dayKey(now, d.timeZone);
    if (wallClock(now, d.timeZone).hour < d.hour || (d.lastSentDay !== null && d.lastSentDay >= day)) continue;
    if (!(await claimDay(db, d.userId, d.page, day))) continue;
    const digestPage = DIGEST_PAGES[d.page];
    const reader = await userAccess(db, d.userId);
    if (!digestPage || !allows(reader, digestPage.accessKey)) continue;
    // The title in the reader's language is the page's menu name (the notification list shows `titleKey`).
    await notifications.notify(
      { userId: d.userId, title: d.page, messageKey: 'pageDigest.ready', params: { titleKey: digestPage.titleKey, date: day }, link: d.page },
      now,
    );
    sent += 1;
  }
  return sent;
}
