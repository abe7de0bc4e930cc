/**
 * ECharts, tree-shaken: only the charts and components `<Chart>` uses (stack-notes: `echarts/core` + `use`).
 * `<Chart>` imports this module with a dynamic import(), so the bundler puts ECharts in its own chunk that only
 * pages drawing a chart load (never the login page: `npm run bench` checks its weight).
 */
import { BarChart, CandlestickChart, HeatmapChart, LineChart } from 'echarts/charts';
import {
  AxisPointerComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { connect, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([
  LineChart,
  CandlestickChart,
  BarChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  AxisPointerComponent,
  MarkLineComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

/** The part of an ECharts instance `<Chart>` uses (tests fake exactly this). */
export interface ChartInstance {
  setOption(option: Record<string, unknown>, opts?: { notMerge?: boolean; lazyUpdate?: boolean }): void;
  resize(): void;
  getDataURL(opts: { type: 'png'; pixelRatio?: number; backgroundColor?: string }): string;
  dispose(): void;
  on(event: 'finished', handler: () => void): void;
  on(event: 'click', handler: (params: { componentType?: string; seriesId?: string; dataIndex?: number }) => void): void;
}

/**
 * A chart in `element`; charts created with the same `group` share their crosshair, tooltip and zoom (ECharts'
 * `connect`), as the net value and drawdown charts stacked on one page do.
 */
export function createChart(element: HTMLElement, locale: string, group?: string): ChartInstance {
  // ECharts' own texts (zoom handles) in the user's language where it has one; it ships ZH and EN.
  const chart = init(element, undefined, { renderer: 'canvas', locale: locale.startsWith('zh') ? 'ZH' : 'EN' });
  if (group) {
    chart.group = group;
    connect(group);
  }
  return chart as unknown as ChartInstance;
}
