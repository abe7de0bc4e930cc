/**
 * Performance metrics of a return series, with empyrical's definitions (quantopian/empyrical, stats.py) unless the
 * QuantStats-compatible convention is chosen. Formulas and sources: docs/domain.md, "Performance metrics".
 *
 * Input: simple returns per period (0.01 = 1 %), `null` (or NaN) for a missing period. Every function answers NaN
 * when the metric does not exist for its input; `computeMetrics` turns those into `null` with the reason, so no
 * screen ever shows NaN.
 *
 * Conventions (the one in force is always shown next to the numbers):
 * - `empyrical`: missing periods are dropped from every statistic, but the annual return's exponent counts them
 *   (`len(returns)`); the risk-free rate given per year is `riskFree / P` per period.
 * - `quantstats`: missing periods are zero-filled first (QuantStats `_prepare_returns`), so they count as flat
 *   periods everywhere; the annual risk-free rate is de-annualised geometrically, `(1 + rf)^(1/P) - 1`.
 *   QuantStats annualises its CAGR by calendar days between the index's first and last dates; with periods only,
 *   this convention keeps `P / n`.
 */
import { quantile, quantileSelect } from './quantiles';

export type MetricsConvention = 'empyrical' | 'quantstats';
export const METRICS_CONVENTIONS: readonly MetricsConvention[] = ['empyrical', 'quantstats'];

/** Trading periods per year: 252 by default; Chinese futures trade 242-245 days a year (a setting). */
export const DEFAULT_PERIODS_PER_YEAR = 252;

/** The tail probability of value at risk and expected shortfall (95 % confidence). */
export const VAR_CUTOFF = 0.05;

export type Returns = readonly (number | null | undefined)[];

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The present values (missing ones dropped). */
export function dropMissing(returns: Returns): number[] {
  const out: number[] = [];
  for (const r of returns) if (isValue(r)) out.push(r);
  return out;
}

/**
 * The present values without a copy when nothing is missing (the common case: computeMetrics passes its clean
 * series to every metric, and copying it a dozen times was the largest cost in scripts/bench/analytics.ts).
 * Read-only: it may be the caller's own array.
 */
function presentValues(returns: Returns): readonly number[] {
  for (let i = 0; i < returns.length; i++) if (!isValue(returns[i])) return dropMissing(returns);
  return returns as readonly number[];
}

/** Missing periods as 0 (QuantStats' preparation). */
export const zeroFill = (returns: Returns): number[] => returns.map((r) => (isValue(r) ? r : 0));

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/**
 * Sample standard deviation (ddof = 1), two-pass for accuracy; NaN below two values; exactly 0 when every value is
 * the same (the two-pass mean of 252 returns of 0.001 is off by a rounding step, which left 1e-19 of "deviation":
 * empyrical's annual_volatility of its flat_line_1 is 0.0).
 */
export function std(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return Number.NaN;
  if (values.every((v) => v === values[0])) return 0;
  const m = mean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) * (v - m);
  return Math.sqrt(ss / (n - 1));
}

/**
 * A standard deviation at or below this share of the window's mean magnitude is rounding, not dispersion: prices
 * ticked at 1 near 3,000 would need a deviation of 3e-7 to reach it; a flat run of returns of 0.001 leaves about
 * 1e-19 (the same rule for the z-score of trailingScores.ts and for Sharpe and Sortino here).
 */
export const DISPERSION_ROUNDING = 1e-10;

/** True when `sd` is no dispersion at all for values around `mean` (zero, not finite, or within rounding of zero). */
export const negligibleDispersion = (sd: number, mean: number): boolean => !(sd > DISPERSION_ROUNDING * Math.abs(mean));

/** prod(1 + r) - 1 over the present returns (empyrical `cum_returns_final`). */
export function cumulativeReturn(returns: Returns): number {
  const values = presentValues(returns);
  if (values.length === 0) return Number.NaN;
  let growth = 1;
  for (const r of values) growth *= 1 + r;
  return growth - 1;
}

