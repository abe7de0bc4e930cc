/**
 * Net value (with an optional benchmark rebased to it) above, drawdown in percent below: two `<Chart>`s in one
 * ECharts connect group, so the crosshair, the tooltip and the zoom move together (one slider under the lower
 * chart drives both). Two charts rather than one with two grids: each keeps the shared `<Chart>`'s states,
 * exports and axis rules unchanged.
 */
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import { useId, useMemo } from 'react';
import Chart, { type ChartSeries } from '@/components/Chart';
import { drawdownPercent, type NavPoint, rebaseBenchmark } from './navSeries';

export interface NavDrawdownChartProps {
  nav: readonly NavPoint[];
  benchmark?: { name: string; points: readonly NavPoint[] };
  /** Some value comes from the demo simulator: "DEMO DATA" on the chart. */
  demo?: boolean;
  /** Height of both charts together in px (default 480: two thirds net value, one third drawdown). */
  height?: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

export default function NavDrawdownChart({ nav, benchmark, demo, height = 480, loading, error, onRetry }: NavDrawdownChartProps) {
  const intl = useIntl();
  const group = `nav-drawdown-${useId()}`;
  const netValue = intl.formatMessage({ id: 'analytics.nav.netValue' });
  const unit = intl.formatMessage({ id: 'analytics.nav.unit' });
  const drawdownName = intl.formatMessage({ id: 'analytics.nav.drawdown' });

  const top = useMemo<ChartSeries[]>(() => {
    const series: ChartSeries[] = [{ name: netValue, unit, points: nav }];
    if (benchmark) series.push({ name: benchmark.name, unit, points: rebaseBenchmark(nav, benchmark.points) });
    return series;
  }, [nav, benchmark, netValue, unit]);
  const drawdown = useMemo(() => drawdownPercent(nav), [nav]);
  const bottom = useMemo<ChartSeries[]>(
    () => [{ kind: 'area', name: drawdownName, unit: '%', points: 'points' in drawdown ? drawdown.points : [] }],
    [drawdown, drawdownName],
  );

  return (
    <div data-testid="nav-drawdown">
      <Chart
        title={intl.formatMessage({ id: 'analytics.nav.title' })}
        series={top}
        group={group}
        height={Math.round(height * 0.62)}
        zoomSlider={false}
        precision={4}
        demo={demo}
        loading={loading}
        error={error}
        onRetry={onRetry}
      />
      {'invalidIndex' in drawdown ? (
        <Alert type="warning" showIcon message={intl.formatMessage({ id: 'analytics.nav.notPositive' }, { index: drawdown.invalidIndex + 1 })} />
      ) : (
        <Chart
          title={intl.formatMessage({ id: 'analytics.nav.drawdownTitle' })}
          series={bottom}
          group={group}
          height={Math.round(height * 0.38)}
          precision={2}
          loading={loading}
          error={error}
          onRetry={onRetry}
        />
      )}
    </div>
  );
}
