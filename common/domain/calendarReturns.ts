/**
 * Calendar-month and calendar-year returns of a net-value series (the "monthly returns" table of a backtest or an
 * account). The month of a value is its UTC calendar month (the caller sends dates as UTC midnight or any moment
 * whose UTC date is the trading date).
 *
 * A month's return compounds every change inside it: last value of the month / last value before the month - 1.
 * The first month counts from the series' first value (there is no value before it), as QuantStats'
 * `monthly_returns` does (it compounds the daily returns of each month, the first one measured from the first
 * price). A month without a value is null; the next month with a value then measures from the last value before
 * it, so the change across the gap is not lost. The year column compounds the same way: last value of the year /
 * last value before the year - 1, which equals compounding that year's months.
 */

export interface MonthlyReturnsYear {
  year: number;
  /** January .. December; null where the month has no value (or lies before the first value). */
  months: (number | null)[];
  /** The whole year's return (null only when the year has no value). */
  total: number | null;
}

/** A net value the table cannot use: not positive and finite, or out of time order; `index` is its position. */
export class CalendarReturnsInputError extends Error {
  constructor(
    readonly code: 'navNotPositive' | 'notAscending',
    readonly index: number,
  ) {
    super(`${code} at ${index}`);
  }
}

/**
 * Years ascending, each with its twelve months and its total. `nav` is `[epoch ms, value]`, ascending by time,
 * values > 0. Empty input: no year.
 */
export function monthlyReturns(nav: readonly (readonly [number, number])[]): MonthlyReturnsYear[] {
  nav.forEach(([ts, value], i) => {
    if (!(Number.isFinite(value) && value > 0)) throw new CalendarReturnsInputError('navNotPositive', i);
    if (!Number.isFinite(ts) || (i > 0 && ts < nav[i - 1][0])) throw new CalendarReturnsInputError('notAscending', i);
  });
  if (nav.length === 0) return [];

  // The last value of each month with a value, keyed year * 12 + month, in time order.
  const monthEnds = new Map<number, number>();
  for (const [ts, value] of nav) {
    const date = new Date(ts);
    monthEnds.set(date.getUTCFullYear() * 12 + date.getUTCMonth(), value);
  }

  const first = nav[0][1];
  const years = new Map<number, MonthlyReturnsYear>();
  let before = first; // the last value before the month in hand
  let yearStart = first; // the last value before the year in hand
  let currentYear: number | undefined;
  for (const [key, end] of monthEnds) {
    const year = Math.floor(key / 12);
    if (year !== currentYear) {
      yearStart = before;
      currentYear = year;
    }
    let row = years.get(year);
    if (!row) {
      row = { year, months: new Array(12).fill(null), total: null };
      years.set(year, row);
    }
    row.months[key % 12] = end / before - 1;
    row.total = end / yearStart - 1;
    before = end;
  }
  // A year without any value between two that have one (a long gap) gets no row: nothing happened in it to show.
  return [...years.values()];
}
