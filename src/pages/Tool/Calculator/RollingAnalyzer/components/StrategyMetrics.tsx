/**
 * Metrics of each rolling strategy side by side (common/domain/metrics.ts computeMetrics, empyrical convention),
 * with the convention, periods per year and risk-free rate in force shown next to the numbers; a metric that does
 * not exist for the returns shows why instead of NaN.
 */
import { useIntl } from '@umijs/max';
import { Table, Typography } from 'antd';
import type { MetricKey } from '@common/domain/metrics';
import { formatNumber, formatPercent } from '../../components/format';
import type { StrategyOutcome } from '../rollView';

const SHOWN: readonly { key: MetricKey; percent: boolean }[] = [
  { key: 'cumulativeReturn', percent: true },
  { key: 'annualReturn', percent: true },
  { key: 'annualVolatility', percent: true },
  { key: 'sharpe', percent: false },
  { key: 'sortino', percent: false },
  { key: 'maxDrawdown', percent: true },
  { key: 'calmar', percent: false },
  { key: 'winRate', percent: true },
];

export default function StrategyMetrics({ outcomes }: { outcomes: readonly StrategyOutcome[] }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const first = outcomes.find((o) => o.ok);
  const cell = (o: StrategyOutcome, key: MetricKey, percent: boolean) => {
    if (!o.ok) return '–';
    const v = o.result.metrics.values[key];
    if (v !== null) return percent ? formatPercent(intl, v) : formatNumber(intl, v);
    const problem = o.result.metrics.problems[key];
    return <Typography.Text type="secondary">{f(`rollingAnalyzer.problem.${problem ?? 'empty'}`)}</Typography.Text>;
  };
  return (
    <>
      <Table
        size="small"
        pagination={false}
        aria-label={f('rollingAnalyzer.metrics.title')}
        rowKey="key"
        dataSource={SHOWN.map((m) => ({ ...m }))}
        columns={[
          { key: 'metric', title: f('rollingAnalyzer.metrics.metric'), render: (_, m) => f(`rollingAnalyzer.metric.${m.key}`) },
          ...outcomes.map((o) => ({
            key: o.rule,
            title: f(`rollingAnalyzer.rule.${o.rule}`),
            render: (_: unknown, m: (typeof SHOWN)[number]) => cell(o, m.key, m.percent),
          })),
        ]}
      />
      {first?.ok && (
        <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }} data-testid="metrics-convention">
          {f('rollingAnalyzer.metrics.convention', {
            convention: first.result.metrics.convention,
            periods: first.result.metrics.periodsPerYear,
            riskFree: formatPercent(intl, 0),
            n: first.result.metrics.observations,
          })}
        </Typography.Paragraph>
      )}
    </>
  );
}
