/**
 * Publisher keys: an administrator creates one per gateway; the secret (`pub_` + 32 random bytes, base64url) is
 * shown once and only its SHA-256 is stored (as session tokens are, server/infra/auth/tokens.ts), so a database leak
 * yields no key and a revocation takes effect on the next push.
 */
import type { Kysely } from 'kysely';
import type { PublisherKeyInfo } from '../../../../common/contract/feeds';
import { recordAudit } from '../../../infra/audit/auditLog';
import type { AuthUser } from '../../../infra/auth/authUser';
import { hashToken, newToken } from '../../../infra/auth/tokens';
import { newId } from '../../../infra/db/ids';
import type { Database } from '../../../schema';
import type { FeedPublisherKeysTable } from '../tables';

const SECRET = /^Publisher\s+(pub_[A-Za-z0-9_-]{43})\s*$/i;

/** The secret of an `Authorization: Publisher <secret>` header, or null. */
export function publisherSecret(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  return SECRET.exec(header)?.[1] ?? null;
}

export const toKeyInfo = (r: FeedPublisherKeysTable): PublisherKeyInfo => ({
  id: r.id,
  name: r.name,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
});

export async function createPublisherKey(
  db: Kysely<Database>,
  name: string,
  createdBy: string,
  now: number,
): Promise<{ row: FeedPublisherKeysTable; secret: string }> {
  const secret = `pub_${newToken()}`;
  const row: FeedPublisherKeysTable = {
    id: newId(),
    name,
    hash: hashToken(secret),
    created_by: createdBy,
    created_at: now,
    revoked_at: null,
    last_used_at: null,
  };
  await db.insertInto('feed_publisher_keys').values(row).execute();
  return { row, secret };
}

/** The unrevoked key holding this secret, or undefined. */
export async function findActiveKey(db: Kysely<Database>, secret: string): Promise<FeedPublisherKeysTable | undefined> {
  return db.selectFrom('feed_publisher_keys').selectAll().where('hash', '=', hashToken(secret)).where('revoked_at', 'is', null).executeTakeFirst();
}

const LAST_USED_RESOLUTION_MS = 10_000;

/** Records use, at most every ten seconds per key (a busy gateway should not write on every batch). */
export async function touchKey(db: Kysely<Database>, key: FeedPublisherKeysTable, now: number): Promise<void> {
  if (key.last_used_at !== null && now - Number(key.last_used_at) < LAST_USED_RESOLUTION_MS) return;
  await db.updateTable('feed_publisher_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
}

/** Every key, newest first. */
export async function listPublisherKeys(db: Kysely<Database>): Promise<FeedPublisherKeysTable[]> {
  return db.selectFrom('feed_publisher_keys').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findPublisherKey(db: Kysely<Database>, id: string): Promise<FeedPublisherKeysTable | undefined> {
  return db.selectFrom('feed_publisher_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Revokes a key and records who did it, in one transaction (no revocation without its audit line). */
export async function revokePublisherKey(
  db: Kysely<Database>,
  row: FeedPublisherKeysTable,
  user: Pick<AuthUser, 'id' | 'username'>,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('feed_publisher_keys').set({ revoked_at: now }).where('id', '=', row.id).execute();
    await recordAudit(trx, now, user, 'feeds.key.revoke', { id: row.id, name: row.name }, { before: { revokedAt: null }, after: { revokedAt: now } });
  });
}
