/**
 * A feed's run history: items per poll as a chart (new, duplicates, refused), then every run with its trigger,
 * result, duration, counts, the server's message (a failure's reason) and each refused item with why.
 */
import { useIntl } from '@umijs/max';
import { Badge, Drawer, Empty, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { ResearchFeedRow, ResearchFeedRun } from '@common/contract/researchFeeds';
import Chart, { type ChartSeries } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { useText } from '@/hooks/useText';
import type { CsvColumn } from '@/utils/csvExport';
import { DATE_TIME_SECONDS } from '@/utils/dateTime';
import { useFeedRuns } from './service';

export const RUN_BADGE = { running: 'processing', success: 'success', failed: 'error' } as const;

interface Props {
  feed: ResearchFeedRow | null;
  onClose: () => void;
}

export default function RunHistoryDrawer({ feed, onClose }: Props) {
  const f = useText();
  const intl = useIntl();
  const runs = useFeedRuns(feed?.id ?? null);
  const rows = runs.data ?? [];
  const time = (ms: number) => intl.formatDate(ms, DATE_TIME_SECONDS);
  const seconds = (r: ResearchFeedRun) =>
    r.durationMs === null ? '' : f('researchFeeds.runs.seconds', { seconds: intl.formatNumber(r.durationMs / 1000, { maximumFractionDigits: 1 }) });
  const refused = (r: ResearchFeedRun) => r.problems.map((p) => `${p.item}: ${f(`researchFeeds.problem.${p.reason}`)}`);

  const series: ChartSeries[] = useMemo(() => {
    const done = rows.filter((r) => r.state !== 'running').reverse();
    const bar = (name: string, value: (r: ResearchFeedRun) => number): ChartSeries => ({
      kind: 'bar',
      name,
      unit: '',
      points: done.map((r) => [r.startedAt, value(r)] as const),
    });
    return [
      bar(f('researchFeeds.runs.new'), (r) => r.newCount),
      bar(f('researchFeeds.runs.duplicate'), (r) => r.duplicateCount),
      bar(f('researchFeeds.runs.refused'), (r) => r.badCount),
    ];
  }, [rows, f]);

  const columns: ColumnsType<ResearchFeedRun> = [
    { key: 'startedAt', title: f('researchFeeds.runs.startedAt'), sorter: (a, b) => a.startedAt - b.startedAt, render: (_, r) => time(r.startedAt) },
    {
      key: 'trigger',
      title: f('researchFeeds.runs.trigger'),
      filters: (['manual', 'schedule'] as const).map((v) => ({ text: f(`researchFeeds.trigger.${v}`), value: v })),
      onFilter: (v, r) => r.trigger === v,
      render: (_, r) => f(`researchFeeds.trigger.${r.trigger}`),
    },
    {
      key: 'state',
      title: f('researchFeeds.runs.state'),
      filters: (['running', 'success', 'failed'] as const).map((v) => ({ text: f(`researchFeeds.state.${v}`), value: v })),
      onFilter: (v, r) => r.state === v,
      render: (_, r) => <Badge status={RUN_BADGE[r.state]} text={f(`researchFeeds.state.${r.state}`)} />,
    },
    { key: 'duration', title: f('researchFeeds.runs.duration'), sorter: (a, b) => (a.durationMs ?? -1) - (b.durationMs ?? -1), render: (_, r) => seconds(r) },
    { key: 'new', title: f('researchFeeds.runs.new'), dataIndex: 'newCount', sorter: (a, b) => a.newCount - b.newCount },
    { key: 'duplicate', title: f('researchFeeds.runs.duplicate'), dataIndex: 'duplicateCount', sorter: (a, b) => a.duplicateCount - b.duplicateCount },
    {
      key: 'refused',
      title: f('researchFeeds.runs.refused'),
      sorter: (a, b) => a.badCount - b.badCount,
      render: (_, r) =>
        r.badCount === 0 ? (
          0
        ) : (
          <Space direction="vertical" size={0}>
            <span>{r.badCount}</span>
            {refused(r).map((line) => (
              <Typography.Text key={line} type="secondary" data-testid="refused-item">
                {line}
              </Typography.Text>
            ))}
          </Space>
        ),
    },
    {
      key: 'message',
      title: f('researchFeeds.runs.message'),
      width: 260,
      render: (_, r) => (r.state === 'failed' ? <Typography.Text type="danger">{r.message}</Typography.Text> : r.state === 'success' ? counts(f, r) : ''),
    },
    { key: 'by', title: f('researchFeeds.runs.by'), dataIndex: 'actorName' },
  ];

  const exportColumns: CsvColumn<ResearchFeedRun>[] = [
    { title: f('researchFeeds.runs.startedAt'), value: (r) => time(r.startedAt) },
    { title: f('researchFeeds.runs.trigger'), value: (r) => f(`researchFeeds.trigger.${r.trigger}`) },
    { title: f('researchFeeds.runs.state'), value: (r) => f(`researchFeeds.state.${r.state}`) },
    { title: f('researchFeeds.runs.duration'), value: seconds },
    { title: f('researchFeeds.runs.new'), value: (r) => String(r.newCount) },
    { title: f('researchFeeds.runs.duplicate'), value: (r) => String(r.duplicateCount) },
    { title: f('researchFeeds.runs.refused'), value: (r) => String(r.badCount) },
    { title: f('researchFeeds.runs.refusedItems'), value: (r) => refused(r).join('; ') },
    { title: f('researchFeeds.runs.message'), value: (r) => r.message },
    { title: f('researchFeeds.runs.by'), value: (r) => r.actorName },
  ];

  return (
    <Drawer open={feed !== null} onClose={onClose} width={960} title={feed ? f('researchFeeds.runs.title', { name: feed.name }) : ''}>
      {runs.error ? (
        <LoadError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : !runs.isLoading && rows.length === 0 ? (
        <Empty description={f('researchFeeds.runs.empty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="large">
          <Chart title={f('researchFeeds.runs.chart')} series={series} height={220} loading={runs.isLoading} zoomSlider={false} />
          <ClientTable<ResearchFeedRun>
            aria-label={f('researchFeeds.runs.table')}
            rows={rows}
            columns={columns}
            rowKey="id"
            loading={runs.isLoading}
            exportName="research-feed-runs"
            exportColumns={exportColumns}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** "2 new, 0 duplicates, 1 refused" in the user's language. */
export const counts = (f: (id: string, values?: Record<string, string | number>) => string, r: ResearchFeedRun) =>
  f('researchFeeds.lastRun.counts', { new: r.newCount, duplicate: r.duplicateCount, refused: r.badCount });
