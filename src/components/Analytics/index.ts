/** The components the analytics pages of issue 10 share (docs/analytics.md, "Shared components"). */
export { annualRiskFreeOf, formatMetric, formatPercent, METRIC_KIND, type MetricKind, metricsResultOf } from './formatMetric';
export { default as HowToUse, paragraphsOf } from './HowToUse';
export { DEFAULT_METRICS_SETTINGS, default as MetricsSettings, type MetricsSettingsValue, PERIOD_PRESETS } from './MetricsSettings';
export { default as MetricsTable, MetricsContext } from './MetricsTable';
export { default as MonthlyReturnsTable } from './MonthlyReturnsTable';
export { default as NavDrawdownChart } from './NavDrawdownChart';
export { drawdownPercent, rebaseBenchmark } from './navSeries';
export { default as ProblemText, useProblemText } from './ProblemText';
