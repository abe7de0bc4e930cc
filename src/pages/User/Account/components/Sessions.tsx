/**
 * The account's active sessions (browser and system read from the user agent, address, times; the current one
 * marked) and signing out the others. Fits 1280 px without a sideways scroll: compact times with the full moment in
 * a tooltip, the expiry and the creation time hidden on narrow screens (antd `responsive`).
 */
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
import { DATE_TIME, DATE_TIME_COMPACT } from '@/utils/dateTime';
import { describeUserAgent } from '@/utils/userAgent';
import { useRevokeOtherSessions } from '../service';

export default function Sessions({ sessions }: { sessions: UseQueryResult<SessionInfo[]> }) {
  const intl = useIntl();
  // Stable while the language stays, so the columns below are rebuilt only when it changes.
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const time = useCallback((at: number) => intl.formatDate(at, DATE_TIME), [intl]);
  const moment = useCallback(
    (at: number) => (
      <span title={time(at)} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(at, DATE_TIME_COMPACT)}
      </span>
    ),
    [intl, time],
  );
  // "Chrome 156 on Linux"; the raw string when no known browser is named.
  const browserOf = useCallback(
    (ua: string) => {
      const info = describeUserAgent(ua);
      if (!info) return ua;
      const browser = `${info.browser} ${info.version}`;
      return info.os ? f('account.sessions.browserOn', { browser, os: info.os }) : browser;
    },
    [f],
  );
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
          <Typography.Text ellipsis={{ tooltip: ua }} style={{ maxInlineSize: 240 }}>
            {browserOf(ua) || '—'}
          </Typography.Text>
        ),
      },
      { key: 'ip', title: f('account.sessions.column.ip'), dataIndex: 'ip', render: (ip: string) => <span dir="ltr">{ip}</span> },
      {
        key: 'createdAt',
        title: f('account.sessions.column.createdAt'),
        dataIndex: 'createdAt',
        responsive: ['md'],
        sorter: (a, b) => a.createdAt - b.createdAt,
        render: moment,
      },
      {
        key: 'lastSeenAt',
        title: f('account.sessions.column.lastSeenAt'),
        dataIndex: 'lastSeenAt',
        sorter: (a, b) => a.lastSeenAt - b.lastSeenAt,
        render: moment,
      },
      {
        key: 'expiresAt',
        title: f('account.sessions.column.expiresAt'),
        dataIndex: 'expiresAt',
        responsive: ['lg'],
        sorter: (a, b) => a.expiresAt - b.expiresAt,
        render: moment,
      },
    ],
    [f, moment, browserOf],
  );
  const exportColumns: CsvColumn<SessionInfo>[] = [
    { title: f('account.sessions.column.this'), value: (s) => (s.current ? f('account.sessions.current') : '') },
    { title: f('account.sessions.column.browser'), value: (s) => browserOf(s.userAgent) },
    { title: f('account.sessions.column.ip'), value: (s) => s.ip },
    { title: f('account.sessions.column.createdAt'), value: (s) => s.createdAt, time: DATE_TIME },
    { title: f('account.sessions.column.lastSeenAt'), value: (s) => s.lastSeenAt, time: DATE_TIME },
    { title: f('account.sessions.column.expiresAt'), value: (s) => s.expiresAt, time: DATE_TIME },
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