/**
 * Compound annual growth: prod(1 + r)^(P / n) - 1, n = every period of the input, missing ones included
 * (empyrical `annual_return`).
 */
export function annualReturn(returns: Returns, periodsPerYear: number): number {
  if (returns.length === 0 || presentValues(returns).length === 0) return Number.NaN;
  const growth = 1 + cumulativeReturn(returns);
  return growth ** (periodsPerYear / returns.length) - 1;
}

/** std(r, ddof = 1) * sqrt(P) (empyrical `annual_volatility`). */
export const annualVolatility = (returns: Returns, periodsPerYear: number): number => std(presentValues(returns)) * Math.sqrt(periodsPerYear);

/**
 * True when the returns have no dispersion to divide by: fewer than two, all equal, or a deviation within rounding
 * of zero (`negligibleDispersion`). No Sharpe, Sortino or information ratio exists then. empyrical answers NaN for
 * zero excess dispersion (its test: sharpe_ratio(mixed_returns, risk_free=mixed_returns) is nan) and inf or a
 * rounding quotient otherwise (constant returns of 0.001 gave a Sharpe of 2.4e16 here before issue 18).
 */
export function noDispersion(values: readonly number[]): boolean {
  const sd = std(values);
  return Number.isNaN(sd) || negligibleDispersion(sd, mean(values));
}

/** mean(r - rf) / std(r - rf, ddof = 1) * sqrt(P), rf per period (empyrical `sharpe_ratio`). NaN without dispersion. */
export function sharpe(returns: Returns, riskFreePerPeriod: number, periodsPerYear: number): number {
  const excess = presentValues(returns).map((r) => r - riskFreePerPeriod);
  if (noDispersion(excess)) return Number.NaN;
  return (mean(excess) / std(excess)) * Math.sqrt(periodsPerYear);
}

/** sqrt(mean(min(r - required, 0)^2)) * sqrt(P), the mean over all present periods (empyrical `downside_risk`). */
export function downsideRisk(returns: Returns, requiredPerPeriod: number, periodsPerYear: number): number {
  const values = presentValues(returns);
  if (values.length === 0) return Number.NaN;
  let ss = 0;
  for (const r of values) {
    const d = Math.min(r - requiredPerPeriod, 0);
    ss += d * d;
  }
  return Math.sqrt(ss / values.length) * Math.sqrt(periodsPerYear);
}

/**
 * mean(r - required) * P / downside risk (empyrical `sortino_ratio`). NaN when no period fell short, and when the
 * returns have no dispersion (a constant shortfall gives -sqrt(P) whatever its size: not a measure of anything).
 */
export function sortino(returns: Returns, requiredPerPeriod: number, periodsPerYear: number): number {
  const values = presentValues(returns);
  if (values.length >= 2 && noDispersion(values)) return Number.NaN;
  const dr = downsideRisk(values, requiredPerPeriod, periodsPerYear);
  if (!(dr > 0)) return Number.NaN;
  return (mean(values.map((r) => r - requiredPerPeriod)) * periodsPerYear) / dr;
}

/**
 * Drawdown after each period: value / running peak - 1 (<= 0), the peak including the starting value, missing
 * periods flat (empyrical `cum_returns` treats NaN as 0). Same length as the input.
 */
export function drawdownSeries(returns: Returns): number[] {
  const out: number[] = [];
  let value = 1;
  let peak = 1;
  for (const r of returns) {
    if (isValue(r)) value *= 1 + r;
    if (value > peak) peak = value;
    out.push(value / peak - 1);
  }
  return out;
}

/** The worst drawdown, negative (empyrical `max_drawdown`); 0 when the value never fell; NaN without returns. */
export function maxDrawdown(returns: Returns): number {
  if (presentValues(returns).length === 0) return Number.NaN;
  let worst = 0;
  for (const d of drawdownSeries(returns)) if (d < worst) worst = d;
  return worst;
}

/** Annual return / |max drawdown| (empyrical `calmar_ratio`); NaN when there was no drawdown. */
export function calmar(returns: Returns, periodsPerYear: number): number {
  return calmarOf(annualReturn(returns, periodsPerYear), maxDrawdown(returns));
}

