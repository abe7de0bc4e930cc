/** View models of the seasonality page (API types come from @common/contract/analytics). */
import type { SeasonalityMode, SeasonalityX } from '@common/contract/seasonal';

/** The page's controls. `years` is 5, 10 or a custom count (1-30). */
export interface SeasonalSettings {
  address: string;
  years: number;
  x: SeasonalityX;
  mode: SeasonalityMode;
  /** Percentiles 0-100, at most 9. */
  percentiles: number[];
  /** Draw every band year's own thin line too. */
  showYears: boolean;
}

/** Where the current year's value sits against the band years at one x. */
export type SeasonalPosition = 'aboveMax' | 'upper' | 'middle' | 'lower' | 'belowMin' | 'none';

/** One row of the numbers behind the chart: one x (day or week of year). */
export interface SeasonalRow {
  x: number;
  /** `01-03` (day of a common year) or `W1`. */
  label: string;
  min: number | null;
  max: number | null;
  /** Percentile (as sent, e.g. "10") -> value. */
  bands: Record<string, number | null>;
  current: number | null;
  position: SeasonalPosition;
}
