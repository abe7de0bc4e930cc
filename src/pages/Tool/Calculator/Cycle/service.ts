/** The investment clock page's server state: indicator series (when chosen by address) and the assets' series. */
import { useQueries } from '@tanstack/react-query';
import { apiQuery } from '@/services/query';
import { todayUtc, WHOLE_SERIES_POINTS } from '../components/seriesService';

export { useDailySeries } from '../components/seriesService';

const DAY = 86_400_000;

/** Daily series of every asset address over the last `years` years, in the order given. */
export function useAssetSeries(addresses: readonly string[], years: number) {
  const to = todayUtc() + DAY - 1;
  const from = todayUtc() - Math.round(years * 365.25) * DAY;
  return useQueries({
    queries: addresses.map((address) => ({
      ...apiQuery('/v2/marketData/series', { address, from, to, interval: '1d' as const, maxPoints: WHOLE_SERIES_POINTS }),
      staleTime: 5 * 60_000,
    })),
  });
}
