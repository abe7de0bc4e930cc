/**
 * /access, the permission demo (any signed-in user): every access flag of config/routes.ts with the
 * route(s) it guards, their menu names and whether the current user holds it, plus the admin flag.
 * The flags are the ones the menu and the route guard use (useAccess), so this is what the console
 * itself believes; the server checks the same list on every call.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Card, Descriptions, Progress, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useMemo } from 'react';
import ClientTable from '@/components/ClientTable';
import { accessRows, type AccessRow } from '@/utils/accessRows';
import { boundedCell } from '@/utils/boundedCell';
import type { CsvColumn } from '@/utils/csvExport';
import type { AccessFlags } from '@/utils/routeTree';

export default function AccessDemo() {
  const intl = useIntl();
  // Stable while the language stays, so the columns below are rebuilt only when it changes.
  const f = useCallback((id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
  const access = useAccess() as AccessFlags & { isAdmin?: boolean };
  const rows = useMemo(() => accessRows(access), [access]);
  const grantedCount = rows.filter((r) => r.granted).length;
  const yesNo = useCallback((granted: boolean) => f(granted ? 'access.granted.yes' : 'access.granted.no'), [f]);
  const names = useCallback((row: AccessRow) => row.menuKeys.map((k) => f(k)).join(' / '), [f]);

  const columns: ColumnsType<AccessRow> = useMemo(
    () => [
      {
        key: 'key',
        title: f('access.column.key'),
        dataIndex: 'key',
        sorter: (a, b) => a.key.localeCompare(b.key),
        // Long keys and paths wrap inside a bounded cell, so all four columns fit from 1024 px without a sideways scroll.
        render: (key: string) => (
          <Typography.Text code style={boundedCell(150)}>
            {key}
          </Typography.Text>
        ),
      },
      {
        key: 'paths',
        title: f('access.column.paths'),
        dataIndex: 'paths',
        sorter: (a, b) => a.paths[0].localeCompare(b.paths[0]),
        render: (paths: string[], row) => (
          <Space direction="vertical" size={0} style={boundedCell(150)}>
            {/* Paths are left-to-right fragments: isolated, or an Arabic page shows `/home` as `home/`. */}
            {paths.map((p) => (
              <Typography.Text key={p}>
                <bdi dir="ltr">{p}</bdi>
              </Typography.Text>
            ))}
            {row.grantedBy.join() !== paths.join() ? (
              <Typography.Text type="secondary">
                {intl.formatMessage({ id: 'access.grantedBy' }, { paths: <bdi dir="ltr">{row.grantedBy.join(', ')}</bdi> })}
              </Typography.Text>
            ) : null}
          </Space>
        ),
      },
      {
        key: 'menu',
        title: f('access.column.menu'),
        render: (_: unknown, row) => <span style={boundedCell(160)}>{names(row)}</span>,
        sorter: (a, b) => names(a).localeCompare(names(b)),
      },
      {
        key: 'granted',
        title: f('access.column.granted'),
        dataIndex: 'granted',
        filters: [
          { text: f('access.granted.yes'), value: true },
          { text: f('access.granted.no'), value: false },
        ],
        onFilter: (value, row) => row.granted === value,
        sorter: (a, b) => Number(b.granted) - Number(a.granted),
        render: (granted: boolean) => <Tag color={granted ? 'success' : 'default'}>{yesNo(granted)}</Tag>,
      },
    ],
    [f, intl, yesNo, names],
  );

  const exportColumns: CsvColumn<AccessRow>[] = [
    { title: f('access.column.key'), value: (r) => r.key },
    { title: f('access.column.paths'), value: (r) => r.paths.join(' ') },
    { title: f('access.column.menu'), value: names },
    { title: f('access.column.granted'), value: (r) => yesNo(r.granted) },
  ];

  return (
    <PageContainer title={f('menu.access')} content={f('access.intro')}>
      <Card style={{ marginBlockEnd: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={f('access.isAdmin')}>
            <Tag color={access.isAdmin ? 'gold' : 'default'} data-testid="is-admin">
              {yesNo(!!access.isAdmin)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={f('access.summary')}>
            <Space>
              <Progress type="circle" size={36} percent={rows.length ? Math.round((grantedCount / rows.length) * 100) : 0} showInfo={false} />
              <span data-testid="granted-count">{f('access.summaryValue', { granted: grantedCount, total: rows.length })}</span>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <ClientTable<AccessRow>
          aria-label={f('menu.access')}
          rows={rows}
          columns={columns}
          rowKey="key"
          exportName="access-flags"
          exportColumns={exportColumns}
          searchText={(r) => `${r.key} ${r.paths.join(' ')} ${names(r)}`}
        />
      </Card>
    </PageContainer>
  );
}
