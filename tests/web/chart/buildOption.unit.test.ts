/**
 * The chart's option: axes per unit, sampling for large series, RTL legend, candles. Checked on the option and, once,
 * drawn by the real ECharts (its SSR SVG renderer works in jsdom; the canvas one does not).
 */
import { buildOption, isEmptyChart, LARGE_SERIES, unitsOf } from '@/components/Chart/buildOption';
import type { ChartSeries, ChartXAxis } from '@/components/Chart/types';
import { TEST_THEME } from './testTheme';

const theme = TEST_THEME;
const T0 = Date.parse('2026-01-05T01:00:00Z');
const line = (name: string, unit: string, n: number): ChartSeries => ({
  name,
  unit,
  points: Array.from({ length: n }, (_, i) => [T0 + i * 60_000, 100 + Math.sin(i / 10)] as const),
});

type Axis = { name: string; position: string; offset: number };
type Series = { type: string; yAxisIndex: number; sampling?: string; symbol?: string; areaStyle?: unknown; data: unknown };

describe('buildOption', () => {
  it('gives each unit its own y-axis, start side first, and puts each series on its unit', () => {
    const option = buildOption({ series: [line('FU', 'CNY/t', 10), line('SG380', 'USD/t', 10), line('FU 2', 'CNY/t', 10)], theme, direction: 'ltr' });
    const axes = option.yAxis as Axis[];
    expect(axes.map((a) => [a.name, a.position])).toEqual([
      ['CNY/t', 'left'],
      ['USD/t', 'right'],
    ]);
    expect((option.series as Series[]).map((s) => s.yAxisIndex)).toEqual([0, 1, 0]);
  });

  it('keeps one y-axis when every series has the same unit', () => {
    const option = buildOption({ series: [line('A', 'USD/t', 5), line('B', 'USD/t', 5)], theme, direction: 'ltr' });
    expect(option.yAxis).toHaveLength(1);
  });

  it('offsets a third unit outwards on the start side', () => {
    const axes = buildOption({ series: [line('A', 'CNY/t', 3), line('B', 'USD/t', 3), line('C', 'USD/bbl', 3)], theme, direction: 'ltr' }).yAxis as Axis[];
    expect(axes[2]).toMatchObject({ position: 'left', offset: 56 });
    expect(unitsOf([line('A', 'x', 1), line('B', 'y', 1), line('C', 'x', 1)])).toEqual(['x', 'y']);
  });

  it('samples large series with LTTB, without symbols or animation; small ones keep animation and every point', () => {
    const big = buildOption({ series: [line('big', 'USD/t', LARGE_SERIES + 1)], theme, direction: 'ltr' });
    expect(big.animation).toBe(false);
    expect((big.series as Series[])[0]).toMatchObject({ sampling: 'lttb', symbol: 'none' });
    const small = buildOption({ series: [line('small', 'USD/t', 100)], theme, direction: 'ltr' });
    expect(small.animation).toBe(true);
    expect((small.series as Series[])[0].sampling).toBeUndefined();
  });

  it('draws without animation when the user reduces motion (antd motion token off), whatever the size', () => {
    const still = buildOption({ series: [line('small', 'USD/t', 100)], theme: { ...theme, motion: false }, direction: 'ltr' });
    expect(still.animation).toBe(false);
  });

  it('has a crosshair tooltip and zoom (inside always, slider unless turned off)', () => {
    const option = buildOption({ series: [line('A', 'USD/t', 3)], theme, direction: 'ltr' });
    expect(option.tooltip).toMatchObject({ trigger: 'axis', axisPointer: { type: 'cross' } });
    expect((option.dataZoom as { type: string }[]).map((z) => z.type)).toEqual(['inside', 'slider']);
    const noSlider = buildOption({ series: [line('A', 'USD/t', 3)], theme, direction: 'ltr', zoomSlider: false });
    expect((noSlider.dataZoom as { type: string }[]).map((z) => z.type)).toEqual(['inside']);
  });

  it('puts the legend and the first axis on the right in right-to-left languages', () => {
    const option = buildOption({ series: [line('A', 'CNY/t', 3), line('B', 'USD/t', 3)], theme, direction: 'rtl' });
    expect(option.legend).toMatchObject({ right: 8, align: 'right' });
    expect(option.legend).not.toHaveProperty('left');
    expect((option.yAxis as Axis[]).map((a) => a.position)).toEqual(['right', 'left']);
    const ltr = buildOption({ series: [line('A', 'CNY/t', 3)], theme, direction: 'ltr' });
    expect(ltr.legend).toMatchObject({ left: 8, align: 'left' });
  });

  it('uses the theme colours and the rise / fall colours for candles', () => {
    const candles: ChartSeries = { kind: 'candle', name: 'FU', unit: 'CNY/t', candles: [[T0, 2800, 2810, 2795, 2815]] };
    const area: ChartSeries = { kind: 'area', name: 'area', unit: 'CNY/t', points: [[T0, 1]] };
    const option = buildOption({ series: [candles, area], theme, direction: 'ltr' });
    const [candleSeries, areaSeries] = option.series as (Series & { itemStyle: Record<string, string>; encode: unknown })[];
    expect(candleSeries).toMatchObject({ type: 'candlestick', encode: { x: 0, y: [1, 2, 3, 4] }, itemStyle: { color: theme.rise, color0: theme.fall } });
    expect(areaSeries.areaStyle).toBeTruthy();
    expect(option.color).toEqual(theme.palette);
  });

  it('formats axis values with the given precision', () => {
    const option = buildOption({ series: [line('A', 'USD/t', 3)], theme, direction: 'ltr', precision: 2 });
    const formatter = (option.yAxis as { axisLabel: { formatter: (v: number) => string } }[])[0].axisLabel.formatter;
    expect(formatter(1.5)).toBe('1.50');
  });

  it('calls a chart empty when every series is', () => {
    expect(isEmptyChart([])).toBe(true);
    expect(isEmptyChart([line('A', 'x', 0)])).toBe(true);
    expect(isEmptyChart([line('A', 'x', 0), line('B', 'x', 1)])).toBe(false);
  });

  it('draws with the real ECharts: both units, the legend names and the lines (SSR SVG renderer)', () => {
    // The full CommonJS build (the tree-shaken `echarts/core` is ES modules only, which jest does not transform).
    const echarts = require('echarts') as typeof import('echarts');
    // jsdom has no canvas to measure text with: a fixed-width estimate is enough for layout.
    echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    try {
      chart.setOption(buildOption({ series: [line('FU inner', 'CNY/t', 50), line('Sing380', 'USD/t', 50)], theme, direction: 'ltr' }));
      const svg = chart.renderToSVGString();
      for (const text of ['FU inner', 'Sing380', 'CNY/t', 'USD/t']) expect(svg).toContain(text);
      expect((svg.match(/<path /g) ?? []).length).toBeGreaterThan(2);
    } finally {
      chart.dispose();
    }
  });
});

