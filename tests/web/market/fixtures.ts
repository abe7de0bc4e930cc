/** Records of the market layer's calls for page tests, typed by the contract. */
import type { FeedStateInfo } from '@common/contract/feeds';
import type { SeriesData } from '@common/contract/marketData';
import type { ProductCalendar, ProductRow } from '@common/contract/reference';
import { holidayCalendarOf } from '@common/domain/exchangeCalendars';
import type { Strategy } from '@common/contract/strategy';
import { HolidayCalendars } from '../../../server/features/reference/holidayCalendars';
import { holidayRow, seedHolidays } from '../../../server/features/reference/holidaySeed';
import { SEED_PRODUCTS } from '../../../server/features/reference/seed';

const T0 = Date.UTC(2025, 3, 1, 8, 0);

/** A strategy as `/v2/strategy/list` lists it. */
export const strategyOf = (over: Partial<Strategy> = {}): Strategy => ({
  id: 's1',
  name: 'Spread',
  description: '',
  legs: [
    { alias: 'A', instrument: 'ICE.MF05' },
    { alias: 'B', instrument: 'ICE.SG380' },
  ],
  rates: [],
  formula: 'A - B',
  unit: 'USD/t',
  precision: 2,
  visibility: 'everyone',
  roles: [],
  ownerId: null,
  ownerName: 'system',
  seeded: true,
  canEdit: false,
  live: true,
  createdAt: T0,
  updatedAt: T0,
  ...over,
});

/** A feed's state as `/v2/feeds/state` answers it. */
export const feedStateOf = (over: Partial<FeedStateInfo> = {}): FeedStateInfo => ({
  name: 'demo',
  kind: 'demo',
  connected: true,
  lastTickAgeMs: 200,
  ticksPerSecond: 4,
  instruments: 150,
  demo: true,
  normalGapMs: 5_000,
  products: 20,
  ...over,
});

/** A series answer of `/v2/marketData/series`. */
export const seriesOf = (address: string, points: [number, number][], over: Partial<SeriesData> = {}): SeriesData => ({
  address,
  unit: 'CNY/t',
  points,
  demo: true,
  source: 'demo',
  ...over,
});

/**
 * `/v2/reference/product/list` as the server answers it over the seeded reference data (server/features/reference/
 * seed.ts): each product's latest version, named in `locale`.
 */
export function seededProducts(locale = 'en-US'): ProductRow[] {
  const latest = new Map<string, (typeof SEED_PRODUCTS)[number]>();
  for (const p of SEED_PRODUCTS) {
    const key = `${p.exchange}.${p.code}`;
    const before = latest.get(key);
    if (!before || before.validFrom < p.validFrom) latest.set(key, p);
  }
  return [...latest.values()].map((p) => ({
    ...p,
    id: `${p.exchange}.${p.code}@${p.validFrom}`,
    createdBy: 'seed',
    createdAt: T0,
    name: p.names[locale] ?? p.names['zh-CN'],
    versions: 1,
  }));
}

let seededCalendars: HolidayCalendars | null = null;

/** `/v2/reference/calendar/product` as the server answers it over the seeded holiday calendars (exchange-holidays.json). */
export function seededProductCalendar(exchange: string): ProductCalendar {
  const id = holidayCalendarOf(exchange);
  if (!id) return { calendar: null, holidays: [], years: [] };
  if (!seededCalendars) {
    seededCalendars = new HolidayCalendars();
    seededCalendars.load(seedHolidays().map((h) => holidayRow(h, T0)));
  }
  return { calendar: id, holidays: seededCalendars.holidays(id).map((h) => h.date), years: seededCalendars.years(id) };
}
