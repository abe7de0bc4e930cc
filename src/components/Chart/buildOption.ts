/**
 * The ECharts option of a `<Chart>`, as a pure function of the props, the theme tokens and the text direction,
 * so tests check what is drawn without a canvas (stack-notes: canvas charts do not render in jsdom).
 *
 * Rules (docs/market-data/board.md, "Chart API"):
 * - one y-axis per distinct unit, in order of first appearance: the first on the start side, the second on the end
 *   side, further ones offset outwards on alternating sides;
 * - large series (more than LARGE_SERIES points in one series, or in total) use LTTB sampling, no symbols and no
 *   animation: ECharts then draws about one point per pixel column however long the series; a line series longer
 *   than MAX_DRAWN_POINTS is sampled before ECharts sees it (sampleForDrawing.ts);
 * - crosshair tooltip (axisPointer 'cross'), zoom by wheel / drag (inside) and an optional slider;
 * - legend at the reading start: top-left in left-to-right languages, top-right with the icon after the text in
 *   right-to-left ones (ar-EG); the x-axis keeps running left to right in every language, as financial
 *   charts do in Arabic too;
 * - a band is two stacked lines: an invisible lower line and a filled area of (upper - lower) on top of it, stacked
 *   whatever the signs (a lower edge below zero stays the base);
 * - a heat map chart holds its one series on its own category axes (heatmapOption.ts);
 * - annotations (time axis only) are vertical mark lines of one extra, data-less series (ANNOTATION_SERIES_ID),
 *   out of the legend and the axis tooltip; the mark's index is the annotation's index (clicks map back by it).
 */
import { buildHeatmapOption } from './heatmapOption';
import { gapsOf, withBreaks } from './breakGaps';
import { sampleForDrawing } from './sampleForDrawing';
import type { BandSeries, ChartAnnotation, ChartOptionInput, ChartPoint, ChartSeries, ChartTheme, ChartXAxis } from './types';

/** The id of the series carrying the annotation marks (index.tsx recognises its clicks by it). */
export const ANNOTATION_SERIES_ID = 'chart-annotations';
/** Characters of an annotation's label drawn on the chart; hovering shows it whole. */
export const ANNOTATION_LABEL_CHARS = 14;

const shortLabel = (label: string): string => (label.length > ANNOTATION_LABEL_CHARS ? `${label.slice(0, ANNOTATION_LABEL_CHARS - 1)}…` : label);

/** The annotation series: no data of its own, one vertical mark line per annotation, on the first y-axis. */
export function annotationSeries(annotations: readonly ChartAnnotation[], theme: ChartTheme): Record<string, unknown> {
  const colour = theme.palette[theme.palette.length - 1] ?? theme.textSecondary;
  return {
    type: 'line',
    id: ANNOTATION_SERIES_ID,
    yAxisIndex: 0,
    data: [],
    tooltip: { show: false },
    markLine: {
      silent: false,
      symbol: 'none',
      animation: false,
      lineStyle: { type: 'dotted', color: colour, width: 1.5 },
      label: { show: true, position: 'insideEndTop', color: colour, fontFamily: theme.fontFamily },
      emphasis: { lineStyle: { width: 3 }, label: { show: true } },
      data: annotations.map((a) => ({
        xAxis: a.at,
        name: a.label,
        label: { formatter: shortLabel(a.label) },
        emphasis: { label: { formatter: a.label } },
      })),
    },
  };
}

/**
 * Vertical layout of the top band (issue 18: legends were drawn over the y-axis unit). The legend row ends at
 * LEGEND_TOP + LEGEND_ITEM_HEIGHT + 2 x LEGEND_PADDING (28 px); the unit above each y-axis spans from GRID_TOP -
 * UNIT_NAME_GAP up by one line of text (about 14 px), so it starts at 34 px: below the legend, not on it.
 */
export const LEGEND_TOP = 4;
export const LEGEND_ITEM_HEIGHT = 14;
export const LEGEND_PADDING = 5;
export const UNIT_NAME_GAP = 10;
export const GRID_TOP = 58;

/** Above this many points a line series is sampled (LTTB) and drawn without symbols or animation. */
export const LARGE_SERIES = 2_000;

/** Distinct units in order of first appearance. */
export function unitsOf(series: readonly ChartSeries[]): string[] {
  const units: string[] = [];
  for (const s of series) if (!units.includes(s.unit)) units.push(s.unit);
  return units;
}

export function pointCount(s: ChartSeries): number {
  switch (s.kind) {
    case 'candle':
      return s.candles.length;
    case 'band':
      return Math.max(s.lower.length, s.upper.length);
    case 'heatmap':
      return s.cells.length;
    default:
      return s.points.length;
  }
}

/** True when nothing would be drawn (no series, or every series empty). */
export const isEmptyChart = (series: readonly ChartSeries[]): boolean => series.every((s) => pointCount(s) === 0);

/** A band's rows: each lower point with the upper value at the same x (null where either side is missing). */
export function bandRows(band: BandSeries): { x: number; lower: number | null; upper: number | null }[] {
  const upperAt = new Map<number, number | null>(band.upper.map(([x, y]) => [x, y]));
  return band.lower.map(([x, lower]) => ({ x, lower, upper: upperAt.get(x) ?? null }));
}

