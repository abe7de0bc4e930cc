/**
 * An investment clock indicator imported from an Excel workbook (first sheet, date,value): read in the browser
 * through exceljs, date cells and number cells alike; a workbook with a bad row is refused row by row.
 */
import ExcelJS from 'exceljs';
import { readIndicatorFile } from '@/pages/Tool/Calculator/Cycle/indicatorFile';

async function workbook(rows: unknown[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('PMI');
  for (const row of rows) sheet.addRow(row);
  const bytes = await book.xlsx.writeBuffer();
  return new File([bytes as ArrayBuffer], 'pmi.xlsx');
}

test('date cells and text dates with numbers give the points, ascending', async () => {
  const file = await workbook([
    ['date', 'value'],
    [new Date(Date.UTC(2025, 1, 28)), 50.2],
    ['2025-01-31', 49.1],
  ]);
  expect(await readIndicatorFile(file)).toEqual({
    points: [
      [Date.UTC(2025, 0, 31), 49.1],
      [Date.UTC(2025, 1, 28), 50.2],
    ],
    errors: [],
  });
});

test('a bad row refuses the workbook with its row number; other file types are refused as a whole', async () => {
  const file = await workbook([
    ['date', 'value'],
    ['2025-01-31', 'n/a'],
  ]);
  expect(await readIndicatorFile(file)).toEqual({ points: [], errors: [{ row: 2, code: 'value' }] });
  expect(await readIndicatorFile(new File(['x'], 'pmi.pdf'))).toEqual({ points: [], errors: [{ row: 0, code: 'format' }] });
});
