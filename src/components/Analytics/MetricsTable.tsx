/**
 * Every metric of a `MetricsResult` (common/domain/metrics.ts): its value (percent or ratio, formatMetric.ts), or,
 * for a null, the reason in words; above the table, always, the convention in force, the periods per year, the
 * risk-free rate a year and per period, and the number of periods and present returns. The full table sorts,
 * filters by kind, pages and exports (ClientTable: CSV with a BOM, which Excel opens); `compact` is a dense grid
 * for side panels with the same context line and its own CSV export.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Descriptions, Space, Tooltip, Typography } from 'antd';
import { sortByNullableNumber } from '@/utils/tableSort';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { METRIC_KEYS, type MetricKey, type MetricsResult } from '@common/domain/metrics';
import ClientTable from '@/components/ClientTable';
import { type CsvColumn, exportCsv } from '@/utils/csvExport';
import { annualRiskFreeOf, formatMetric, formatPercent, METRIC_KIND, type MetricKind } from './formatMetric';
import { useProblemText } from './ProblemText';

export interface MetricsTableProps {
  result: MetricsResult;
  compact?: boolean;
}

interface MetricRow {
  key: MetricKey;
  name: string;
  kind: MetricKind;
  value: number | null;
  shown: string;
  /** The definition, or for a null value the reason it is missing. */
  note: string;
}

/** The context line: convention, periods per year, risk-free rate (annual and per period), periods and returns. */
export function MetricsContext({ result }: { result: MetricsResult }) {
  const intl = useIntl();
  return (
    <Typography.Text type="secondary" data-testid="metrics-context">
      {intl.formatMessage(
        { id: 'analytics.metrics.context' },
        {
          convention: intl.formatMessage({ id: `analytics.convention.${result.convention}` }),
          periodsPerYear: result.periodsPerYear,
          annual: formatPercent(annualRiskFreeOf(result)),
          perPeriod: formatPercent(result.riskFreePerPeriod, 4),
          periods: result.periods,
          observations: result.observations,
        },
      )}
    </Typography.Text>
  );
}

function useRows(result: MetricsResult): MetricRow[] {
  const intl = useIntl();
  const problemText = useProblemText();
  return useMemo(
    () =>
      METRIC_KEYS.map((key) => {
        const value = result.values[key];
        return {
          key,
          name: intl.formatMessage({ id: `analytics.metric.${key}` }),
          kind: METRIC_KIND[key],
          value,
          shown: formatMetric(key, value),
          note:
            value === null
              ? problemText(key, result.problems[key], result.observations, result.minimums?.[key])
              : intl.formatMessage({ id: `analytics.hint.${key}` }),
        };
      }),
    [result, intl, problemText],
  );
}

export default function MetricsTable({ result, compact }: MetricsTableProps) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const rows = useRows(result);
  // Numbers, not the shown text: a spreadsheet reads them as numbers (and "-10.00%" text would be defused as a
  // formula); percentages in percent, with the unit in its own column.
  const exportColumns: CsvColumn<MetricRow>[] = [
    { title: f('analytics.column.metric'), value: (r) => r.name },
    { title: f('analytics.column.value'), value: (r) => (r.value === null ? null : r.kind === 'percent' ? Number((r.value * 100).toPrecision(12)) : r.value) },
    { title: f('analytics.column.unit'), value: (r) => (r.kind === 'percent' ? '%' : '') },
    { title: f('analytics.column.definition'), value: (r) => r.note },
  ];

  if (compact) {
    return (
      <Space direction="vertical" size={4} style={{ inlineSize: '100%' }} data-testid="metrics-compact">
        <Space style={{ justifyContent: 'space-between', inlineSize: '100%' }}>
          <MetricsContext result={result} />
          <Tooltip title={f('table.export')}>
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={f('table.export')}
              onClick={() => exportCsv(f('analytics.metrics.export'), rows, exportColumns)}
            />
          </Tooltip>
        </Space>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={rows.map((r) => ({
            key: r.key,
            label: <Tooltip title={intl.formatMessage({ id: `analytics.hint.${r.key}` })}>{r.name}</Tooltip>,
            children: r.value === null ? <Typography.Text type="warning">{r.note}</Typography.Text> : r.shown,
          }))}
        />
      </Space>
    );
  }

  const columns: ColumnsType<MetricRow> = [
    { key: 'name', dataIndex: 'name', title: f('analytics.column.metric'), sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: f('analytics.column.kind'),
      render: (kind: MetricKind) => f(`analytics.kind.${kind}`),
      filters: (['percent', 'ratio'] as const).map((kind) => ({ text: f(`analytics.kind.${kind}`), value: kind })),
      onFilter: (value, row) => row.kind === value,
    },
    {
      key: 'value',
      dataIndex: 'shown',
      title: f('analytics.column.value'),
      align: 'end',
      // By value; a missing value sorts below every number.
      sorter: sortByNullableNumber((r) => r.value),
      render: (shown: string, row) => (row.value === null ? <Typography.Text type="secondary">–</Typography.Text> : shown),
    },
    {
      key: 'note',
      dataIndex: 'note',
      title: f('analytics.column.definition'),
      render: (note: string, row) => <Typography.Text type={row.value === null ? 'warning' : 'secondary'}>{note}</Typography.Text>,
    },
  ];

  return (
    <Space direction="vertical" size={8} style={{ inlineSize: '100%' }}>
      <MetricsContext result={result} />
      <ClientTable<MetricRow>
        rows={rows}
        columns={columns}
        rowKey="key"
        exportName={f('analytics.metrics.export')}
        exportColumns={exportColumns}
        searchText={(r) => `${r.name} ${r.note}`}
        aria-label={f('analytics.metrics.title')}
      />
    </Space>
  );
}
