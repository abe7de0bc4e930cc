/**
 * Why a metric has no value, in the user's language (`analytics.problem.<code>`), naming the metric and, for
 * "too short", how many returns it needs (MIN_RETURNS, or the caller's raised minimum) and how many there are.
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { useCallback } from 'react';
import { MIN_RETURNS, type MetricKey, type MetricProblem } from '@common/domain/metrics';

/** The reason text (for tables, tooltips and exports). */
export function useProblemText(): (key: MetricKey, problem: MetricProblem | undefined, observations: number, min?: number) => string {
  const intl = useIntl();
  return useCallback(
    (key: MetricKey, problem: MetricProblem | undefined, observations: number, min?: number) => {
      const id = problem ? `analytics.problem.${problem}` : 'analytics.problem.unknown';
      return intl.formatMessage({ id }, { metric: intl.formatMessage({ id: `analytics.metric.${key}` }), min: min ?? MIN_RETURNS[key], count: observations });
    },
    [intl],
  );
}

export default function ProblemText({ metric, problem, observations }: { metric: MetricKey; problem?: MetricProblem; observations: number }) {
  const text = useProblemText();
  return <Typography.Text type="warning">{text(metric, problem, observations)}</Typography.Text>;
}
