/**
 * Server state the calculator pages (basis, roll return, investment clock) share: a whole daily series of an
 * address (no LTTB reduction: the pages align series on their dates, and a reduced series would drop dates) and
 * catalogue search for the address pickers.
 */
import { useQuery } from '@tanstack/react-query';
import { parseAddress, productKeyOf } from '@common/market/address';
import { apiQuery, dataOf } from '@/services/query';

const DAY = 86_400_000;
/** A daily series of up to 40 years stays whole (about 10,500 trading days). */
export const WHOLE_SERIES_POINTS = 20_000;

/** Midnight UTC of today, so the query key stays the same all day (and the cache is reused). */
export const todayUtc = (now = Date.now()): number => Math.floor(now / DAY) * DAY;

/** The daily points of `address` over the last `years` years (none when the address is empty). */
export function useDailySeries(address: string | null, years: number) {
  const to = todayUtc() + DAY - 1;
  const from = todayUtc() - Math.round(years * 365.25) * DAY;
  return useQuery({
    ...apiQuery('/v2/marketData/series', { address: address ?? '', from, to, interval: '1d', maxPoints: WHOLE_SERIES_POINTS }),
    select: dataOf,
    enabled: Boolean(address),
    staleTime: 5 * 60_000,
  });
}

/** Catalogue entries matching `search` (first page), fetched only while a picker is open. */
export function useCatalogSearch(search: string, enabled: boolean) {
  return useQuery({ ...apiQuery('/v2/marketData/catalog', { search: search.trim() || undefined }), select: dataOf, enabled, staleTime: 60_000 });
}

/** `SHFE.FU` of an md: futures address, null for anything else. */
export function productOf(address: string | null): string | null {
  const parsed = address ? parseAddress(address) : null;
  return parsed?.scheme === 'md' ? productKeyOf(parsed.instrument) : null;
}
