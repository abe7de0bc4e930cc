/** The audit trail: one row per administrative action (who, when, what, on whom). Read through /v1/user/audit/list. */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../auth/authUser';
import { newId } from '../db/ids';
import type { Database } from '../../schema';

export type AuditAction =
  | 'user.create'
  | 'user.update'
  | 'user.delete'
  | 'user.resetPassword'
  | 'user.approve'
  | 'access.set'
  | 'access.copy'
  | 'version.set'
  | 'mocTrade.update'
  | 'file.delete'
  | 'admin.bootstrap'
  | 'role.create'
  | 'role.rename'
  | 'role.delete'
  // reference (issue 9)
  | 'reference.productVersion'
  | 'reference.rate'
  | 'reference.mapping'
  | 'reference.holiday';

export async function recordAudit(
  db: Kysely<Database>,
  at: number,
  actor: Pick<AuthUser, 'id' | 'username'> | null,
  action: AuditAction | string,
  target: { id: string | null; name: string } | null,
  detail: unknown,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at,
      actor_id: actor?.id ?? null,
      actor_name: actor?.username ?? 'system',
      action,
      target_id: target?.id ?? null,
      target_name: target?.name ?? '',
      detail: typeof detail === 'string' ? detail : JSON.stringify(detail),
    })
    .execute();
}
