/**
 * Series by address (`/v2/marketData/series`, docs/market-data.md "Addresses"): the one way a page reads a series.
 * The cache key is the contract path and the body (`apiQuery`), so every mutation that changes series (paths.ts
 * BARS_CHANGED, STRATEGY_CHANGED) reloads them wherever they are shown.
 *
 *   useSeries(address, range, interval, maxPoints)      one series; null address asks nothing
 *   useSeriesMany(addresses, range, interval, maxPoints) several, in the order given
 *   lastYears(n)                                         a daily range ending today, stable all day (one cache key)
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Interval, SeriesBody, SeriesData } from '@common/contract/marketData';
import { apiQuery, dataOf } from '@/services/query';
import { SERIES_PATH } from './paths';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** From and to (epoch ms, inclusive); either open. An empty range is the server's default window. */
export interface SeriesRange {
  from?: number;
  to?: number;
}

/** A daily series of up to 40 years stays whole (about 10,500 trading days): pages that align dates ask this many. */
export const WHOLE_SERIES_POINTS = 20_000;

/** Midnight UTC of today, so a range built from it stays the same all day (and the cache is reused). */
export const todayUtc = (now = Date.now()): number => Math.floor(now / DAY) * DAY;

/** The last `years` years up to the end of today (UTC days). */
export function lastYears(years: number, now = Date.now()): SeriesRange {
  const today = todayUtc(now);
  return { from: today - Math.round(years * 365.25) * DAY, to: today + DAY - 1 };
}

export interface SeriesOptions {
  /** Ask only while true (default: whenever there is an address). */
  enabled?: boolean;
  /** How long an answer is fresh (default 5 minutes); changes reload it anyway (paths.ts). */
  staleTime?: number;
}

function seriesBody(address: string, range: SeriesRange, interval: Interval, maxPoints: number): SeriesBody {
  return { address, ...(range.from === undefined ? {} : { from: range.from }), ...(range.to === undefined ? {} : { to: range.to }), interval, maxPoints };
}

/** The query of one series, for `useQuery`, `useQueries` and reading the cache (`queryClient.getQueryData`). */
export function seriesQuery(address: string | null, range: SeriesRange, interval: Interval, maxPoints: number, options: SeriesOptions = {}) {
  return queryOptions({
    ...apiQuery(SERIES_PATH, seriesBody(address ?? '', range, interval, maxPoints)),
    enabled: Boolean(address) && options.enabled !== false,
    staleTime: options.staleTime ?? 5 * MINUTE,
  });
}

/** One series of `address` (none while the address is null or empty); `data` is the contract's SeriesData. */
export function useSeries(address: string | null, range: SeriesRange, interval: Interval, maxPoints: number, options?: SeriesOptions) {
  return useQuery({ ...seriesQuery(address, range, interval, maxPoints, options), select: dataOf });
}

/** Several series over the same range, one query each (shared with `useSeries` of the same arguments), in order. */
export function useSeriesMany(addresses: readonly string[], range: SeriesRange, interval: Interval, maxPoints: number, options?: SeriesOptions) {
  return useQueries({
    queries: addresses.map((address) => ({ ...seriesQuery(address, range, interval, maxPoints, options), select: dataOf<SeriesData> })),
  });
}

/**
 * A live row's series (grids, their detail drawers, exports): daily for change and z-score (400 points, fresh for
 * 30 minutes), 1-minute for the session's sparkline (600 points, 5 minutes). The same keys wherever a row is shown.
 */
const ROW_SERIES = { '1d': { maxPoints: 400, staleTime: 30 * MINUTE }, '1m': { maxPoints: 600, staleTime: 5 * MINUTE } } as const;

export const rowSeriesQuery = (address: string | null, interval: Interval, enabled = true) =>
  seriesQuery(address, {}, interval, ROW_SERIES[interval].maxPoints, { enabled, staleTime: ROW_SERIES[interval].staleTime });

export const useRowSeries = (address: string | null, interval: Interval, enabled = true) =>
  useQuery({ ...rowSeriesQuery(address, interval, enabled), select: dataOf });
