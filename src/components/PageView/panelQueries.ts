/**
 * The calls each panel kind makes, as query options built from the spec alone: the panels ask through these
 * factories, and askPanelsAhead.ts asks the same ones before the panels are drawn (same key, same function), so a
 * panel finds its answers cached or in flight. docs/page-specs.md, "Calls asked ahead".
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import {
  addressForUnit,
  DEFAULT_SCORE_WINDOW,
  HISTORY_DEFAULT_INTERVAL,
  HISTORY_DEFAULT_RANGE,
  type PanelOf,
  type PanelSpec,
  type SpecUnit,
} from '@common/contract/pageSpec';
import { DEFAULT_PERCENTILES, type SeasonalityBody } from '@common/contract/seasonal';
import type { CalendarSpreadYearsBody } from '@common/contract/calculators';
import { parseAddress, productKeyOf } from '@common/market/address';
import { calendarZoneQuery, releaseListQuery, releaseWindow } from '@/services/calendarReleases';
import { feedStatesQuery } from '@/services/market/feedState';
import { productsQuery } from '@/services/market/instruments';
import { lastYears, rowSeriesQuery, type SeriesRange, seriesQuery, todayUtc, WHOLE_SERIES_POINTS } from '@/services/market/series';
import { explanationQuery, strategiesQuery } from '@/services/market/strategies';
import { apiQuery } from '@/services/query';
import type { Interval } from '@common/contract/marketData';
import { curveQuery, termBodies } from './panels/curvePanelTerms';
import { inventoriesQuery } from './panels/inventoriesPanelCall';
import { monthAverageQuery } from './panels/monthAveragePanelCall';
import { byMonthQuery } from './panels/monthsPanelCall';
import { regressionBodyOf, regressionQuery } from './panels/regressionPanelCall';

const DAY = 86_400_000;
/** Minute bars are drawn, not aligned: the server thins them to this many points. */
const MINUTE_POINTS = 3_000;
/** Trading days per calendar year, rounded down, so a table's range always holds its window. */
const TRADING_DAYS_PER_YEAR = 240;

/** What a panel reading several series over one range asks (`useSeriesMany(...)` takes exactly these). */
export interface SeriesRequest {
  addresses: string[];
  range: SeriesRange;
  interval: Interval;
  maxPoints: number;
}

/** A history panel's series: daily over its years (whole), or minute bars over its days. */
export function historyRequest(panel: PanelOf<'history'>, unit: SpecUnit | null, now = Date.now()): SeriesRequest {
  const interval = panel.interval ?? HISTORY_DEFAULT_INTERVAL;
  const daily = interval === '1d';
  const { years = HISTORY_DEFAULT_RANGE.years, days = HISTORY_DEFAULT_RANGE.days } = panel.range ?? HISTORY_DEFAULT_RANGE;
  // Ranges built from today's UTC midnight stay the same all day: one cache key (series.ts).
  const range = daily ? lastYears(years, now) : { from: todayUtc(now) - (days - 1) * DAY };
  return {
    addresses: panel.series.map((s) => addressForUnit(s, unit)),
    range,
    interval,
    maxPoints: daily ? WHOLE_SERIES_POINTS : MINUTE_POINTS,
  };
}

/** A table panel's rows: daily, over enough years to hold its score window. */
export function tableRequest(panel: PanelOf<'table'>, unit: SpecUnit | null, now = Date.now()): SeriesRequest {
  const window = panel.window ?? DEFAULT_SCORE_WINDOW;
  const range = lastYears(Math.ceil((window + 2) / TRADING_DAYS_PER_YEAR) + 0.1, now);
  return { addresses: panel.rows.map((r) => addressForUnit(r, unit)), range, interval: '1d', maxPoints: WHOLE_SERIES_POINTS };
}

/** A seasonal panel's call. */
export function seasonalQuery(panel: PanelOf<'seasonal'>, unit: SpecUnit | null) {
  const body: SeasonalityBody = {
    address: addressForUnit(panel.series, unit),
    years: panel.years,
    x: panel.x,
    mode: panel.mode,
    percentiles: [...DEFAULT_PERCENTILES],
  };
  return { ...apiQuery('/v2/analytics/seasonality', body), staleTime: 5 * 60_000 };
}

