/**
 * What the expiryYears panel draws and exports from a calendarSpreadYears answer: one line per year on x = the
 * trading days before the near leg's last trading day (the panel's axis is inverted: expiry, 0, sits at the right and
 * earlier days to its left), the current pair first and drawn as an area to stand out; and the table (one row per days-before, a column per year). Pure, so the numbers are tested apart
 * from the chart.
 */
import type { CalendarSpreadYear, CalendarSpreadYearsData } from '@common/contract/calculators';
import type { ChartSeries } from '@/components/Chart/types';
import type { PanelTable } from '../types';

/** The years that have at least one point, current first (the answer's order). */
export const drawnYears = (data: CalendarSpreadYearsData | undefined): CalendarSpreadYear[] => (data?.series ?? []).filter((s) => s.points.length > 0);

export function expiryYearsSeries(years: readonly CalendarSpreadYear[], unit: string, nameOf: (year: CalendarSpreadYear) => string): ChartSeries[] {
  return years.map((y) => ({
    kind: y.current ? 'area' : 'line',
    name: nameOf(y),
    unit,
    // The answer's points run from the most days before expiry to 0: left to right on the inverted axis.
    points: y.points.map(([days, value]) => [days, value] as const),
  }));
}

/** One row per days-before present in any year (most days first, 0 last); a year without that day has null. */
export function expiryYearsTable(years: readonly CalendarSpreadYear[], daysColumn: string, columnOf: (year: CalendarSpreadYear) => string): PanelTable {
  const byYear = years.map((y) => new Map(y.points.map(([days, value]) => [days, value])));
  const days = [...new Set(years.flatMap((y) => y.points.map(([d]) => d)))].sort((a, b) => b - a);
  return {
    columns: [daysColumn, ...years.map(columnOf)],
    rows: days.map((d) => [d, ...byYear.map((values) => values.get(d) ?? null)]),
  };
}
