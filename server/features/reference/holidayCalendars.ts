/**
 * The exchange holiday calendars in memory (issue 18): the rows of `exchange_holidays` turned into one TradingCalendar
 * per calendar, built once per load of the reference (so every edit refreshes them) and shared by every caller:
 * listed contracts, last trading days, days to expiry and trading days per year all count the same days.
 */
import type { HolidayRow, HolidayYear } from '../../../common/contract/reference';
import { type HolidayCalendarId, HOLIDAY_CALENDARS, holidayCalendarOf } from '../../../common/domain/exchangeCalendars';
import { TradingCalendar } from '../../../common/domain/tradingCalendar';
import type { ExchangeHolidayTable } from './tables';

const toRow = (r: ExchangeHolidayTable): Omit<HolidayRow, 'inForce'> => ({
  id: r.id,
  calendar: r.calendar,
  date: r.date,
  action: r.action === 'remove' ? 'remove' : 'add',
  name: r.name,
  source: r.source,
  provisional: Number(r.provisional) === 1,
  reason: r.reason,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
});

/** Every weekday trades: the calendar of an instrument without an exchange calendar (FX). */
export const WEEKDAYS = new TradingCalendar();

interface Loaded {
  /** Oldest first; `inForce` on the newest row of each date. */
  rows: HolidayRow[];
  /** Holidays in force, ascending. */
  holidays: HolidayRow[];
  calendar: TradingCalendar;
}

export class HolidayCalendars {
  private byCalendar = new Map<HolidayCalendarId, Loaded>();

  load(tableRows: readonly ExchangeHolidayTable[]): void {
    const next = new Map<HolidayCalendarId, Loaded>();
    for (const id of HOLIDAY_CALENDARS) {
      const rows = tableRows
        .filter((r) => r.calendar === id)
        .map(toRow)
        .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt - b.createdAt || a.id.localeCompare(b.id));
      const withState = rows.map((r, i) => ({ ...r, inForce: rows[i + 1]?.date !== r.date }));
      const holidays = withState.filter((r) => r.inForce && r.action === 'add');
      next.set(id, { rows: withState, holidays, calendar: new TradingCalendar(holidays.map((h) => h.date)) });
    }
    this.byCalendar = next;
  }

  /** The calendar by its id (a calendar with no rows yet: weekdays only). */
  calendar(id: HolidayCalendarId): TradingCalendar {
    return this.byCalendar.get(id)?.calendar ?? WEEKDAYS;
  }

  /** The trading calendar of an exchange's products (common/domain/exchangeCalendars.ts maps the exchange). */
  ofExchange(exchange: string): TradingCalendar {
    const id = holidayCalendarOf(exchange);
    return id ? this.calendar(id) : WEEKDAYS;
  }

  /** The holiday in force on a date, if any. */
  holidayOn(id: HolidayCalendarId, date: string): HolidayRow | undefined {
    return this.byCalendar.get(id)?.holidays.find((h) => h.date === date);
  }

  holidays(id: HolidayCalendarId): HolidayRow[] {
    return this.byCalendar.get(id)?.holidays ?? [];
  }

  /** Every row, newest first (the history the contract page shows). */
  history(id: HolidayCalendarId): HolidayRow[] {
    return [...(this.byCalendar.get(id)?.rows ?? [])].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  }

  /**
   * The years the calendar's rows cover, each with its trading days and whether a holiday in force in it is
   * provisional. Outside these years the calendar knows no holidays and counts weekdays.
   */
  years(id: HolidayCalendarId): HolidayYear[] {
    const loaded = this.byCalendar.get(id);
    if (!loaded) return [];
    const years = [...new Set(loaded.rows.map((r) => Number(r.date.slice(0, 4))))].sort((a, b) => a - b);
    return years.map((year) => {
      const inYear = loaded.holidays.filter((h) => h.date.startsWith(`${year}-`));
      return { year, holidays: inYear.length, tradingDays: loaded.calendar.daysInYear(year), provisional: inYear.some((h) => h.provisional) };
    });
  }
}
