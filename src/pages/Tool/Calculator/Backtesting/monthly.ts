/**
 * Monthly returns of a net value: each month's last value over the previous month's last (the first month over the
 * first value), by UTC calendar month (daily bars are dated 00:00 UTC). Rows per year, with the year's compound return.
 */
export interface MonthlyRow {
  year: number;
  /** Index 0 = January; null where the month has no value. */
  months: (number | null)[];
  yearTotal: number | null;
}

export function monthlyReturns(t: readonly number[], nav: readonly number[]): MonthlyRow[] {
  const lastOfMonth = new Map<number, number>();
  for (let i = 0; i < t.length; i += 1) {
    const d = new Date(t[i]);
    lastOfMonth.set(d.getUTCFullYear() * 12 + d.getUTCMonth(), nav[i]);
  }
  const rows = new Map<number, MonthlyRow>();
  let previous = nav[0];
  for (const [key, value] of [...lastOfMonth.entries()].sort((a, b) => a[0] - b[0])) {
    const year = Math.floor(key / 12);
    const row = rows.get(year) ?? { year, months: new Array<number | null>(12).fill(null), yearTotal: null };
    row.months[key % 12] = previous > 0 ? value / previous - 1 : null;
    rows.set(year, row);
    previous = value;
  }
  for (const row of rows.values()) {
    const present = row.months.filter((m): m is number => m !== null);
    row.yearTotal = present.length ? present.reduce((acc, m) => acc * (1 + m), 1) - 1 : null;
  }
  return [...rows.values()];
}
