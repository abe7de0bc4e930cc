/**
 * Per-account lockout: LOCKOUT_THRESHOLD failed logins in a row lock the account for LOCKOUT_MS (whatever
 * the IP), answered with the catalogue's `accountLocked`. A successful login resets the count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { apiError } from '../http/apiError';
import type { UserRow } from './userRecords';

const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;

export const accountLocked = (until: number, now: number) =>
  apiError('accountLocked', `Too many failed logins; the account is locked for ${Math.ceil((until - now) / 60_000)} more minute(s)`);

export function assertNotLocked(user: UserRow, now: number): void {
  if (user.locked_until !== null && user.locked_until > now) throw accountLocked(user.locked_until, now);
}

/** Counts a failure; returns the lock end when this failure locked the account. */
export async function recordFailedLogin(db: Kysely<Database>, user: UserRow, now: number): Promise<number | null> {
  // A lock that has run out starts a fresh count.
  const expiredLock = user.locked_until !== null && user.locked_until <= now;
  const row = await db
    .updateTable('users')
    .set({
      failed_logins: expiredLock ? 1 : sql<number>`failed_logins + 1`,
      locked_until: expiredLock ? null : user.locked_until,
    })
    .where('id', '=', user.id)
    .returning(['failed_logins'])
    .executeTakeFirst();
  if (!row || row.failed_logins < LOCKOUT_THRESHOLD) return null;
  const until = now + LOCKOUT_MS;
  await db.updateTable('users').set({ failed_logins: 0, locked_until: until }).where('id', '=', user.id).execute();
  return until;
}

export async function recordSuccessfulLogin(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null, last_login_at: now }).where('id', '=', userId).execute();
}
