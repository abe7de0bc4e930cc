/**
 * Trading days of one exchange calendar: Monday to Friday minus the calendar's holidays (`YYYY-MM-DD`, exchange local
 * dates). The one definition of "a trading day" for last trading days, days to expiry, roll schedules, the trading
 * date of an instant and trading days per year (docs/domain.md). Holiday lists are dated reference data the caller
 * passes (server/features/reference); without them every weekday trades. Pure: no clock is read.
 */
import { addDays } from './zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const DAY_MS = 86_400_000;
/** Weekdays among the first k (0-7) days of a week counted from a Thursday (day 0 = 1970-01-01): Thu, Fri, Sat, Sun, Mon, Tue, Wed. */
const WEEKDAYS_BEFORE = [0, 1, 2, 2, 2, 3, 4, 5];
/** Weekdays among the day numbers below `n` counted from day 0 (negative below 0): the difference of two is a count. */
const weekdaysBelow = (n: number): number => {
  const weeks = Math.floor(n / 7);
  return 5 * weeks + WEEKDAYS_BEFORE[n - 7 * weeks];
};
/** The day number of a `YYYY-MM-DD` date of years 1000-9999 written as addDays writes it, else null. */
const dayNumber = (date: string): number | null => {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === date ? ms / DAY_MS : null;
};
/** How many of the sorted numbers are <= n. */
const countUpTo = (sorted: readonly number[], n: number): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
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
  /** Day numbers of the holidays that fall on a weekday, sorted (between() counts them by bisection). */
  private weekdayHolidays: number[] | null = null;

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
    const a = dayNumber(from);
    const b = dayNumber(to);
    if (a === null || b === null) return this.countDays(from, to);
    if (b <= a) return 0;
    if (!this.weekdayHolidays) {
      this.weekdayHolidays = [...this.holidays]
        .map(dayNumber)
        .filter((n): n is number => n !== null && weekdaysBelow(n + 1) - weekdaysBelow(n) === 1)
        .sort((x, y) => x - y);
    }
    // Weekdays in (a, b], less the holidays on a weekday in (a, b]: arithmetic, whatever the span (term structures ask
    // it for every contract on every day, up to years ahead).
    return weekdaysBelow(b + 1) - weekdaysBelow(a + 1) - (countUpTo(this.weekdayHolidays, b) - countUpTo(this.weekdayHolidays, a));
  }

  /** between() day by day, for dates outside the form it counts arithmetically. */
  private countDays(from: string, to: string): number {
    let n = 0;
    for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (this.isTradingDay(d)) n++;
    return n;
  }

  /** Trading days in calendar year `year` (242-245 for the Chinese exchanges, about 250-252 for NYMEX and ICE). */
  daysInYear(year: number): number {
    return this.between(`${year - 1}-12-31`, `${year}-12-31`);
  }
}
