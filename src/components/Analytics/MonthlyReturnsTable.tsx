/**
 * Monthly returns of a net-value series: a row per year, a column per month (compounded within the month, UTC
 * months, the first month from the first value: common/domain/calendarReturns.ts) and the whole year, each cell
 * coloured by sign with the rise / fall colours of the user's language. Sorts, filters by year, pages and exports.
 */
import { getLocale, useIntl } from '@umijs/max';
import { Alert, theme } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { CalendarReturnsInputError, type MonthlyReturnsYear, monthlyReturns } from '@common/domain/calendarReturns';
import ClientTable from '@/components/ClientTable';
import type { CsvColumn } from '@/utils/csvExport';
import { riseFallColors } from '@/utils/riseFall';
import { formatPercent } from './formatMetric';
import type { NavPoint } from './navSeries';

export interface MonthlyReturnsTableProps {
  /** Net values `[epoch ms, value]`, ascending, above zero. */
  points: readonly NavPoint[];
}

type YearRow = MonthlyReturnsYear & { key: number };

const MONTHS = Array.from({ length: 12 }, (_, m) => m);

export default function MonthlyReturnsTable({ points }: MonthlyReturnsTableProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const colours = riseFallColors(getLocale(), { red: token.colorError, green: token.colorSuccess });
  const f = (id: string) => intl.formatMessage({ id });

  const computed = useMemo((): { rows: YearRow[] } | { invalidIndex: number } => {
    try {
      return { rows: monthlyReturns(points).map((y) => ({ ...y, key: y.year })) };
    } catch (e) {
      if (e instanceof CalendarReturnsInputError) return { invalidIndex: e.index };
      throw e;
    }
  }, [points]);

  const monthName = (m: number) => intl.formatDate(Date.UTC(2000, m, 1), { month: 'short', timeZone: 'UTC' });
  const cell = (value: number | null) =>
    value === null ? (
      ''
    ) : (
      <span style={{ color: value > 0 ? colours.rise : value < 0 ? colours.fall : undefined, fontVariantNumeric: 'tabular-nums' }}>{formatPercent(value)}</span>
    );

  const rows = 'rows' in computed ? computed.rows : [];
  const columns: ColumnsType<YearRow> = [
    {
      key: 'year',
      dataIndex: 'year',
      title: f('analytics.monthly.year'),
      fixed: 'left',
      sorter: (a, b) => a.year - b.year,
      filters: rows.map((r) => ({ text: String(r.year), value: r.year })),
      onFilter: (value, row) => row.year === value,
    },
    ...MONTHS.map((m) => ({
      key: `m${m}`,
      title: monthName(m),
      align: 'end' as const,
      sorter: sortByNullableNumber((r: YearRow) => r.months[m]),
      render: (_: unknown, row: YearRow) => cell(row.months[m]),
    })),
    {
      key: 'total',
      title: f('analytics.monthly.yearTotal'),
      align: 'end',
      sorter: sortByNullableNumber((r: YearRow) => r.total),
      render: (_, row) => <strong>{cell(row.total)}</strong>,
    },
  ];
  const exportColumns: CsvColumn<YearRow>[] = [
    { title: f('analytics.monthly.year'), value: (r) => r.year },
    ...MONTHS.map((m) => ({ title: monthName(m), value: (r: YearRow) => (r.months[m] === null ? null : formatPercent(r.months[m] as number)) })),
    { title: f('analytics.monthly.yearTotal'), value: (r) => (r.total === null ? null : formatPercent(r.total)) },
  ];

  if ('invalidIndex' in computed) {
    return <Alert type="warning" showIcon message={intl.formatMessage({ id: 'analytics.monthly.invalid' }, { index: computed.invalidIndex + 1 })} />;
  }
  return (
    <ClientTable<YearRow>
      rows={rows}
      columns={columns}
      rowKey="key"
      exportName={f('analytics.monthly.export')}
      exportColumns={exportColumns}
      emptyText={f('analytics.monthly.empty')}
      aria-label={f('analytics.monthly.title')}
    />
  );
}
