/**
 * The numbers behind the chart: one row per day or week, sortable, filterable by where the current year sits. CSV
 * exports the rows the search, filter and sort leave (ClientTable); Excel exports every row, in x order.
 */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import ClientTable from '@/components/ClientTable';
import type { CsvColumn } from '@/utils/csvExport';
import type { SeasonalPosition, SeasonalRow } from '@/components/Analytics/seasonalView';

const POSITIONS: SeasonalPosition[] = ['aboveMax', 'upper', 'middle', 'lower', 'belowMin', 'none'];
const POSITION_COLOURS: Record<SeasonalPosition, string | undefined> = {
  aboveMax: 'red',
  upper: 'orange',
  middle: undefined,
  lower: 'blue',
  belowMin: 'geekblue',
  none: undefined,
};

export default function SeasonalTable({
  rows,
  percentiles,
  currentYear,
  precision,
  exportName,
}: {
  rows: readonly SeasonalRow[];
  percentiles: readonly string[];
  currentYear: number;
  precision: number;
  exportName: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const columns = useMemo<ColumnsType<SeasonalRow>>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const num = (v: number | null) => (v === null ? '' : intl.formatNumber(v, { minimumFractionDigits: precision, maximumFractionDigits: precision }));
    const valueColumn = (key: string, title: string, pick: (row: SeasonalRow) => number | null) => ({
      key,
      title,
      align: 'end' as const,
      render: (_: unknown, row: SeasonalRow) => num(pick(row)),
      sorter: sortByNullableNumber(pick),
    });
    return [
      { key: 'x', title: t('seasonal.table.x'), dataIndex: 'x', sorter: (a, b) => a.x - b.x, defaultSortOrder: undefined },
      { key: 'label', title: t('seasonal.table.label'), dataIndex: 'label' },
      valueColumn('min', t('seasonal.table.min'), (r) => r.min),
      ...percentiles.map((p) => valueColumn(`p${p}`, t('seasonal.table.percentile', { p }), (r) => r.bands[p] ?? null)),
      valueColumn('max', t('seasonal.table.max'), (r) => r.max),
      valueColumn('current', t('seasonal.table.current', { year: currentYear }), (r) => r.current),
      {
        key: 'position',
        title: t('seasonal.table.position'),
        filters: POSITIONS.map((p) => ({ text: t(`seasonal.position.${p}`), value: p })),
        onFilter: (value, row) => row.position === value,
        render: (_: unknown, row: SeasonalRow) =>
          row.position === 'none' ? '' : <Tag color={POSITION_COLOURS[row.position]}>{t(`seasonal.position.${row.position}`)}</Tag>,
      },
    ];
  }, [percentiles, currentYear, intl, precision]);

  const exportColumns = useMemo<CsvColumn<SeasonalRow>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return [
      { title: t('seasonal.table.x'), value: (r) => r.x },
      { title: t('seasonal.table.label'), value: (r) => r.label },
      { title: t('seasonal.table.min'), value: (r) => r.min },
      ...percentiles.map((p) => ({ title: t('seasonal.table.percentile', { p }), value: (r: SeasonalRow) => r.bands[p] ?? null })),
      { title: t('seasonal.table.max'), value: (r) => r.max },
      { title: t('seasonal.table.current', { year: currentYear }), value: (r) => r.current },
      { title: t('seasonal.table.position'), value: (r) => (r.position === 'none' ? '' : t(`seasonal.position.${r.position}`)) },
    ];
  }, [percentiles, currentYear, intl]);

  return (
    <ClientTable<SeasonalRow>
      aria-label={t('seasonal.table.title')}
      rows={rows}
      columns={columns}
      rowKey="x"
      exportName={exportName}
      exportColumns={exportColumns}
      searchText={(row) => row.label}
    />
  );
}
