/** The /v1/user area. */
import type { FastifyInstance } from 'fastify';
import accessRoutes from './access';
import accountRoutes from './account';
import adminRoutes from './admin';
import auditRoutes from './audit';
import loginRoutes from './login';
import registrationRoutes from './registration';
import roleRoutes from './roles';

export default async function userPlugin(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(accessRoutes);
  await app.register(auditRoutes);
  await app.register(roleRoutes);
}
