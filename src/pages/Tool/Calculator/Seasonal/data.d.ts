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
