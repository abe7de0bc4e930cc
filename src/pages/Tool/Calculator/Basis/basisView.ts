/**
 * The basis page's numbers (docs/analytics/calculators.md, "Basis"): pure functions of the series answers over
 * common/domain/ (basis.ts for the sign and the rates, align.ts for common dates, quantiles.ts for the percentile).
 * basis = spot - futures (BASIS_SIGN); basis rate = basis / futures; term basis annualised over calendar days to
 * each contract's last trading date (365-day year).
 */
import type { TermDay } from '@common/contract/calculators';
import { alignByDate } from '@common/domain/align';
import { annualisedBasisRate, basis, basisRate } from '@common/domain/basis';
import { percentileRank, quantiles } from '@common/domain/quantiles';

export interface BasisRow {
  ts: number;
  spot: number;
  futures: number;
  basis: number;
  /** null when the futures price is not positive (a rate of nothing). */
  basisRate: number | null;
}

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** One row per date present in both series (never filled forward), ascending. */
export function basisRows(spot: readonly (readonly [number, number])[], futures: readonly (readonly [number, number])[]): BasisRow[] {
  return alignByDate(spot, futures).map(([ts, s, f]) => ({ ts, spot: s, futures: f, basis: basis(s, f), basisRate: finiteOrNull(basisRate(s, f)) }));
}

/** The percentiles the distribution table and chart show. */
export const DISTRIBUTION_PERCENTILES = [0, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 1] as const;

export interface BasisSummary {
  latest: BasisRow;
  /** Where the latest basis falls in the whole history shown, 0..1 (type 7, the inverse of numpy's quantile). */
  percentile: number;
  distribution: { p: number; value: number }[];
  observations: number;
}

/** Today's (the latest common date's) basis against its history; null with fewer than two dates. */
export function basisSummary(rows: readonly BasisRow[]): BasisSummary | null {
  if (rows.length < 2) return null;
  const values = rows.map((r) => r.basis);
  const latest = rows[rows.length - 1];
  const qs = quantiles(values, DISTRIBUTION_PERCENTILES);
  return {
    latest,
    percentile: percentileRank(values, latest.basis),
    distribution: DISTRIBUTION_PERCENTILES.map((p, i) => ({ p, value: qs[i] })),
    observations: values.length,
  };
}

/** Histogram of the basis: `bins` equal-width bins over [min, max], the latest value's bin marked. */
export function basisHistogram(rows: readonly BasisRow[], bins = 20): { from: number; to: number; count: number; latest: boolean }[] {
  if (rows.length === 0) return [];
  const values = rows.map((r) => r.basis);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const width = max > min ? (max - min) / bins : 1;
  const n = max > min ? bins : 1;
  const out = Array.from({ length: n }, (_, i) => ({ from: min + i * width, to: min + (i + 1) * width, count: 0, latest: false }));
  const binOf = (v: number) => Math.min(n - 1, Math.floor((v - min) / width));
  for (const v of values) out[binOf(v)].count += 1;
  out[binOf(rows[rows.length - 1].basis)].latest = true;
  return out;
}

export interface TermBasisRow {
  instrument: string;
  month: string;
  futures: number;
  basis: number;
  basisRate: number | null;
  daysToExpiry: number;
  /** Trading days to the last trading date on the exchange's holiday calendar (the server's count). */
  tradingDaysToExpiry: number;
  /** basis rate * 365 / days to expiry; null on the last trading day (0 days). */
  annualised: number | null;
}

/** The spot of one day against each listed month's settlement that day (contracts without a settlement are left out). */
export function termBasis(spot: number, day: TermDay): TermBasisRow[] {
  return day.curve
    .filter((p): p is typeof p & { settle: number } => p.settle !== null)
    .map((p) => ({
      instrument: p.instrument,
      month: p.month,
      futures: p.settle,
      basis: basis(spot, p.settle),
      basisRate: finiteOrNull(basisRate(spot, p.settle)),
      daysToExpiry: p.daysToExpiry,
      tradingDaysToExpiry: p.tradingDaysToExpiry,
      annualised: finiteOrNull(annualisedBasisRate(spot, p.settle, p.daysToExpiry)),
    }));
}

/** The last term-structure day on or before `ts` (the spot's date), if any. */
export function dayOnOrBefore(days: readonly TermDay[], ts: number): TermDay | undefined {
  let found: TermDay | undefined;
  for (const day of days) if (day.ts <= ts) found = day;
  return found;
}

/** Calendar days between the two series' last dates beyond which the page warns (a week: a holiday gap passes). */
export const STALE_DAYS = 7;

export interface Staleness {
  spotEnd: number;
  futuresEnd: number;
  /** The latest date both series have (the basis shown as today's), null without one. */
  commonEnd: number | null;
  /** Whole days the earlier-ending series (or the common end) lags the later one. */
  lagDays: number;
}

/**
 * Whether the latest basis is old news (issue 18: real EIA spot ending 2026-08-18 against demo futures of today gave
 * a "today" basis from months before): the two series end more than STALE_DAYS apart, or their latest common date
 * is that far behind the later end. Null when both are current together.
 */
export function staleness(
  spot: readonly (readonly [number, number])[],
  futures: readonly (readonly [number, number])[],
  rows: readonly BasisRow[],
): Staleness | null {
  const spotEnd = spot.at(-1)?.[0];
  const futuresEnd = futures.at(-1)?.[0];
  if (spotEnd === undefined || futuresEnd === undefined) return null;
  const commonEnd = rows.at(-1)?.ts ?? null;
  const later = Math.max(spotEnd, futuresEnd);
  const lagDays = Math.round((later - Math.min(spotEnd, futuresEnd, commonEnd ?? Number.NEGATIVE_INFINITY)) / 86_400_000);
  return lagDays > STALE_DAYS || commonEnd === null ? { spotEnd, futuresEnd, commonEnd, lagDays } : null;
}
