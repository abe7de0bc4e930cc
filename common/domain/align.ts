/**
 * Aligning dated series on their common dates: the step every two-series calculation (basis, spreads, the
 * investment clock's growth x inflation) takes before its arithmetic.
 */

/** A dated value: `[time, value]`, time as epoch milliseconds or an ISO date string (one kind per call). */
export type DatedValue<T extends number | string = number> = readonly [T, number | null | undefined];

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Present values by time; a later entry for the same time replaces an earlier one (a corrected print). */
function byTime<T extends number | string>(series: readonly DatedValue<T>[]): Map<T, number> {
  const out = new Map<T, number>();
  for (const [t, v] of series) {
    if (isValue(v)) out.set(t, v);
    else out.delete(t);
  }
  return out;
}

/**
 * `[time, a, b]` for every time present in both series with a present value in both (missing values, null or
 * non-finite, drop their date; never filled forward), ascending by time whatever the inputs' order.
 */
export function alignByDate<T extends number | string>(a: readonly DatedValue<T>[], b: readonly DatedValue<T>[]): [T, number, number][] {
  const right = byTime(b);
  const out: [T, number, number][] = [];
  for (const [t, va] of byTime(a)) {
    const vb = right.get(t);
    if (vb !== undefined) out.push([t, va, vb]);
  }
  return out.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
}

const DAY_MS = 86_400_000;

/**
 * Several epoch-ms series on the UTC days every one of them has a present value (the regression's "dates all
 * inputs have"): `dates` are 00:00 UTC of those days, ascending, and `values[s][i]` is series s on day i. A daily
 * bar stamped at 00:00 and a release stamped later the same UTC day meet; within one series the last value of a
 * day wins (a corrected print). Missing values drop their day; nothing is filled forward.
 */
export function alignOnDays(series: readonly (readonly DatedValue<number>[])[]): { dates: number[]; values: number[][] } {
  const byDay = series.map((s) => {
    const days = new Map<number, number>();
    for (const [t, v] of s) {
      const day = Math.floor(t / DAY_MS) * DAY_MS;
      if (isValue(v)) days.set(day, v);
      else days.delete(day);
    }
    return days;
  });
  if (byDay.length === 0) return { dates: [], values: [] };
  const smallest = byDay.reduce((a, b) => (b.size < a.size ? b : a));
  const dates = [...smallest.keys()].filter((day) => byDay.every((m) => m.has(day))).sort((a, b) => a - b);
  return { dates, values: byDay.map((m) => dates.map((day) => m.get(day) as number)) };
}
