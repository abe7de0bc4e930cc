/**
 * A `table` panel: one row per series with the spec's columns, figures of its daily closes over the window
 * (tableFigures.ts), in the app's client table (sorts, keyword search, pages of 10, its own CSV / Excel of the rows
 * shown). The frame's export writes every row. Follows the page's unit switch.
 */
import { useIntl } from '@umijs/max';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo } from 'react';
import { sortByNullableNumber } from '@/utils/tableSort';
import { DEFAULT_SCORE_WINDOW, type TableColumn } from '@common/contract/pageSpec';
import ClientTable from '@/components/ClientTable';
import { useSeriesMany } from '@/services/market/series';
import { useStrategies } from '@/services/market/strategies';
import type { CsvColumn } from '@/utils/csvExport';
import { strategyName } from '@/utils/strategyName';
import { tableRequest } from '../panelQueries';
import { specText } from '../specText';
import { type TableFigures, tableFigures } from '../tableFigures';
import type { PanelViewProps } from '../types';

interface Row extends TableFigures {
  key: string;
  name: string;
  address: string;
  unit: string;
}

const cellOf = (row: Row, column: TableColumn): string | number | null =>
  column === 'unit' ? row.unit : column === 'time' ? (row.time === null ? null : new Date(row.time).toISOString().slice(0, 10)) : row[column];

export default function TablePanel({ panel, unit, onContent }: PanelViewProps<'table'>) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const strategies = useStrategies();
  const window = panel.window ?? DEFAULT_SCORE_WINDOW;
  const { addresses, range, interval, maxPoints } = useMemo(() => tableRequest(panel, unit), [panel, unit]);
  const queries = useSeriesMany(addresses, range, interval, maxPoints);
  const dataKey = queries.map((q) => q.dataUpdatedAt).join(',');
  const loading = queries.some((q) => q.isPending);
  const demo = queries.some((q) => q.data?.demo);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the queries change exactly when dataKey does
  const rows = useMemo<Row[]>(
    () =>
      panel.rows.map((spec, i) => {
        const address = addresses[i];
        const data = queries[i]?.data;
        const strategy = address.startsWith('spread:') ? strategies.data?.items.find((s) => `spread:${s.id}` === address) : undefined;
        const name = spec.label ? specText(intl, spec.label) : strategy ? strategyName(strategy, (id) => intl.formatMessage({ id })) : address;
        return { key: `${i}:${address}`, name, address, unit: data?.unit ?? '', ...tableFigures(data?.points ?? [], window) };
      }),
    [panel.rows, addresses, dataKey, strategies.data, intl, window],
  );

  const titleOf = (c: TableColumn) => f(`pageView.table.column.${c}`, { window });
  const digits = (v: number | null, n = 2) => (v === null ? '–' : intl.formatNumber(v, { minimumFractionDigits: n, maximumFractionDigits: n }));
  const columns: ColumnsType<Row> = [
    { key: 'name', dataIndex: 'name', title: f('pageView.live.name'), sorter: (a, b) => a.name.localeCompare(b.name), fixed: 'left' },
    ...panel.columns.map((c) => ({
      key: c,
      title: titleOf(c),
      align: (c === 'unit' ? 'start' : 'end') as 'start' | 'end',
      sorter: c === 'unit' || c === 'time' ? undefined : sortByNullableNumber((r: Row) => r[c]),
      render: (_: unknown, row: Row) => {
        const v = cellOf(row, c);
        return typeof v === 'number' ? digits(v, c === 'percentile' ? 0 : 2) : (v ?? '–');
      },
    })),
  ];
  const exportColumns: CsvColumn<Row>[] = [
    { title: f('pageView.live.name'), value: (r) => r.name },
    { title: f('pageView.live.address'), value: (r) => r.address },
    ...panel.columns.map((c) => ({ title: titleOf(c), value: (r: Row) => cellOf(r, c) })),
  ];
  const title = specText(intl, panel.title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: exportColumns are made from panel.columns and intl
  useEffect(() => {
    onContent({
      demo,
      table: loading
        ? null
        : { columns: exportColumns.map((c) => c.title), rows: rows.map((r) => exportColumns.map((c) => c.value(r) as string | number | null)) },
    });
  }, [rows, loading, demo, onContent, intl, panel.columns]);

  return (
    <ClientTable<Row>
      rows={rows}
      columns={columns}
      rowKey="key"
      loading={loading}
      exportName={title}
      exportColumns={exportColumns}
      searchText={(r) => `${r.name} ${r.address}`}
      aria-label={title}
    />
  );
}
