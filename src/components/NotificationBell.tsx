/**
 * The header's notification centre (docs/market-data/strategy.md, "Notifications"): a bell with the unread count
 * and, on click, the newest notifications (alert firings) with "mark read" and "mark all read"; a notification
 * opens its link. The count is polled while the page is visible (`/v2/strategy/notification/unread`); the server
 * also pushes `notify:<userId>` on the stream for a live bell once the stream client is in (see the doc).
 */
import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usePollingOptions } from '@/hooks/usePollingOptions';
import { apiQuery, dataOf } from '@/services/query';
import { LIST_PATH, READ_PATH, UNREAD_PATH } from './notificationPaths';

// The list (antd List) loads with the first opening: the bell itself is on every signed-in page.
const NotificationList = lazy(() => import('./NotificationList'));

export { LIST_PATH, READ_PATH, UNREAD_PATH };
/** How often the unread count is asked while the page is visible. */
export const UNREAD_POLL_MS = 30_000;

export default function NotificationBell() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const unread = useQuery({ ...apiQuery(UNREAD_PATH), select: dataOf, ...usePollingOptions(UNREAD_POLL_MS) });
  const count = unread.data?.unread ?? 0;
  const label = `${intl.formatMessage({ id: 'strategy.bell.title' })}${count ? `, ${intl.formatMessage({ id: 'strategy.bell.unread' }, { count })}` : ''}`;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={
        <Suspense fallback={<Spin size="small" />}>
          <NotificationList open={open} onNavigate={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" aria-label={label} data-testid="notification-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
