/**
 * Known answers for common/domain/rollYield.ts: the worked examples of docs/domain.md, "Roll yield" (formula from
 * the same section, China convention ln(near / far) * 12 / months_between), evaluated with python3's math module:
 *   near 3650 (expiry 2024-05-15), far 3580 (expiry 2024-09-13), 4 contract months, 121 calendar days, 82 trading days:
 *     math.log(3650/3580)*12/4   = 0.058093101545373456   (log, months: the default)
 *     (3650-3580)/3580*12/4      = 0.05865921787709497    (simple, months)
 *     math.log(3650/3580)*365/121 = 0.05841317373019645   (log, calendar days)
 *     (3650-3580)/3580*365/121   = 0.05898240916016437    (simple, calendar days)
 *     math.log(3650/3580)*252/82 = 0.059510006461114276   (log, trading days, 252 a year)
 *     math.log(3650/3580)*243/82 = 0.05738464908750305    (log, trading days, 243 a year)
 *   contango: near 5200, far 5400, 2 months apart: math.log(5200/5400)*12/2 = -0.2264419678970825
 */
import { calendarDaysBetween, calendarSpread, monthsBetween, rollYield } from '../../common/domain/rollYield';

const rel = (actual: number, expected: number) => expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThan(1e-12);
const BASE = { near: 3650, far: 3580, nearExpiry: '2024-05-15', farExpiry: '2024-09-13' };

describe('rollYield', () => {
  it('defaults to the China convention (log, months)', () => {
    rel(rollYield(BASE), 0.058093101545373456);
    rel(rollYield({ ...BASE, nearExpiry: '2024-05', farExpiry: '2024-09' }), 0.058093101545373456);
    rel(rollYield({ near: 5200, far: 5400, nearExpiry: '2025-01', farExpiry: '2025-03' }), -0.2264419678970825);
  });
  it('gives each variant', () => {
    rel(rollYield({ ...BASE, method: 'simple' }), 0.05865921787709497);
    rel(rollYield({ ...BASE, basis: 'calendarDays' }), 0.05841317373019645);
    rel(rollYield({ ...BASE, basis: 'calendarDays', method: 'simple' }), 0.05898240916016437);
    rel(rollYield({ ...BASE, basis: 'tradingDays', tradingDaysBetween: 82 }), 0.059510006461114276);
    rel(rollYield({ ...BASE, basis: 'tradingDays', tradingDaysBetween: 82, daysPerYear: 243 }), 0.05738464908750305);
  });
  it('reads epoch-millisecond expiries like ISO dates', () => {
    const epoch = { ...BASE, nearExpiry: Date.UTC(2024, 4, 15), farExpiry: Date.UTC(2024, 8, 13, 15) };
    rel(rollYield({ ...epoch, basis: 'calendarDays' }), 0.05841317373019645);
    rel(rollYield(epoch), 0.058093101545373456);
  });
  it('is NaN when an input makes it meaningless', () => {
    expect(rollYield({ ...BASE, far: 0 })).toBeNaN();
    expect(rollYield({ ...BASE, near: -1 })).toBeNaN();
    expect(rollYield({ ...BASE, nearExpiry: '2024-09-13', farExpiry: '2024-05-15' })).toBeNaN();
    expect(rollYield({ ...BASE, basis: 'tradingDays' })).toBeNaN();
    expect(rollYield({ ...BASE, nearExpiry: '2024-05', farExpiry: '2024-09', basis: 'calendarDays' })).toBeNaN();
    expect(rollYield({ ...BASE, nearExpiry: 'May 2024' })).toBeNaN();
  });
});

describe('intervals and the calendar spread', () => {
  it('counts months and calendar days', () => {
    expect(monthsBetween('2024-11', '2025-02')).toBe(3);
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(monthsBetween('2024-13', '2025-02')).toBeNaN();
  });
  it('is near - far, positive in backwardation', () => {
    expect(calendarSpread(3650, 3580)).toBe(70);
    expect(calendarSpread(5200, 5400)).toBe(-200);
  });
});
