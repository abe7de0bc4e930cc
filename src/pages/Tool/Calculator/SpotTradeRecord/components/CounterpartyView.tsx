/** Who traded with whom over the chosen range (`/v2/spotTradeRecord/stats`): trades and volume by seller -> buyer. */
import { Alert, Space, Statistic } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { SpotTradeStats, SpotTradeStatsBody } from '@common/contract/spotTradeRecord';
import Chart, { type ChartSeries, type ChartXAxis } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { useCounterpartyStats } from '../service';
import { useNumber } from './useNumber';

type Pair = SpotTradeStats['pairs'][number];
const pairKey = (p: Pair) => `${p.seller} → ${p.buyer}`;

export default function CounterpartyView({ range }: { range: SpotTradeStatsBody }) {
  const f = useText();
  const n = useNumber();
  const stats = useCounterpartyStats(range);
  const pairs = useMemo(() => (stats.data?.pairs ?? []).map((p) => ({ ...p, key: pairKey(p) })), [stats.data]);
  const top = pairs.slice(0, 20);
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: top.map((p) => p.key) }), [top]);
  const series = useMemo<ChartSeries[]>(
    () => [{ kind: 'bar', name: f('spotTradeRecord.pairs.volume'), unit: 'bbl', points: top.map((p, i) => [i, p.volume] as const) }],
    [top, f],
  );
  const columns: ColumnsType<Pair & { key: string }> = [
    { key: 'seller', title: f('spotTradeRecord.column.seller'), dataIndex: 'seller', sorter: (a, b) => a.seller.localeCompare(b.seller) },
    { key: 'buyer', title: f('spotTradeRecord.column.buyer'), dataIndex: 'buyer', sorter: (a, b) => a.buyer.localeCompare(b.buyer) },
    {
      key: 'trades',
      title: f('spotTradeRecord.pairs.trades'),
      dataIndex: 'trades',
      align: 'end',
      sorter: (a, b) => a.trades - b.trades,
      defaultSortOrder: 'descend',
    },
    {
      key: 'volume',
      title: f('spotTradeRecord.pairs.volume'),
      dataIndex: 'volume',
      align: 'end',
      sorter: (a, b) => a.volume - b.volume,
      render: (v: number) => n(v, 0),
    },
    { key: 'firstDate', title: f('spotTradeRecord.pairs.firstDate'), dataIndex: 'firstDate', sorter: (a, b) => a.firstDate.localeCompare(b.firstDate) },
    { key: 'lastDate', title: f('spotTradeRecord.pairs.lastDate'), dataIndex: 'lastDate', sorter: (a, b) => a.lastDate.localeCompare(b.lastDate) },
  ];
  if (stats.isError) return <Alert type="error" showIcon message={failureMessage(stats.error)} />;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={f('spotTradeRecord.pairs.records')} value={stats.data?.records ?? 0} />
        <Statistic title={f('spotTradeRecord.pairs.tradedVolume')} value={n(stats.data?.tradedVolume ?? 0, 0)} />
        <Statistic title={f('spotTradeRecord.pairs.count')} value={pairs.length} />
      </Space>
      {stats.data?.truncated && <Alert type="warning" showIcon message={f('spotTradeRecord.truncated')} />}
      <Chart title={f('spotTradeRecord.pairs.chart')} series={series} xAxis={xAxis} loading={stats.isPending} precision={0} height={260} zoomSlider={false} />
      <ClientTable
        aria-label={f('spotTradeRecord.tab.counterparties')}
        rows={pairs}
        columns={columns}
        rowKey="key"
        loading={stats.isPending}
        exportName="spot-trade-counterparties"
        searchText={(r) => r.key}
        emptyText={f('spotTradeRecord.emptyRange')}
        exportColumns={[
          { title: f('spotTradeRecord.column.seller'), value: (r) => r.seller },
          { title: f('spotTradeRecord.column.buyer'), value: (r) => r.buyer },
          { title: f('spotTradeRecord.pairs.trades'), value: (r) => r.trades },
          { title: f('spotTradeRecord.pairs.volume'), value: (r) => r.volume },
          { title: f('spotTradeRecord.pairs.firstDate'), value: (r) => r.firstDate },
          { title: f('spotTradeRecord.pairs.lastDate'), value: (r) => r.lastDate },
        ]}
      />
    </Space>
  );
}
