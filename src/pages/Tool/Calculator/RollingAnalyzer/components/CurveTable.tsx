/** Today's curve as a table: each listed month with its settlement, days to expiry, spread and roll yield to the next. */
import { useIntl } from '@umijs/max';
import ClientTable from '@/components/ClientTable';
import { formatNumber, formatPercent } from '../../components/format';
import type { CurvePoint, PairYield } from '../rollView';

type Row = CurvePoint & { spread: number | null; rollYield: number | null };

export default function CurveTable({ curve, pairs }: { curve: readonly CurvePoint[]; pairs: readonly PairYield[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const rows: Row[] = curve.map((p, i) => ({ ...p, spread: pairs[i]?.spread ?? null, rollYield: pairs[i]?.rollYield ?? null }));
  return (
    <ClientTable<Row>
      aria-label={f('rollingAnalyzer.curve.table')}
      rows={rows}
      rowKey="instrument"
      exportName="term-structure"
      columns={[
        { key: 'label', title: f('rollingAnalyzer.col.position'), dataIndex: 'label' },
        { key: 'instrument', title: f('rollingAnalyzer.col.contract'), dataIndex: 'instrument' },
        { key: 'settle', title: f('rollingAnalyzer.col.settle'), render: (_, r) => formatNumber(intl, r.settle), sorter: (a, b) => a.settle - b.settle },
        { key: 'days', title: f('rollingAnalyzer.col.daysToExpiry'), dataIndex: 'daysToExpiry', sorter: (a, b) => a.daysToExpiry - b.daysToExpiry },
        {
          key: 'tradingDays',
          title: f('rollingAnalyzer.col.tradingDaysToExpiry'),
          dataIndex: 'tradingDaysToExpiry',
          sorter: (a, b) => a.tradingDaysToExpiry - b.tradingDaysToExpiry,
        },
        { key: 'spread', title: f('rollingAnalyzer.col.spread'), render: (_, r) => formatNumber(intl, r.spread) },
        { key: 'yield', title: f('rollingAnalyzer.col.rollYield'), render: (_, r) => formatPercent(intl, r.rollYield) },
      ]}
      exportColumns={[
        { title: f('rollingAnalyzer.col.position'), value: (r) => r.label },
        { title: f('rollingAnalyzer.col.contract'), value: (r) => r.instrument },
        { title: f('rollingAnalyzer.col.settle'), value: (r) => r.settle },
        { title: f('rollingAnalyzer.col.daysToExpiry'), value: (r) => r.daysToExpiry },
        { title: f('rollingAnalyzer.col.tradingDaysToExpiry'), value: (r) => r.tradingDaysToExpiry },
        { title: f('rollingAnalyzer.col.spread'), value: (r) => r.spread },
        { title: f('rollingAnalyzer.col.rollYield'), value: (r) => r.rollYield },
      ]}
    />
  );
}
