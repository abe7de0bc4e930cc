/**
 * A product's trading calendar in the browser (docs/market-data/reference.md, "Holiday calendars"): the holidays of
 * its exchange's calendar from /v2/reference/calendar/product, as the one TradingCalendar of common/domain. Pages that
 * count trading days (roll schedules, trading-days roll yield, days per year for annualisation) use this hook, so the
 * web counts the same days as the server. Until the answer arrives (or for a product without a calendar) `calendar`
 * is null and callers say so rather than counting weekdays silently.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ProductCalendar } from '@common/contract/reference';
import { holidayCalendarOf } from '@common/domain/exchangeCalendars';
import { TradingCalendar } from '@common/domain/tradingCalendar';
import { apiQuery, dataOf } from '@/services/query';
import { PRODUCT_CALENDAR_PATH } from './paths';

export interface ProductTradingCalendar {
  /** Null while loading, on error, or for a product whose exchange has no holiday calendar (FX). */
  calendar: TradingCalendar | null;
  /** `CN`, `CME`, `ICE`, or null. */
  id: string | null;
  years: ProductCalendar['years'];
  isLoading: boolean;
  isError: boolean;
}

export function useProductCalendar(product: { exchange: string; code: string } | null): ProductTradingCalendar {
  const query = useQuery({
    ...apiQuery(PRODUCT_CALENDAR_PATH, { exchange: product?.exchange ?? '', code: product?.code ?? '' }),
    select: dataOf,
    enabled: !!product,
    staleTime: 60 * 60_000,
  });
  const data = query.data;
  const calendar = useMemo(() => (data?.calendar ? new TradingCalendar(data.holidays) : null), [data]);
  return { calendar, id: data?.calendar ?? null, years: data?.years ?? [], isLoading: query.isLoading, isError: query.isError };
}

/**
 * Trading days per year for annualisation: the mean over the calendar's complete published years (provisional ones
 * left out), rounded. Returns the years it used, so the UI can say where the number comes from.
 */
export function tradingDaysPerYear(years: ProductCalendar['years']): { days: number; from: number; to: number } | null {
  const used = years.filter((y) => !y.provisional);
  if (!used.length) return null;
  const days = Math.round(used.reduce((sum, y) => sum + y.tradingDays, 0) / used.length);
  return { days, from: used[0].year, to: used[used.length - 1].year };
}

const EVERY_WEEKDAY = new TradingCalendar();

/** One holiday-calendar query per calendar the products use (the first product of each stands for it). */
export function exchangeCalendarQueries(products: readonly { exchange: string; code: string }[]) {
  const byCalendar = new Map<string, { exchange: string; code: string }>();
  for (const p of products) {
    const id = holidayCalendarOf(p.exchange);
    if (id && !byCalendar.has(id)) byCalendar.set(id, { exchange: p.exchange, code: p.code });
  }
  return [...byCalendar.values()].map((p) => ({ ...apiQuery(PRODUCT_CALENDAR_PATH, p), staleTime: 60 * 60_000 }));
}

/**
 * The holiday calendars of several products' exchanges at once (a quote screen's rows): one call per holiday calendar,
 * asked through one product that uses it. Until an answer arrives, and for exchanges without a calendar (FX), every
 * weekday trades; the returned function changes identity when a calendar arrives.
 */
export function useExchangeCalendars(products: readonly { exchange: string; code: string }[]): (exchange: string) => TradingCalendar {
  const queries = useMemo(() => exchangeCalendarQueries(products), [products]);
  const holidays = useQueries({
    queries,
    combine: (results) => results.map((r) => (r.data ? dataOf(r.data) : undefined)),
  });
  const key = holidays.map((d) => (d ? `${d.calendar}:${d.holidays.length}:${d.holidays.at(-1) ?? ''}` : '-')).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the answers; `holidays` is a new array each render
  return useMemo(() => {
    const byCalendar = new Map<string, TradingCalendar>();
    for (const d of holidays) if (d?.calendar) byCalendar.set(d.calendar, new TradingCalendar(d.holidays));
    return (exchange: string) => byCalendar.get(holidayCalendarOf(exchange) ?? '') ?? EVERY_WEEKDAY;
  }, [key]);
}
