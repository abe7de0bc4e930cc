/** The COT tab's view: the chart series and table rows of a market's weeks (figures come computed from the server). */
import type { CotCategory, CotSeries } from '@common/contract/position';
import type { ChartPoint } from '@/components/Chart/types';
import type { CotTableRow } from '../data';

/** A week's x on the chart: its as-of day (the Tuesday), midnight UTC. */
export const weekX = (asOf: string): number => Date.parse(`${asOf}T00:00:00Z`);

export const categoriesOf = (series: CotSeries | undefined): CotCategory[] => series?.weeks[0]?.categories.map((c) => c.category) ?? [];

/** One category's points of a figure (net, change or index) by as-of day. */
export function pointsOf(series: CotSeries, category: CotCategory, figure: 'net' | 'netChange' | 'cotIndex'): ChartPoint[] {
  return series.weeks.map((w) => {
    const c = w.categories.find((x) => x.category === category);
    return [weekX(w.asOf), c ? c[figure] : null] as const;
  });
}

/** Table rows, newest week first. */
export function tableRowsOf(series: CotSeries): CotTableRow[] {
  return series.weeks
    .map((w) => ({
      asOf: w.asOf,
      releasedAt: w.releasedAt,
      openInterest: w.openInterest,
      openInterestChange: w.openInterestChange,
      nets: Object.fromEntries(w.categories.map((c) => [c.category, c.net])),
      changes: Object.fromEntries(w.categories.map((c) => [c.category, c.netChange])),
      indexes: Object.fromEntries(w.categories.map((c) => [c.category, c.cotIndex])),
    }))
    .reverse();
}