/** Calmar from its two parts, so computeMetrics does not compute them twice. */
const calmarOf = (annual: number, dd: number): number => (dd < 0 ? annual / Math.abs(dd) : Number.NaN);

/** count(r > 0) / count(r != 0), missing dropped; NaN when every return is zero. */
export function winRate(returns: Returns): number {
  let wins = 0;
  let nonZero = 0;
  for (const r of presentValues(returns)) {
    if (r !== 0) nonZero += 1;
    if (r > 0) wins += 1;
  }
  return nonZero === 0 ? Number.NaN : wins / nonZero;
}

/** Sample skewness, bias-corrected (pandas `Series.skew`, scipy `skew(bias=False)`); NaN below 3 values or no spread. */
export function skew(returns: Returns): number {
  const x = presentValues(returns);
  const n = x.length;
  if (n < 3) return Number.NaN;
  const m = mean(x);
  let m2 = 0;
  let m3 = 0;
  for (const v of x) {
    const d = v - m;
    m2 += d * d;
    m3 += d * d * d;
  }
  m2 /= n;
  m3 /= n;
  if (!(m2 > 0)) return Number.NaN;
  const g1 = m3 / m2 ** 1.5;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * g1;
}

/**
 * Excess kurtosis, bias-corrected (pandas `Series.kurt`, scipy `kurtosis(fisher=True, bias=False)`); NaN below
 * 4 values or no spread.
 */
export function kurtosis(returns: Returns): number {
  const x = presentValues(returns);
  const n = x.length;
  if (n < 4) return Number.NaN;
  const m = mean(x);
  let m2 = 0;
  let m4 = 0;
  for (const v of x) {
    const d2 = (v - m) * (v - m);
    m2 += d2;
    m4 += d2 * d2;
  }
  m2 /= n;
  m4 /= n;
  if (!(m2 > 0)) return Number.NaN;
  const g2 = m4 / (m2 * m2) - 3;
  return ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * g2 + 6);
}

/** Historical value at risk: the `cutoff` quantile of the returns, linear interpolation (empyrical `value_at_risk`). */
export const valueAtRisk = (returns: Returns, cutoff = VAR_CUTOFF): number => quantile(returns, cutoff);

/** Expected shortfall: the mean of the returns at or below the VaR (empyrical `conditional_value_at_risk`). */
export function conditionalValueAtRisk(returns: Returns, cutoff = VAR_CUTOFF): number {
  const values = presentValues(returns);
  return tailMean(values, quantileSelect(values, cutoff));
}

/** The mean of the values at or below `cut` (NaN when none). */
function tailMean(values: readonly number[], cut: number): number {
  let sum = 0;
  let count = 0;
  for (const r of values) {
    if (r <= cut) {
      sum += r;
      count += 1;
    }
  }
  return count === 0 ? Number.NaN : sum / count;
}

/**
 * Simple returns of a net-value series: nav[t] / nav[t - 1] - 1, one shorter than the input. Throws a
 * `MetricsInputError` when a value is not a positive finite number (a return from or to zero does not exist).
 */
export function navToReturns(nav: readonly number[]): number[] {
  nav.forEach((v, i) => {
    if (!(Number.isFinite(v) && v > 0)) throw new MetricsInputError('navNotPositive', i);
  });
  const out: number[] = [];
  for (let i = 1; i < nav.length; i += 1) out.push(nav[i] / nav[i - 1] - 1);
  return out;
}

/** A bad input that no metric can be computed from; `index` is the offending value's position. */
export class MetricsInputError extends Error {
  constructor(
    readonly code: 'navNotPositive' | 'returnNotFinite',
    readonly index: number,
  ) {
    super(`${code} at ${index}`);
  }
}

