/**
 * Known answers for common/domain/monthAverage.ts. Source: docs/domain.md, "Spread formulas" ("non-common pricing:
 * average each leg over its own pricing days") and "Balance-month averages (`monthAverage.ts`)", hand-worked here.
 *
 * May 2025 has 22 weekdays. Leg SG (a Singapore assessment) does not price on 1 May (Labour Day) and 12 May (Vesak
 * Day): 20 pricing days. Leg R (a London assessment) does not price on 5 May (early May bank holiday): 21 days.
 * As of Wednesday 14 May, SG = 400 + d and R = 380 + 2d on day d:
 *   SG priced 2, 5, 6, 7, 8, 9, 13, 14: 402+405+406+407+408+409+413+414 = 3264, / 8 = 408; left 20 - 8 = 12.
 *   R priced 1, 2, 6, 7, 8, 9, 12, 13, 14: 382+384+392+394+396+398+404+406+408 = 3564, / 9 = 396; left 21 - 9 = 12.
 *   Balance month SG - R = 408 - 396 = 12.
 *   Days both priced: 2, 6, 7, 8, 9, 13, 14; daily SG - R = 20 - d: 18+14+13+12+11+7+6 = 81, / 7 = 11.571428...
 * A SG value on 12 May (the future traded; no Singapore assessment) is not averaged.
 */
import { balanceMonth, lastDayOfMonth, legMonthAverage } from '../../common/domain/monthAverage';
import { TradingCalendar } from '../../common/domain/tradingCalendar';

const sgDays = new TradingCalendar(['2025-05-01', '2025-05-12']).daysOf('2025-05');
const rDays = new TradingCalendar(['2025-05-05']).daysOf('2025-05');
const day = (d: number) => `2025-05-${String(d).padStart(2, '0')}`;
const values = (f: (d: number) => number, days: number[]) => new Map(days.map((d) => [day(d), f(d)]));
const ALL_TO_14 = [1, 2, 5, 6, 7, 8, 9, 12, 13, 14];
const sg = { alias: 'SG', pricingDays: sgDays, values: values((d) => 400 + d, ALL_TO_14) };
const r = { alias: 'R', pricingDays: rDays, values: values((d) => 380 + 2 * d, ALL_TO_14) };
const spread = (p: Readonly<Record<string, number>>) => p.SG - p.R;

test('each leg averages over its own pricing days up to the as-of date', () => {
  expect(sgDays).toHaveLength(20);
  expect(rDays).toHaveLength(21);
  const a = legMonthAverage(sg, '2025-05-14');
  expect(a.priced.map((p) => p[0])).toEqual([2, 5, 6, 7, 8, 9, 13, 14].map(day));
  expect(a.average).toBe(408);
  expect(a.left).toBe(12);
  expect(a.missing).toEqual([]);
  const b = legMonthAverage(r, '2025-05-14');
  expect(b.priced.map((p) => p[0])).toEqual([1, 2, 6, 7, 8, 9, 12, 13, 14].map(day));
  expect(b.average).toBe(396);
  expect(b.left).toBe(12);
});

test('the balance-month value is the formula of the averages; the common-days average differs', () => {
  const m = balanceMonth([sg, r], '2025-05-14', '2025-05-14', spread);
  expect(m.value).toBe(12);
  expect(m.commonDays).toEqual([2, 6, 7, 8, 9, 13, 14].map(day));
  expect(m.commonDaysAverage).toBeCloseTo(81 / 7, 12);
});

test('a pricing day without a value is missing, not zero; the rates date reaches the formula', () => {
  const gap = { ...r, values: new Map([...r.values].filter(([d]) => d !== day(13))) };
  const a = legMonthAverage(gap, '2025-05-14');
  expect(a.missing).toEqual([day(13)]);
  // 3564 - 406 = 3158 over 8 days.
  expect(a.average).toBeCloseTo(3158 / 8, 12);
  const dates: string[] = [];
  balanceMonth([sg, gap], '2025-05-14', '2025-05-31', (p, date) => {
    dates.push(date);
    return spread(p);
  });
  // The averages convert with the rates of the rate date; each common day's spread with its own day's.
  expect(dates).toEqual(['2025-05-31', ...[2, 6, 7, 8, 9, 14].map(day)]);
});

test('before the first priced day there is no value; a past month has nothing left', () => {
  const early = balanceMonth([sg, r], '2025-04-30', '2025-04-30', spread);
  expect(early.value).toBeNull();
  expect(early.commonDaysAverage).toBeNull();
  expect(early.legs.map((l) => [l.average, l.left])).toEqual([
    [null, 20],
    [null, 21],
  ]);
  const past = balanceMonth([sg, r], '2025-06-10', lastDayOfMonth('2025-05'), spread);
  expect(past.legs.map((l) => l.left)).toEqual([0, 0]);
  // Only 1-14 have values: the rest of the month's pricing days are missing.
  expect(past.legs[0].missing).toHaveLength(20 - 8);
  expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
});
