/**
 * Account administration (administrators only): admin/list, admin/create, admin/update, admin/resetPassword,
 * deregister/admin, plus search/userOption for the pickers of the administrators' pages (id and display name only). Every change leaves an audit entry.
 */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { notifyAccessChanged } from '../../infra/auth/accessEvents';
import { assertAcceptablePassword } from '../../infra/auth/passwordPolicy';
import { hashPassword } from '../../infra/auth/passwords';
import { isAdminRole } from '../../infra/auth/routeAccess';
import { revokeUserSessions } from '../../infra/auth/sessions';
import { apiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { isUniqueViolation } from '../../infra/db/errors';
import { changeDetail } from '../../infra/audit/changeDetail';
import { createUser, phoneTaken } from './createUser';
import { requireRole } from './roleList';
import { searchUsers } from './searchUsers';
import { findUserByPhone, requireUser, toAdminUser, toUserOption } from './userRecords';

const cannotChangeSelf = (what: string) => apiError('cannotChangeSelf', `Administrators cannot ${what} their own account`);

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/search/userOption', async ({ body }) => {
    const page = await searchUsers(app.db, body);
    return { list: page.rows.map(toUserOption), total: page.total, current: page.current, pageSize: page.pageSize };
  });

  registerEndpoint(app, '/v1/user/admin/list', async ({ body }) => {
    const page = await searchUsers(app.db, body);
    return { list: page.rows.map(toAdminUser), total: page.total, current: page.current, pageSize: page.pageSize };
  });

  registerEndpoint(app, '/v1/user/admin/create', async ({ user, body }) => {
    const now = app.config.now();
    assertAcceptablePassword(body.password, body.username, 'password');
    if (body.role !== undefined) await requireRole(app.db, body.role);
    const created = await createUser(app.db, now, body);
    await recordAudit(app.db, now, user, 'user.create', { id: created.id, name: created.username }, { role: created.role, phone: created.phone });
    return toAdminUser(created);
  });

  registerEndpoint(app, '/v1/user/admin/update', async ({ user, body }) => {
    const now = app.config.now();
    const target = await requireUser(app.db, body.userId);
    if (target.id === user.id && body.disabled === true) throw cannotChangeSelf('disable');
    if (target.id === user.id && body.role !== undefined && !isAdminRole(body.role)) throw cannotChangeSelf('remove the administrator role from');
    if (body.role !== undefined && body.role !== target.role) await requireRole(app.db, body.role);
    const changes: { name?: string; phone?: string | null; role?: string; disabled?: number } = {};
    if (body.name !== undefined) changes.name = body.name.trim() || target.username;
    if (body.phone !== undefined) {
      const holder = body.phone === null ? undefined : await findUserByPhone(app.db, body.phone);
      if (holder && holder.id !== target.id) throw phoneTaken();
      changes.phone = body.phone;
    }
    if (body.role !== undefined) changes.role = body.role;
    if (body.disabled !== undefined) changes.disabled = body.disabled ? 1 : 0;
    const updated = await app.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ ...changes, updated_at: now })
          .where('id', '=', target.id)
          .execute();
        await recordAudit(trx, now, user, 'user.update', { id: target.id, name: target.username }, changeDetail(target, changes));
        return { ...target, ...changes, updated_at: now };
      })
      .catch((err: unknown) => {
        // Lost a race for the phone with a concurrent change.
        if (isUniqueViolation(err)) throw phoneTaken();
        throw err;
      });
    // Disabling ends every session at once (the session check also refuses disabled accounts).
    if (changes.disabled === 1) await revokeUserSessions(app.db, target.id);
    // A new role or a disabled account changes what the user reads: subscriptions and alert rules are re-checked.
    if ((changes.role !== undefined && changes.role !== target.role) || changes.disabled !== undefined) notifyAccessChanged({ userId: target.id });
    return toAdminUser(updated);
  });

  registerEndpoint(app, '/v1/user/admin/resetPassword', async ({ user, body }) => {
    const now = app.config.now();
    const target = await requireUser(app.db, body.userId);
    assertAcceptablePassword(body.newPassword, target.username, 'newPassword');
    const passwordHash = await hashPassword(body.newPassword);
    const revoked = await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', target.id).execute();
      const n = await revokeUserSessions(trx, target.id);
      await recordAudit(trx, now, user, 'user.resetPassword', { id: target.id, name: target.username }, { revokedSessions: n });
      return n;
    });
    return { revokedSessions: revoked };
  });

  registerEndpoint(app, '/v1/user/deregister/admin', async ({ user, body }) => {
    const now = app.config.now();
    if (body.userId === user.id) throw cannotChangeSelf('remove');
    const target = await requireUser(app.db, body.userId);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', target.id).execute();
      await trx.deleteFrom('users').where('id', '=', target.id).execute();
      await recordAudit(trx, now, user, 'user.delete', { id: target.id, name: target.username }, { role: target.role, name: target.name });
    });
    return null;
  });
}
