/**
 * /user/subscribe (docs/builder.md "Subscriptions and home"): the charts the user subscribed to from published
 * reports, in home's order: open the report, change the pinned variable values, remove. Sorted, filtered, paged 10 at
 * a time, exported as CSV or Excel. A chart whose report the user may no longer read says so (its titles are gone).
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { Alert, Button, Card, Empty, message, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Subscription } from '@common/contract/subscribe';
import ClientTable, { ACTIONS_COLUMN_KEY } from '@/components/ClientTable';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/subscribe';
import { useRemoveSubscription, useSubscriptionList } from '@/services/subscriptions';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import PinnedValues from './components/PinnedValues';

const valuesText = (s: Subscription) =>
  Object.entries(s.variables)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

export default function Subscriptions() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('subscribe');
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const list = useSubscriptionList();
  const remove = useRemoveSubscription();
  const [editing, setEditing] = useState<Subscription | null>(null);
  const rows = list.data ?? [];
  const reports = [...new Set(rows.map((s) => s.slug))].sort();

  const columns: ColumnsType<Subscription> = [
    {
      key: 'position',
      title: f('subscribe.column.position'),
      sorter: (a, b) => a.position - b.position,
      defaultSortOrder: 'ascend',
      render: (_, s) => s.position + 1,
    },
    {
      key: 'panel',
      title: f('subscribe.column.chart'),
      sorter: (a, b) => (a.panelTitle ?? '').localeCompare(b.panelTitle ?? ''),
      render: (_, s) => s.panelTitle ?? <Tag color="warning">{f('subscribe.gone')}</Tag>,
    },
    {
      key: 'report',
      title: f('subscribe.column.report'),
      filters: reports.map((slug) => ({ text: slug, value: slug })),
      onFilter: (value, s) => s.slug === value,
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <span>{s.reportTitle ?? '—'}</span>
          <Link to={`/report/${s.slug}`} dir="ltr">
            /report/{s.slug}
          </Link>
        </Space>
      ),
    },
    {
      key: 'variables',
      title: f('subscribe.column.values'),
      render: (_, s) => (
        <Typography.Text dir="ltr" type={valuesText(s) ? undefined : 'secondary'}>
          {valuesText(s) || f('subscribe.noValues')}
        </Typography.Text>
      ),
    },
    {
      key: ACTIONS_COLUMN_KEY,
      title: f('subscribe.column.actions'),
      render: (_, s) => (
        <Space size={4} wrap>
          <Button type="link" size="small" disabled={s.reportTitle === null || Object.keys(s.variables).length === 0} onClick={() => setEditing(s)}>
            {f('subscribe.change')}
          </Button>
          <Popconfirm
            title={f('subscribe.removeConfirm', { title: s.panelTitle ?? s.slug })}
            okText={f('subscribe.remove')}
            onConfirm={() => remove.mutate({ id: s.id }, { onError: (error) => void message.error(failureMessage(error)) })}
          >
            <Button type="link" size="small" danger aria-label={f('subscribe.removeOf', { title: s.panelTitle ?? s.slug })}>
              {f('subscribe.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const exportColumns: CsvColumn<Subscription>[] = [
    { title: f('subscribe.column.position'), value: (s) => s.position + 1 },
    { title: f('subscribe.column.chart'), value: (s) => s.panelTitle ?? '' },
    { title: f('subscribe.column.report'), value: (s) => `/report/${s.slug}` },
    { title: f('subscribe.column.values'), value: valuesText },
  ];

  return (
    <PageContainer title={f('menu.user.subscribe')} content={f('subscribe.intro')}>
      {list.isError && <Alert type="error" showIcon message={failureMessage(list.error)} style={{ marginBottom: 12 }} />}
      {list.data && rows.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <div style={{ maxInlineSize: 560, marginInline: 'auto' }}>
                <Typography.Title level={5}>{f('subscribe.empty.title')}</Typography.Title>
                <Typography.Paragraph type="secondary">{f('subscribe.empty.why')}</Typography.Paragraph>
              </div>
            }
          />
        </Card>
      ) : (
        <ClientTable
          rows={rows}
          columns={columns}
          rowKey="id"
          exportName={f('menu.user.subscribe')}
          exportColumns={exportColumns}
          searchText={(s) => `${s.panelTitle ?? ''} ${s.reportTitle ?? ''} ${s.slug} ${valuesText(s)}`}
          loading={list.isPending}
          aria-label={f('menu.user.subscribe')}
        />
      )}
      {editing && <PinnedValues subscription={editing} onClose={() => setEditing(null)} />}
    </PageContainer>
  );
}