export const METRIC_KEYS = [
  'cumulativeReturn',
  'annualReturn',
  'annualVolatility',
  'sharpe',
  'sortino',
  'downsideRisk',
  'maxDrawdown',
  'calmar',
  'winRate',
  'bestPeriod',
  'worstPeriod',
  'skew',
  'kurtosis',
  'valueAtRisk',
  'conditionalValueAtRisk',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

/**
 * Why a metric has no value:
 * - `empty`: no return at all;
 * - `tooShort`: fewer returns than the metric needs (2 for volatility and Sharpe, 3 for skew, 4 for kurtosis);
 * - `noSpread`: the returns are all equal (or their deviation is within rounding of zero), so a ratio over their
 *   spread does not exist (Sharpe, Sortino; skew and kurtosis);
 * - `noDownside`: no period fell below the required return (Sortino);
 * - `noDrawdown`: the value never fell (Calmar);
 * - `allZero`: every return is zero (win rate);
 * - `totalLoss`: a return at or below -100 % (a price or value that fell to or below zero: WTI's Cushing spot printed
 *   -36.98 on 2020-04-20). No metric of such a series means anything (its "cumulative return" compounds a negative
 *   factor), so all are refused and `totalLossIndex` names the return, for the caller to name its date.
 */
export type MetricProblem = 'empty' | 'tooShort' | 'noSpread' | 'noDownside' | 'noDrawdown' | 'allZero' | 'totalLoss';

/** How many returns each metric needs at least. */
export const MIN_RETURNS: Record<MetricKey, number> = {
  cumulativeReturn: 1,
  annualReturn: 1,
  annualVolatility: 2,
  sharpe: 2,
  sortino: 1,
  downsideRisk: 1,
  maxDrawdown: 1,
  calmar: 1,
  winRate: 1,
  bestPeriod: 1,
  worstPeriod: 1,
  skew: 3,
  kurtosis: 4,
  valueAtRisk: 1,
  conditionalValueAtRisk: 1,
};

/** The metrics that compound a sample up to a year: the annual return and Calmar (annual return / max drawdown). */
export const ANNUALISED_RETURN_KEYS = ['annualReturn', 'calmar'] as const satisfies readonly MetricKey[];

/**
 * The result without an annualised return (nor Calmar) below `minPeriods` periods, default one year of them: the
 * GIPS standards' rule that returns for periods of less than one year must not be annualised (issue 18: one day's
 * +0.056 % of a trade book showed as 14.50 % a year). The missing values say `tooShort` with that minimum
 * (`minimums`), like any other too-short sample.
 */
export function withoutShortAnnualisation(result: MetricsResult, minPeriods: number = result.periodsPerYear): MetricsResult {
  if (result.periods >= minPeriods) return result;
  const values = { ...result.values };
  const problems = { ...result.problems };
  const minimums = { ...result.minimums };
  for (const key of ANNUALISED_RETURN_KEYS) {
    // A value missing for another reason (no return at all, no drawdown) keeps that reason.
    if (values[key] === null && problems[key] !== 'tooShort') continue;
    values[key] = null;
    problems[key] = 'tooShort';
    minimums[key] = minPeriods;
  }
  return { ...result, values, problems, minimums };
}

export interface MetricsOptions {
  periodsPerYear: number;
  /** Annual risk-free rate (0.02 = 2 %); also the Sortino required return. */
  riskFree: number;
  convention: MetricsConvention;
}

export interface MetricsResult {
  values: Record<MetricKey, number | null>;
  /** Why each `null` value is missing. */
  problems: Partial<Record<MetricKey, MetricProblem>>;
  convention: MetricsConvention;
  /** A `tooShort` metric's minimum where a caller raised it above MIN_RETURNS (withoutShortAnnualisation). */
  minimums?: Partial<Record<MetricKey, number>>;
  periodsPerYear: number;
  /** Periods in the input, missing ones included, and the present returns among them. */
  periods: number;
  observations: number;
  /** The risk-free rate per period the convention derived from the annual one. */
  riskFreePerPeriod: number;
  /** Index (in the input) of the first return at or below -100 %, when there is one: every metric is refused then. */
  totalLossIndex: number | null;
}

/**
 * A result as one flat record: the metrics beside what they were computed under (the answer shape of
 * `/v2/analytics/metrics` and of a backtest's metrics).
 */
export function flatMetrics(result: MetricsResult): Record<MetricKey, number | null> & Omit<MetricsResult, 'values'> {
  return {
    ...result.values,
    convention: result.convention,
    periodsPerYear: result.periodsPerYear,
    riskFreePerPeriod: result.riskFreePerPeriod,
    periods: result.periods,
    observations: result.observations,
    problems: result.problems,
    totalLossIndex: result.totalLossIndex,
  };
}

/** The per-period risk-free rate of an annual one under a convention. */
export const riskFreePerPeriod = (annual: number, periodsPerYear: number, convention: MetricsConvention): number =>
  convention === 'quantstats' ? (1 + annual) ** (1 / periodsPerYear) - 1 : annual / periodsPerYear;

/** Every metric of one return series, `null` with its reason where it does not exist. */
export function computeMetrics(input: Returns, options: MetricsOptions): MetricsResult {
  const { periodsPerYear: P, convention } = options;
  const returns: Returns = convention === 'quantstats' ? zeroFill(input) : input;
  const present = presentValues(returns);
  const rf = riskFreePerPeriod(options.riskFree, P, convention);
  const lossAt = returns.findIndex((r) => isValue(r) && r <= -1);
  if (lossAt >= 0) {
    const values = Object.fromEntries(METRIC_KEYS.map((k) => [k, null])) as Record<MetricKey, number | null>;
    const problems = Object.fromEntries(METRIC_KEYS.map((k) => [k, 'totalLoss'])) as Record<MetricKey, MetricProblem>;
    return {
      values,
      problems,
      convention,
      periodsPerYear: P,
      periods: returns.length,
      observations: present.length,
      riskFreePerPeriod: rf,
      totalLossIndex: lossAt,
    };
  }
  // VaR by selection, not a sort, and computed once for CVaR (sorting dominated the run time: scripts/bench/analytics.ts).
  const varCut = quantileSelect(present, VAR_CUTOFF);
  let best = Number.NaN;
  let worst = Number.NaN;
  for (const r of present) {
    if (!(r <= best)) best = r;
    if (!(r >= worst)) worst = r;
  }
  const annual = annualReturn(returns, P);
  const worstDrawdown = maxDrawdown(returns);
  const raw: Record<MetricKey, number> = {
    cumulativeReturn: cumulativeReturn(returns),
    annualReturn: annual,
    annualVolatility: annualVolatility(present, P),
    sharpe: sharpe(present, rf, P),
    sortino: sortino(present, rf, P),
    downsideRisk: downsideRisk(present, rf, P),
    maxDrawdown: worstDrawdown,
    calmar: calmarOf(annual, worstDrawdown),
    winRate: winRate(present),
    bestPeriod: best,
    worstPeriod: worst,
    skew: skew(present),
    kurtosis: kurtosis(present),
    valueAtRisk: varCut,
    conditionalValueAtRisk: tailMean(present, varCut),
  };
  const values = {} as Record<MetricKey, number | null>;
  const problems: Partial<Record<MetricKey, MetricProblem>> = {};
  for (const key of METRIC_KEYS) {
    const v = raw[key];
    if (Number.isFinite(v)) {
      values[key] = v;
      continue;
    }
    values[key] = null;
    problems[key] = problemOf(key, present);
  }
  return {
    values,
    problems,
    convention,
    periodsPerYear: P,
    periods: returns.length,
    observations: present.length,
    riskFreePerPeriod: rf,
    totalLossIndex: null,
  };
}

function problemOf(key: MetricKey, present: readonly number[]): MetricProblem {
  if (present.length === 0) return 'empty';
  if (present.length < MIN_RETURNS[key]) return 'tooShort';
  if (key === 'sortino') return present.length >= 2 && noDispersion(present) ? 'noSpread' : 'noDownside';
  if (key === 'calmar') return 'noDrawdown';
  if (key === 'winRate') return 'allZero';
  return 'noSpread';
}
