/** One expiry's chain as a table: strike, right, settlement, volume, open interest, implied volatility and delta (sort, filter, page, export). */
import { useIntl } from '@umijs/max';
import type { ColumnsType } from 'antd/es/table';
import type { OptionChainRow, OptionExpiry } from '@common/contract/futOptCrossSectionData';
import ClientTable from '@/components/ClientTable';
import { sortByNullableNumber } from '@/utils/tableSort';
import { formatNumber, formatPercent } from '../../components/format';

type Row = OptionChainRow & { key: string };

export default function ChainTable({ expiry }: { expiry: OptionExpiry }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const rows: Row[] = expiry.rows.map((r) => ({ ...r, key: `${r.strike}-${r.right}` }));
  const byNumber = (field: 'strike' | 'settle' | 'volume' | 'oi' | 'iv' | 'delta') => sortByNullableNumber((r: Row) => r[field]);
  const rightText = (right: OptionChainRow['right']) => f(`futOptCrossSectionData.right.${right}`);
  const columns: ColumnsType<Row> = [
    {
      key: 'strike',
      title: f('futOptCrossSectionData.chain.strike'),
      dataIndex: 'strike',
      align: 'end',
      sorter: byNumber('strike'),
      defaultSortOrder: 'ascend',
    },
    {
      key: 'right',
      title: f('futOptCrossSectionData.right'),
      dataIndex: 'right',
      filters: [
        { text: rightText('call'), value: 'call' },
        { text: rightText('put'), value: 'put' },
      ],
      onFilter: (value, row) => row.right === value,
      render: rightText,
    },
    { key: 'settle', title: f('futOptCrossSectionData.chain.settle'), dataIndex: 'settle', align: 'end', sorter: byNumber('settle') },
    { key: 'volume', title: f('futOptCrossSectionData.chain.volume'), dataIndex: 'volume', align: 'end', sorter: byNumber('volume') },
    { key: 'oi', title: f('futOptCrossSectionData.chain.oi'), dataIndex: 'oi', align: 'end', sorter: byNumber('oi') },
    {
      key: 'iv',
      title: f('futOptCrossSectionData.chain.iv'),
      dataIndex: 'iv',
      align: 'end',
      sorter: byNumber('iv'),
      render: (v: number | null) => formatPercent(intl, v, 2),
    },
    {
      key: 'delta',
      title: f('futOptCrossSectionData.delta'),
      dataIndex: 'delta',
      align: 'end',
      sorter: byNumber('delta'),
      render: (v: number | null) => formatNumber(intl, v, 3),
    },
  ];
  return (
    <ClientTable<Row>
      aria-label={f('futOptCrossSectionData.chain.title')}
      rows={rows}
      columns={columns}
      rowKey="key"
      searchText={(r) => `${r.strike} ${rightText(r.right)}`}
      exportName={`options-${expiry.underlying}-${expiry.expiry}`}
      exportColumns={[
        { title: f('futOptCrossSectionData.chain.strike'), value: (r) => r.strike },
        { title: f('futOptCrossSectionData.right'), value: (r) => rightText(r.right) },
        { title: f('futOptCrossSectionData.chain.settle'), value: (r) => r.settle },
        { title: f('futOptCrossSectionData.chain.volume'), value: (r) => r.volume },
        { title: f('futOptCrossSectionData.chain.oi'), value: (r) => r.oi },
        { title: f('futOptCrossSectionData.chain.iv'), value: (r) => r.iv },
        { title: f('futOptCrossSectionData.delta'), value: (r) => r.delta },
      ]}
    />
  );
}
