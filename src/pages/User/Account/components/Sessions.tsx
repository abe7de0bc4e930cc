/** The account's active sessions (browser, address, times; the current one marked) and signing out the others. */
import { LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, message, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import type { SessionInfo } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';
import { useRevokeOtherSessions } from '../service';

export default function Sessions({ sessions }: { sessions: UseQueryResult<SessionInfo[]> }) {
  const intl = useIntl();
  // Stable while the language stays, so the columns below are rebuilt only when it changes.
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const time = useCallback((at: number) => intl.formatDate(at, DATE_TIME), [intl]);
  const revokeOthers = useRevokeOtherSessions();
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;
  const reload = () => void sessions.refetch();

  // The list reloads by itself once the others are signed out (service.ts).
  const revoke = async () => {
    try {
      const { data } = await revokeOthers.mutateAsync(undefined);
      message.success(f('account.sessions.revoked', { count: data.revokedSessions }));
    } catch (failure) {
      message.error(failureMessage(failure));
    }
  };

  const columns: ColumnsType<SessionInfo> = useMemo(
    () => [
      {
        key: 'current',
        title: f('account.sessions.column.this'),
        dataIndex: 'current',
        filters: [
          { text: f('account.sessions.current'), value: true },
          { text: f('account.sessions.other'), value: false },
        ],
        onFilter: (value, row) => row.current === value,
        render: (current: boolean) => (current ? <Tag color="processing">{f('account.sessions.current')}</Tag> : null),
      },
      {
        key: 'userAgent',
        title: f('account.sessions.column.browser'),
        dataIndex: 'userAgent',
        render: (ua: string) => (
          <Typography.Text ellipsis={{ tooltip: ua }} style={{ maxInlineSize: 320 }}>
            {ua || '—'}
          </Typography.Text>
        ),
      },
      { key: 'ip', title: f('account.sessions.column.ip'), dataIndex: 'ip', render: (ip: string) => <span dir="ltr">{ip}</span> },
      { key: 'createdAt', title: f('account.sessions.column.createdAt'), dataIndex: 'createdAt', sorter: (a, b) => a.createdAt - b.createdAt, render: time },
      {
        key: 'lastSeenAt',
        title: f('account.sessions.column.lastSeenAt'),
        dataIndex: 'lastSeenAt',
        sorter: (a, b) => a.lastSeenAt - b.lastSeenAt,
        render: time,
      },
      { key: 'expiresAt', title: f('account.sessions.column.expiresAt'), dataIndex: 'expiresAt', sorter: (a, b) => a.expiresAt - b.expiresAt, render: time },
    ],
    [f, time],
  );
  const exportColumns: CsvColumn<SessionInfo>[] = [
    { title: f('account.sessions.column.this'), value: (s) => (s.current ? f('account.sessions.current') : '') },
    { title: f('account.sessions.column.browser'), value: (s) => s.userAgent },
    { title: f('account.sessions.column.ip'), value: (s) => s.ip },
    { title: f('account.sessions.column.createdAt'), value: (s) => new Date(s.createdAt).toISOString() },
    { title: f('account.sessions.column.lastSeenAt'), value: (s) => new Date(s.lastSeenAt).toISOString() },
    { title: f('account.sessions.column.expiresAt'), value: (s) => new Date(s.expiresAt).toISOString() },
  ];

  if (sessions.error) return <LoadError error={sessions.error} onRetry={reload} />;
  return (
    <ClientTable<SessionInfo>
      aria-label={f('account.sessions.title')}
      rows={rows}
      columns={columns}
      rowKey="id"
      loading={sessions.isFetching}
      exportName="sessions"
      exportColumns={exportColumns}
      searchText={(s) => `${s.userAgent} ${s.ip}`}
      toolbar={
        <>
          <Button icon={<ReloadOutlined />} onClick={reload}>
            {f('common.refresh')}
          </Button>
          <Popconfirm
            title={f('account.sessions.confirmTitle')}
            description={f('account.sessions.confirmBody', { count: others })}
            okText={f('account.sessions.revoke')}
            cancelText={f('common.cancel')}
            onConfirm={revoke}
            disabled={!others}
          >
            <Button danger icon={<LogoutOutlined />} disabled={!others} loading={revokeOthers.isPending}>
              {f('account.sessions.revoke')}
            </Button>
          </Popconfirm>
        </>
      }
    />
  );
}
