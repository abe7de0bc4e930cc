/** Hand-worked cases for common/domain/align.ts (the rule is in its doc comment: common dates, missing values dropped). */
import { alignByDate } from '../../common/domain/align';

describe('alignByDate', () => {
  it('keeps the common dates, ascending, whatever the inputs order', () => {
    const spot = [
      [3, 30],
      [1, 10],
      [2, 20],
      [5, 50],
    ] as const;
    const futures = [
      [2, 200],
      [3, 300],
      [4, 400],
      [5, 500],
    ] as const;
    expect(alignByDate(spot, futures)).toEqual([
      [2, 20, 200],
      [3, 30, 300],
      [5, 50, 500],
    ]);
  });
  it('drops a date missing in either series and takes the later print of a repeated date', () => {
    const a: [string, number | null][] = [
      ['2024-01-02', 1],
      ['2024-01-03', null],
      ['2024-01-04', 4],
      ['2024-01-04', 44],
    ];
    const b: [string, number | null][] = [
      ['2024-01-02', Number.NaN],
      ['2024-01-03', 3],
      ['2024-01-04', 5],
    ];
    expect(alignByDate(a, b)).toEqual([['2024-01-04', 44, 5]]);
  });
  it('answers an empty list without common dates', () => {
    expect(alignByDate([[1, 1]], [[2, 2]])).toEqual([]);
    expect(alignByDate([], [[2, 2]])).toEqual([]);
  });
});
