/**
 * The ECharts option of a `<Chart>`, as a pure function of the props, the theme tokens and the text direction,
 * so tests check what is drawn without a canvas (stack-notes: canvas charts do not render in jsdom).
 *
 * Rules (docs/market-data/board.md, "Chart API"):
 * - one y-axis per distinct unit, in order of first appearance: the first on the start side, the second on the end
 *   side, further ones offset outwards on alternating sides;
 * - large series (more than LARGE_SERIES points in one series, or in total) use LTTB sampling, no symbols and no
 *   animation: ECharts then draws about one point per pixel column however long the series;
 * - crosshair tooltip (axisPointer 'cross'), zoom by wheel / drag (inside) and an optional slider;
 * - legend at the reading start: top-left in left-to-right languages, top-right with the icon after the text in
 *   right-to-left ones (ar-EG); the time axis keeps time running left to right in every language, as financial
 *   charts do in Arabic too.
 */
import type { ChartOptionInput, ChartSeries } from './types';

/** Above this many points a line series is sampled (LTTB) and drawn without symbols or animation. */
export const LARGE_SERIES = 2_000;

/** Distinct units in order of first appearance. */
export function unitsOf(series: readonly ChartSeries[]): string[] {
  const units: string[] = [];
  for (const s of series) if (!units.includes(s.unit)) units.push(s.unit);
  return units;
}

export const pointCount = (s: ChartSeries): number => (s.kind === 'candle' ? s.candles.length : s.points.length);

/** True when nothing would be drawn (no series, or every series empty). */
export const isEmptyChart = (series: readonly ChartSeries[]): boolean => series.every((s) => pointCount(s) === 0);

// Axis label space per extra axis on one side, in px.
const AXIS_OFFSET = 56;

export function buildOption({ series, theme, direction, precision, zoomSlider = true }: ChartOptionInput): Record<string, unknown> {
  const units = unitsOf(series);
  const total = series.reduce((n, s) => n + pointCount(s), 0);
  const large = total > LARGE_SERIES;
  const rtl = direction === 'rtl';
  const startSide = rtl ? 'right' : 'left';
  const endSide = rtl ? 'left' : 'right';
  const format = (value: number) => (precision === undefined ? String(value) : value.toFixed(precision));
  const textStyle = { color: theme.textSecondary, fontFamily: theme.fontFamily };

  const yAxis = units.map((unit, i) => ({
    type: 'value',
    name: unit,
    nameTextStyle: textStyle,
    position: i % 2 === 0 ? startSide : endSide,
    offset: Math.floor(i / 2) * AXIS_OFFSET,
    scale: true,
    axisLine: { show: units.length > 1, lineStyle: { color: theme.border } },
    axisLabel: { ...textStyle, formatter: format },
    // Only the first axis draws grid lines; two sets of lines that do not meet only confuse.
    splitLine: { show: i === 0, lineStyle: { color: theme.split } },
  }));

  const chartSeries = series.map((s, i) => {
    const yAxisIndex = units.indexOf(s.unit);
    if (s.kind === 'candle') {
      return {
        type: 'candlestick',
        name: s.name,
        yAxisIndex,
        data: s.candles,
        encode: { x: 0, y: [1, 2, 3, 4] },
        itemStyle: { color: theme.rise, color0: theme.fall, borderColor: theme.rise, borderColor0: theme.fall },
        large: s.candles.length > LARGE_SERIES,
      };
    }
    const big = s.points.length > LARGE_SERIES;
    return {
      type: 'line',
      name: s.name,
      yAxisIndex,
      data: s.points,
      showSymbol: false,
      symbol: big ? 'none' : 'circle',
      sampling: big ? 'lttb' : undefined,
      lineStyle: { width: 1.5 },
      areaStyle: s.kind === 'area' ? { opacity: 0.15 } : undefined,
      color: theme.palette[i % theme.palette.length],
      // Hover emphasis re-renders the series: on a million points that is a visible stall.
      emphasis: big ? { disabled: true } : undefined,
    };
  });

  // containLabel makes room for the first axis on each side; offset axes need their own room.
  const gridSide = (side: 'left' | 'right') => 16 + Math.max(0, yAxis.filter((axis) => axis.position === side).length - 1) * AXIS_OFFSET;

  return {
    animation: !large,
    backgroundColor: 'transparent',
    color: theme.palette,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    grid: { top: 40, bottom: zoomSlider ? 64 : 28, left: gridSide('left'), right: gridSide('right'), containLabel: true },
    legend: {
      type: 'scroll',
      top: 4,
      [startSide]: 8,
      align: rtl ? 'right' : 'left',
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
      pageTextStyle: { color: theme.textSecondary },
      data: series.map((s) => s.name),
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross', label: { backgroundColor: theme.textSecondary } },
      backgroundColor: theme.background,
      borderColor: theme.border,
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : String(value ?? '')),
    },
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { ...textStyle, hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis,
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      ...(zoomSlider ? [{ type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 20, bottom: 8, textStyle, borderColor: theme.border }] : []),
    ],
    series: chartSeries,
  };
}
