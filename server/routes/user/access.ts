/**
 * Permission administration: access/get, access/set, access/copy. Paths are normalised with withAncestors
 * (unknown paths dropped, gated ancestors added), so what is stored is what user_info reports and what the
 * server enforces. Administrators hold every gated path whatever is stored.
 */
import type { FastifyInstance } from 'fastify';
import type { AccessCopyBody, AccessSetBody, UserAccess, UserIdBody } from '../../../common/contract/user';
import { recordAudit } from '../../audit/auditLog';
import { normalisePaths, parseStoredPaths } from '../../auth/routeAccess';
import { notFound } from '../../http/apiError';
import { registerEndpoint } from '../../http/endpoint';
import { requireUser, toUserAccess } from '../../users/userRecords';

export default async function accessRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint<UserIdBody>(app, '/v1/user/access/get', async ({ body }) => toUserAccess(await requireUser(app.db, body.userId)));

  registerEndpoint<AccessSetBody>(app, '/v1/user/access/set', async ({ user, body }): Promise<UserAccess> => {
    const now = app.config.now();
    const target = await requireUser(app.db, body.userId);
    const paths = normalisePaths(body.paths);
    const stored = JSON.stringify(paths);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ access_paths: stored, updated_at: now }).where('id', '=', target.id).execute();
      await recordAudit(trx, now, user, 'access.set', { id: target.id, name: target.username }, { before: parseStoredPaths(target.access_paths), after: paths });
    });
    return toUserAccess({ ...target, access_paths: stored });
  });

  registerEndpoint<AccessCopyBody>(app, '/v1/user/access/copy', async ({ user, body }): Promise<UserAccess[]> => {
    const now = app.config.now();
    const source = await requireUser(app.db, body.fromUserId);
    const targetIds = [...new Set(body.toUserIds)];
    const targets = await app.db.selectFrom('users').selectAll().where('id', 'in', targetIds).execute();
    const missing = targetIds.filter((id) => !targets.some((t) => t.id === id));
    if (missing.length) throw notFound(`User ${missing[0]}`);
    const stored = JSON.stringify(normalisePaths(parseStoredPaths(source.access_paths)));
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ access_paths: stored, updated_at: now }).where('id', 'in', targetIds).execute();
      for (const t of targets) {
        await recordAudit(trx, now, user, 'access.copy', { id: t.id, name: t.username }, { from: source.username, paths: JSON.parse(stored) });
      }
    });
    return targetIds.map((id) => toUserAccess({ ...targets.find((t) => t.id === id)!, access_paths: stored }));
  });
}
