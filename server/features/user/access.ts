/**
 * Permission administration: access/get, access/set, access/copy. Paths are normalised with withAncestors
 * (unknown paths dropped, gated ancestors added), so what is stored is what user_info reports and what the
 * server enforces. Administrators hold every gated path whatever is stored.
 */
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../infra/audit/auditLog';
import { notifyAccessChanged } from '../../infra/auth/accessEvents';
import { normalisePaths, parseStoredPaths } from '../../infra/auth/routeAccess';
import { notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { requireUser, toUserAccess } from './userRecords';

export default async function accessRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/access/get', async ({ body }) => toUserAccess(await requireUser(app.db, body.userId)));

  registerEndpoint(app, '/v1/user/access/set', async ({ user, body }) => {
    const now = app.config.now();
    const target = await requireUser(app.db, body.userId);
    const paths = normalisePaths(body.paths);
    const stored = JSON.stringify(paths);
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ access_paths: stored, updated_at: now }).where('id', '=', target.id).execute();
      await recordAudit(
        trx,
        now,
        user,
        'access.set',
        { id: target.id, name: target.username },
        { before: parseStoredPaths(target.access_paths), after: paths },
      );
    });
    // Open subscriptions and alert rules of this user are re-checked at once (docs/security.md, "Revocation").
    notifyAccessChanged({ userId: target.id });
    return toUserAccess({ ...target, access_paths: stored });
  });

  registerEndpoint(app, '/v1/user/access/copy', async ({ user, body }) => {
    const now = app.config.now();
    const source = await requireUser(app.db, body.fromUserId);
    const targetIds = [...new Set(body.toUserIds)];
    const found = new Map((await app.db.selectFrom('users').selectAll().where('id', 'in', targetIds).execute()).map((u) => [u.id, u]));
    const missing = targetIds.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`User ${missing}`);
    // In the order asked for: the answer lists the targets as given.
    const targets = targetIds.flatMap((id) => found.get(id) ?? []);
    const stored = JSON.stringify(normalisePaths(parseStoredPaths(source.access_paths)));
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ access_paths: stored, updated_at: now }).where('id', 'in', targetIds).execute();
      for (const t of targets) {
        await recordAudit(trx, now, user, 'access.copy', { id: t.id, name: t.username }, { from: source.username, paths: JSON.parse(stored) });
      }
    });
    for (const t of targets) notifyAccessChanged({ userId: t.id });
    return targets.map((t) => toUserAccess({ ...t, access_paths: stored }));
  });
}
