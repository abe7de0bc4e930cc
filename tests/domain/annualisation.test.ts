/**
 * No annualised return below one year of periods (withoutShortAnnualisation, common/domain/metrics.ts): the GIPS
 * standards' rule that returns for periods of less than one year must not be annualised. Issue 18: a trade book's one
 * day of +0.0557 % showed an annual return of 14.50 % at 243 days a year.
 */
import { computeMetrics, withoutShortAnnualisation } from '../../common/domain/metrics';

const options = { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' as const };

test("one day's return is not annualised: tooShort with the year's 243 periods as its minimum", () => {
  const raw = computeMetrics([0.000557], options);
  // What the page showed before: 1.000557^243 - 1.
  expect(raw.values.annualReturn).toBeCloseTo(1.000557 ** 243 - 1, 12);
  expect(raw.values.annualReturn).toBeGreaterThan(0.14);
  const shown = withoutShortAnnualisation(raw);
  expect(shown.values.annualReturn).toBeNull();
  expect(shown.problems.annualReturn).toBe('tooShort');
  // Calmar had no value for its own reason (no drawdown): it keeps it; the cumulative return stays.
  expect(shown.problems.calmar).toBe('noDrawdown');
  expect(shown.minimums).toEqual({ annualReturn: 243 });
  // A losing day has a drawdown, so Calmar existed: refused as well.
  const losing = withoutShortAnnualisation(computeMetrics([-0.001], options));
  expect([losing.values.calmar, losing.problems.calmar, losing.minimums?.calmar]).toEqual([null, 'tooShort', 243]);
  expect(shown.values.cumulativeReturn).toBeCloseTo(0.000557, 15);
});

test('a full year of periods keeps its annual return and Calmar unchanged', () => {
  const year = Array.from({ length: 243 }, (_, i) => (i % 2 === 0 ? 0.01 : -0.008));
  const raw = computeMetrics(year, options);
  expect(withoutShortAnnualisation(raw)).toBe(raw);
  expect(raw.values.annualReturn).not.toBeNull();
  // A caller may ask for less than a year explicitly.
  expect(withoutShortAnnualisation(computeMetrics(year.slice(0, 60), options), 60).values.calmar).not.toBeNull();
});
