/** The metrics of a run with the convention in force; a metric that does not exist shows its reason, never NaN. */
import { Descriptions, Tag, Typography } from 'antd';
import type { MetricsData } from '@common/contract/analytics';
import { METRIC_KEYS, type MetricKey } from '@common/domain/metrics';
import { num, pct, useText } from './useText';

/** Metrics shown as percentages; the others are ratios or moments. */
const PERCENT: ReadonlySet<MetricKey> = new Set([
  'cumulativeReturn',
  'annualReturn',
  'annualVolatility',
  'downsideRisk',
  'maxDrawdown',
  'winRate',
  'bestPeriod',
  'worstPeriod',
  'valueAtRisk',
  'conditionalValueAtRisk',
]);

export default function MetricsTable({ metrics }: { metrics: MetricsData }) {
  const text = useText();
  return (
    <div data-testid="metrics">
      <Typography.Text type="secondary" data-testid="convention">
        {text('metrics.convention', {
          convention: text(`convention.${metrics.convention}`),
          periods: metrics.periodsPerYear,
          rf: (metrics.riskFreePerPeriod * 100).toFixed(5),
        })}
      </Typography.Text>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginTop: 8 }}>
        {METRIC_KEYS.map((key) => {
          const v = metrics[key];
          const problem = metrics.problems[key];
          return (
            <Descriptions.Item key={key} label={text(`metric.${key}`)}>
              {v === null ? <Tag>{text(`problem.${problem ?? 'empty'}`)}</Tag> : PERCENT.has(key) ? pct(v) : num(v)}
            </Descriptions.Item>
          );
        })}
      </Descriptions>
    </div>
  );
}
