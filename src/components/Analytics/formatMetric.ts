/**
 * How a metric is shown: returns, volatilities, drawdowns, VaR and the win rate as percentages, the other metrics
 * (Sharpe, Sortino, Calmar, skew, kurtosis) as plain ratios. Latin digits in every language (docs/decisions.md,
 * "Digits"), so the same text goes to the screen and to the export.
 */
import { METRIC_KEYS, type MetricKey, type MetricProblem, type MetricsResult } from '@common/domain/metrics';
import type { MetricsData } from '@common/contract/analytics';

export type MetricKind = 'percent' | 'ratio';

export const METRIC_KIND: Record<MetricKey, MetricKind> = {
  cumulativeReturn: 'percent',
  annualReturn: 'percent',
  annualVolatility: 'percent',
  sharpe: 'ratio',
  sortino: 'ratio',
  downsideRisk: 'percent',
  maxDrawdown: 'percent',
  calmar: 'ratio',
  winRate: 'percent',
  bestPeriod: 'percent',
  worstPeriod: 'percent',
  skew: 'ratio',
  kurtosis: 'ratio',
  valueAtRisk: 'percent',
  conditionalValueAtRisk: 'percent',
};

/** A fraction as a percentage with `digits` decimals: 0.12345 -> "12.35%". */
export const formatPercent = (fraction: number, digits = 2): string => `${(fraction * 100).toFixed(digits)}%`;

/** One metric's text: "12.35%" or "1.724"; an empty string for null (the caller shows the reason instead). */
export function formatMetric(key: MetricKey, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return METRIC_KIND[key] === 'percent' ? formatPercent(value) : value.toFixed(3);
}

/**
 * The annual risk-free rate behind a result's per-period one (the inverse of `riskFreePerPeriod` in metrics.ts):
 * rf_p * P under empyrical, (1 + rf_p)^P - 1 under QuantStats.
 */
export function annualRiskFreeOf(result: Pick<MetricsResult, 'riskFreePerPeriod' | 'periodsPerYear' | 'convention'>): number {
  const { riskFreePerPeriod: rf, periodsPerYear: P, convention } = result;
  return convention === 'quantstats' ? (1 + rf) ** P - 1 : rf * P;
}

const PROBLEMS: readonly MetricProblem[] = ['empty', 'tooShort', 'noSpread', 'noDownside', 'noDrawdown', 'allZero', 'totalLoss'];

/** The server's answer (`POST /v2/analytics/metrics`, metrics at the top level) as the domain's `MetricsResult`. */
export function metricsResultOf(data: MetricsData): MetricsResult {
  const values = {} as MetricsResult['values'];
  const problems: MetricsResult['problems'] = {};
  for (const key of METRIC_KEYS) {
    values[key] = data[key];
    const problem = data.problems[key];
    if (problem && (PROBLEMS as readonly string[]).includes(problem)) problems[key] = problem as MetricProblem;
  }
  const { convention, periodsPerYear, periods, observations, riskFreePerPeriod, totalLossIndex } = data;
  return { values, problems, convention, periodsPerYear, periods, observations, riskFreePerPeriod, totalLossIndex };
}
