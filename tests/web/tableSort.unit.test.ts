/** The nullable-number sorters (src/utils/tableSort.ts): blanks at the bottom in both directions, as antd applies a sorter. */
import { byNullableNumber, sortByNullableNumber } from '@/utils/tableSort';

// antd sorts ascending with the comparator and descending with its negation, passing the order (rc-table's sorter).
const antdSort = <T>(rows: T[], compare: (a: T, b: T, order: 'ascend' | 'descend') => number, order: 'ascend' | 'descend') =>
  [...rows].sort((a, b) => (order === 'descend' ? -1 : 1) * compare(a, b, order));

test('numbers sort either way and blanks stay last', () => {
  const values = [3, null, -1, 10, null, 0];
  expect(antdSort(values, byNullableNumber, 'ascend')).toEqual([-1, 0, 3, 10, null, null]);
  expect(antdSort(values, byNullableNumber, 'descend')).toEqual([10, 3, 0, -1, null, null]);
});

test('a column sorter over a field of the row: missing (null or undefined) rows stay last', () => {
  const rows = [{ v: 2 }, { v: undefined }, { v: -5 }, { v: null }, { v: 7 }];
  const byV = sortByNullableNumber((r: { v?: number | null }) => r.v);
  expect(antdSort(rows, byV, 'ascend').map((r) => r.v)).toEqual([-5, 2, 7, undefined, null]);
  expect(antdSort(rows, byV, 'descend').map((r) => r.v)).toEqual([7, 2, -5, undefined, null]);
});
