/**
 * `<Chart>`: the one time-series chart of the app (design note "Charts"; API in docs/market-data/board.md).
 * ECharts is loaded on first mount through a dynamic import (its own chunk, never in the login page's bundle);
 * the option is a pure function of the props (buildOption.ts). States: loading, error (with retry), empty, and
 * "could not be drawn" when ECharts throws on an option (retry makes a fresh instance; the page around it goes on);
 * a toolbar exports PNG and CSV; `demo` shows the "DEMO DATA" badge.
 */
import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import { Button, ConfigProvider, Empty, Result, Space, Spin, Tooltip, Typography } from 'antd';
import { memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import DemoBadge from '@/components/DemoBadge';
import { exportCsv } from '@/utils/csvExport';
import { ANNOTATION_SERIES_ID, buildOption, isEmptyChart } from './buildOption';
import { chartCsv } from './chartCsv';
import { downloadDataUrl, fileNameOf } from './download';
import type { ChartInstance } from './echartsCore';
import type { ChartAnnotation, ChartSeries, ChartXAxis } from './types';
import { useChartTheme } from './useChartTheme';

export type { BandSeries, BarSeries, ChartAnnotation, CandleSeries, ChartLevel, ChartPoint, ChartSeries, ChartXAxis, HeatmapSeries, LineSeries } from './types';

export interface ChartProps {
  series: readonly ChartSeries[];
  /** Shown above the chart; also the export file name and the chart's accessible name. */
  title?: string;
  /** Height of the drawing area in px (default 320). */
  height?: number;
  /** The data is still coming: a spinner over the chart. */
  loading?: boolean;
  /** The data could not be read: the message (already in the user's language) and a retry button when `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  /** Some value comes from the demo simulator: shows "DEMO DATA". */
  demo?: boolean;
  /** Digits on the axes and in the tooltip. */
  precision?: number;
  /** The data-zoom slider under the chart (default on; wheel and drag zoom always work). */
  zoomSlider?: boolean;
  /** The x-axis: time (default), numbers, or categories (give a stable object: a new one redraws the chart). */
  xAxis?: ChartXAxis;
  /** Charts with the same group share crosshair, tooltip and zoom (ECharts `connect`); fixed for the chart's life. */
  group?: string;
  /** Hide the PNG / CSV buttons (tiny charts). */
  noExport?: boolean;
  /** Called each time ECharts finished drawing (the bench times the first render with it). */
  onRendered?: () => void;
  /** Dated marks on a time axis (research documents pinned to the series; src/hooks/useSeriesAnnotations.ts). */
  annotations?: readonly ChartAnnotation[];
  /** A click on an annotation's mark. */
  onAnnotationClick?: (annotation: ChartAnnotation) => void;
}

type Engine = { state: 'loading' } | { state: 'ready'; chart: ChartInstance } | { state: 'failed'; error: unknown };

function Chart({
  series,
  title,
  height = 320,
  loading,
  error,
  onRetry,
  demo,
  precision,
  zoomSlider,
  xAxis,
  group,
  noExport,
  onRendered,
  annotations,
  onAnnotationClick,
}: ChartProps) {
  const intl = useIntl();
  const { direction = 'ltr' } = useContext(ConfigProvider.ConfigContext);
  const theme = useChartTheme();
  const host = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<Engine>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // ECharts threw while drawing the option: this chart says so and offers a fresh instance; the page goes on.
  const [drawFailed, setDrawFailed] = useState(false);
  const rendered = useRef(onRendered);
  rendered.current = onRendered;
  // The latest marks and click handler, read when ECharts reports a click (the listener is attached once).
  const marks = useRef({ annotations, onAnnotationClick });
  marks.current = { annotations, onAnnotationClick };
  // Read once when ECharts is created (connecting is per instance).
  const groupAtStart = useRef(group);

  // Load ECharts (its own chunk) and create the instance once per mount (and per retry after a failed load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new value loads again.
  useEffect(() => {
    let cancelled = false;
    let chart: ChartInstance | undefined;
    import('./echartsCore')
      .then(({ createChart }) => {
        if (cancelled || !host.current) return;
        chart = createChart(host.current, getLocale(), groupAtStart.current);
        chart.on('finished', () => rendered.current?.());
        chart.on('click', (params) => {
          if (params.componentType !== 'markLine' || params.seriesId !== ANNOTATION_SERIES_ID || params.dataIndex === undefined) return;
          const annotation = marks.current.annotations?.[params.dataIndex];
          if (annotation) marks.current.onAnnotationClick?.(annotation);
        });
        setEngine({ state: 'ready', chart });
      })
      .catch((failure: unknown) => {
        if (!cancelled) setEngine({ state: 'failed', error: failure });
      });
    return () => {
      cancelled = true;
      try {
        chart?.dispose();
      } catch {
        // An instance left broken by a failed draw cannot always dispose itself; it is dropped all the same.
      }
    };
  }, [attempt]);

  const empty = isEmptyChart(series);
  const option = useMemo(
    () => buildOption({ series, theme, direction, precision, zoomSlider, xAxis, annotations }),
    [series, theme, direction, precision, zoomSlider, xAxis, annotations],
  );

  useEffect(() => {
    if (engine.state !== 'ready') return;
    try {
      engine.chart.setOption(option, { notMerge: true });
      setDrawFailed(false);
    } catch (failure) {
      // A defect (ours or ECharts'), logged for the developer; the user sees this chart's state, not a crashed page.
      console.error('[chart] ECharts could not draw the chart', failure);
      setDrawFailed(true);
    }
  }, [engine, option]);

  // Follow the container's size (drawers opening, window resizing).
  useEffect(() => {
    if (engine.state !== 'ready' || !host.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => engine.chart.resize());
    observer.observe(host.current);
    return () => observer.disconnect();
  }, [engine]);

  const exportPng = () => {
    if (engine.state !== 'ready') return;
    downloadDataUrl(`${fileNameOf(title)}.png`, engine.chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.background }));
  };
  const exportData = () => {
    const labels = {
      time: intl.formatMessage({ id: 'chart.csv.time' }),
      open: intl.formatMessage({ id: 'chart.csv.open' }),
      close: intl.formatMessage({ id: 'chart.csv.close' }),
      low: intl.formatMessage({ id: 'chart.csv.low' }),
      high: intl.formatMessage({ id: 'chart.csv.high' }),
      lower: intl.formatMessage({ id: 'chart.csv.lower' }),
      upper: intl.formatMessage({ id: 'chart.csv.upper' }),
      x: intl.formatMessage({ id: 'chart.csv.x' }),
    };
    const { rows, columns } = chartCsv(series, labels, xAxis);
    exportCsv(fileNameOf(title), rows, columns);
  };

  const failedToLoad = engine.state === 'failed';
  const redraw = () => {
    setDrawFailed(false);
    setEngine({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  const overlay = error ? (
    <Result
      status="warning"
      title={error}
      extra={
        onRetry ? (
          <Button onClick={onRetry} size="small">
            {intl.formatMessage({ id: 'chart.retry' })}
          </Button>
        ) : undefined
      }
    />
  ) : failedToLoad || drawFailed ? (
    <Result
      status="warning"
      title={intl.formatMessage({ id: failedToLoad ? 'chart.loadFailed' : 'chart.drawFailed' })}
      extra={
        <Button size="small" onClick={redraw}>
          {intl.formatMessage({ id: 'chart.retry' })}
        </Button>
      }
    />
  ) : loading || engine.state === 'loading' ? (
    <Spin aria-label={intl.formatMessage({ id: 'chart.loading' })} />
  ) : empty ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'chart.empty' })} />
  ) : null;
  const canExport = engine.state === 'ready' && !drawFailed && !empty && !error && !loading;

  return (
    <div className="app-chart" data-testid="chart">
      {(title || demo || !noExport) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBlockEnd: 4 }}>
          {title && (
            <Typography.Text strong ellipsis style={{ flex: 1 }}>
              {title}
            </Typography.Text>
          )}
          {!title && <span style={{ flex: 1 }} />}
          <DemoBadge show={Boolean(demo)} />
          {!noExport && (
            <Space size={4}>
              <Tooltip title={intl.formatMessage({ id: 'chart.export.png' })}>
                <Button
                  size="small"
                  type="text"
                  icon={<FileImageOutlined />}
                  disabled={!canExport}
                  onClick={exportPng}
                  aria-label={intl.formatMessage({ id: 'chart.export.png' })}
                />
              </Tooltip>
              <Tooltip title={intl.formatMessage({ id: 'chart.export.csv' })}>
                <Button
                  size="small"
                  type="text"
                  icon={<DownloadOutlined />}
                  disabled={!canExport}
                  onClick={exportData}
                  aria-label={intl.formatMessage({ id: 'chart.export.csv' })}
                />
              </Tooltip>
            </Space>
          )}
        </div>
      )}
      <div style={{ position: 'relative', blockSize: height }}>
        {/* ECharts draws into this box; it stays mounted under the states so the instance survives them. */}
        <div
          ref={host}
          role="img"
          aria-label={title ?? intl.formatMessage({ id: 'chart.label' })}
          style={{ inlineSize: '100%', blockSize: '100%', visibility: overlay ? 'hidden' : 'visible' }}
        />
        {overlay && (
          <div data-testid="chart-state" style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {overlay}
          </div>
        )}
      </div>
    </div>
  );
}

export default memo(Chart);
