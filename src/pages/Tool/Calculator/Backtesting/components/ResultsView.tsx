/**
 * One run's results: metrics (convention shown), net value with the benchmark, drawdown, rolling Sharpe, monthly
 * returns and the trade list. "DEMO DATA" when the series or the benchmark comes from the demo simulator.
 */
import { Card, Space, Statistic } from 'antd';
import type { RunResult } from '@common/contract/backtesting';
import Chart, { type LineSeries } from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import MetricsTable from './MetricsTable';
import MonthlyReturnsTable from './MonthlyReturnsTable';
import TradeTable from './TradeTable';
import { num, useText } from './useText';

const line = (name: string, unit: string, t: readonly number[], values: readonly (number | null)[]): LineSeries => ({
  name,
  unit,
  points: t.flatMap((time, i) => {
    const v = values[i];
    return v === null || v === undefined ? [] : [[time, v] as const];
  }),
});

export default function ResultsView({ result }: { result: RunResult }) {
  const text = useText();
  const demo = result.demo || result.benchmark?.demo === true;
  const navSeries = [line(text('chart.nav'), '', result.t, result.nav)];
  if (result.benchmark) navSeries.push(line(text('chart.benchmark', { address: result.benchmark.address }), '', result.t, result.benchmark.nav));
  const after = result.t.slice(1);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="backtest-results">
      <Space wrap>
        <DemoBadge show={demo} />
        <Statistic title={text('result.trades')} value={result.trades.length} />
        <Statistic title={text('result.costs')} value={num(result.totalCosts)} />
        {result.cached ? <span>{text('result.cached')}</span> : null}
      </Space>
      <Card size="small" title={text('metrics.title')}>
        <MetricsTable metrics={result.metrics} />
      </Card>
      <Chart title={text('chart.navTitle')} series={navSeries} demo={demo} precision={4} />
      <Chart
        title={text('chart.drawdownTitle')}
        series={[{ ...line(text('chart.drawdown'), '', result.t, result.drawdown), kind: 'area' }]}
        demo={demo}
        precision={4}
        height={200}
      />
      <Chart
        title={text('chart.rollingSharpeTitle')}
        series={[line(text('chart.rollingSharpe'), '', after, result.rollingSharpe)]}
        demo={demo}
        precision={2}
        height={200}
      />
      <Card size="small" title={text('monthly.title')}>
        <MonthlyReturnsTable t={result.t} nav={result.nav} />
      </Card>
      <Card size="small" title={text('trades.title')}>
        <TradeTable trades={result.trades} />
      </Card>
    </Space>
  );
}
