/** The seasonality page's server state: the seasonal lines of the chosen address (the picker is the market layer's). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SeasonalityBody } from '@common/contract/seasonal';
import { apiQuery, dataOf } from '@/services/query';

const MINUTE = 60_000;

/** Seasonal lines and bands; nothing is asked while `body` is null (no address chosen). */
export function useSeasonality(body: SeasonalityBody | null) {
  return useQuery({
    ...apiQuery('/v2/analytics/seasonality', body ?? { address: '', years: 1, x: 'dayOfYear', mode: 'level', percentiles: [] }),
    select: dataOf,
    enabled: body !== null,
    staleTime: 5 * MINUTE,
    // Changing a control keeps the last chart on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });
}
