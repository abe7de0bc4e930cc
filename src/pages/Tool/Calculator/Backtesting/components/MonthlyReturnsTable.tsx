/** Monthly returns of the net value, a row per year with its compound total; exportable. */
import { useIntl } from '@umijs/max';
import ClientTable from '@/components/ClientTable';
import { type MonthlyRow, monthlyReturns } from '../monthly';
import { pct, useText } from './useText';

const MONTHS = Array.from({ length: 12 }, (_, i) => i);

export default function MonthlyReturnsTable({ t, nav }: { t: readonly number[]; nav: readonly number[] }) {
  const text = useText();
  const intl = useIntl();
  const rows = monthlyReturns(t, nav);
  const monthName = (m: number) => intl.formatDate(Date.UTC(2024, m, 1), { month: 'short', timeZone: 'UTC' });
  const colour = (v: number | null) => (v === null ? undefined : v >= 0 ? 'var(--ant-color-success, #389e0d)' : 'var(--ant-color-error, #cf1322)');
  return (
    <ClientTable<MonthlyRow>
      aria-label={text('monthly.title')}
      rows={rows}
      rowKey="year"
      exportName="backtest-monthly-returns"
      exportColumns={[
        { title: text('monthly.year'), value: (r) => r.year },
        ...MONTHS.map((m) => ({ title: monthName(m), value: (r: MonthlyRow) => r.months[m] ?? '' })),
        { title: text('monthly.total'), value: (r) => r.yearTotal ?? '' },
      ]}
      columns={[
        { key: 'year', title: text('monthly.year'), dataIndex: 'year', sorter: (a, b) => a.year - b.year },
        ...MONTHS.map((m) => ({
          key: `m${m}`,
          title: monthName(m),
          render: (_: unknown, r: MonthlyRow) => <span style={{ color: colour(r.months[m]) }}>{pct(r.months[m])}</span>,
        })),
        {
          key: 'total',
          title: text('monthly.total'),
          sorter: (a, b) => (a.yearTotal ?? 0) - (b.yearTotal ?? 0),
          render: (_: unknown, r) => <strong style={{ color: colour(r.yearTotal) }}>{pct(r.yearTotal)}</strong>,
        },
      ]}
    />
  );
}
