/**
 * Known answers for common/domain/calendarReturns.ts, worked by hand below (each division written out), with the
 * convention of QuantStats' `monthly_returns` (ranaroussi/quantstats, stats.py: each month compounds its daily
 * returns; the first return is measured from the first price): a month's return is its last value over the last
 * value before it, the first month measured from the first value.
 */
import { CalendarReturnsInputError, monthlyReturns } from '../../common/domain/calendarReturns';

const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('monthlyReturns', () => {
  it('compounds within each month, the first month from the first value (hand-worked)', () => {
    const nav: [number, number][] = [
      [at('2024-11-15'), 1.0], // first value: November counts from here
      [at('2024-11-29'), 1.05], // Nov end: 1.05 / 1.00 - 1 = 0.05
      [at('2024-12-02'), 1.0],
      [at('2024-12-31'), 0.945], // Dec end: 0.945 / 1.05 - 1 = -0.10
      [at('2025-01-10'), 1.0],
      [at('2025-01-31'), 1.0395], // Jan end: 1.0395 / 0.945 - 1 = 0.10
      // no value in February: null, and March measures from January's end
      [at('2025-03-31'), 1.14345], // Mar end: 1.14345 / 1.0395 - 1 = 0.10
    ];
    const years = monthlyReturns(nav);
    expect(years.map((y) => y.year)).toEqual([2024, 2025]);
    const [y2024, y2025] = years;
    expect(y2024.months.slice(0, 10)).toEqual(new Array(10).fill(null));
    expect(y2024.months[10]).toBeCloseTo(0.05, 12);
    expect(y2024.months[11]).toBeCloseTo(-0.1, 12);
    // 2024 total: 0.945 / 1.00 - 1 = -0.055 = (1.05)(0.90) - 1
    expect(y2024.total).toBeCloseTo(-0.055, 12);
    expect(y2025.months[0]).toBeCloseTo(0.1, 12);
    expect(y2025.months[1]).toBeNull();
    expect(y2025.months[2]).toBeCloseTo(0.1, 12);
    expect(y2025.months.slice(3)).toEqual(new Array(9).fill(null));
    // 2025 total: 1.14345 / 0.945 - 1 = 0.21 = (1.10)(1.10) - 1
    expect(y2025.total).toBeCloseTo(0.21, 12);
  });

  it('uses the UTC date: 2024-12-31T23:30Z is December, 2025-01-01T00:30Z is January', () => {
    const years = monthlyReturns([
      [Date.parse('2024-12-01T00:00:00Z'), 100],
      [Date.parse('2024-12-31T23:30:00Z'), 110], // Dec: 110 / 100 - 1 = 0.10
      [Date.parse('2025-01-01T00:30:00Z'), 99], // Jan: 99 / 110 - 1 = -0.10
    ]);
    expect(years[0].months[11]).toBeCloseTo(0.1, 12);
    expect(years[1].months[0]).toBeCloseTo(-0.1, 12);
  });

  it('answers no year for no value, and zero for a single value', () => {
    expect(monthlyReturns([])).toEqual([]);
    const [only] = monthlyReturns([[at('2025-06-03'), 1.2]]);
    expect(only.months[5]).toBe(0);
    expect(only.total).toBe(0);
  });

  it('refuses a value that is not positive, or a time out of order, naming its position', () => {
    expect(() =>
      monthlyReturns([
        [at('2025-01-01'), 1],
        [at('2025-01-02'), 0],
      ]),
    ).toThrow(new CalendarReturnsInputError('navNotPositive', 1));
    const caught = (() => {
      try {
        monthlyReturns([
          [at('2025-01-02'), 1],
          [at('2025-01-01'), 1],
        ]);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(caught).toBeInstanceOf(CalendarReturnsInputError);
    expect(caught).toMatchObject({ code: 'notAscending', index: 1 });
  });
});
