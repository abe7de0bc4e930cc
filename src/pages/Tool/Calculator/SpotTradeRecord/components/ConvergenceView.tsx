/**
 * The Dubai partials convergence counter over the chosen range (`/v2/spotTradeRecord/convergence`, rule in
 * common/domain/mocWindow.ts): the cargoes the partials converged into, and the counts still open per loading month
 * and seller -> buyer.
 */
import { Alert, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { Convergence, SpotTradeConvergence, SpotTradeStatsBody } from '@common/contract/spotTradeRecord';
import ClientTable from '@/components/ClientTable';
import { useText } from '@/hooks/useText';
import { failureMessage } from '@/utils/apiError';
import { useConvergences } from '../service';
import { useNumber } from './useNumber';

type Open = SpotTradeConvergence['open'][number] & { key: string };
type Found = Convergence & { key: string };

export default function ConvergenceView({ range }: { range: SpotTradeStatsBody }) {
  const f = useText();
  const n = useNumber();
  const result = useConvergences(range);
  const found = useMemo<Found[]>(() => (result.data?.convergences ?? []).map((c, i) => ({ ...c, key: `${i}` })), [result.data]);
  const open = useMemo<Open[]>(() => (result.data?.open ?? []).map((c) => ({ ...c, key: `${c.loadingMonth}|${c.seller}|${c.buyer}` })), [result.data]);
  const month = {
    key: 'loadingMonth',
    title: f('spotTradeRecord.conv.loadingMonth'),
    dataIndex: 'loadingMonth',
    sorter: (a: { loadingMonth: string }, b: { loadingMonth: string }) => a.loadingMonth.localeCompare(b.loadingMonth),
  };
  const seller = { key: 'seller', title: f('spotTradeRecord.column.seller'), dataIndex: 'seller' };
  const buyer = { key: 'buyer', title: f('spotTradeRecord.column.buyer'), dataIndex: 'buyer' };
  const foundColumns: ColumnsType<Found> = [
    {
      key: 'date',
      title: f('spotTradeRecord.conv.date'),
      dataIndex: 'date',
      sorter: (a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`),
      defaultSortOrder: 'ascend',
    },
    { key: 'time', title: f('spotTradeRecord.column.time'), dataIndex: 'time' },
    month,
    seller,
    buyer,
    { key: 'partials', title: f('spotTradeRecord.conv.partials'), dataIndex: 'partials', align: 'end' },
    { key: 'cargo', title: f('spotTradeRecord.conv.cargo'), dataIndex: 'cargoBarrels', align: 'end', render: (v: number) => n(v, 0) },
  ];
  const openColumns: ColumnsType<Open> = [
    month,
    seller,
    buyer,
    { key: 'partials', title: f('spotTradeRecord.conv.partials'), dataIndex: 'partials', align: 'end', sorter: (a, b) => a.partials - b.partials },
    { key: 'needed', title: f('spotTradeRecord.conv.needed'), dataIndex: 'needed', align: 'end' },
  ];
  if (result.isError) return <Alert type="error" showIcon message={failureMessage(result.error)} />;
  const skipped = result.data?.skipped.length ?? 0;
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {f('spotTradeRecord.conv.rule')}
      </Typography.Paragraph>
      {result.data?.truncated && <Alert type="warning" showIcon message={f('spotTradeRecord.truncated')} />}
      {skipped > 0 && <Alert type="info" showIcon message={f('spotTradeRecord.conv.skipped', { count: skipped })} />}
      <Typography.Title level={5}>{f('spotTradeRecord.conv.found', { count: found.length })}</Typography.Title>
      <ClientTable<Found>
        aria-label={f('spotTradeRecord.conv.foundTable')}
        rows={found}
        columns={foundColumns}
        rowKey="key"
        loading={result.isPending}
        exportName="dubai-convergences"
        emptyText={f('spotTradeRecord.conv.none')}
        exportColumns={[
          { title: f('spotTradeRecord.conv.date'), value: (r) => r.date },
          { title: f('spotTradeRecord.column.time'), value: (r) => r.time },
          { title: f('spotTradeRecord.conv.loadingMonth'), value: (r) => r.loadingMonth },
          { title: f('spotTradeRecord.column.seller'), value: (r) => r.seller },
          { title: f('spotTradeRecord.column.buyer'), value: (r) => r.buyer },
          { title: f('spotTradeRecord.conv.partials'), value: (r) => r.partials },
          { title: f('spotTradeRecord.conv.cargo'), value: (r) => r.cargoBarrels },
        ]}
      />
      <Typography.Title level={5}>{f('spotTradeRecord.conv.open')}</Typography.Title>
      <ClientTable<Open>
        aria-label={f('spotTradeRecord.conv.open')}
        rows={open}
        columns={openColumns}
        rowKey="key"
        loading={result.isPending}
        exportName="dubai-partials-open"
        emptyText={f('spotTradeRecord.conv.noneOpen')}
        exportColumns={[
          { title: f('spotTradeRecord.conv.loadingMonth'), value: (r) => r.loadingMonth },
          { title: f('spotTradeRecord.column.seller'), value: (r) => r.seller },
          { title: f('spotTradeRecord.column.buyer'), value: (r) => r.buyer },
          { title: f('spotTradeRecord.conv.partials'), value: (r) => r.partials },
          { title: f('spotTradeRecord.conv.needed'), value: (r) => r.needed },
        ]}
      />
    </Space>
  );
}
