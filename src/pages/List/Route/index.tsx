/**
 * `/list/route` (docs/builder.md "Routes"): the reports the user published (administrators: every report), sorted,
 * filtered, paged 10 at a time and exported as CSV or Excel; publish a page at `/report/<slug>` for users and roles,
 * change its lists, unpublish it (after a confirmation), open it.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { Alert, Button, message, Popconfirm, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { RouteInfo } from '@common/contract/builder';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import PublishForm from './components/PublishForm';
import { useRoutes, useUnpublish } from './service';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

export default function RouteList() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const routes = useRoutes();
  const unpublish = useUnpublish();
  const [editing, setEditing] = useState<RouteInfo | null>(null);
  const [open, setOpen] = useState(false);
  const rows = routes.data ?? [];
  const roleNames = useMemo(() => [...new Set(rows.flatMap((r) => r.roles))].sort(), [rows]);

  const remove = (slug: string) =>
    unpublish.mutate(
      { slug },
      {
        onSuccess: () => void message.success(f('report.route.unpublished', { slug })),
        onError: (error) => void message.error(failureMessage(error)),
      },
    );

  const columns: ColumnsType<RouteInfo> = [
    {
      key: 'slug',
      title: f('report.route.address'),
      sorter: (a, b) => a.slug.localeCompare(b.slug),
      render: (_, r) => (
        <Link to={`/report/${r.slug}`} dir="ltr">
          /report/{r.slug}
        </Link>
      ),
    },
    { key: 'page', title: f('report.route.page'), dataIndex: 'pageTitle', sorter: (a, b) => a.pageTitle.localeCompare(b.pageTitle) },
    {
      key: 'roles',
      title: f('report.route.roles'),
      filters: roleNames.map((name) => ({ text: name, value: name })),
      onFilter: (value, r) => r.roles.includes(String(value)),
      render: (_, r) => r.roles.map((name) => <Tag key={name}>{name}</Tag>),
    },
    { key: 'users', title: f('report.route.usersCount'), sorter: (a, b) => a.users.length - b.users.length, render: (_, r) => r.users.length },
    {
      key: 'updatedAt',
      title: f('report.route.updated'),
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.updatedAt - b.updatedAt,
      render: (_, r) => intl.formatDate(r.updatedAt, DATE_TIME),
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: f('report.route.actions'),
      render: (_, r) => (
        <Space size={4} wrap>
          <Link to={`/report/${r.slug}`}>{f('report.route.open')}</Link>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setEditing(r);
              setOpen(true);
            }}
          >
            {f('report.route.edit')}
          </Button>
          <Popconfirm title={f('report.route.unpublishConfirm', { slug: r.slug })} onConfirm={() => remove(r.slug)} okText={f('report.route.unpublish')}>
            <Button type="link" size="small" danger aria-label={f('report.route.unpublishOf', { slug: r.slug })}>
              {f('report.route.unpublish')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const exportColumns: CsvColumn<RouteInfo>[] = [
    { title: f('report.route.address'), value: (r) => `/report/${r.slug}` },
    { title: f('report.route.page'), value: (r) => r.pageTitle },
    { title: f('report.route.roles'), value: (r) => r.roles.join(' ') },
    { title: f('report.route.users'), value: (r) => r.users.join(' ') },
    { title: f('report.route.updated'), value: (r) => r.updatedAt, time: DATE_TIME },
  ];

  return (
    <PageContainer title={f('menu.list.route')} content={f('report.route.intro')}>
      {routes.isError && <Alert type="error" showIcon message={failureMessage(routes.error)} style={{ marginBottom: 12 }} />}
      <ClientTable
        rows={rows}
        columns={columns}
        rowKey="slug"
        exportName={f('menu.list.route')}
        exportColumns={exportColumns}
        searchText={(r) => `${r.slug} ${r.pageTitle} ${r.roles.join(' ')}`}
        loading={routes.isPending}
        emptyText={f('report.route.empty')}
        aria-label={f('menu.list.route')}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            {f('report.route.publish')}
          </Button>
        }
      />
      <PublishForm editing={editing} open={open} onClose={() => setOpen(false)} />
    </PageContainer>
  );
}
