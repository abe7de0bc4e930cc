/**
 * Open and closed positions per instrument: FIFO realised P&L and the open lots marked to the latest daily settlement
 * (its date shown), in the instrument's currency. DEMO DATA when a settlement came from the demo simulator.
 */
import { Alert, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PositionRow } from '@common/contract/tradeRecord';
import ClientTable from '@/components/ClientTable';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import { usePositions } from '../service';
import { useNumber, useText } from './useText';

export default function Positions({ bookId }: { bookId: string }) {
  const f = useText();
  const n = useNumber();
  const positions = usePositions(bookId);
  const rows = positions.data?.positions ?? [];
  const money = (v: number | null, r: PositionRow) => (v === null ? f('tradeRecord.positions.noSettle') : `${n(v)} ${r.currency}`);

  const columns: ColumnsType<PositionRow> = [
    {
      key: 'instrument',
      title: f('tradeRecord.column.instrument'),
      dataIndex: 'instrument',
      sorter: (a, b) => a.instrument.localeCompare(b.instrument),
      render: (v: string) => <bdi dir="ltr">{v}</bdi>,
    },
    {
      key: 'netLots',
      title: f('tradeRecord.positions.netLots'),
      dataIndex: 'netLots',
      align: 'end',
      sorter: (a, b) => a.netLots - b.netLots,
      render: (v: number) => n(v, 6),
    },
    {
      key: 'open',
      title: f('tradeRecord.positions.state'),
      filters: ['open', 'flat'].map((v) => ({ text: f(`tradeRecord.positions.state.${v}`), value: v })),
      onFilter: (v, r) => (v === 'open') === (r.netLots !== 0),
      render: (_: unknown, r: PositionRow) => f(`tradeRecord.positions.state.${r.netLots !== 0 ? 'open' : 'flat'}`),
    },
    { key: 'averageOpenPrice', title: f('tradeRecord.positions.average'), dataIndex: 'averageOpenPrice', align: 'end', render: (v: number | null) => n(v, 4) },
    {
      key: 'settle',
      title: f('tradeRecord.positions.settle'),
      dataIndex: 'settle',
      align: 'end',
      render: (v: number | null, r) => (v === null ? '' : `${n(v, 4)} (${r.settleDate})`),
    },
    { key: 'multiplier', title: f('tradeRecord.positions.multiplier'), dataIndex: 'multiplier', align: 'end' },
    {
      key: 'realised',
      title: f('tradeRecord.positions.realised'),
      dataIndex: 'realised',
      align: 'end',
      sorter: (a, b) => a.realised - b.realised,
      render: (v: number, r) => money(v, r),
    },
    {
      key: 'unrealised',
      title: f('tradeRecord.positions.unrealised'),
      dataIndex: 'unrealised',
      align: 'end',
      sorter: (a, b) => (a.unrealised ?? 0) - (b.unrealised ?? 0),
      render: (v: number | null, r) => money(v, r),
    },
    { key: 'fees', title: f('tradeRecord.column.fee'), dataIndex: 'fees', align: 'end', render: (v: number, r) => money(v, r) },
  ];

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Space>
        <Typography.Text type="secondary">{f('tradeRecord.positions.intro')}</Typography.Text>
        <DemoBadge show={!!positions.data?.demo} />
      </Space>
      {positions.isError && <Alert type="error" showIcon message={failureMessage(positions.error)} />}
      <ClientTable<PositionRow>
        aria-label={f('tradeRecord.tab.positions')}
        rows={rows}
        columns={columns}
        rowKey="instrument"
        loading={positions.isLoading}
        exportName="positions"
        exportColumns={[
          { title: f('tradeRecord.column.instrument'), value: (r) => r.instrument },
          { title: f('tradeRecord.positions.netLots'), value: (r) => r.netLots },
          { title: f('tradeRecord.positions.average'), value: (r) => r.averageOpenPrice },
          { title: f('tradeRecord.positions.settle'), value: (r) => r.settle },
          { title: f('tradeRecord.positions.settleDate'), value: (r) => r.settleDate },
          { title: f('tradeRecord.positions.multiplier'), value: (r) => r.multiplier },
          { title: f('tradeRecord.positions.realised'), value: (r) => r.realised },
          { title: f('tradeRecord.positions.unrealised'), value: (r) => r.unrealised },
          { title: f('tradeRecord.column.fee'), value: (r) => r.fees },
          { title: f('tradeRecord.positions.currency'), value: (r) => r.currency },
        ]}
      />
    </Space>
  );
}
