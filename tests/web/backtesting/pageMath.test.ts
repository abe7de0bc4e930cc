/**
 * The page's own small computations: the date,value CSV reader (row errors, header, order, duplicates) and the sweep's
 * value lists.
 */
import { parseValues } from '@/pages/Tool/Calculator/Backtesting/components/SweepPanel';
import { readSeriesCsv } from '@/pages/Tool/Calculator/Backtesting/readSeriesFile';

test('CSV: header skipped, rows sorted, each bad row reported with its number', () => {
  const f = readSeriesCsv('nav.csv', 'date,value\n2025-01-03,1.02\n2025-01-02,1\nnot a date,3\n2025-01-04,\n2025-01-03,9\n\n2025/01/06,"1,050"\n');
  expect(f.points).toEqual([
    [Date.UTC(2025, 0, 2), 1],
    [Date.UTC(2025, 0, 3), 1.02],
    [Date.UTC(2025, 0, 6), 1050],
  ]);
  expect(f.errors).toEqual([
    { row: 4, text: 'not a date,3' },
    { row: 5, text: '2025-01-04,' },
    { row: 6, text: '2025-01-03,9' },
  ]);
});

test('sweep values: lists and from:to:step; anything else is invalid', () => {
  expect(parseValues('10, 20 30')).toEqual([10, 20, 30]);
  expect(parseValues('0.5:1.5:0.25')).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
  expect(parseValues('')).toEqual([]);
  expect(parseValues('1, x')).toBeNull();
  expect(parseValues('5:1:1')).toBeNull();
});
