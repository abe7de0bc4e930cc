/**
 * The props of the shared `<Chart>` (docs/market-data/board.md, "Chart API"). Every later page draws its series
 * through these shapes; they match the series resolver's answer (`points: [ts, value][]`, common/contract/marketData.ts).
 */

/**
 * One point: `[x, y]`. x is epoch ms on a time axis (the default), a number on a value axis, or the category's
 * index on a category axis. A `null` y is a gap: the line breaks there (and the CSV cell stays blank).
 */
export type ChartPoint = readonly [number, number | null];

/** A horizontal level drawn across a line series' y-axis (a dashed line with its label): zero, today's percentile. */
export interface ChartLevel {
  value: number;
  /** Shown at the line's end (already in the user's language). */
  label: string;
}

/** A line or area series: `points` ascending by x. */
export interface LineSeries {
  kind?: 'line' | 'area';
  name: string;
  /** Unit of the values (`CNY/t`, `USD/bbl`). Series with different units get their own y-axis. */
  unit: string;
  points: readonly ChartPoint[];
  /** Horizontal levels on this series' y-axis; the axis stretches to show a level outside the data. */
  levels?: readonly ChartLevel[];
  /**
   * Draw the line across null points instead of breaking it. For series whose nulls are days without trading (a
   * seasonal year line on day-of-year x), not missing data a reader should see.
   */
  connectNulls?: boolean;
}

/** A candlestick series: `[epoch ms, open, close, low, high]` (ECharts' own order after the time). */
export interface CandleSeries {
  kind: 'candle';
  name: string;
  unit: string;
  candles: readonly (readonly [number, number, number, number, number])[];
}

/**
 * A filled band between two lines (a percentile range, a min-max envelope): one legend entry, the tooltip shows
 * `lower – upper`. `upper` is matched to `lower` by x; a missing or null side is a gap.
 */
export interface BandSeries {
  kind: 'band';
  name: string;
  unit: string;
  lower: readonly ChartPoint[];
  upper: readonly ChartPoint[];
}

/** Bars at each x; with `signColours` a bar above zero takes the rise colour and one below the fall colour. */
export interface BarSeries {
  kind: 'bar';
  name: string;
  unit: string;
  points: readonly ChartPoint[];
  signColours?: boolean;
}

/**
 * A heat map on two category axes (years x months, contracts x dates). A chart with a heat map holds that one series
 * only: its axes come from the series (the chart's `xAxis` is ignored). `cells` are `[x index, y index, value]`;
 * a null value leaves the cell empty. The colour scale diverges around 0 when values have both signs.
 */
export interface HeatmapSeries {
  kind: 'heatmap';
  name: string;
  unit: string;
  xCategories: readonly string[];
  yCategories: readonly string[];
  cells: readonly (readonly [number, number, number | null])[];
  /** Digits in the cells, the scale and the tooltip (default: the chart's `precision`). */
  precision?: number;
}

export type ChartSeries = LineSeries | CandleSeries | BandSeries | BarSeries | HeatmapSeries;

/**
 * The x-axis: time (epoch ms, the default), a plain number axis (days of the year, a parameter swept), or named
 * categories (points give the category's index as x).
 */
export type ChartXAxis =
  | { type: 'time' }
  | {
      type: 'value';
      name?: string;
      min?: number;
      max?: number /** Larger values to the left (days before expiry, counting down to 0 at the right). */;
      inverse?: boolean;
    }
  | { type: 'category'; categories: readonly string[] };

/** The colours the chart takes from antd's theme tokens (light or dark: whatever the ConfigProvider gives). */
export interface ChartTheme {
  text: string;
  textSecondary: string;
  border: string;
  split: string;
  background: string;
  /** Series colours in order. */
  palette: string[];
  fontFamily: string;
  rise: string;
  fall: string;
  /** antd's motion token: false when the user reduces motion (utils/reducedMotion.ts); charts then draw at once. */
  motion: boolean;
}

/**
 * A dated mark on a time axis (a research document pinned to the series shown, issue 11): a vertical line at `at`
 * with a short label; hovering shows `label` in full; clicking calls the chart's `onAnnotationClick` with it.
 */
export interface ChartAnnotation {
  /** Epoch ms on the time axis. */
  at: number;
  /** Already in the user's language (e.g. the document's title and kind). */
  label: string;
  /** What the click opens (a document id). */
  id: string;
}

export interface ChartOptionInput {
  series: readonly ChartSeries[];
  theme: ChartTheme;
  direction: 'ltr' | 'rtl';
  /** Digits shown on the y-axes and in the tooltip (default: as the values come). */
  precision?: number;
  /** Show the data-zoom slider under the chart (wheel / drag zoom is always on). */
  zoomSlider?: boolean;
  /** The x-axis (default time). */
  xAxis?: ChartXAxis;
  /** Dated marks (time axis only; ignored on value and category axes). */
  annotations?: readonly ChartAnnotation[];
}
