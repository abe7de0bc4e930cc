/**
 * Balance-month averages where legs price on different days (issue 20, oil OTC page; docs/domain.md, "Balance-month
 * averages"). A swap month settles on the average of its assessment over the month's pricing days, and two legs
 * assessed in different places (Singapore 380 and Rotterdam 3.5 %, a Singapore product and Brent) do not price on the
 * same days: "non-common pricing: average each leg over its own pricing days". So:
 *
 * - each leg: its pricing days in the month (its calendar's), the days priced up to the as-of date with their values,
 *   the days that should have priced but have no value (`missing`), the average so far over the priced days and the
 *   pricing days still to come (`left`);
 * - the balance-month value: the strategy's formula applied to the legs' own averages;
 * - next to it, for comparison, the average of the daily spread over the days every leg priced (common days): it drops
 *   each leg's days the other does not price, which is why it differs.
 *
 * A value on a day that is not a leg's pricing day (a future traded on a Singapore holiday) is not averaged.
 * Pure: the caller gives the pricing days, the values and the formula's evaluation.
 */

export interface LegInput {
  alias: string;
  /** The leg's pricing days of the month, ascending (`YYYY-MM-DD`). */
  pricingDays: readonly string[];
  /** Daily values by date; dates that are not pricing days are ignored. */
  values: ReadonlyMap<string, number>;
}

export interface LegAverage {
  alias: string;
  pricingDays: string[];
  /** Pricing days up to the as-of date with a value, ascending. */
  priced: [string, number][];
  /** Pricing days up to the as-of date without a value (no assessment stored). */
  missing: string[];
  /** Mean of `priced`, null before the first priced day. */
  average: number | null;
  /** Pricing days after the as-of date. */
  left: number;
}

export interface BalanceMonth {
  legs: LegAverage[];
  /** The formula over the legs' own averages; null while a leg has no priced day (or the formula has no value). */
  value: number | null;
  /** Days up to the as-of date that every leg priced, ascending. */
  commonDays: string[];
  /** Mean of the daily formula value over `commonDays` (days where it has a value); null when there is none. */
  commonDaysAverage: number | null;
}

/** The formula at leg prices by alias, with the rates in force on `date`; null when it has no value. */
export type Evaluate = (prices: Readonly<Record<string, number>>, date: string) => number | null;

const mean = (xs: readonly number[]): number | null => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** One leg's month so far. */
export function legMonthAverage(leg: LegInput, asOf: string): LegAverage {
  const priced: [string, number][] = [];
  const missing: string[] = [];
  let left = 0;
  for (const day of leg.pricingDays) {
    if (day > asOf) left++;
    else {
      const v = leg.values.get(day);
      if (v !== undefined && Number.isFinite(v)) priced.push([day, v]);
      else missing.push(day);
    }
  }
  return { alias: leg.alias, pricingDays: [...leg.pricingDays], priced, missing, average: mean(priced.map((p) => p[1])), left };
}

/**
 * The balance-month value and the common-days comparison. `rateDate` is the date whose rates convert the averages
 * (the last day averaged: the as-of date, or the month's last day for a past month).
 */
export function balanceMonth(legs: readonly LegInput[], asOf: string, rateDate: string, evaluate: Evaluate): BalanceMonth {
  const averaged = legs.map((l) => legMonthAverage(l, asOf));
  const averages: Record<string, number> = {};
  for (const l of averaged) if (l.average !== null) averages[l.alias] = l.average;
  const value = averaged.length > 0 && averaged.every((l) => l.average !== null) ? evaluate(averages, rateDate) : null;

  const pricedMaps = averaged.map((l) => new Map(l.priced));
  const commonDays = (averaged[0]?.priced ?? []).map((p) => p[0]).filter((day) => pricedMaps.every((m) => m.has(day)));
  const daily: number[] = [];
  for (const day of commonDays) {
    const prices: Record<string, number> = {};
    for (const [i, l] of averaged.entries()) prices[l.alias] = pricedMaps[i].get(day) as number;
    const v = evaluate(prices, day);
    if (v !== null && Number.isFinite(v)) daily.push(v);
  }
  return { legs: averaged, value, commonDays, commonDaysAverage: mean(daily) };
}

/** `YYYY-MM` of a date, and the month's last date (for the rates of a past month). */
export const monthOfDate = (date: string): string => date.slice(0, 7);

export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
