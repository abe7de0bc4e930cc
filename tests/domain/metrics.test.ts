/**
 * Known answers for common/domain/metrics.ts.
 * - empyrical's own test vector (quantopian/empyrical, tests/test_stats.py `simple_benchmark`-style daily
 *   returns; copied in docs/domain.md, "Performance metrics"): returns in percent [NaN, 1, 10, -4, 2, 3, 2, 1, -10],
 *   P = 252, give cumulative 0.0389310917, annual return 1.9135925373194231, annual volatility 0.9136465399704637,
 *   Sharpe 1.7238613961706866, downside risk 0.6044832503882965, Sortino 2.605531251673693, max drawdown -0.1,
 *   Calmar 19.135925373194233; QuantStats gives Sharpe 1.6369 on the same input (NaN zero-filled).
 * - Skew, kurtosis, VaR and CVaR of the same vector from scipy 1.17 / numpy 2.4:
 *     r = np.array([1,10,-4,2,3,2,1,-10]) / 100
 *     stats.skew(r, bias=False) = -0.4553064090719742; stats.kurtosis(r, bias=False) = 1.6510229364796842
 *     v = np.percentile(r, 5) = -0.079; r[r <= v].mean() = -0.1
 *   and the QuantStats Sharpe with an annual rf of 2 % de-annualised geometrically:
 *     z = [0, ...r]; e = z - (1.02 ** (1/252) - 1); e.mean() / e.std(ddof=1) * sqrt(252) = 1.6137408258160217
 */
import {
  annualReturn,
  annualVolatility,
  calmar,
  computeMetrics,
  conditionalValueAtRisk,
  cumulativeReturn,
  downsideRisk,
  drawdownSeries,
  kurtosis,
  MetricsInputError,
  maxDrawdown,
  navToReturns,
  sharpe,
  skew,
  sortino,
  valueAtRisk,
  winRate,
} from '../../common/domain/metrics';

const PCT = [null, 1, 10, -4, 2, 3, 2, 1, -10];
const R = PCT.map((v) => (v === null ? null : v / 100));
const rel = (actual: number | null, expected: number, tol = 1e-9) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected) / Math.abs(expected)).toBeLessThan(tol);
};

describe('empyrical definitions on empyrical test vector', () => {
  it('cumulative and annual return (n counts the missing period)', () => {
    rel(cumulativeReturn(R), 0.0389310917, 1e-9);
    rel(annualReturn(R, 252), 1.9135925373194231);
  });

  it('annual volatility, Sharpe, downside risk, Sortino', () => {
    rel(annualVolatility(R, 252), 0.9136465399704637);
    rel(sharpe(R, 0, 252), 1.7238613961706866);
    rel(downsideRisk(R, 0, 252), 0.6044832503882965);
    rel(sortino(R, 0, 252), 2.605531251673693);
  });

  it('max drawdown (negative) and Calmar', () => {
    rel(maxDrawdown(R), -0.1);
    rel(calmar(R, 252), 19.135925373194233);
  });

  it('win rate, skew, kurtosis, VaR and CVaR at 95 %', () => {
    // 6 of the 8 non-zero returns are positive.
    expect(winRate(R)).toBe(0.75);
    rel(skew(R), -0.4553064090719742);
    rel(kurtosis(R), 1.6510229364796842);
    rel(valueAtRisk(R), -0.079);
    rel(conditionalValueAtRisk(R), -0.1);
  });
});

