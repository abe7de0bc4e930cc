/** One of a day's three independent top-20 lists (volume, long or short open interest), with each member's change. */
import { useIntl } from '@umijs/max';
import ClientTable from '@/components/ClientTable';
import { formatNumber } from '../../components/format';
import type { RankedRow } from '../data';

export default function RankList({ list, rows, exportName }: { list: 'volume' | 'long' | 'short'; rows: readonly RankedRow[]; exportName: string }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const n = (v: number) => formatNumber(intl, v, 0);
  const value = f(`position.ranking.list.${list}`);
  return (
    <ClientTable<RankedRow>
      aria-label={value}
      rows={rows}
      rowKey="rank"
      exportName={exportName}
      searchText={(r) => r.member}
      columns={[
        { key: 'rank', title: f('position.ranking.col.rank'), dataIndex: 'rank', sorter: (a, b) => a.rank - b.rank },
        { key: 'member', title: f('position.ranking.col.member'), dataIndex: 'member' },
        { key: 'value', title: value, align: 'end', render: (_, r) => n(r.value), sorter: (a, b) => a.value - b.value },
        { key: 'change', title: f('position.ranking.col.change'), align: 'end', render: (_, r) => n(r.change), sorter: (a, b) => a.change - b.change },
      ]}
      exportColumns={[
        { title: f('position.ranking.col.rank'), value: (r) => r.rank },
        { title: f('position.ranking.col.member'), value: (r) => r.member },
        { title: value, value: (r) => r.value },
        { title: f('position.ranking.col.change'), value: (r) => r.change },
      ]}
    />
  );
}
