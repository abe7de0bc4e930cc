/**
 * In-app notifications (the header's bell): `app.notifications` for the features that notify (strategy alerts,
 * calendar reminders, meeting action items), the `notify:<userId>` topic that pushes them live with the unread count,
 * and the caller's calls. The calls keep their URLs under /v2/strategy/notification/* (docs/api.md says why).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/endpoint';
import type { Notifier } from '../../infra/notifications/ports';
import { insertNotification, listNotifications, markRead, unreadCount } from './store';

export const notifyTopic = (userId: string): string => `notify:${userId}`;

async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  const notifier: Notifier = {
    notify: async (n, now) => {
      const notification = await insertNotification(app.db, n, now);
      app.bus.publishTopic(notifyTopic(n.userId), { unread: await unreadCount(app.db, n.userId), latest: notification });
      return notification;
    },
  };
  app.decorate('notifications', notifier);

  app.topics.register('notify:', {
    canRead: (user, topic) => topic === notifyTopic(user.id),
    snapshot: async (topic) => ({ unread: await unreadCount(app.db, topic.slice('notify:'.length)), latest: null }),
    subscribe: (topic, onUpdate) => app.bus.subscribeTopics(topic, (t, data) => t === topic && onUpdate(data)),
  });

  registerEndpoint(app, '/v2/strategy/notification/list', async ({ user }) => ({
    items: await listNotifications(app.db, user.id),
    unread: await unreadCount(app.db, user.id),
  }));

  registerEndpoint(app, '/v2/strategy/notification/unread', async ({ user }) => ({ unread: await unreadCount(app.db, user.id) }));

  registerEndpoint(app, '/v2/strategy/notification/read', async ({ user, body }) => {
    await markRead(app.db, user.id, app.config.now(), body.all ? 'all' : (body.ids ?? []));
    const unread = await unreadCount(app.db, user.id);
    // Other tabs of the same user update their bell too.
    app.bus.publishTopic(notifyTopic(user.id), { unread, latest: null });
    return { unread };
  });
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['stream'], decorators: { fastify: ['bus', 'topics'] } });
