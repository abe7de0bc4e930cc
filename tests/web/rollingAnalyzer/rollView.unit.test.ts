/**
 * The roll return page's numbers (src/pages/Tool/Calculator/RollingAnalyzer/rollView.ts) on the hand-made term
 * structure of fixtures.ts; every expected figure is worked out next to it.
 */
import { TradingCalendar } from '@common/domain/tradingCalendar';
import { curveOf, frontYieldSeries, nearFarByOpenInterest, pairYields, rollingStrategy, spreadCells } from '@/pages/Tool/Calculator/RollingAnalyzer/rollView';
import { d, DAYS, TERM } from './fixtures';

// SHFE's 2025 Spring Festival closure (State Council notice for 2025; seeded CN calendar, exchange-holidays.json).
const CN_2025 = new TradingCalendar(['2025-01-01', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', '2025-02-03', '2025-02-04']);

const METRICS = { periodsPerYear: 243, riskFree: 0, convention: 'empyrical' as const };
const last = TERM.days[4];

describe('curve, spreads and roll yield', () => {
  test('the latest curve in expiry order with spreads near - far and the labelled variants', () => {
    expect(curveOf(last).map((p) => [p.label, p.settle, p.daysToExpiry])).toEqual([
      ['M1', 104, 0],
      ['M2', 102, 31],
      ['M3', 100, 59],
    ]);
    const logMonths = pairYields(last, { method: 'log', basis: 'months' });
    // ln(104 / 102) x 12 / 1 month = 0.233017...; ln(102 / 100) x 12 = 0.237631...
    expect(logMonths.map((p) => [p.pair, p.spread])).toEqual([
      ['M1-M2', 2],
      ['M2-M3', 2],
    ]);
    expect(logMonths[0].rollYield).toBeCloseTo(Math.log(104 / 102) * 12, 12);
    expect(logMonths[1].rollYield).toBeCloseTo(Math.log(102 / 100) * 12, 12);
    // Simple, calendar days: (104 - 102) / 102 x 365 / 31 days (2025-01-10 -> 2025-02-10).
    expect(pairYields(last, { method: 'simple', basis: 'calendarDays' })[0].rollYield).toBeCloseTo(((104 - 102) / 102) * (365 / 31), 12);
    // Issue 18: trading days by the product's calendar and its days per year, no longer weekdays and 252. From
    // 2025-01-10 (excl.) to 2025-02-10 (incl.) there are 21 weekdays, 6 of them the Spring Festival closure: 15;
    // 243 trading days in 2025 on SHFE. Without a calendar the count is weekdays (21), labelled so on the page.
    const tradingDays = pairYields(last, { method: 'log', basis: 'tradingDays' }, { calendar: CN_2025, daysPerYear: 243 });
    expect(tradingDays[0].rollYield).toBeCloseTo((Math.log(104 / 102) * 243) / 15, 12);
    expect(pairYields(last, { method: 'log', basis: 'tradingDays' }, { calendar: null, daysPerYear: 243 })[0].rollYield).toBeCloseTo(
      (Math.log(104 / 102) * 243) / 21,
      12,
    );
  });

  test("near and far by the previous day's open interest, not by expiry (issue 18)", () => {
    // OI: A 500 400 300 ..., B 300 450 460 ..., C 10. Day 2 (index 1) follows A's 500: A and B. Day 3 follows B's 450
    // on day 2 (A 400): B and C, although A still trades and expires first.
    expect(nearFarByOpenInterest(TERM.days[0], TERM.days[1])).toMatchObject({ near: { instrument: 'SHFE.FU2502' }, far: { instrument: 'SHFE.FU2503' } });
    expect(nearFarByOpenInterest(TERM.days[1], TERM.days[2])).toMatchObject({ near: { instrument: 'SHFE.FU2503' }, far: { instrument: 'SHFE.FU2504' } });
  });

  test("heat map cells: one per date and adjacent pair; the traded pair's yield per day", () => {
    const heat = spreadCells(TERM.days);
    expect(heat.dates).toEqual(DAYS);
    expect(heat.pairs).toEqual(['M1-M2', 'M2-M3']);
    // Every day A - B = 2 and B - C = 2.
    expect(heat.cells).toHaveLength(10);
    expect(heat.cells.every(([, , v]) => v === 2)).toBe(true);
    // From the second day (the first has no previous day): A/B on day 2, then B/C (B's open interest leads).
    const series = frontYieldSeries(TERM.days, { method: 'log', basis: 'months' });
    expect(series.map(([t]) => t)).toEqual(TERM.days.slice(1).map((day) => day.ts));
    const expected = [Math.log(101 / 99), Math.log(100 / 98), Math.log(101 / 99), Math.log(102 / 100)].map((v) => v * 12);
    for (const [i, [, v]] of series.entries()) expect(v).toBeCloseTo(expected[i], 12);
  });
});

describe('rolling strategies', () => {
  test('2 trading days before expiry: A -> B at the close of 2025-01-08; B (expiring after the data) is held to the end', () => {
    const out = rollingStrategy(TERM, 'daysBeforeExpiry', 2, METRICS);
    if (!out.ok) throw new Error(out.problem);
    expect(out.result.rolls).toEqual([{ time: d('2025-01-08'), from: 'SHFE.FU2502', to: 'SHFE.FU2503' }]);
    // Returns: 101/100 - 1, then A to the roll close 102/101 - 1, then B 101/100 - 1 and 102/101 - 1.
    const expected = [101 / 100 - 1, 102 / 101 - 1, 101 / 100 - 1, 102 / 101 - 1];
    expect(out.result.returns).toHaveLength(4);
    for (const [i, [, r]] of out.result.returns.entries()) expect(r).toBeCloseTo(expected[i], 12);
    expect(out.result.nav.at(-1)?.[1]).toBeCloseTo(1.0404, 12);
    // Continuous series: the gap at the roll is B - A = 100 - 102 = -2 (difference) or 100 / 102 (ratio); B unchanged.
    expect(out.result.continuous.none.map((p) => p.value)).toEqual([100, 101, 100, 101, 102]);
    expect(out.result.continuous.difference.map((p) => p.value)).toEqual([98, 99, 100, 101, 102]);
    expect(out.result.continuous.ratio[0].value).toBeCloseTo((100 * 100) / 102, 12);
    expect(out.result.metrics.periodsPerYear).toBe(243);
    expect(out.result.metrics.values.cumulativeReturn).toBeCloseTo(0.0404, 12);
  });

  test("open interest: B (450) passes A (400) on 2025-01-07, so the roll is on 2025-01-08 (the @main rule: the previous day's OI)", () => {
    // Issue 18: one rule with the @main series; the open interest of 2025-01-07 is known at the open of 2025-01-08,
    // so the roll moves from 2025-01-07 (the same day's figure) to 2025-01-08.
    const out = rollingStrategy(TERM, 'openInterest', 2, METRICS);
    if (!out.ok) throw new Error(out.problem);
    expect(out.result.rolls).toEqual([{ time: d('2025-01-08'), from: 'SHFE.FU2502', to: 'SHFE.FU2503' }]);
    // 101/100 x 102/101 x 101/100 x 102/101 = 1.02 x 1.02 = 1.0404 (the same as 2 days before expiry here).
    expect(out.result.nav.at(-1)?.[1]).toBeCloseTo(1.0404, 12);
  });

  test("5 days before expiry: A's roll day would fall before the data, so the strategy holds B from the start", () => {
    const out = rollingStrategy(TERM, 'daysBeforeExpiry', 5, METRICS);
    if (!out.ok) throw new Error(out.problem);
    expect(out.result.rolls).toEqual([]);
    // B from 98 to 102: 102 / 98 - 1.
    expect(out.result.nav.at(-1)?.[1]).toBeCloseTo(102 / 98, 12);
    expect(out.result.continuous.none.map((p) => p.contract)).toEqual(Array(5).fill('SHFE.FU2503'));
  });

  test('a roll the data cannot price is reported, not thrown', () => {
    const gap = {
      ...TERM,
      days: TERM.days.map((day) => (day.date === '2025-01-08' ? { ...day, curve: day.curve.filter((p) => p.instrument !== 'SHFE.FU2503') } : day)),
    };
    const out = rollingStrategy(gap, 'daysBeforeExpiry', 2, METRICS);
    // A reason the page words in the user's language (rollingAnalyzer.problem.*), not the domain's English text.
    expect(out).toEqual({ ok: false, rule: 'daysBeforeExpiry', problem: 'noPriceAtRoll' });
  });
});