describe('computeMetrics', () => {
  it('empyrical convention: the same numbers, with the convention and counts', () => {
    const m = computeMetrics(R, { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    rel(m.values.sharpe, 1.7238613961706866);
    rel(m.values.sortino, 2.605531251673693);
    rel(m.values.calmar, 19.135925373194233);
    expect(m.values.bestPeriod).toBe(0.1);
    expect(m.values.worstPeriod).toBe(-0.1);
    expect([m.convention, m.periods, m.observations]).toEqual(['empyrical', 9, 8]);
    expect(m.problems).toEqual({});
  });

  it('QuantStats convention zero-fills the missing period: Sharpe 1.6369 on the same input', () => {
    const m = computeMetrics(R, { periodsPerYear: 252, riskFree: 0, convention: 'quantstats' });
    rel(m.values.sharpe, 1.6368951821422701);
    expect(m.observations).toBe(9);
  });

  it('an annual risk-free rate: per period rf / P (empyrical), (1 + rf)^(1/P) - 1 (QuantStats)', () => {
    const e = computeMetrics(R, { periodsPerYear: 252, riskFree: 0.02, convention: 'empyrical' });
    expect(e.riskFreePerPeriod).toBeCloseTo(0.02 / 252, 15);
    const q = computeMetrics(R, { periodsPerYear: 252, riskFree: 0.02, convention: 'quantstats' });
    rel(q.values.sharpe, 1.6137408258160217);
  });

  it('a constant series: no NaN, each missing metric says why', () => {
    const m = computeMetrics([0.01, 0.01, 0.01, 0.01, 0.01], { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(m.values.sharpe).toBeNull();
    expect(m.problems.sharpe).toBe('noSpread');
    // Issue 18: no dispersion is the reason for Sortino too (it was 'noDownside', true but not the cause).
    expect(m.problems.sortino).toBe('noSpread');
    expect(m.problems.calmar).toBe('noDrawdown');
    expect(m.values.maxDrawdown).toBe(0);
    rel(m.values.cumulativeReturn, 1.01 ** 5 - 1);
    for (const v of Object.values(m.values)) expect(Number.isNaN(v)).toBe(false);
  });

  it('zero or near-zero dispersion: no Sharpe or Sortino, the reason given (empyrical: nan or inf, never a number)', () => {
    // 252 returns of 0.001: the two-pass mean is off by one rounding step, which gave a Sharpe of 2.4e16 before
    // issue 18. empyrical: sharpe_ratio(mixed_returns, risk_free=mixed_returns) is nan (zero excess dispersion);
    // annual_volatility(flat_line_1_tz) is 0.0.
    const flat = new Array(252).fill(0.001);
    for (const riskFree of [0, 0.02]) {
      const m = computeMetrics(flat, { periodsPerYear: 252, riskFree, convention: 'empyrical' });
      expect(m.values.sharpe).toBeNull();
      expect(m.problems.sharpe).toBe('noSpread');
      expect(m.values.sortino).toBeNull();
      expect(m.problems.sortino).toBe('noSpread');
      expect(m.values.annualVolatility).toBe(0);
    }
    // Dispersion within rounding of zero: 0.1 + 0.2 is 0.30000000000000004, one step from 0.3.
    const nearly = computeMetrics([0.1 + 0.2, 0.3, 0.3, 0.3], { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(nearly.values.sharpe).toBeNull();
    expect(nearly.problems.sharpe).toBe('noSpread');
    // A constant shortfall: no Sortino either (it would be -sqrt(P) whatever the loss).
    const losing = computeMetrics(new Array(20).fill(-0.002), { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(losing.problems.sortino).toBe('noSpread');
    expect(sharpe(flat, 0, 252)).toBeNaN();
  });

  it('empty and too-short inputs', () => {
    const empty = computeMetrics([null, null], { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(Object.values(empty.values).every((v) => v === null)).toBe(true);
    expect(new Set(Object.values(empty.problems))).toEqual(new Set(['empty']));
    const one = computeMetrics([0.02], { periodsPerYear: 242, riskFree: 0, convention: 'empyrical' });
    expect(one.problems.sharpe).toBe('tooShort');
    expect(one.problems.kurtosis).toBe('tooShort');
    expect(one.values.cumulativeReturn).toBeCloseTo(0.02, 15);
    rel(one.values.annualReturn, 1.02 ** 242 - 1);
    const zeros = computeMetrics([0, 0, 0], { periodsPerYear: 252, riskFree: 0, convention: 'empyrical' });
    expect(zeros.problems.winRate).toBe('allZero');
  });
});

describe('drawdowns and net values', () => {
  it('drawdown after each period counts from the starting value and keeps missing periods flat', () => {
    const dd = drawdownSeries([-0.1, null, 0.05, 0.1]);
    expect(dd[0]).toBeCloseTo(-0.1, 15);
    expect(dd[1]).toBeCloseTo(-0.1, 15);
    expect(dd[2]).toBeCloseTo(0.9 * 1.05 - 1, 15);
    expect(dd[3]).toBe(0);
  });

  it('net value to returns; a non-positive value is refused with its position', () => {
    const r = navToReturns([1, 1.1, 0.99]);
    expect(r[0]).toBeCloseTo(0.1, 15);
    expect(r[1]).toBeCloseTo(-0.1, 15);
    expect(() => navToReturns([1, 0, 2])).toThrow(MetricsInputError);
    try {
      navToReturns([1, 2, Number.NaN]);
    } catch (err) {
      expect((err as MetricsInputError).index).toBe(2);
    }
    expect.assertions(4);
  });
});