/** The lowest and highest y a series puts on its axis (for the axis range a level may need to stretch). */
function extentOf(s: ChartSeries, extent: { low: number; high: number }): void {
  const add = (y: number | null) => {
    if (y === null || !Number.isFinite(y)) return;
    if (y < extent.low) extent.low = y;
    if (y > extent.high) extent.high = y;
  };
  if (s.kind === 'candle') {
    for (const c of s.candles) {
      add(c[3]);
      add(c[4]);
    }
  } else if (s.kind === 'band') {
    for (const [, y] of s.lower) add(y);
    for (const [, y] of s.upper) add(y);
  } else if (s.kind !== 'heatmap') for (const [, y] of s.points) add(y);
}

// Axis label space per extra axis on one side, in px.
const AXIS_OFFSET = 56;

function xAxisOption(xAxis: ChartXAxis, hasBars: boolean, theme: ChartOptionInput['theme']): Record<string, unknown> {
  const common = {
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textSecondary, fontFamily: theme.fontFamily, hideOverlap: true },
    splitLine: { show: false },
  };
  if (xAxis.type === 'category') return { type: 'category', data: xAxis.categories, boundaryGap: hasBars, ...common };
  if (xAxis.type === 'value') {
    return {
      type: 'value',
      name: xAxis.name,
      nameTextStyle: { color: theme.textSecondary, fontFamily: theme.fontFamily },
      min: xAxis.min,
      max: xAxis.max,
      // Asked for only (days before expiry); right-to-left does not flip a value axis.
      ...(xAxis.inverse ? { inverse: true } : {}),
      scale: true,
      ...common,
    };
  }
  return { type: 'time', ...common };
}

