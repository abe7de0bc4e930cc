/**
 * A seasonality answer built by hand (not by the domain function, so the page tests do not echo the code they
 * test): 3 days of a 2-band-year window, the shape of common/contract/analytics.ts SeasonalityData.
 */
import type { SeasonalityData } from '@common/contract/seasonal';

export function seasonalAnswer(over: Partial<SeasonalityData> = {}): SeasonalityData {
  return {
    x: [1, 2, 3],
    bands: { '10': [70, 71, null], '25': [72, 73, null], '50': [75, 76, null], '75': [78, 79, null], '90': [80, 81, null] },
    min: [69, 70, null],
    max: [82, 83, null],
    years: { '2023': [69, 70, null], '2024': [82, 83, null], '2025': [90, 72, null] },
    bandYears: [2023, 2024],
    currentYear: 2025,
    address: 'ds:eia:RBRTE',
    unit: 'USD/bbl',
    demo: false,
    source: 'U.S. EIA, public domain',
    ...over,
  };
}
