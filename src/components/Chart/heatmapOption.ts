/**
 * The ECharts option of a heat map chart (one `HeatmapSeries`, its own category axes), pure like buildOption.ts.
 *
 * Colours: when the values have both signs the scale diverges around 0 (fall colour - background - rise colour,
 * symmetric so 0 sits in the middle and equal gains and losses weigh the same); with one sign it runs from the
 * background to the theme's first colour. Cells carry their value as a label while they are few enough to read.
 */
import type { ChartOptionInput, HeatmapSeries } from './types';

/** Up to this many cells the value is written in each cell (years x 12 months fits; a 2-year daily grid does not). */
export const HEATMAP_LABEL_CELLS = 400;

/** The value range and colours of the scale (exported for tests). */
export function heatmapScale(series: HeatmapSeries, theme: ChartOptionInput['theme']): { min: number; max: number; colors: string[]; diverging: boolean } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const [, , value] of series.cells) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return { min: 0, max: 1, colors: [theme.background, theme.palette[0]], diverging: false };
  if (min < 0 && max > 0) {
    const reach = Math.max(-min, max);
    return { min: -reach, max: reach, colors: [theme.fall, theme.background, theme.rise], diverging: true };
  }
  // One value only: widen so the scale has a length.
  if (min === max) return { min: Math.min(min, 0), max: Math.max(max, 0) || 1, colors: [theme.background, theme.palette[0]], diverging: false };
  return { min, max, colors: [theme.background, theme.palette[0]], diverging: false };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function buildHeatmapOption(series: HeatmapSeries, { theme, direction, precision: chartPrecision }: ChartOptionInput): Record<string, unknown> {
  const precision = series.precision ?? chartPrecision;
  const format = (value: number) => (precision === undefined ? String(value) : value.toFixed(precision));
  const textStyle = { color: theme.textSecondary, fontFamily: theme.fontFamily };
  const scale = heatmapScale(series, theme);
  const startSide = direction === 'rtl' ? 'right' : 'left';
  const axis = (categories: readonly string[]) => ({
    type: 'category',
    data: categories,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { ...textStyle, hideOverlap: true },
    axisTick: { show: false },
    splitArea: { show: true },
  });

  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: theme.fontFamily, color: theme.text },
    grid: { top: 16, bottom: 64, left: 16, right: 16, containLabel: true },
    tooltip: {
      trigger: 'item',
      backgroundColor: theme.background,
      borderColor: theme.border,
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
      formatter: (params: { value?: unknown }) => {
        const [xi, yi, value] = (params.value ?? []) as [number, number, number | string];
        const where = `${series.yCategories[yi] ?? ''} · ${series.xCategories[xi] ?? ''}`;
        const shown = typeof value === 'number' ? `${format(value)} ${series.unit}` : '–';
        return `${escapeHtml(series.name)}<br/>${escapeHtml(where)}: <b>${escapeHtml(shown)}</b>`;
      },
    },
    // Categories read in the page's order in both directions (months run left to right, as the time axis does).
    xAxis: axis(series.xCategories),
    yAxis: { ...axis(series.yCategories), position: startSide },
    visualMap: {
      type: 'continuous',
      min: scale.min,
      max: scale.max,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 8,
      itemHeight: 160,
      inRange: { color: scale.colors },
      textStyle,
      formatter: (value: number) => format(value),
    },
    series: [
      {
        type: 'heatmap',
        name: series.name,
        // ECharts skips '-' cells: a null is "no value", not zero.
        data: series.cells.map(([x, y, value]) => [x, y, value === null ? '-' : value]),
        label: {
          show: series.cells.length <= HEATMAP_LABEL_CELLS,
          color: theme.text,
          fontSize: 11,
          formatter: (params: { value?: unknown }) => {
            const value = (params.value as unknown[] | undefined)?.[2];
            return typeof value === 'number' ? format(value) : '';
          },
        },
        itemStyle: { borderColor: theme.background, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: theme.text } },
      },
    ],
  };
}
