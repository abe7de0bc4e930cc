/** The basis page's own server state: the term structure of the futures' product (the series come from the market layer). */
import { useQuery } from '@tanstack/react-query';
import { apiQuery, dataOf } from '@/services/query';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The product's listed contracts on the days up to `date` (the spot's latest date): two weeks back, so a holiday still finds a day. */
export function useTermStructure(product: string | null, date: number | null) {
  const to = date === null ? '' : iso(date);
  const from = date === null ? '' : iso(date - 14 * DAY);
  return useQuery({
    ...apiQuery('/v2/calculators/basis/termStructure', { product: product ?? '', from, to }),
    select: dataOf,
    enabled: Boolean(product) && date !== null,
    staleTime: 5 * 60_000,
  });
}
