/**
 * The readers behind readTable (server/infra/tables/readTable.ts), bounded by docs/security.md "Import limits": they
 * stop one row past the import's row limit, and refuse a row over TABLE_MAX_COLUMNS or a cell over
 * TABLE_MAX_CELL_CHARS (`importTooComplex`). Pure of the server: they run on the request's thread (small CSV) or in a
 * parse worker (tableWorker.cjs).
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { ApiError, apiError } from '../http/apiError';
import { CSV_MAX_RECORD_CHARS, TABLE_MAX_CELL_CHARS, TABLE_MAX_COLUMNS } from './importLimits';
import { checkZipDirectory, verifyInflatedSizes } from './zipDirectory';

export type Cell = string | number | Date | null;

function checkRow(cells: readonly Cell[], rowNo: number): void {
  if (cells.length > TABLE_MAX_COLUMNS) throw apiError('importTooComplex', `Row ${rowNo} has ${cells.length} columns (at most ${TABLE_MAX_COLUMNS})`);
  for (const c of cells)
    if (typeof c === 'string' && c.length > TABLE_MAX_CELL_CHARS)
      throw apiError('importTooComplex', `A cell of row ${rowNo} has ${c.length} characters (at most ${TABLE_MAX_CELL_CHARS})`);
}

/** CSV text -> rows (header included), at most `maxRows` + 1 data rows. */
export function readCsvRows(text: string, maxRows: number): string[][] {
  let rowNo = 0;
  try {
    return parseCsv(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: CSV_MAX_RECORD_CHARS,
      // The header, the rows allowed and one more, so the import can say "too many rows".
      to: maxRows + 2,
      on_record: (record: string[]) => {
        rowNo += 1;
        checkRow(record, rowNo);
        return record;
      },
    }) as string[][];
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw apiError('importTooComplex', `A field or line is longer than ${CSV_MAX_RECORD_CHARS} characters`);
    throw err;
  }
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

/**
 * The first sheet of a workbook -> rows, streamed: the zip's directory is checked first (checkZipDirectory, then the
 * real inflated sizes), rows are read one by one and reading stops one row past `maxRows`.
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<Cell[][]> {
  verifyInflatedSizes(bytes, checkZipDirectory(bytes));
  // Its named exports are not visible to Node's ESM loader (tsx): take the CommonJS module object.
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles say which number cells are dates; hyperlinks keep their text in the cell.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const table: Cell[][] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // exceljs rows are 1-based: values[0] is empty.
      const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
      checkRow(cells, table.length + 1);
      if (cells.some((c) => c !== null && c !== '')) table.push(cells);
      if (table.length > maxRows + 1) break;
    }
    // The first sheet only.
    break;
  }
  return table;
}
