/**
 * The contract configuration page's feeds tab: the state of every feed, which feed serves each product (editable
 * by administrators: switching takes effect on the next tick, no restart) and, for administrators, the publisher
 * keys of push gateways (create: the secret is shown once; list; revoke). Others see states and assignments only.
 */
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Form, Input, message, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { FeedAssignment, FeedChoice, PublisherKeyInfo } from '@common/contract/feeds';
import ClientTable from '@/components/ClientTable';
import FeedStates from '@/components/FeedStates';
import LoadError from '@/components/LoadError';
import { useCreatePublisherKey, useFeedAssignments, usePublisherKeys, useRevokePublisherKey, useSetFeedAssignment } from '@/services/feeds';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';

const FEEDS: readonly FeedChoice[] = ['demo', 'replay', 'push', 'none'];

type Format = (id: string, values?: Record<string, string | number>) => string;

function Assignments({ f, isAdmin }: { f: Format; isAdmin: boolean }) {
  const intl = useIntl();
  const list = useFeedAssignments();
  const setAssignment = useSetFeedAssignment();
  const save = async (product: string, feed: FeedChoice | null) => {
    try {
      await setAssignment.mutateAsync({ product, feed });
      message.success(f('feeds.assign.saved', { product }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const columns: ColumnsType<FeedAssignment> = [
    {
      key: 'product',
      title: f('feeds.assign.product'),
      sorter: (a, b) => a.product.localeCompare(b.product),
      render: (_, r) => <span dir="ltr">{r.product}</span>,
    },
    {
      key: 'feed',
      title: f('feeds.assign.feed'),
      filters: FEEDS.map((x) => ({ text: f(`feeds.kind.${x}`), value: x })),
      onFilter: (value, r) => r.feed === value,
      render: (_, r) =>
        isAdmin ? (
          <Select<FeedChoice>
            aria-label={f('feeds.assign.feedOf', { product: r.product })}
            size="small"
            value={r.feed}
            style={{ minInlineSize: 120 }}
            options={FEEDS.map((x) => ({ value: x, label: f(`feeds.kind.${x}`) }))}
            onChange={(feed) => void save(r.product, feed)}
          />
        ) : (
          <Tag color={r.feed === 'demo' ? 'gold' : undefined}>{f(`feeds.kind.${r.feed}`)}</Tag>
        ),
    },
    {
      key: 'source',
      title: f('feeds.assign.source'),
      filters: ['stored', 'env', 'default'].map((x) => ({ text: f(`feeds.source.${x}`), value: x })),
      onFilter: (value, r) => r.source === value,
      render: (_, r) => f(`feeds.source.${r.source}`),
    },
    {
      key: 'updated',
      title: f('feeds.assign.updated'),
      render: (_, r) => (r.updatedAt === null ? '-' : `${intl.formatDate(r.updatedAt, DATE_TIME)} ${r.updatedBy ?? ''}`),
    },
    ...(isAdmin
      ? [
          {
            key: 'actions',
            title: f('feeds.actions'),
            render: (_: unknown, r: FeedAssignment) =>
              r.source === 'stored' ? (
                <Button type="link" size="small" onClick={() => void save(r.product, null)}>
                  {f('feeds.assign.reset')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  const exportColumns: CsvColumn<FeedAssignment>[] = [
    { title: f('feeds.assign.product'), value: (r) => r.product },
    { title: f('feeds.assign.feed'), value: (r) => f(`feeds.kind.${r.feed}`) },
    { title: f('feeds.assign.source'), value: (r) => f(`feeds.source.${r.source}`) },
    { title: f('feeds.assign.updated'), value: (r) => r.updatedAt, time: DATE_TIME },
  ];
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary">{f('feeds.assign.help', { feed: f(`feeds.kind.${list.data?.defaultFeed ?? 'demo'}`) })}</Typography.Paragraph>
      <ClientTable<FeedAssignment>
        aria-label={f('feeds.assign.title')}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowKey="product"
        loading={list.isPending}
        exportName="feed-assignments"
        exportColumns={exportColumns}
        searchText={(r) => `${r.product} ${r.feed}`}
      />
    </Space>
  );
}

function PublisherKeys({ f }: { f: Format }) {
  const intl = useIntl();
  const keys = usePublisherKeys(true);
  const createKey = useCreatePublisherKey();
  const revokeKey = useRevokePublisherKey();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);

  const create = async () => {
    try {
      const res = await createKey.mutateAsync({ name: name.trim() });
      setShown({ name: res.data.key.name, secret: res.data.secret });
      setName('');
    } catch (e) {
      message.error(failureMessage(e));
    }
  };
  const revoke = async (key: PublisherKeyInfo) => {
    try {
      await revokeKey.mutateAsync({ id: key.id });
      message.success(f('feeds.keys.revoked', { name: key.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };
  const when = (at: number | null) => (at === null ? '-' : intl.formatDate(at, DATE_TIME));
  const columns: ColumnsType<PublisherKeyInfo> = [
    { key: 'name', title: f('feeds.keys.name'), sorter: (a, b) => a.name.localeCompare(b.name), render: (_, k) => k.name },
    {
      key: 'status',
      title: f('feeds.keys.status'),
      filters: [
        { text: f('feeds.keys.active'), value: 'active' },
        { text: f('feeds.keys.revokedState'), value: 'revoked' },
      ],
      onFilter: (value, k) => (k.revokedAt === null ? 'active' : 'revoked') === value,
      render: (_, k) => (k.revokedAt === null ? <Tag color="green">{f('feeds.keys.active')}</Tag> : <Tag>{f('feeds.keys.revokedState')}</Tag>),
    },
    { key: 'createdBy', title: f('feeds.keys.createdBy'), render: (_, k) => k.createdBy },
    { key: 'createdAt', title: f('feeds.keys.createdAt'), sorter: (a, b) => a.createdAt - b.createdAt, render: (_, k) => when(k.createdAt) },
    { key: 'lastUsedAt', title: f('feeds.keys.lastUsedAt'), sorter: (a, b) => (a.lastUsedAt ?? 0) - (b.lastUsedAt ?? 0), render: (_, k) => when(k.lastUsedAt) },
    {
      key: 'actions',
      title: f('feeds.actions'),
      render: (_, k) =>
        k.revokedAt === null ? (
          <Popconfirm
            title={f('feeds.keys.revokeConfirm', { name: k.name })}
            okText={f('feeds.keys.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={f('feeds.cancel')}
            onConfirm={() => revoke(k)}
          >
            <Button type="link" size="small" danger>
              {f('feeds.keys.revoke')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];
  const exportColumns: CsvColumn<PublisherKeyInfo>[] = [
    { title: f('feeds.keys.name'), value: (k) => k.name },
    { title: f('feeds.keys.status'), value: (k) => f(k.revokedAt === null ? 'feeds.keys.active' : 'feeds.keys.revokedState') },
    { title: f('feeds.keys.createdBy'), value: (k) => k.createdBy },
    { title: f('feeds.keys.createdAt'), value: (k) => k.createdAt, time: DATE_TIME },
    { title: f('feeds.keys.lastUsedAt'), value: (k) => k.lastUsedAt, time: DATE_TIME },
  ];
  if (keys.error) return <LoadError error={keys.error} onRetry={() => void keys.refetch()} />;
  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary">{f('feeds.keys.help')}</Typography.Paragraph>
      <Form layout="inline" onFinish={() => void create()}>
        <Form.Item label={f('feeds.keys.newName')} htmlFor="publisher-key-name">
          <Input id="publisher-key-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={name.trim() === ''} loading={createKey.isPending}>
          {f('feeds.keys.create')}
        </Button>
      </Form>
      <ClientTable<PublisherKeyInfo>
        aria-label={f('feeds.keys.title')}
        rows={keys.data ?? []}
        columns={columns}
        rowKey="id"
        loading={keys.isPending}
        exportName="publisher-keys"
        exportColumns={exportColumns}
        searchText={(k) => `${k.name} ${k.createdBy}`}
      />
      {/* Mounted only while shown: closing removes the secret from the page (a closed antd Modal keeps its content). */}
      {shown ? (
        <Modal
          open
          title={f('feeds.keys.secretTitle', { name: shown.name })}
          onOk={() => setShown(null)}
          onCancel={() => setShown(null)}
          okText={f('feeds.keys.secretDone')}
          cancelButtonProps={{ style: { display: 'none' } }}
        >
          <Alert type="warning" showIcon message={f('feeds.keys.secretOnce')} />
          <Typography.Paragraph copyable={{ text: shown.secret }} code data-testid="publisher-secret" style={{ marginBlockStart: 12, direction: 'ltr' }}>
            {shown.secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{f('feeds.keys.usage')}</Typography.Paragraph>
        </Modal>
      ) : null}
    </Space>
  );
}

export default function FeedsPanel() {
  const intl = useIntl();
  const f: Format = (id, values) => intl.formatMessage({ id }, values);
  const { isAdmin = false } = useAccess() as { isAdmin?: boolean };
  return (
    <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }} data-testid="feeds-panel">
      <Card title={f('feeds.state.title')} size="small">
        <FeedStates />
      </Card>
      <Card title={f('feeds.assign.title')} size="small">
        <Assignments f={f} isAdmin={isAdmin} />
      </Card>
      {isAdmin ? (
        <Card title={f('feeds.keys.title')} size="small">
          <PublisherKeys f={f} />
        </Card>
      ) : null}
    </Space>
  );
}
