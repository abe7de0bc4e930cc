/**
 * Trading days of one exchange calendar: Monday to Friday minus the calendar's holidays (`YYYY-MM-DD`, exchange local
 * dates). The one definition of "a trading day" for last trading days, days to expiry, roll schedules, the trading
 * date of an instant and trading days per year (docs/domain.md). Holiday lists are dated reference data the caller
 * passes (server/features/reference); without them every weekday trades. Pure: no clock is read.
 */
import { addDays } from './zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

export class TradingCalendar {
  private readonly holidays: ReadonlySet<string>;
  // Answers per date and per month, kept: a calendar lives as long as its holiday list, and the live path asks the
  // same few dates for every tick (a contract's last trading day, the next session's date).
  private readonly tradingDays = new Map<string, boolean>();
  private readonly monthDays = new Map<string, readonly string[]>();

  constructor(holidays: Iterable<string> = []) {
    this.holidays = new Set(holidays);
  }

  /** A weekday that is not a holiday. */
  isTradingDay(date: string): boolean {
    let trades = this.tradingDays.get(date);
    if (trades === undefined) {
      const day = weekdayOf(date);
      trades = day !== 0 && day !== 6 && !this.holidays.has(date);
      this.tradingDays.set(date, trades);
    }
    return trades;
  }

  /** The first trading day strictly after `date`. */
  next(date: string): string {
    let d = addDays(date, 1);
    while (!this.isTradingDay(d)) d = addDays(d, 1);
    return d;
  }

  /** The last trading day strictly before `date`. */
  previous(date: string): string {
    let d = addDays(date, -1);
    while (!this.isTradingDay(d)) d = addDays(d, -1);
    return d;
  }

  /** `date` itself when it trades, else the trading day before it. */
  onOrBefore(date: string): string {
    return this.isTradingDay(date) ? date : this.previous(date);
  }

  /** The trading day `n` (>= 0) trading days before `date` (`date` itself for 0 when it trades). */
  before(date: string, n: number): string {
    let d = this.onOrBefore(date);
    if (d !== date) n -= 1;
    for (let left = n; left > 0; left--) d = this.previous(d);
    return d;
  }

  /** Trading days of a month `YYYY-MM`, in order. */
  daysOf(month: string): readonly string[] {
    let days = this.monthDays.get(month);
    if (!days) {
      const out: string[] = [];
      const last = daysInMonth(month);
      for (let d = 1; d <= last; d++) {
        const date = `${month}-${pad(d)}`;
        if (this.isTradingDay(date)) out.push(date);
      }
      days = Object.freeze(out);
      this.monthDays.set(month, days);
    }
    return days;
  }

  /** Trading days in (from, to]: 0 when `to` is not after `from`. Days to expiry is `between(today, lastTradeDate)`. */
  between(from: string, to: string): number {
    let n = 0;
    for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (this.isTradingDay(d)) n++;
    return n;
  }

  /** Trading days in calendar year `year` (242-245 for the Chinese exchanges, about 250-252 for NYMEX and ICE). */
  daysInYear(year: number): number {
    return this.between(`${year - 1}-12-31`, `${year}-12-31`);
  }
}
