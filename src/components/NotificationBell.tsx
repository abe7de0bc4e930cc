/**
 * The header's notification centre (docs/market-data/strategy.md, "Notifications"): a bell with the unread count
 * and, on click, the newest notifications (alert firings) with "mark read" and "mark all read"; a notification
 * opens its link. The count is polled while the page is visible (`/v2/strategy/notification/unread`); the server
 * also pushes `notify:<userId>` on the stream for a live bell once the stream client is in (see the doc).
 */
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { history, useIntl } from '@umijs/max';
import { Badge, Button, List, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Notification } from '@common/contract/strategy';
import { usePollingOptions } from '@/hooks/usePollingOptions';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';

export const UNREAD_PATH = '/v2/strategy/notification/unread' as const;
export const LIST_PATH = '/v2/strategy/notification/list' as const;
export const READ_PATH = '/v2/strategy/notification/read' as const;
/** How often the unread count is asked while the page is visible. */
export const UNREAD_POLL_MS = 30_000;

/** The newest notifications; read only while the popover is open. */
function NotificationList({ open: shown, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const list = useQuery({ ...apiQuery(LIST_PATH), select: dataOf, enabled: shown });
  const read = useMutation(apiMutation(READ_PATH, { invalidates: [LIST_PATH, UNREAD_PATH] }));
  const text = (n: Notification) => (hasOwnMessage(intl.messages, n.messageKey) ? f(n.messageKey, n.params) : n.messageKey);
  const open = (n: Notification) => {
    if (n.readAt === null) read.mutate({ ids: [n.id] });
    if (n.link) {
      onNavigate();
      history.push(n.link);
    }
  };
  return (
    <div style={{ width: 340 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text strong>{f('strategy.bell.title')}</Typography.Text>
        <Button size="small" type="link" disabled={!list.data?.unread} onClick={() => read.mutate({ all: true })}>
          {f('strategy.bell.markAllRead')}
        </Button>
      </Space>
      <List<Notification>
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.items.slice(0, 20) ?? []}
        locale={{ emptyText: f('strategy.bell.empty') }}
        style={{ maxHeight: 360, overflowY: 'auto' }}
        renderItem={(n) => (
          <List.Item
            actions={
              n.readAt === null
                ? [
                    <Button key="read" size="small" type="link" onClick={() => read.mutate({ ids: [n.id] })}>
                      {f('strategy.bell.markRead')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Typography.Link strong={n.readAt === null} onClick={() => open(n)}>
                  {n.title}
                </Typography.Link>
              }
              description={
                <>
                  <div>{text(n)}</div>
                  <Typography.Text type="secondary">{intl.formatDate(n.createdAt, DATE_TIME)}</Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}

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
      content={<NotificationList open={open} onNavigate={() => setOpen(false)} />}
    >
      <Button type="text" aria-label={label} data-testid="notification-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
