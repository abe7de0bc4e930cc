/** The /v1/user area. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scopedPlugin } from '../../infra/http/scopedPlugin';
import accessRoutes from './access';
import accountRoutes from './account';
import adminRoutes from './admin';
import auditRoutes from './audit';
import loginRoutes from './login';
import registrationRoutes from './registration';
import roleRoutes from './roles';

async function userPlugin(app: FastifyInstance): Promise<void> {
  await app.register(scopedPlugin('user.login', loginRoutes));
  await app.register(scopedPlugin('user.registration', registrationRoutes));
  await app.register(scopedPlugin('user.account', accountRoutes));
  await app.register(scopedPlugin('user.admin', adminRoutes));
  await app.register(scopedPlugin('user.access', accessRoutes));
  await app.register(scopedPlugin('user.audit', auditRoutes));
  await app.register(scopedPlugin('user.role', roleRoutes));
}

export default fp(userPlugin, { name: 'user' });
