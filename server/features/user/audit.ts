/** audit/list: the audit trail, newest first, filtered by action and a keyword over actor, target and detail. */
import type { FastifyInstance } from 'fastify';
import type { AuditEntry } from '../../../common/contract/user';
import { containsIgnoreCase, pageWindow } from '../../infra/db/paging';
import { registerEndpoint } from '../../infra/http/endpoint';

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/audit/list', async ({ body }) => {
    const window = pageWindow(body);
    let base = app.db.selectFrom('audit_log');
    if (body.action) base = base.where('action', '=', body.action);
    const keyword = body.keyword?.trim();
    if (keyword) {
      base = base.where((eb) =>
        eb.or([containsIgnoreCase('actor_name', keyword), containsIgnoreCase('target_name', keyword), containsIgnoreCase('detail', keyword)]),
      );
    }
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = window.reachable
      ? await base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute()
      : [];
    const list: AuditEntry[] = rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorId: r.actor_id,
      actorName: r.actor_name,
      action: r.action,
      targetId: r.target_id,
      targetName: r.target_name,
      detail: r.detail,
    }));
    return { list, total: Number(total), current: window.current, pageSize: window.pageSize };
  });
}
