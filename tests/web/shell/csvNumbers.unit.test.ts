/**
 * Exports without floating-point noise (issue 18: a CSV cell read `129.30799999999994`). Every table exports through
 * src/utils/csvExport.ts (CSV) and src/utils/xlsxExport.ts (Excel): numbers there are written as a reader expects,
 * at the column's digits when it has them (an instrument's precision), else to the 15 digits a spreadsheet keeps.
 */
import { type CsvColumn, exportedNumber, toCsv } from '@/utils/csvExport';
import { sheetRows } from '@/utils/xlsxExport';

interface Row {
  name: string;
  value: number | null;
}
const rows: Row[] = [
  { name: 'FU-LU', value: 129.30799999999994 },
  { name: 'sum', value: 0.1 + 0.2 },
  { name: 'neg', value: -0.48000000000000004 },
  { name: 'at', value: 1_735_689_600_123 },
  { name: 'none', value: null },
];
const columns: CsvColumn<Row>[] = [
  { title: 'Name', value: (r) => r.name },
  { title: 'Value', value: (r) => r.value },
];

test('numbers lose their float noise in the CSV and keep every real digit', () => {
  expect(toCsv(rows, columns).split('\r\n')).toEqual(['Name,Value', 'FU-LU,129.308', 'sum,0.3', 'neg,-0.48', 'at,1735689600123', 'none,', '']);
});

test("a column's digits (the instrument's precision) are written as the table shows them", () => {
  const priced: CsvColumn<Row>[] = [{ title: 'Price', value: (r) => r.value, digits: 2 }];
  expect(toCsv(rows.slice(0, 2), priced).split('\r\n')).toEqual(['Price', '129.31', '0.30', '']);
});

test('the Excel sheet holds the same numbers, as numbers', () => {
  expect(sheetRows(rows, columns).map((r) => r[1])).toEqual(['Value', 129.308, 0.3, -0.48, 1_735_689_600_123, null]);
  expect(sheetRows(rows.slice(0, 1), [{ title: 'Price', value: (r) => r.value, digits: 1 }])).toEqual([['Price'], [129.3]]);
  expect(exportedNumber(Number.NaN)).toBeNaN();
});
