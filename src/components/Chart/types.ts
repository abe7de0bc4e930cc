/**
 * The props of the shared `<Chart>` (docs/market-data/board.md, "Chart API"). Every later page draws its time series
 * through these shapes; they match the series resolver's answer (`points: [ts, value][]`, common/contract/marketData.ts).
 */

/** A line or area series: `points` are `[epoch ms, value]`, ascending by time. */
export interface LineSeries {
  kind?: 'line' | 'area';
  name: string;
  /** Unit of the values (`CNY/t`, `USD/bbl`). Series with different units get their own y-axis. */
  unit: string;
  points: readonly (readonly [number, number])[];
}

/** A candlestick series: `[epoch ms, open, close, low, high]` (ECharts' own order after the time). */
export interface CandleSeries {
  kind: 'candle';
  name: string;
  unit: string;
  candles: readonly (readonly [number, number, number, number, number])[];
}

export type ChartSeries = LineSeries | CandleSeries;

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
}

export interface ChartOptionInput {
  series: readonly ChartSeries[];
  theme: ChartTheme;
  direction: 'ltr' | 'rtl';
  /** Digits shown on the y-axes and in the tooltip (default: as the values come). */
  precision?: number;
  /** Show the data-zoom slider under the chart (wheel / drag zoom is always on). */
  zoomSlider?: boolean;
}
