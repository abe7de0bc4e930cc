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
