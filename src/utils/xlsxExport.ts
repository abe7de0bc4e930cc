/**
 * Excel export of a table: the same columns and rows as its CSV export (src/utils/csvExport.ts), numbers as numbers.
 * exceljs (4.4, MIT) loads on the first export only, as its own chunk, so no page pays for it before it is used.
 */
import { type CsvColumn, exportedNumber } from '@/utils/csvExport';

/**
 * The workbook's one sheet as rows of cells: the header, then one row per table row. Numbers are numbers, without
 * floating-point noise and at the column's `digits` when it has them (csvExport.ts, `exportedNumber`).
 */
export function sheetRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): (string | number | null)[][] {
  const cell = (value: unknown, digits: number | undefined): string | number | null =>
    value === null || value === undefined
      ? null
      : typeof value === 'number'
        ? Number.isFinite(value)
          ? exportedNumber(value, digits)
          : null
        : String(value).replace(/[\u2066-\u2069]/g, ''); // direction isolates are for the screen (numberText.ts)
  return [columns.map((c) => c.title), ...rows.map((row) => columns.map((c) => cell(c.value(row), c.digits)))];
}

export async function exportXlsx<T>(filename: string, sheetName: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): Promise<void> {
  await exportWorkbook(filename, [{ name: sheetName, rows: sheetRows(rows, columns) }]);
}

/** One sheet of a workbook: its name (made valid and unique by exportWorkbook) and its rows, the header first. */
export interface Sheet {
  name: string;
  rows: (string | number | null)[][];
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique within the workbook (case-insensitively). */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .replace(/[:\\/?*[\]]/g, ' ')
        .trim()
        .slice(0, 31) || 'Sheet';
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A workbook of several sheets (a page's report: one sheet per panel), header rows in bold. */
export async function exportWorkbook(filename: string, sheets: readonly Sheet[]): Promise<void> {
  const { Workbook } = await import('exceljs');
  const workbook = new Workbook();
  const names = sheetNames(sheets.map((s) => s.name));
  sheets.forEach((s, i) => {
    const sheet = workbook.addWorksheet(names[i]);
    for (const values of s.rows) sheet.addRow(values);
    sheet.getRow(1).font = { bold: true };
  });
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.xlsx') ? filename : `${filename}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
