/** src/utils/xlsxExport.ts: the sheet holds the CSV export's header and rows, numbers as numbers, blanks for missing ones. */
import { sheetNames, sheetRows } from '@/utils/xlsxExport';

test('header then one row per table row; numbers stay numbers, null and NaN become empty cells', () => {
  const rows = [
    { name: 'FU', value: 1.5 },
    { name: 'LU', value: Number.NaN },
    { name: '=cmd', value: null },
  ];
  const columns = [
    { title: 'Name', value: (r: (typeof rows)[number]) => r.name },
    { title: 'Value', value: (r: (typeof rows)[number]) => r.value },
  ];
  expect(sheetRows(rows, columns)).toEqual([
    ['Name', 'Value'],
    ['FU', 1.5],
    ['LU', null],
    // A cell in a workbook is a value, not a formula: no CSV-style guard is needed.
    ['=cmd', null],
  ]);
});

test('sheet names are made valid for Excel and unique in the workbook', () => {
  expect(sheetNames(['FU: inner/outer [USD/t]', 'fu: inner/outer [usd/t]', '', 'A'.repeat(40), 'A'.repeat(40)])).toEqual([
    'FU  inner outer  USD t',
    'fu  inner outer  usd t 2',
    'Sheet',
    'A'.repeat(31),
    `${'A'.repeat(29)} 2`,
  ]);
});
