/** The roll return page's server state: a product's term structure over the chosen years (one call). */
import { useQuery } from '@tanstack/react-query';
import { TERM_STRUCTURE_MAX_DAYS } from '@common/contract/calculators';
import { apiQuery, dataOf } from '@/services/query';
import { todayUtc } from '@/services/market/series';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The listed contracts of `product` per day over the last `years` years (at most the call's bound). */
export function useTermStructure(product: string | null, years: number) {
  const to = todayUtc();
  const from = to - Math.min(TERM_STRUCTURE_MAX_DAYS, Math.round(years * 365.25)) * DAY;
  return useQuery({
    ...apiQuery('/v2/calculators/rollingAnalyzer/termStructure', { product: product ?? '', from: iso(from), to: iso(to) }),
    select: dataOf,
    enabled: Boolean(product),
    staleTime: 5 * 60_000,
  });
}