/** An expiry-years panel's call. */
export function expiryYearsQuery(panel: PanelOf<'expiryYears'>) {
  const body: CalendarSpreadYearsBody = {
    product: panel.product,
    near: panel.near,
    far: panel.far,
    years: panel.years,
    ...(panel.daysBefore === undefined ? {} : { daysBefore: panel.daysBefore }),
  };
  return { ...apiQuery('/v2/calculators/calendarSpreadYears', body), staleTime: 5 * 60_000 };
}

const strategyIdOf = (address: string): string | null => {
  const parsed = parseAddress(address);
  return parsed?.scheme === 'spread' ? parsed.strategyId : null;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of differently typed queries, each asked as it is
export type AnyQuery = FetchQueryOptions<any, any, any, QueryKey>;

const seriesQueries = ({ addresses, range, interval, maxPoints }: SeriesRequest): AnyQuery[] =>
  addresses.map((a) => seriesQuery(a, range, interval, maxPoints) as AnyQuery);

/**
 * The calls a panel makes on its first render that need nothing but the spec (a live panel's settle series and
 * calendars need the product list first: `askPanelsAhead` asks them when it arrives).
 */
export function panelQueries(panel: PanelSpec, unit: SpecUnit | null, locale: string, now = Date.now()): AnyQuery[] {
  switch (panel.kind) {
    case 'live':
      return [
        strategiesQuery(),
        productsQuery(locale),
        feedStatesQuery(),
        ...panel.rows.map((r) => rowSeriesQuery(addressForUnit(r, unit), '1d')),
      ] as AnyQuery[];
    case 'history':
      return [strategiesQuery() as AnyQuery, ...seriesQueries(historyRequest(panel, unit, now))];
    case 'table':
      return [strategiesQuery() as AnyQuery, ...seriesQueries(tableRequest(panel, unit, now))];
    case 'seasonal':
      return [seasonalQuery(panel, unit) as AnyQuery];
    case 'curve':
      return termBodies(panel.product, panel.compareDaysBack, todayUtc(now)).map((b) => curveQuery(b) as AnyQuery);
    case 'matrix':
      return termBodies(panel.product, [], todayUtc(now)).map((b) => curveQuery(b) as AnyQuery);
    case 'expiryYears':
      return [expiryYearsQuery(panel) as AnyQuery];
    case 'explain': {
      const id = strategyIdOf(addressForUnit(panel.series, unit));
      return id ? [explanationQuery(id) as AnyQuery] : [];
    }
    case 'months': {
      const id = strategyIdOf(addressForUnit(panel.series, unit));
      return id ? [strategiesQuery() as AnyQuery, byMonthQuery(id, panel.months) as AnyQuery] : [];
    }
    case 'monthAverage': {
      const ids = panel.series.map((s) => strategyIdOf(addressForUnit(s, unit))).filter((id): id is string => id !== null);
      return [strategiesQuery() as AnyQuery, ...ids.map((id) => monthAverageQuery(id, null) as AnyQuery)];
    }
    case 'regression': {
      const body = regressionBodyOf(panel, panel.y, panel.x, panel.window !== undefined && Boolean(panel.outOfSample));
      return body ? [regressionQuery(body) as AnyQuery] : [];
    }
    case 'events':
      // The releases' range depends on the reader's zone: askPanelsAhead asks them when the zone answers.
      return [calendarZoneQuery() as AnyQuery];
    case 'inventories':
      return [inventoriesQuery(panel) as AnyQuery];
    case 'text':
    // The sources' states are the header's poll (sourceHealth.ts): shared, asked by the shell already.
    case 'sourceHealth':
      return [];
  }
}

/** An events panel's releases once the reader's zone is known (as EventsPanel asks them). */
export function eventsQuery(panel: PanelOf<'events'>, zone: string, now = Date.now()): AnyQuery {
  return releaseListQuery(releaseWindow(zone, now, panel.days), { importance: panel.importance, products: panel.products }) as AnyQuery;
}

/** The settle series a live panel's instrument rows ask once the product list says which products settle. */
export function liveSettleQueries(panel: PanelOf<'live'>, unit: SpecUnit | null, settles: (productKey: string) => boolean): AnyQuery[] {
  const out: AnyQuery[] = [];
  for (const row of panel.rows) {
    const address = addressForUnit(row, unit);
    const parsed = parseAddress(address);
    // As a live row asks it (src/components/market/LiveRow.tsx): the row's address with `:settle`.
    if (parsed?.scheme === 'md' && settles(productKeyOf(parsed.instrument))) out.push(rowSeriesQuery(`${address}:settle`, '1d') as AnyQuery);
  }
  return out;
}
