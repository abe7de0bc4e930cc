/** The basis page's tables: the history (date, spot, futures, basis, rate), the distribution and the term basis. */
import { useIntl } from '@umijs/max';
import { Table } from 'antd';
import { useMemo } from 'react';
import ClientTable from '@/components/ClientTable';
import { barDate, formatNumber, formatPercent } from '../../components/format';
import type { BasisRow, BasisSummary, TermBasisRow } from '../basisView';

export function BasisHistoryTable({ rows }: { rows: readonly BasisRow[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const shown = useMemo(() => [...rows].reverse(), [rows]);
  return (
    <ClientTable<BasisRow>
      aria-label={f('basis.history.title')}
      rows={shown}
      rowKey="ts"
      exportName="basis-history"
      columns={[
        { key: 'date', title: f('basis.col.date'), render: (_, r) => barDate(r.ts), sorter: (a, b) => a.ts - b.ts },
        { key: 'spot', title: f('basis.col.spot'), render: (_, r) => formatNumber(intl, r.spot), sorter: (a, b) => a.spot - b.spot },
        { key: 'futures', title: f('basis.col.futures'), render: (_, r) => formatNumber(intl, r.futures), sorter: (a, b) => a.futures - b.futures },
        { key: 'basis', title: f('basis.col.basis'), render: (_, r) => formatNumber(intl, r.basis), sorter: (a, b) => a.basis - b.basis },
        {
          key: 'rate',
          title: f('basis.col.rate'),
          render: (_, r) => formatPercent(intl, r.basisRate),
          sorter: (a, b) => (a.basisRate ?? 0) - (b.basisRate ?? 0),
        },
      ]}
      exportColumns={[
        { title: f('basis.col.date'), value: (r) => barDate(r.ts) },
        { title: f('basis.col.spot'), value: (r) => r.spot },
        { title: f('basis.col.futures'), value: (r) => r.futures },
        { title: f('basis.col.basis'), value: (r) => r.basis },
        { title: f('basis.col.rate'), value: (r) => r.basisRate },
      ]}
    />
  );
}

export function DistributionTable({ summary, unit }: { summary: BasisSummary; unit: string }) {
  const intl = useIntl();
  return (
    <Table
      size="small"
      pagination={false}
      aria-label={intl.formatMessage({ id: 'basis.distribution.title' })}
      rowKey="p"
      dataSource={summary.distribution}
      columns={[
        { key: 'p', title: intl.formatMessage({ id: 'basis.col.percentile' }), render: (_, r) => formatPercent(intl, r.p, 0) },
        { key: 'value', title: `${intl.formatMessage({ id: 'basis.col.basis' })} (${unit})`, render: (_, r) => formatNumber(intl, r.value) },
      ]}
    />
  );
}

export function TermBasisTable({ rows }: { rows: readonly TermBasisRow[] }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <ClientTable<TermBasisRow>
      aria-label={f('basis.term.title')}
      rows={rows}
      rowKey="instrument"
      exportName="term-basis"
      columns={[
        { key: 'instrument', title: f('basis.col.contract'), dataIndex: 'instrument', sorter: (a, b) => a.month.localeCompare(b.month) },
        { key: 'days', title: f('basis.col.daysToExpiry'), dataIndex: 'daysToExpiry', sorter: (a, b) => a.daysToExpiry - b.daysToExpiry },
        {
          key: 'tradingDays',
          title: f('basis.col.tradingDaysToExpiry'),
          dataIndex: 'tradingDaysToExpiry',
          sorter: (a, b) => a.tradingDaysToExpiry - b.tradingDaysToExpiry,
        },
        { key: 'futures', title: f('basis.col.futures'), render: (_, r) => formatNumber(intl, r.futures), sorter: (a, b) => a.futures - b.futures },
        { key: 'basis', title: f('basis.col.basis'), render: (_, r) => formatNumber(intl, r.basis), sorter: (a, b) => a.basis - b.basis },
        { key: 'rate', title: f('basis.col.rate'), render: (_, r) => formatPercent(intl, r.basisRate) },
        { key: 'annualised', title: f('basis.col.annualised'), render: (_, r) => formatPercent(intl, r.annualised) },
      ]}
      exportColumns={[
        { title: f('basis.col.contract'), value: (r) => r.instrument },
        { title: f('basis.col.daysToExpiry'), value: (r) => r.daysToExpiry },
        { title: f('basis.col.tradingDaysToExpiry'), value: (r) => r.tradingDaysToExpiry },
        { title: f('basis.col.futures'), value: (r) => r.futures },
        { title: f('basis.col.basis'), value: (r) => r.basis },
        { title: f('basis.col.rate'), value: (r) => r.basisRate },
        { title: f('basis.col.annualised'), value: (r) => r.annualised },
      ]}
    />
  );
}
