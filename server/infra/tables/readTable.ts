/**
 * Users' table files, read into rows of cells: CSV (UTF-8, a leading byte-order mark dropped, ragged rows allowed,
 * empty lines skipped, cells trimmed) or the first sheet of an Excel workbook (formula cells give their result, rich
 * text its plain text, hyperlinks their text; Excel date cells arrive as wall-clock times in UTC Date objects).
 * Used by the bar, trade and calendar imports, which give the columns their meaning.
 *
 * Bounded (docs/security.md, "Import limits"): reading stops one row past the import's `maxRows`; a workbook's zip
 * directory is checked before anything is inflated (here, on the request's thread: it costs microseconds) and the
 * sheet is streamed in a parse worker; a CSV over CSV_INLINE_MAX_BYTES is parsed in a worker too. Refusals are
 * ApiErrors (importUnpackedTooLarge, importTooComplex, importTimedOut) the caller passes on; any other error means
 * the file cannot be read, and the caller words it.
 */
import path from 'node:path';
import { CSV_INLINE_MAX_BYTES } from './importLimits';
import { runParse } from './parsePool';
import { type Cell, readCsvRows } from './tableReaders';
import type { TableTask } from './tableTask';
import { checkZipDirectory } from './zipDirectory';

export type { Cell } from './tableReaders';

/** A file as the import calls send it: its format and its bytes in base64. */
export interface TableFile {
  format: 'csv' | 'xlsx';
  content: string;
}

const WORKER = path.join(__dirname, 'tableWorker.cjs');

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

/** The rows of a file, header row included, at most `maxRows` + 1 data rows (so the caller can say "too many"). */
export async function readTable(file: TableFile, limits: { maxRows: number }): Promise<Cell[][]> {
  const bytes = Buffer.from(file.content, 'base64');
  if (file.format === 'csv' && bytes.length <= CSV_INLINE_MAX_BYTES) return readCsvRows(bytes.toString('utf8'), limits.maxRows);
  // A bomb is refused here, before a worker is even asked.
  if (file.format === 'xlsx') checkZipDirectory(bytes);
  const task: TableTask = { bytes, maxRows: limits.maxRows };
  const rows = await runParse<Cell[][]>({ filename: WORKER, name: file.format === 'csv' ? 'readCsv' : 'readXlsx', task });
  return file.format === 'xlsx' ? rows.map((cells) => cells.map(ownDate)) : rows;
}

/**
 * Dates cloned from a worker belong to Node's own realm; under jest the code runs in a vm context whose `Date` is
 * another one, where `instanceof Date` fails. Rebuilt here, every Date is this realm's.
 */
const ownDate = (cell: Cell): Cell => (cell !== null && typeof cell === 'object' && !(cell instanceof Date) ? new Date((cell as Date).getTime()) : cell);
