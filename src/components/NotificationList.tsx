/**
 * The bell's list of the newest notifications (src/components/NotificationBell.tsx): loaded with the popover's first
 * opening, so antd's List stays out of the chunk every signed-in page loads.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { history, useIntl } from '@umijs/max';
import { Button, List, Space, Typography } from 'antd';
import type { Notification } from '@common/contract/strategy';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { DATE_TIME } from '@/utils/dateTime';
import { hasOwnMessage } from '@/utils/i18n';
import { LIST_PATH, READ_PATH, UNREAD_PATH } from './notificationPaths';

/** The newest notifications; read only while the popover is open. */
export default function NotificationList({ open: shown, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const list = useQuery({ ...apiQuery(LIST_PATH), select: dataOf, enabled: shown });
  const read = useMutation(apiMutation(READ_PATH, { invalidates: [LIST_PATH, UNREAD_PATH] }));
  // A stored moment (`dueAt`, epoch ms) is shown in the reader's time zone, as every other time in the app; the
  // stored `due` text (UTC) is only the fallback of notices that carry no moment.
  const shownParams = (params: Record<string, string>): Record<string, string> => {
    const at = Number(params.dueAt);
    return params.dueAt !== undefined && Number.isFinite(at) ? { ...params, due: intl.formatDate(at, DATE_TIME) } : params;
  };
  // A notice may name its title by a locale key (`params.titleKey`: a page digest names its page's menu name), so the
  // reader sees it in their language; the stored title is the fallback.
  const titleOf = (n: Notification): string => {
    const key = n.params.titleKey;
    return key !== undefined && hasOwnMessage(intl.messages, key) ? f(key) : n.title;
  };
  const text = (n: Notification) =>
    hasOwnMessage(intl.messages, n.messageKey)
      ? f(n.messageKey, n.params.titleKey === undefined ? shownParams(n.params) : { ...shownParams(n.params), title: titleOf(n) })
      : n.messageKey;
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
                  {titleOf(n)}
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
