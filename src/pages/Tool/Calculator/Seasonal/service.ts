/** The seasonality page's server state: the seasonal lines of the chosen address, and the catalogue search of the picker. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SeasonalityBody } from '@common/contract/analytics';
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

/** Readable series addresses matching `search` (every kind: instruments, spreads, data-source series). */
export function useSeriesCatalog(search: string, enabled: boolean) {
  return useQuery({ ...apiQuery('/v2/marketData/catalog', { search }), select: (envelope) => envelope.data.list, enabled, staleTime: MINUTE });
}
