/**
 * The state of every feed (POST /v2/feeds/state): connected, age of the last tick, ticks per second, instruments,
 * the normal gap between ticks; the demo feed marked "DEMO DATA". Shown on /test and in the contract page's feeds
 * tab; polls while visible.
 */
import { useIntl } from '@umijs/max';
import { Badge, Space, Tag } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import type { FeedStateInfo } from '@common/contract/feeds';
import ClientTable from '@/components/ClientTable';
import LoadError from '@/components/LoadError';
import { useFeedStates } from '@/services/market/feedState';
import type { CsvColumn } from '@/utils/csvExport';

export default function FeedStates() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const states = useFeedStates();
  const seconds = (ms: number | null) =>
    ms === null ? f('feeds.state.never') : f('feeds.state.seconds', { value: intl.formatNumber(ms / 1000, { maximumFractionDigits: 1 }) });

  if (states.error) return <LoadError error={states.error} onRetry={() => void states.refetch()} />;

  const columns: ColumnsType<FeedStateInfo> = [
    {
      key: 'name',
      title: f('feeds.state.feed'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      // The badge under the name, not beside it: six columns then fit the test page's card at 1024 px without a
      // sideways scroll (tests/e2e/mock/screens.e2e.ts).
      render: (_, s) => (
        <Space direction="vertical" size={2}>
          <span dir="ltr">{s.name}</span>
          {s.demo ? <Tag color="gold">{f('feeds.demoBadge')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'connected',
      title: f('feeds.state.connected'),
      filters: [
        { text: f('feeds.state.up'), value: true },
        { text: f('feeds.state.down'), value: false },
      ],
      onFilter: (value, s) => s.connected === value,
      render: (_, s) => <Badge status={s.connected ? 'success' : 'default'} text={f(s.connected ? 'feeds.state.up' : 'feeds.state.down')} />,
    },
    {
      key: 'age',
      title: f('feeds.state.lastTick'),
      sorter: sortByNullableNumber((r) => r.lastTickAgeMs),
      render: (_, s) => seconds(s.lastTickAgeMs),
    },
    { key: 'rate', title: f('feeds.state.rate'), sorter: (a, b) => a.ticksPerSecond - b.ticksPerSecond, render: (_, s) => intl.formatNumber(s.ticksPerSecond) },
    {
      key: 'instruments',
      title: f('feeds.state.instruments'),
      sorter: (a, b) => a.instruments - b.instruments,
      render: (_, s) => intl.formatNumber(s.instruments),
    },
    { key: 'gap', title: f('feeds.state.normalGap'), render: (_, s) => seconds(s.normalGapMs) },
  ];
  const exportColumns: CsvColumn<FeedStateInfo>[] = [
    { title: f('feeds.state.feed'), value: (s) => s.name },
    { title: f('feeds.state.connected'), value: (s) => f(s.connected ? 'feeds.state.up' : 'feeds.state.down') },
    { title: f('feeds.state.lastTick'), value: (s) => seconds(s.lastTickAgeMs) },
    { title: f('feeds.state.rate'), value: (s) => s.ticksPerSecond },
    { title: f('feeds.state.instruments'), value: (s) => s.instruments },
    { title: f('feeds.state.normalGap'), value: (s) => seconds(s.normalGapMs) },
    { title: f('feeds.demoBadge'), value: (s) => (s.demo ? f('feeds.yes') : f('feeds.no')) },
  ];

  return (
    <ClientTable<FeedStateInfo>
      aria-label={f('feeds.state.title')}
      rows={states.data ?? []}
      columns={columns}
      rowKey="name"
      loading={states.isPending}
      exportName="feed-state"
      exportColumns={exportColumns}
    />
  );
}
