/**
 * The economic calendar's releases of the next days, in the reader's calendar time zone: the home page's calendar card
 * and the events panel of spec pages (src/components/PageView/panels/EventsPanel.tsx) show them the same way.
 *
 *   calendarZoneQuery()                     the reader's zone setting (POST /v2/calendar/reminder/get)
 *   releaseWindow(zone, now, days)          today .. today + days in that zone, and the call's range around it
 *   releaseListQuery(window, filters)       the releases of the window (POST /v2/calendar/event/list)
 *   releaseRows(events, zone, window, now)  those of the window's days, in time order, with their day and clock
 */
import { useQuery } from '@tanstack/react-query';
import type { CalendarEvent, Importance } from '@common/contract/events';
import { apiQuery, dataOf } from '@/services/query';
import { addDays, clockOf, dayKey, resolveZone, startOfDay, wallClock } from '@/utils/zonedTime';

const DAY = 86_400_000;

/** The reader's calendar zone setting ('browser' or an IANA zone); fresh for 10 minutes (a settings change reloads it). */
export const calendarZoneQuery = () => ({ ...apiQuery('/v2/calendar/reminder/get'), staleTime: 10 * 60_000 });

/** The zone a `calendarZoneQuery` answer sets, resolved ('browser' -> the browser's zone). */
export const zoneOfSetting = (answer: { data: { settings: { timeZone: string } } }): string => resolveZone(answer.data.settings.timeZone);

/** The reader's calendar time zone, resolved; undefined until known. */
export const useCalendarZone = () => useQuery({ ...calendarZoneQuery(), select: zoneOfSetting });

export interface ReleaseWindow {
  zone: string;
  /** `YYYY-MM-DD` of today and of the window's last day, in the zone. */
  today: string;
  last: string;
  /** The call's range: a day's margin each side, as date-only releases sit at 00:00 UTC of their date. */
  from: number;
  to: number;
}

export function releaseWindow(zone: string, now: number, days: number): ReleaseWindow {
  const today = dayKey(now, zone);
  const last = addDays(today, days);
  return { zone, today, last, from: startOfDay(today, zone) - DAY, to: startOfDay(addDays(last, 1), zone) + DAY };
}

export interface ReleaseFilters {
  importance?: Importance[];
  products?: string[];
}

/** The releases of a window's range with the filters (fresh for a minute: actuals are published during the day). */
export const releaseListQuery = (window: Pick<ReleaseWindow, 'from' | 'to'>, { importance, products }: ReleaseFilters = {}) => ({
  ...apiQuery('/v2/calendar/event/list', {
    from: window.from,
    to: window.to,
    ...(importance ? { importance } : {}),
    ...(products ? { products } : {}),
  }),
  staleTime: 60_000,
});

export const useReleaseList = (window: ReleaseWindow | null, filters?: ReleaseFilters) =>
  useQuery({ ...releaseListQuery(window ?? { from: 0, to: 0 }, filters), select: dataOf, enabled: window !== null });

export interface ReleaseRow extends CalendarEvent {
  /** The release's day in the zone (a date-only release: its own date). */
  day: string;
  /** `HH:mm` in the zone; null for a date-only release. */
  clock: string | null;
}

/**
 * The releases on the window's days in time order: today's all (published or not), later days' those still to come
 * at `now` (the call's margin brings in neighbours, dropped here).
 */
export function releaseRows(events: readonly CalendarEvent[], window: ReleaseWindow, now: number): ReleaseRow[] {
  const { zone, today, last } = window;
  return events
    .map((e) => {
      const dateOnly = e.dateStatus === 'dateOnly';
      return { ...e, day: dayKey(e.releaseAt, dateOnly ? 'UTC' : zone), clock: dateOnly ? null : clockOf(wallClock(e.releaseAt, zone)) };
    })
    .filter((e) => e.day >= today && e.day <= last && (e.clock === null || e.releaseAt >= now || e.day === today))
    .sort((a, b) => a.day.localeCompare(b.day) || (a.clock ?? '').localeCompare(b.clock ?? ''));
}
