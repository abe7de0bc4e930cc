/**
 * The managed roles (administrators only): role/list, role/create, role/rename, role/delete. The administrator
 * role is protected, and no rename may turn a role into an administrator role or back (that would silently change
 * what its accounts may open). A rename carries the accounts holding the role; a role in use is not deleted.
 * Every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_ROLE } from '../../../common/contract/accountDefaults';
import type { RoleInfo } from '../../../common/contract/user';
import { recordAudit } from '../../infra/audit/auditLog';
import { notifyAccessChanged } from '../../infra/auth/accessEvents';
import { isAdminRole } from '../../infra/auth/routeAccess';
import { isUniqueViolation } from '../../infra/db/errors';
import type { Database } from '../../schema';
import { apiError, fieldApiError, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { roleExists } from './roleList';

const roleTaken = (field: string) => fieldApiError('roleTaken', field, 'A role with this name exists');
const roleProtected = () => apiError('roleProtected', 'The administrator role is protected');
const isProtected = (name: string) => name === ADMIN_ROLE;

async function usersHolding(db: Kysely<Database>, name: string): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', name)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function requireListed(db: Kysely<Database>, name: string): Promise<void> {
  if (!(await roleExists(db, name))) throw notFound('Role');
}

export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v1/user/role/list', async () => {
    const roles = await app.db.selectFrom('roles').select('name').orderBy('name').execute();
    const counts = await app.db
      .selectFrom('users')
      .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('role')
      .execute();
    const byRole = new Map(counts.map((c) => [c.role, Number(c.n)]));
    return roles.map((r): RoleInfo => ({ name: r.name, users: byRole.get(r.name) ?? 0, protected: isProtected(r.name) }));
  });

  registerEndpoint(app, '/v1/user/role/create', async ({ user, body }) => {
    const now = app.config.now();
    if (await roleExists(app.db, body.name)) throw roleTaken('name');
    try {
      await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('roles').values({ name: body.name, created_at: now }).execute();
        await recordAudit(trx, now, user, 'role.create', { id: null, name: body.name }, { after: { name: body.name } });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw roleTaken('name');
      throw err;
    }
    return { name: body.name, users: 0, protected: false };
  });

  registerEndpoint(app, '/v1/user/role/rename', async ({ user, body }) => {
    const now = app.config.now();
    await requireListed(app.db, body.name);
    if (isProtected(body.name) || isAdminRole(body.name) !== isAdminRole(body.newName)) throw roleProtected();
    if (body.newName === body.name) return { name: body.name, users: await usersHolding(app.db, body.name), protected: false };
    if (await roleExists(app.db, body.newName)) throw roleTaken('newName');
    await app.db.transaction().execute(async (trx) => {
      await trx.insertInto('roles').values({ name: body.newName, created_at: now }).execute();
      await trx.updateTable('users').set({ role: body.newName, updated_at: now }).where('role', '=', body.name).execute();
      await trx.deleteFrom('roles').where('name', '=', body.name).execute();
      await recordAudit(trx, now, user, 'role.rename', { id: null, name: body.newName }, { before: { name: body.name }, after: { name: body.newName } });
    });
    // Strategies shared with the old name no longer list these accounts' role: every reader is re-checked.
    notifyAccessChanged({ everyone: true });
    return { name: body.newName, users: await usersHolding(app.db, body.newName), protected: false };
  });

  registerEndpoint(app, '/v1/user/role/delete', async ({ user, body }) => {
    const now = app.config.now();
    await requireListed(app.db, body.name);
    if (isProtected(body.name)) throw roleProtected();
    if ((await usersHolding(app.db, body.name)) > 0) throw apiError('roleInUse', 'Accounts hold this role');
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('roles').where('name', '=', body.name).execute();
      await recordAudit(trx, now, user, 'role.delete', { id: null, name: body.name }, { before: { name: body.name } });
    });
    return null;
  });
}
