/**
 * The library's "Feeds" tab (administrators only; docs/research/feeds.md): every research feed with its health
 * (the data sources' badge and states), last poll, last success, items added and schedule; switch scheduled
 * polling on or off, edit in a drawer, delete after a confirmation, "Poll now" (the row shows "Polling…" and a
 * "Cancel" button until the run ends, then a message says how it went), and the run history with refused items. With no feed yet, the empty
 * table says how to add one.
 */
import { PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Badge, Button, message, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { HEALTH_STATES } from '@common/contract/datasource';
import type { ResearchFeedRow } from '@common/contract/researchFeeds';
import { HowToUse } from '@/components/Analytics';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { BADGE } from '@/components/SourceStates';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME } from '@/utils/dateTime';
import FeedEditDrawer from './FeedEditDrawer';
import RunHistoryDrawer, { counts } from './RunHistoryDrawer';
import { useCancelPoll, useDeleteFeed, useEnableFeed, useFeeds, usePollNow } from './service';

export default function FeedsAdmin() {
  const f = useText();
  const intl = useIntl();
  const feeds = useFeeds();
  const enable = useEnableFeed();
  const remove = useDeleteFeed();
  const pollNow = usePollNow();
  const cancelPoll = useCancelPoll();
  const [editing, setEditing] = useState<ResearchFeedRow | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<ResearchFeedRow | null>(null);
  /** Feeds whose "Poll now" this page started, with the run id, until the run is seen finished. */
  const started = useRef(new Map<string, string>());
  const rows = feeds.data ?? [];
  const time = (ms: number | null) => (ms === null ? f('researchFeeds.never') : intl.formatDate(ms, DATE_TIME));

  // Says how a poll started here ended, once the list shows its run finished.
  useEffect(() => {
    for (const row of feeds.data ?? []) {
      const runId = started.current.get(row.id);
      if (!runId || row.lastRun?.id !== runId || row.lastRun.state === 'running') continue;
      started.current.delete(row.id);
      if (row.lastRun.state === 'success') message.success(f('researchFeeds.pollDone', { name: row.name, ...countValues(row) }));
      else message.error(f('researchFeeds.pollFailed', { name: row.name, reason: row.lastRun.message }));
    }
  }, [feeds.data, f]);

  const startPoll = async (row: ResearchFeedRow) => {
    try {
      const run = await pollNow.mutateAsync({ id: row.id });
      started.current.set(row.id, run.data.id);
      message.info(f('researchFeeds.pollStarted', { name: row.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const cancel = async (row: ResearchFeedRow) => {
    try {
      const answer = await cancelPoll.mutateAsync({ id: row.id });
      if (answer.data.cancelled) message.info(f('researchFeeds.cancelled', { name: row.name }));
      else message.warning(f('researchFeeds.cancelElsewhere', { name: row.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const switchFeed = async (row: ResearchFeedRow, on: boolean) => {
    try {
      await enable.mutateAsync({ id: row.id, enabled: on });
      message.success(f(on ? 'researchFeeds.enabled.on' : 'researchFeeds.enabled.off', { name: row.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const deleteFeed = async (row: ResearchFeedRow) => {
    try {
      await remove.mutateAsync({ id: row.id });
      message.success(f('researchFeeds.deleted', { name: row.name }));
    } catch (e) {
      message.error(failureMessage(e));
    }
  };

  const columns: ColumnsType<ResearchFeedRow> = [
    {
      key: 'name',
      title: f('researchFeeds.column.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary" dir="ltr" ellipsis style={{ maxInlineSize: 280 }}>
            {r.url}
          </Typography.Text>
          <span>
            <Tag>{f(`library.kind.${r.kind}`)}</Tag>
            {r.publisher}
          </span>
        </Space>
      ),
    },
    {
      key: 'health',
      title: f('researchFeeds.column.health'),
      filters: HEALTH_STATES.map((s) => ({ text: f(`health.state.${s}`), value: s })),
      onFilter: (v, r) => r.health.state === v,
      sorter: (a, b) => HEALTH_STATES.indexOf(a.health.state) - HEALTH_STATES.indexOf(b.health.state),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Badge status={BADGE[r.health.state]} text={f(`health.state.${r.health.state}`)} />
          {r.health.state === 'ERROR' && (
            <Typography.Text type="danger" style={{ maxInlineSize: 240 }}>
              {r.health.message}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'lastRun',
      title: f('researchFeeds.column.lastRun'),
      sorter: (a, b) => (a.lastRun?.startedAt ?? -1) - (b.lastRun?.startedAt ?? -1),
      render: (_, r) =>
        r.running ? (
          <Badge status="processing" text={f('researchFeeds.polling')} />
        ) : r.lastRun ? (
          <Space direction="vertical" size={0}>
            <span>{time(r.lastRun.startedAt)}</span>
            {r.lastRun.state === 'success' && <Typography.Text type="secondary">{counts(f, r.lastRun)}</Typography.Text>}
          </Space>
        ) : (
          f('researchFeeds.never')
        ),
    },
    {
      key: 'lastSuccess',
      title: f('researchFeeds.column.lastSuccess'),
      sorter: (a, b) => (a.lastSuccessAt ?? -1) - (b.lastSuccessAt ?? -1),
      render: (_, r) => time(r.lastSuccessAt),
    },
    { key: 'itemsAdded', title: f('researchFeeds.column.itemsAdded'), dataIndex: 'itemsAdded', sorter: (a, b) => a.itemsAdded - b.itemsAdded },
    {
      key: 'schedule',
      title: f('researchFeeds.column.schedule'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text code dir="ltr">
            {r.cron}
          </Typography.Text>
          {r.nextRunAt !== null && <Typography.Text type="secondary">{f('researchFeeds.nextRun', { time: time(r.nextRunAt) })}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'enabled',
      title: f('researchFeeds.column.enabled'),
      filters: [
        { text: f('datasource.enabled.on'), value: true },
        { text: f('datasource.enabled.off'), value: false },
      ],
      onFilter: (v, r) => r.enabled === v,
      render: (_, r) => (
        <Switch
          checked={r.enabled}
          aria-label={f('researchFeeds.enabledOf', { name: r.name })}
          loading={enable.isPending && enable.variables?.id === r.id}
          onChange={(on) => void switchFeed(r, on)}
        />
      ),
    },
    {
      key: 'actions',
      title: f('researchFeeds.column.actions'),
      render: (_, r) => (
        <Space wrap size={4}>
          <Button size="small" loading={r.running || (pollNow.isPending && pollNow.variables?.id === r.id)} onClick={() => void startPoll(r)}>
            {r.running ? f('researchFeeds.polling') : f('researchFeeds.action.pollNow')}
          </Button>
          {r.running && (
            <Button size="small" loading={cancelPoll.isPending && cancelPoll.variables?.id === r.id} onClick={() => void cancel(r)}>
              {f('researchFeeds.action.cancel')}
            </Button>
          )}
          <Button size="small" onClick={() => setHistoryOf(r)}>
            {f('researchFeeds.action.history')}
          </Button>
          <Button size="small" onClick={() => setEditing(r)}>
            {f('researchFeeds.action.edit')}
          </Button>
          <Popconfirm
            title={f('researchFeeds.delete.confirm', { name: r.name })}
            okText={f('researchFeeds.action.delete')}
            cancelText={f('researchFeeds.edit.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteFeed(r)}
          >
            <Button size="small" danger>
              {f('researchFeeds.action.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const exportColumns: CsvColumn<ResearchFeedRow>[] = [
    { title: f('researchFeeds.column.name'), value: (r) => r.name },
    { title: f('researchFeeds.field.url'), value: (r) => r.url },
    { title: f('researchFeeds.column.health'), value: (r) => f(`health.state.${r.health.state}`) },
    { title: f('researchFeeds.column.lastRun'), value: (r) => (r.lastRun ? time(r.lastRun.startedAt) : '') },
    { title: f('researchFeeds.column.lastSuccess'), value: (r) => (r.lastSuccessAt === null ? '' : time(r.lastSuccessAt)) },
    { title: f('researchFeeds.column.itemsAdded'), value: (r) => String(r.itemsAdded) },
    { title: f('researchFeeds.column.schedule'), value: (r) => r.cron },
    { title: f('researchFeeds.column.enabled'), value: (r) => f(r.enabled ? 'datasource.enabled.on' : 'datasource.enabled.off') },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <HowToUse i18nKey="researchFeeds.howToUse.text" />
      {feeds.error ? (
        <LoadError error={feeds.error} onRetry={() => void feeds.refetch()} />
      ) : (
        <ClientTable<ResearchFeedRow>
          aria-label={f('researchFeeds.table')}
          rows={rows}
          columns={columns}
          rowKey="id"
          loading={feeds.isLoading}
          exportName="research-feeds"
          exportColumns={exportColumns}
          searchText={(r) => `${r.name} ${r.url} ${r.publisher}`}
          emptyText={f('researchFeeds.empty')}
          toolbar={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {f('researchFeeds.add')}
            </Button>
          }
        />
      )}
      <FeedEditDrawer
        feed={editing}
        onClose={() => setEditing(null)}
        onSaved={(row) => {
          setEditing(null);
          message.success(f('researchFeeds.saved', { name: row.name }));
        }}
      />
      <RunHistoryDrawer feed={historyOf} onClose={() => setHistoryOf(null)} />
    </Space>
  );
}

const countValues = (row: ResearchFeedRow) => ({
  new: row.lastRun?.newCount ?? 0,
  duplicate: row.lastRun?.duplicateCount ?? 0,
  refused: row.lastRun?.badCount ?? 0,
});
