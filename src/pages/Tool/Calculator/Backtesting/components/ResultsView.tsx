/**
 * One run's results with the analytics pages' shared components (src/components/Analytics): metrics with the
 * convention in force, net value with the benchmark and its drawdown, monthly returns; then rolling Sharpe and the
 * trade list. "DEMO DATA" when the series or the benchmark comes from the demo simulator.
 */
import { Alert, Card, Space, Statistic } from 'antd';
import { useMemo } from 'react';
import type { RunResult } from '@common/contract/backtesting';
import { MetricsTable, metricsResultOf, MonthlyReturnsTable, NavDrawdownChart } from '@/components/Analytics';
import Chart from '@/components/Chart';
import DemoBadge from '@/components/DemoBadge';
import MainSeriesNote, { useSeriesLabel } from './MainSeriesNote';
import TradeTable from './TradeTable';
import { num, useText } from './useText';

/** `[t, value]` pairs where the value exists. */
const pointsOf = (t: readonly number[], values: readonly (number | null)[]): [number, number][] =>
  t.flatMap((time, i) => {
    const v = values[i];
    return v === null || v === undefined ? [] : [[time, v] as [number, number]];
  });

export default function ResultsView({ result }: { result: RunResult }) {
  const text = useText();
  const demo = result.demo || result.benchmark?.demo === true;
  const nav = useMemo(() => pointsOf(result.t, result.nav), [result]);
  const benchmark = useMemo(
    () =>
      result.benchmark ? { name: text('chart.benchmark', { address: result.benchmark.address }), points: pointsOf(result.t, result.benchmark.nav) } : undefined,
    [result, text],
  );
  const metrics = useMemo(() => metricsResultOf(result.metrics), [result]);
  const seriesLabel = useSeriesLabel(result);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="backtest-results">
      <Space wrap>
        <DemoBadge show={demo} />
        <Statistic title={text('result.trades')} value={result.trades.length} />
        <Statistic title={text('result.costs')} value={num(result.totalCosts)} suffix={result.currency ?? undefined} />
        {result.cached ? <span>{text('result.cached')}</span> : null}
      </Space>
      <MainSeriesNote result={result} />
      {result.totalLossAt !== null ? (
        <Alert type="warning" showIcon message={text('result.totalLoss', { date: new Date(result.totalLossAt).toISOString().slice(0, 10) })} />
      ) : null}
      <Card size="small" title={text('metrics.title')}>
        <MetricsTable result={metrics} />
      </Card>
      <NavDrawdownChart nav={nav} benchmark={benchmark} demo={demo} />
      <Chart
        title={text('chart.rollingSharpeTitle')}
        series={[{ name: text('chart.rollingSharpe'), unit: '', points: pointsOf(result.t.slice(1), result.rollingSharpe) }]}
        demo={demo}
        precision={2}
        height={200}
      />
      <Card size="small" title={text('monthly.title')}>
        <MonthlyReturnsTable points={nav} />
      </Card>
      <Card size="small" title={text('trades.title')}>
        <TradeTable trades={result.trades} tick={result.tick} currency={result.currency} seriesLabel={seriesLabel} />
      </Card>
    </Space>
  );
}
