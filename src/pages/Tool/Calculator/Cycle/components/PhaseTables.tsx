/** The clock's tables: phase runs over time, and each asset's mean period return per phase. */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { PhaseReturn } from '@common/domain/investmentClock';
import ClientTable from '@/components/ClientTable';
import { barDate, formatPercent } from '../../components/format';
import type { PhaseRun } from '../cycleView';

/** One colour per phase, the same in the tables, the tag of today's phase and the charts. */
export const PHASE_COLOUR = { recovery: '#52c41a', overheat: '#fa541c', stagflation: '#faad14', reflation: '#1677ff' } as const;

export function PhaseTag({ phase }: { phase: PhaseRun['phase'] }) {
  const intl = useIntl();
  return <Tag color={PHASE_COLOUR[phase]}>{intl.formatMessage({ id: `cycle.phase.${phase}` })}</Tag>;
}

export function PhaseRunsTable({ runs }: { runs: readonly PhaseRun[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const phaseName = (r: PhaseRun) => f(`cycle.phase.${r.phase}`);
  return (
    <ClientTable<PhaseRun & { key: number }>
      aria-label={f('cycle.runs.title')}
      rows={[...runs].reverse().map((r) => ({ ...r, key: r.from }))}
      rowKey="key"
      exportName="investment-clock-phases"
      columns={[
        { key: 'from', title: f('cycle.col.from'), render: (_, r) => barDate(r.from), sorter: (a, b) => a.from - b.from },
        { key: 'to', title: f('cycle.col.to'), render: (_, r) => barDate(r.to) },
        {
          key: 'phase',
          title: f('cycle.col.phase'),
          render: (_, r) => <PhaseTag phase={r.phase} />,
          filters: (['recovery', 'overheat', 'stagflation', 'reflation'] as const).map((p) => ({ text: f(`cycle.phase.${p}`), value: p })),
          onFilter: (value, r) => r.phase === value,
        },
        { key: 'periods', title: f('cycle.col.periods'), dataIndex: 'periods', sorter: (a, b) => a.periods - b.periods },
      ]}
      exportColumns={[
        { title: f('cycle.col.from'), value: (r) => barDate(r.from) },
        { title: f('cycle.col.to'), value: (r) => barDate(r.to) },
        { title: f('cycle.col.phase'), value: phaseName },
        { title: f('cycle.col.periods'), value: (r) => r.periods },
      ]}
    />
  );
}

export function PhaseReturnsTable({ rows }: { rows: readonly PhaseReturn[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <ClientTable<PhaseReturn & { key: string }>
      aria-label={f('cycle.returns.title')}
      rows={rows.map((r) => ({ ...r, key: `${r.phase}|${r.asset}` }))}
      rowKey="key"
      exportName="investment-clock-returns"
      columns={[
        { key: 'phase', title: f('cycle.col.phase'), render: (_, r) => <PhaseTag phase={r.phase} /> },
        { key: 'asset', title: f('cycle.col.asset'), dataIndex: 'asset', sorter: (a, b) => a.asset.localeCompare(b.asset) },
        {
          key: 'mean',
          title: f('cycle.col.meanReturn'),
          render: (_, r) => formatPercent(intl, r.meanReturn),
          sorter: sortByNullableNumber((r) => r.meanReturn),
        },
        { key: 'count', title: f('cycle.col.count'), dataIndex: 'count', sorter: (a, b) => a.count - b.count },
      ]}
      exportColumns={[
        { title: f('cycle.col.phase'), value: (r) => f(`cycle.phase.${r.phase}`) },
        { title: f('cycle.col.asset'), value: (r) => r.asset },
        { title: f('cycle.col.meanReturn'), value: (r) => r.meanReturn },
        { title: f('cycle.col.count'), value: (r) => r.count },
      ]}
    />
  );
}
