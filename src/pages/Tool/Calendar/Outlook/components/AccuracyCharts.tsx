/**
 * Accuracy over time next to the leaderboard: each forecaster's error release by release, and its mean absolute
 * error and hit rate cumulated over its releases up to each one (the server's running figures). One category per
 * released period any forecaster was scored on; the three charts share crosshair and zoom.
 */
import type { OutlookScores } from '@common/contract/outlook';
import { Space, Typography } from 'antd';
import { useMemo } from 'react';
import Chart from '@/components/Chart';
import type { ChartXAxis } from '@/components/Chart';
import { useText } from '@/hooks/useText';
import { useForecasterName } from './Leaderboard';
import { accuracySeries } from './outlookSeries';

export default function AccuracyCharts({ scores, loading }: { scores: OutlookScores | undefined; loading: boolean }) {
  const f = useText();
  const nameOf = useForecasterName();
  const charts = useMemo(() => accuracySeries(scores?.leaderboard ?? [], nameOf, scores?.unit ?? ''), [scores, nameOf]);
  // One stable axis object per answer (a new object would redraw the charts).
  const xAxis = useMemo<ChartXAxis>(() => ({ type: 'category', categories: charts.categories }), [charts]);
  const group = `outlook-accuracy-${scores?.eventKey ?? ''}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{f('outlook.accuracy.note')}</Typography.Text>
      <Chart title={f('outlook.accuracy.errors')} series={charts.errors} xAxis={xAxis} loading={loading} height={240} group={group} zoomSlider={false} />
      <Chart title={f('outlook.accuracy.mae')} series={charts.mae} xAxis={xAxis} loading={loading} height={240} group={group} zoomSlider={false} />
      <Chart
        title={f('outlook.accuracy.hitRate')}
        series={charts.hitRate}
        xAxis={xAxis}
        loading={loading}
        height={240}
        group={group}
        zoomSlider={false}
        precision={0}
      />
    </Space>
  );
}