export function buildOption(input: ChartOptionInput): Record<string, unknown> {
  const heatmap = input.series.find((s) => s.kind === 'heatmap');
  if (heatmap?.kind === 'heatmap') return buildHeatmapOption(heatmap, input);

  const { series, theme, direction, precision, zoomSlider = true, xAxis = { type: 'time' }, annotations = [] } = input;
  const units = unitsOf(series);
  const total = series.reduce((n, s) => n + pointCount(s), 0);
  const large = total > LARGE_SERIES;
  const rtl = direction === 'rtl';
  const startSide = rtl ? 'right' : 'left';
  const endSide = rtl ? 'left' : 'right';
  const format = (value: number) => (precision === undefined ? String(value) : value.toFixed(precision));
  const textStyle = { color: theme.textSecondary, fontFamily: theme.fontFamily };
  const hasBars = series.some((s) => s.kind === 'bar');

  // Always one y-axis, even with no series yet: ECharts 6 drops an x-axis that has no y-axis beside it from the grid
  // but still draws it, and throws inside setOption ("reading 'group'"); pages draw the empty chart before their data.
  const yAxis = (units.length > 0 ? units : ['']).map((unit, i) => {
    const onAxis = series.filter((s) => s.unit === unit);
    // Bars are read from zero: an axis holding bars starts at (or spans) zero instead of fitting the data.
    const bars = onAxis.some((s) => s.kind === 'bar');
    // A level outside the data (a zero line under positive values) stretches the axis to show it.
    const levels = onAxis.flatMap((s) => ('levels' in s && s.levels ? s.levels.map((l) => l.value) : []));
    let min: number | undefined;
    let max: number | undefined;
    if (levels.length) {
      const extent = { low: Number.POSITIVE_INFINITY, high: Number.NEGATIVE_INFINITY };
      for (const s of onAxis) extentOf(s, extent);
      const lowest = Math.min(...levels);
      const highest = Math.max(...levels);
      if (lowest < extent.low) min = lowest;
      if (highest > extent.high) max = highest;
    }
    return {
      type: 'value',
      name: unit,
      nameTextStyle: textStyle,
      nameGap: UNIT_NAME_GAP,
      position: i % 2 === 0 ? startSide : endSide,
      offset: Math.floor(i / 2) * AXIS_OFFSET,
      scale: !bars,
      min,
      max,
      axisLine: { show: units.length > 1, lineStyle: { color: theme.border } },
      axisLabel: { ...textStyle, formatter: format },
      // Only the first axis draws grid lines; two sets of lines that do not meet only confuse.
      splitLine: { show: i === 0, lineStyle: { color: theme.split } },
    };
  });

  const chartSeries = series.flatMap((s, i): Record<string, unknown>[] => {
    const yAxisIndex = units.indexOf(s.unit);
    const color = theme.palette[i % theme.palette.length];
    switch (s.kind) {
      case 'candle':
        return [
          {
            type: 'candlestick',
            name: s.name,
            yAxisIndex,
            data: s.candles,
            encode: { x: 0, y: [1, 2, 3, 4] },
            itemStyle: { color: theme.rise, color0: theme.fall, borderColor: theme.rise, borderColor0: theme.fall },
            large: s.candles.length > LARGE_SERIES,
          },
        ];
      case 'band': {
        // Both parts carry the band's name, so its one legend entry shows and hides both. Never sampled: LTTB would
        // pick different points for the two stacked parts.
        const rows = bandRows(s);
        const stack = `band-${i}`;
        // stackStrategy 'all': ECharts' default ('samesign') stacks a positive width only on a positive base, so a
        // band whose lower edge is below zero was drawn from 0 upwards (issue 18, seasonality of spreads).
        const hidden = { symbol: 'none', showSymbol: false, lineStyle: { opacity: 0 }, emphasis: { disabled: true }, stackStrategy: 'all' };
        return [
          {
            type: 'line',
            id: `${stack}-lower`,
            name: s.name,
            yAxisIndex,
            stack,
            color,
            data: rows.map((r) => [r.x, r.lower]),
            tooltip: { show: false },
            ...hidden,
          },
          {
            type: 'line',
            id: `${stack}-range`,
            name: s.name,
            yAxisIndex,
            stack,
            color,
            data: rows.map((r) => [r.x, r.lower === null || r.upper === null ? null : r.upper - r.lower]),
            areaStyle: { opacity: 0.25 },
            // The stacked value is the width: the tooltip names the band's two edges instead.
            tooltip: {
              valueFormatter: (_value: unknown, index: number) => {
                const row = rows[index];
                return row && row.lower !== null && row.upper !== null ? `${format(row.lower)} – ${format(row.upper)}` : '–';
              },
            },
            ...hidden,
          },
        ];
      }
      case 'bar':
        return [
          {
            type: 'bar',
            name: s.name,
            yAxisIndex,
            data: s.points,
            color,
            barMaxWidth: 24,
            large: s.points.length > LARGE_SERIES,
            itemStyle: s.signColours
              ? {
                  color: (params: { value?: unknown }) => {
                    const y = (params.value as ChartPoint | undefined)?.[1];
                    return typeof y === 'number' && y < 0 ? theme.fall : theme.rise;
                  },
                }
              : undefined,
          },
        ];
      case 'heatmap':
        return []; // handled above; a heat map never shares a chart
      default: {
        const big = s.points.length > LARGE_SERIES;
        // Non-trading time is a break in the line, not a straight segment across it (breakGaps.ts): the gaps are found
        // on the raw series (one pass, no copy) and put into what is drawn, a sample for a long series.
        const drawn = big ? sampleForDrawing(s.points) : s.points;
        const points = xAxis.type === 'time' && s.connectNulls !== true ? withBreaks(drawn, gapsOf(s.points)) : drawn;
        return [
          {
            type: 'line',
            name: s.name,
            yAxisIndex,
            // Beyond what any screen shows, sampled before ECharts copies it (sampleForDrawing.ts).
            data: points,
            connectNulls: s.connectNulls === true,
            showSymbol: false,
            symbol: big ? 'none' : 'circle',
            sampling: big ? 'lttb' : undefined,
            lineStyle: { width: 1.5 },
            areaStyle: s.kind === 'area' ? { opacity: 0.15 } : undefined,
            color,
            // Hover emphasis re-renders the series: on a million points that is a visible stall.
            emphasis: big ? { disabled: true } : undefined,
            markLine: s.levels?.length
              ? {
                  silent: true,
                  symbol: 'none',
                  lineStyle: { type: 'dashed', color: theme.textSecondary },
                  label: { position: 'insideEndTop', color: theme.textSecondary, fontFamily: theme.fontFamily },
                  data: s.levels.map((level) => ({ yAxis: level.value, name: level.label, label: { formatter: level.label } })),
                }
              : undefined,
          },
        ];
      }
    }
  });

  // containLabel makes room for the first axis on each side; offset axes need their own room.
  const gridSide = (side: 'left' | 'right') => 16 + Math.max(0, yAxis.filter((axis) => axis.position === side).length - 1) * AXIS_OFFSET;

  return {
    animation: !large && theme.motion,
    backgroundColor: 'transparent',
    color: theme.palette,
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    grid: { top: GRID_TOP, bottom: zoomSlider ? 64 : 28, left: gridSide('left'), right: gridSide('right'), containLabel: true },
    legend: {
      type: 'scroll',
      top: LEGEND_TOP,
      itemHeight: LEGEND_ITEM_HEIGHT,
      padding: LEGEND_PADDING,
      [startSide]: 8,
      align: rtl ? 'right' : 'left',
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
      pageTextStyle: { color: theme.textSecondary },
      // A band's entry is a filled block (its lower part's line is invisible).
      data: series.map((s) => (s.kind === 'band' ? { name: s.name, icon: 'roundRect' } : s.name)),
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
    xAxis: xAxisOption(xAxis, hasBars, theme),
    yAxis,
    dataZoom: [
      { type: 'inside', xAxisIndex: 0, filterMode: 'none' },
      ...(zoomSlider ? [{ type: 'slider', xAxisIndex: 0, filterMode: 'none', height: 20, bottom: 8, textStyle, borderColor: theme.border }] : []),
    ],
    series: xAxis.type === 'time' && annotations.length > 0 && units.length > 0 ? [...chartSeries, annotationSeries(annotations, theme)] : chartSeries,
  };
}
