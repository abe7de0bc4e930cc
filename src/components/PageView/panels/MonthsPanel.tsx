/**
 * The `months` panel: a strategy (`spread:<id>`, the page's unit picks the address) for each listed month of its
 * continuous lead leg (POST /v2/strategy/byMonth: FU 2601 against Singapore 380 2512, ...). A bar chart of value by
 * month (the spread's own term structure) and a sortable table: month, each leg's contract and price, value, the
 * previous trading day's value and the change. The table reported is the one shown (export), the DEMO flag the call's.
 */
import { useIntl } from '@umijs/max';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { addressForUnit } from '@common/contract/pageSpec';
import { parseAddress } from '@common/market/address';
import Chart, { type ChartXAxis } from '@/components/Chart';
import type { ChartSeries } from '@/components/Chart/types';
import { useStrategies } from '@/services/market/strategies';
import { failureMessage } from '@/utils/apiError';
import { byNullableNumber } from '@/utils/tableSort';
import type { PanelTable, PanelViewProps } from '../types';
import { type ByMonthData, useByMonth } from './monthsPanelCall';
import { useReportContent } from './reportContent';

const DEFAULT_PRECISION = 2;

interface Row {
  month: string;
  legs: ByMonthData['rows'][number]['legs'];
  value: number | null;
  previous: number | null;
  change: number | null;
}

export default function MonthsPanel({ panel, unit, onContent }: PanelViewProps<'months'>) {
  const intl = useIntl();
  const f = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const address = addressForUnit(panel.series, unit);
  const parsed = parseAddress(address);
  const strategyId = parsed?.scheme === 'spread' ? parsed.strategyId : null;
  const answer = useByMonth(strategyId, panel.months);
  const strategies = useStrategies();
  const precision = strategies.data?.items.find((s) => s.id === strategyId)?.precision ?? DEFAULT_PRECISION;
  const data = answer.data;

  const rows = useMemo<Row[]>(
    () => (data?.rows ?? []).map((r) => ({ ...r, change: r.value !== null && r.previous !== null ? r.value - r.previous : null })),
    [data],
  );
  const aliases = useMemo(() => rows[0]?.legs.map((l) => l.alias) ?? [], [rows]);
  const unitText = data?.unit ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: f reads intl, which the language changes
  const table = useMemo<PanelTable | null>(() => {
    if (!data || rows.length === 0) return null;
    return {
      columns: [
        f('pagePanels.months.month'),
        ...aliases.flatMap((a) => [f('pagePanels.months.contract', { leg: a }), f('pagePanels.months.price', { leg: a })]),
        f('pagePanels.months.value', { unit: unitText }),
        f('pagePanels.months.previous', { unit: unitText }),
        f('pagePanels.months.change', { unit: unitText }),
      ],
      rows: rows.map((r) => [r.month, ...r.legs.flatMap((l) => [l.instrument, l.price]), r.value, r.previous, r.change]),
    };
  }, [data, rows, aliases, unitText, intl]);
  useReportContent(onContent, table, Boolean(data?.demo));

  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: rows.map((r) => r.month) }), [rows]);
  const valueName = f('pagePanels.months.value', { unit: unitText });
  const series = useMemo<ChartSeries[]>(
    () => [{ kind: 'bar', name: valueName, unit: unitText, points: rows.map((r, i) => [i, r.value] as const), signColours: true }],
    [rows, unitText, valueName],
  );

  const num = (v: number | null, digits = precision) =>
    v === null ? '—' : intl.formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const columns: TableColumnsType<Row> = [
    { key: 'month', title: f('pagePanels.months.month'), dataIndex: 'month', sorter: (a, b) => a.month.localeCompare(b.month), defaultSortOrder: 'ascend' },
    ...aliases.map((alias, i) => ({
      key: `leg-${alias}`,
      title: alias,
      render: (_: unknown, r: Row) => (
        <span dir="ltr">
          {r.legs[i]?.instrument} {r.legs[i]?.price === null ? f('pagePanels.months.noPrice') : intl.formatNumber(r.legs[i]?.price ?? 0)}
        </span>
      ),
    })),
    {
      key: 'value',
      title: f('pagePanels.months.value', { unit: unitText }),
      align: 'end',
      render: (_, r) => num(r.value),
      sorter: (a, b, order) => byNullableNumber(a.value, b.value, order),
    },
    {
      key: 'change',
      title: f('pagePanels.months.change', { unit: unitText }),
      align: 'end',
      render: (_, r) => num(r.change),
      sorter: (a, b, order) => byNullableNumber(a.change, b.change, order),
    },
  ];

  if (!strategyId) return <Alert type="info" showIcon message={f('pagePanels.months.notSpread')} />;
  if (answer.isError && !data) return <Alert type="error" showIcon message={failureMessage(answer.error)} />;
  if (data && rows.length === 0) return <Alert type="info" showIcon message={f('pagePanels.months.none')} />;
  return (
    <div data-testid="months-panel">
      <Chart
        title={f('pagePanels.months.chartTitle')}
        series={series}
        xAxis={xAxis}
        height={220}
        zoomSlider={false}
        loading={answer.isPending}
        demo={Boolean(data?.demo)}
        precision={precision}
      />
      <Table<Row>
        aria-label={f('pagePanels.months.tableLabel')}
        size="small"
        rowKey="month"
        loading={answer.isPending}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
