/**
 * The pure helpers of the shared analytics components: how metrics are shown, the annual risk-free rate recovered
 * from the per-period one, the server answer as a MetricsResult, the benchmark rebased to the net value, the
 * drawdown in percent, and the paragraphs of a "How to use" text.
 */
import { computeMetrics, METRIC_KEYS, riskFreePerPeriod } from '@common/domain/metrics';
import { paragraphsOf } from '@/components/Analytics/HowToUse';
import { annualRiskFreeOf, formatMetric, METRIC_KIND, metricsResultOf } from '@/components/Analytics/formatMetric';
import { drawdownPercent, rebaseBenchmark } from '@/components/Analytics/navSeries';

describe('formatMetric', () => {
  it('shows returns and risks in percent and the ratios as numbers', () => {
    expect(formatMetric('annualReturn', 0.123456)).toBe('12.35%');
    expect(formatMetric('maxDrawdown', -0.1)).toBe('-10.00%');
    expect(formatMetric('valueAtRisk', -0.079)).toBe('-7.90%');
    expect(formatMetric('sharpe', 1.7238613961706866)).toBe('1.724');
    expect(formatMetric('kurtosis', 1.6510229364796842)).toBe('1.651');
    expect(formatMetric('sharpe', null)).toBe('');
    expect(METRIC_KEYS.filter((k) => METRIC_KIND[k] === 'ratio')).toEqual(['sharpe', 'sortino', 'calmar', 'skew', 'kurtosis']);
  });

  it('recovers the annual risk-free rate from the per-period one under both conventions', () => {
    for (const convention of ['empyrical', 'quantstats'] as const) {
      const perPeriod = riskFreePerPeriod(0.025, 243, convention);
      expect(annualRiskFreeOf({ riskFreePerPeriod: perPeriod, periodsPerYear: 243, convention })).toBeCloseTo(0.025, 12);
    }
  });

  it('turns the server answer (metrics at the top level) into a MetricsResult', () => {
    const result = computeMetrics([0.01], { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    const { values, problems, ...context } = result;
    const data = { ...values, ...context, problems: problems as Record<string, string> };
    expect(metricsResultOf(data)).toEqual(result);
    expect(result.problems.sharpe).toBe('tooShort');
  });
});

describe('rebaseBenchmark', () => {
  it('scales the benchmark to the net value at the first moment both exist (hand-worked)', () => {
    const nav = [
      [3, 1.2],
      [4, 1.32],
    ] as const;
    const bench = [
      [1, 50],
      [2, 80], // as of t = 3 the benchmark is 80: scale = 1.2 / 80 = 0.015
      [4, 88], // 88 * 0.015 = 1.32: the same 10 % rise as the net value
    ] as const;
    const rebased = rebaseBenchmark(nav, bench);
    expect(rebased.map(([t]) => t)).toEqual([4]);
    expect(rebased[0][1]).toBeCloseTo(1.32, 12);
    // A benchmark starting later rebases the net value's as-of value at its own start.
    const later = rebaseBenchmark(nav, [
      [4, 10],
      [5, 11],
    ]);
    expect(later.map(([, v]) => v)).toEqual([1.32, expect.closeTo(1.452, 12)]);
    expect(rebaseBenchmark(nav, [])).toEqual([]);
  });
});

describe('drawdownPercent', () => {
  it('is 0 at each new peak and the fall from the peak in percent otherwise (hand-worked)', () => {
    const result = drawdownPercent([
      [1, 1],
      [2, 1.25],
      [3, 1], // 1 / 1.25 - 1 = -20 %
      [4, 1.125], // 1.125 / 1.25 - 1 = -10 %
      [5, 1.5],
    ]);
    expect('points' in result && result.points.map(([, v]) => Math.round(v * 1e9) / 1e9)).toEqual([0, 0, -20, -10, 0]);
  });
  it('names the first value that is not above zero', () => {
    expect(
      drawdownPercent([
        [1, 1],
        [2, 0],
      ]),
    ).toEqual({ invalidIndex: 1 });
  });
});

it('splits a "How to use" text into paragraphs at blank lines', () => {
  expect(paragraphsOf('First line.\n\n  Second,\nstill second.\n \nThird.\n')).toEqual(['First line.', 'Second,\nstill second.', 'Third.']);
});