describe('drawn by the real ECharts in the order a page gives options', () => {
  // A page renders before its data arrives: ECharts gets the empty option first, then the data (notMerge, as <Chart>
  // does). ECharts 6 throws inside setOption ("reading 'group'") when an x-axis has no y-axis beside it, which crashed
  // the seasonal page whenever ECharts loaded before the answer.
  const drawSequence = (options: Record<string, unknown>[]) => {
    const echarts = require('echarts') as typeof import('echarts');
    echarts.setPlatformAPI({ measureText: (text: string) => ({ width: text.length * 7 }) });
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
    try {
      for (const option of options) chart.setOption(option, { notMerge: true });
      return chart.renderToSVGString();
    } finally {
      chart.dispose();
    }
  };
  const axes: [string, ChartXAxis | undefined][] = [
    ['time', undefined],
    ['value', { type: 'value', name: 'Day of year', min: 1, max: 365 }],
    ['category', { type: 'category', categories: ['W1', 'W2'] }],
  ];
  it.each(axes)('on a %s x-axis: empty, then data, then empty again', (_kind, xAxis) => {
    const data: ChartSeries[] =
      xAxis?.type === 'category'
        ? [
            {
              name: 'A',
              unit: 'USD/bbl',
              points: [
                [0, 1],
                [1, 2],
              ],
            },
          ]
        : xAxis
          ? [
              {
                name: 'A',
                unit: 'USD/bbl',
                points: [
                  [1, 70],
                  [2, 71],
                ],
              },
            ]
          : [line('A', 'USD/bbl', 5)];
    const empty = buildOption({ series: [], theme, direction: 'ltr', xAxis });
    const full = buildOption({ series: data, theme, direction: 'ltr', xAxis });
    expect(drawSequence([empty])).toContain('<svg');
    expect(drawSequence([empty, full, empty, full])).toContain('USD/bbl');
  });
});

describe('annotations', () => {
  const points: ChartSeries[] = [{ name: 'FU', unit: 'CNY/t', points: [[Date.UTC(2026, 0, 5), 3000]] }];
  const annotations = [{ at: Date.UTC(2026, 0, 4), label: 'A long methodology change title (Methodology change)', id: 'd1' }];
  type Marked = {
    id?: string;
    markLine?: { silent: boolean; data: { xAxis: number; name: string; label: { formatter: string }; emphasis: { label: { formatter: string } } }[] };
  };

  it('adds one mark-line series on the time axis: short label drawn, the whole label on hover, clickable', () => {
    const option = buildOption({ series: points, theme, direction: 'ltr', annotations }) as { series: Marked[] };
    expect(option.series).toHaveLength(2);
    const [mark] = option.series[1].markLine?.data ?? [];
    expect(option.series[1].id).toBe('chart-annotations');
    expect(option.series[1].markLine?.silent).toBe(false);
    expect(mark.xAxis).toBe(Date.UTC(2026, 0, 4));
    expect(mark.label.formatter).toBe('A long method…');
    expect(mark.emphasis.label.formatter).toBe(annotations[0].label);
  });

  it('leaves them out on value and category axes, and without any data series', () => {
    const value = buildOption({ series: points, theme, direction: 'ltr', annotations, xAxis: { type: 'value' } }) as { series: Marked[] };
    expect(value.series).toHaveLength(1);
    const none = buildOption({ series: [], theme, direction: 'ltr', annotations }) as { series: Marked[] };
    expect(none.series).toHaveLength(0);
  });
});
