/** Bids, offers and trades by firm on the day (common/domain/mocWindow.ts firmActivity): a chart of the counts and the table. */
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { SpotTrade } from '@common/contract/spotTradeRecord';
import { type FirmActivity, firmActivity } from '@common/domain/mocWindow';
import Chart, { type ChartSeries, type ChartXAxis } from '@/components/Chart';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { useNumber } from './useNumber';

const COUNTS = ['bids', 'offers', 'bought', 'sold'] as const;
const VOLUMES = ['bidVolume', 'offerVolume', 'boughtVolume', 'soldVolume'] as const;

export default function FirmActivityView({ rows, loading }: { rows: readonly SpotTrade[]; loading: boolean }) {
  const f = useText();
  const n = useNumber();
  const firms = useMemo(() => firmActivity(rows), [rows]);
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: firms.map((a) => a.firm) }), [firms]);
  const series = useMemo<ChartSeries[]>(
    () => COUNTS.map((k) => ({ kind: 'bar' as const, name: f(`spotTradeRecord.firm.${k}`), unit: '', points: firms.map((a, i) => [i, a[k]] as const) })),
    [firms, f],
  );
  const columns: ColumnsType<FirmActivity> = [
    { key: 'firm', title: f('spotTradeRecord.firm.firm'), dataIndex: 'firm', sorter: (a, b) => a.firm.localeCompare(b.firm) },
    ...[...COUNTS, ...VOLUMES].map((k) => ({
      key: k,
      title: f(`spotTradeRecord.firm.${k}`),
      dataIndex: k,
      align: 'end' as const,
      sorter: (a: FirmActivity, b: FirmActivity) => a[k] - b[k],
      render: (v: number) => n(v, 0),
    })),
  ];
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Chart title={f('spotTradeRecord.firm.chart')} series={series} xAxis={xAxis} loading={loading} precision={0} height={260} zoomSlider={false} />
      <ClientTable<FirmActivity>
        aria-label={f('spotTradeRecord.tab.firms')}
        rows={firms}
        columns={columns}
        rowKey="firm"
        loading={loading}
        exportName="spot-trade-firms"
        searchText={(r) => r.firm}
        emptyText={f('spotTradeRecord.empty')}
        exportColumns={[
          { title: f('spotTradeRecord.firm.firm'), value: (r) => r.firm },
          ...[...COUNTS, ...VOLUMES].map((k) => ({ title: f(`spotTradeRecord.firm.${k}`), value: (r: FirmActivity) => r[k] })),
        ]}
      />
    </Space>
  );
}
