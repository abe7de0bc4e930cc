/**
 * Sorters for antd table columns of numbers that may be missing: blanks stay at the bottom whichever way the column is
 * sorted (antd negates a comparator's result for a descending sort and passes the order as the third argument).
 */
import type { SortOrder } from 'antd/es/table/interface';

export function byNullableNumber(a: number | null, b: number | null, order?: SortOrder | null): number {
  if (a === null || b === null) return a === b ? 0 : (a === null ? 1 : -1) * (order === 'descend' ? -1 : 1);
  return a - b;
}

/** A column's sorter over a number of the row that may be missing (blanks at the bottom in both directions). */
export const sortByNullableNumber =
  <T>(pick: (row: T) => number | null | undefined) =>
  (a: T, b: T, order?: SortOrder | null): number =>
    byNullableNumber(pick(a) ?? null, pick(b) ?? null, order);
