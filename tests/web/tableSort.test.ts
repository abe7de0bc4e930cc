/** byNullableNumber (src/utils/tableSort.ts): blanks at the bottom in both directions, as antd applies a sorter. */
import { byNullableNumber } from '@/utils/tableSort';

// antd sorts ascending with the comparator and descending with its negation, passing the order (rc-table's sorter).
const antdSort = (values: (number | null)[], order: 'ascend' | 'descend') =>
  [...values].sort((a, b) => (order === 'descend' ? -1 : 1) * byNullableNumber(a, b, order));

test('numbers sort either way and blanks stay last', () => {
  const values = [3, null, -1, 10, null, 0];
  expect(antdSort(values, 'ascend')).toEqual([-1, 0, 3, 10, null, null]);
  expect(antdSort(values, 'descend')).toEqual([10, 3, 0, -1, null, null]);
});
