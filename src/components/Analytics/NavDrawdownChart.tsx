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
  /**
   * Height of both charts together in px (default 520: three fifths net value, two fifths drawdown, the drawdown
   * never under DRAWDOWN_MIN_HEIGHT: its title, legend and zoom slider take about 120 px, and a plot under 100 px
   * stacks its axis labels on each other).
   */
  height?: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** The drawdown chart's least height in px (issue 18: a 30 px plot with overlapping labels). */
export const DRAWDOWN_MIN_HEIGHT = 240;

export default function NavDrawdownChart({ nav, benchmark, demo, height = 520, loading, error, onRetry }: NavDrawdownChartProps) {
  const drawdownHeight = Math.max(DRAWDOWN_MIN_HEIGHT, Math.round(height * 0.4));
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
        height={Math.max(height - drawdownHeight, DRAWDOWN_MIN_HEIGHT)}
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
          height={drawdownHeight}
          precision={2}
          loading={loading}
          error={error}
          onRetry={onRetry}
        />
      )}
    </div>
  );
}
