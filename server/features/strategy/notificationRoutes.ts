/** /v2/strategy/notification/{list,unread,read}: the caller's own in-app notifications (the header's bell). */
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../infra/http/endpoint';
import { listNotifications, markRead, notifyTopic, unreadCount } from './notifications';

export function registerNotificationRoutes(app: FastifyInstance): void {
  registerEndpoint(app, '/v2/strategy/notification/list', async ({ user }) => ({
    items: await listNotifications(app.db, user.id),
    unread: await unreadCount(app.db, user.id),
  }));

  registerEndpoint(app, '/v2/strategy/notification/unread', async ({ user }) => ({ unread: await unreadCount(app.db, user.id) }));

  registerEndpoint(app, '/v2/strategy/notification/read', async ({ user, body }) => {
    await markRead(app.db, user.id, app.config.now(), body.all ? 'all' : (body.ids ?? []));
    const unread = await unreadCount(app.db, user.id);
    // Other tabs of the same user update their bell too.
    app.market.bus?.publishTopic(notifyTopic(user.id), { unread, latest: null });
    return { unread };
  });
}
