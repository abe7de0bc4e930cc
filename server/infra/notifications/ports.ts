/**
 * The notification service's interface: features that tell a user something (strategy alerts, calendar reminders,
 * meeting action items) call `app.notifications.notify`, implemented and decorated by the notifications feature
 * (server/features/notifications/). The type lives in infrastructure because several features consume it.
 */
import type { Notification } from '../../../common/contract/strategy';

export interface NotificationInput {
  userId: string;
  title: string;
  /** Locale key of the message; `params` fill it in. */
  messageKey: string;
  params: Record<string, string>;
  /** The page the notification opens. */
  link: string;
}

export interface Notifier {
  /** Stores a notification for its user and pushes it with the new unread count on `notify:<userId>`. */
  notify(n: NotificationInput, now: number): Promise<Notification>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** In-app notifications: the notifications feature (server/features/notifications/). */
    notifications: Notifier;
  }
}
