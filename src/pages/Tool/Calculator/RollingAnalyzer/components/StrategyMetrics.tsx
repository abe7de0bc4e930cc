/**
 * Metrics of each rolling strategy side by side: the shared MetricsTable (compact) per strategy, with the convention,
 * periods per year and risk-free rate in force shown next to the numbers; a strategy that could not be computed
 * says why.
 */
import { useIntl } from '@umijs/max';
import { Alert, Col, Row, Typography } from 'antd';
import { MetricsTable } from '@/components/Analytics';
import type { StrategyOutcome } from '../rollView';

export default function StrategyMetrics({ outcomes }: { outcomes: readonly StrategyOutcome[] }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Row gutter={[16, 16]}>
      {outcomes.map((o) => (
        <Col key={o.rule} xs={24} xxl={12}>
          <section aria-label={f('rollingAnalyzer.metrics.of', { rule: f(`rollingAnalyzer.rule.${o.rule}`) })} data-testid={`metrics-${o.rule}`}>
            <Typography.Title level={5}>{f('rollingAnalyzer.metrics.of', { rule: f(`rollingAnalyzer.rule.${o.rule}`) })}</Typography.Title>
            {o.ok ? (
              // Numbers never break inside: a narrow column scrolls sideways instead.
              <div style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}>
                <MetricsTable result={o.result.metrics} compact />
              </div>
            ) : (
              <Alert
                type="warning"
                showIcon
                message={f('rollingAnalyzer.strategy.failed', {
                  rule: f(`rollingAnalyzer.rule.${o.rule}`),
                  problem: f(`rollingAnalyzer.problem.${o.problem}`),
                })}
              />
            )}
          </section>
        </Col>
      ))}
    </Row>
  );
}
