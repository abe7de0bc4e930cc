/**
 * Users' table files, read into rows of cells: CSV (UTF-8, a leading byte-order mark dropped, ragged rows allowed,
 * empty lines skipped, cells trimmed) or the first sheet of an Excel workbook (formula cells give their result, rich
 * text its plain text, hyperlinks their text; Excel date cells arrive as wall-clock times in UTC Date objects).
 * Used by the bar, trade and calendar imports, which give the columns their meaning.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';

export type Cell = string | number | Date | null;

/** A file as the import calls send it: its format and its bytes in base64. */
export interface TableFile {
  format: 'csv' | 'xlsx';
  content: string;
}

/** A number cell or a number written as text (thousands commas allowed); undefined when empty, null when not a finite number. */
export function numberOf(cell: Cell): number | null | undefined {
  if (cell === null || cell === undefined || cell === '') return undefined;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') {
    const text = cell.trim().replace(/,/g, '');
    if (text === '') return undefined;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function cellValue(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || v instanceof Date) return v;
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'object' && 'result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if (typeof v === 'object' && 'richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
  return null;
}

/** The rows of a file, header row included; throws when the file cannot be read (the caller words the error). */
export async function readTable(file: TableFile): Promise<Cell[][]> {
  const bytes = Buffer.from(file.content, 'base64');
  if (file.format === 'csv') {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    return parseCsv(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  }
  // exceljs takes 0.3-0.7 s to load: only a spreadsheet import pays for it, not every start of the server.
  // Its named exports are not visible to Node's ESM loader (tsx): take the CommonJS module object.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // exceljs rows are 1-based: values[0] is empty.
    table.push(values.slice(1).map(cellValue));
  });
  return table;
}
