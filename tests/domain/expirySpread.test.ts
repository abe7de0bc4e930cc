/**
 * Known answers for common/domain/expirySpread.ts, worked by hand. Sources: the calendar spread convention of
 * docs/domain.md (near - far, positive = backwardation); the SHFE FU listing rule (last trading day = the last trading
 * day of the month before delivery: FU2411 -> 2024-10-31, a Thursday); China's 2024 National Day closure 2024-10-01..07
 * (State Council notice 2023-10-25; the weekdays 10-01..04 and 10-07 are holidays, as in tests/domain/tradingCalendar).
 * Trading days after 2024-10-08 up to 2024-10-31: the weekdays 9, 10, 11, 14-18, 21-25, 28-31 = 17; so 2024-10-08 is
 * 17 days before, 2024-09-30 is 18 (the closure is not counted; on a weekday-only calendar it would be 23) and
 * 2024-09-27 is 19.
 */
import { expiryPairMonths, expirySpreadPoints } from '../../common/domain/expirySpread';
import { TradingCalendar } from '../../common/domain/tradingCalendar';

const cn = new TradingCalendar(['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07']);
const LTD = '2024-10-31';

describe('expiryPairMonths', () => {
  it('takes the far leg in the same year when its month is later, else in the next year', () => {
    expect(expiryPairMonths(2024, 1, 5)).toEqual({ near: '2024-01', far: '2024-05' });
    expect(expiryPairMonths(2024, 11, 3)).toEqual({ near: '2024-11', far: '2025-03' });
    expect(expiryPairMonths(2025, 12, 6)).toEqual({ near: '2025-12', far: '2026-06' });
  });
  it('refuses a pair of one month', () => {
    expect(() => expiryPairMonths(2024, 5, 5)).toThrow(/differ/);
  });
});

describe('expirySpreadPoints', () => {
  const near = [
    { date: '2024-09-27', value: 3500 },
    { date: '2024-09-30', value: 3520 },
    { date: '2024-10-08', value: 3490 },
    { date: '2024-10-31', value: 3400 },
  ];
  const far = [
    { date: '2024-09-27', value: 3450 },
    { date: '2024-09-30', value: 3530 },
    { date: '2024-10-08', value: 3440 },
    { date: '2024-10-31', value: 3410 },
  ];

  it('counts trading days to the last trading day with holidays skipped, 0 on the day itself', () => {
    expect(expirySpreadPoints(near, far, LTD, cn, 250)).toEqual([
      [19, 50],
      [18, -10], // contango that day: near below far
      [17, 50],
      [0, -10],
    ]);
  });

  it('on a weekday-only calendar the closure counts: the same dates are further from expiry', () => {
    expect(expirySpreadPoints(near, far, LTD, new TradingCalendar(), 250).map(([x]) => x)).toEqual([24, 23, 17, 0]);
  });

  it('drops a date the far leg has no value for, and never fills it', () => {
    const gappy = far.filter((p) => p.date !== '2024-09-30');
    expect(expirySpreadPoints(near, gappy, LTD, cn, 250)).toEqual([
      [19, 50],
      [17, 50],
      [0, -10],
    ]);
  });

  it('drops dates after the last trading day, non-trading dates and dates beyond daysBefore; sorts by date', () => {
    const late = [...near, { date: '2024-11-01', value: 3300 }, { date: '2024-10-03', value: 3000 }].reverse();
    const lateFar = [...far, { date: '2024-11-01', value: 3200 }, { date: '2024-10-03', value: 2900 }];
    expect(expirySpreadPoints(late, lateFar, LTD, cn, 18)).toEqual([
      [18, -10],
      [17, 50],
      [0, -10],
    ]);
  });

  it('answers nothing without common dates', () => {
    expect(expirySpreadPoints(near, [], LTD, cn, 250)).toEqual([]);
  });
});
