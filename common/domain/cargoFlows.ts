/**
 * Cargo flows by location (Kpler-style daily volumes per loading or discharge location): sums by period and by
 * location, and the size of a location's mark on the map. Periods: the day itself, the ISO week (starting Monday,
 * ISO 8601) or the calendar month, each labelled by its first day (YYYY-MM-DD).
 */

export type FlowPeriod = 'day' | 'week' | 'month';

export interface FlowRow {
  /** YYYY-MM-DD */
  date: string;
  location: string;
  volume: number;
}

/** The first day of the period that holds `date` (YYYY-MM-DD in, YYYY-MM-DD out; calendar days, no time zone). */
export function periodStart(date: string, period: FlowPeriod): string {
  if (period === 'day') return date;
  if (period === 'month') return `${date.slice(0, 7)}-01`;
  const [y, m, d] = date.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  // getUTCDay: Sunday 0 ... Saturday 6; ISO weeks start on Monday.
  const back = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10);
}

/** Volume per (period, location), sorted by period then location. */
export function flowsByPeriod(rows: readonly FlowRow[], period: FlowPeriod): FlowRow[] {
  const sums = new Map<string, FlowRow>();
  for (const r of rows) {
    const date = periodStart(r.date, period);
    const key = `${date}\u0000${r.location}`;
    const hit = sums.get(key);
    if (hit) hit.volume += r.volume;
    else sums.set(key, { date, location: r.location, volume: r.volume });
  }
  return [...sums.values()].sort((a, b) => a.date.localeCompare(b.date) || a.location.localeCompare(b.location));
}

/** Total volume per location, largest first (ties by name). */
export function totalsByLocation(rows: readonly FlowRow[]): { location: string; volume: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.location, (sums.get(r.location) ?? 0) + r.volume);
  return [...sums].map(([location, volume]) => ({ location, volume })).sort((a, b) => b.volume - a.volume || a.location.localeCompare(b.location));
}

/**
 * Radius of a location's circle so that its area is proportional to its volume (a reader compares areas, not
 * radii): rMax for the largest volume, at least rMin for any volume above zero, 0 for none.
 */
export function markRadius(volume: number, maxVolume: number, rMin: number, rMax: number): number {
  if (!(volume > 0) || !(maxVolume > 0)) return 0;
  return Math.max(rMin, rMax * Math.sqrt(Math.min(volume, maxVolume) / maxVolume));
}
