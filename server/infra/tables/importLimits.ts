/**
 * Import limits (docs/security.md, "Import limits"): what an uploaded table or calendar file may cost before it is
 * refused. All in one place so the docs, the readers and the tests agree. The row limits of each import stay in its
 * contract (BARS_IMPORT_MAX_ROWS, TRADE_IMPORT_MAX_ROWS, CALENDAR_IMPORT_MAX_ROWS): readers stop one row past them.
 */

const MIB = 1024 * 1024;

// Excel workbooks (.xlsx is a zip): checked from the zip's central directory before anything is inflated.
/** Files in the archive (a real workbook has 10-30). */
export const XLSX_MAX_ENTRIES = 200;
/** Declared uncompressed size of one file of the archive. */
export const XLSX_MAX_ENTRY_BYTES = 64 * MIB;
/** Declared uncompressed size of all files together. */
export const XLSX_MAX_TOTAL_BYTES = 96 * MIB;
/** Uncompressed / compressed size of one file (sheet XML deflates 5-30x; a bomb of zeros 1000x). */
export const XLSX_MAX_RATIO = 100;
/** Files smaller than this once inflated are not held to the ratio (tiny XML parts compress oddly). */
export const XLSX_RATIO_FLOOR_BYTES = 1 * MIB;

// Rows of any table file (CSV or the sheet of a workbook).
/** Columns of one row. */
export const TABLE_MAX_COLUMNS = 200;
/** Characters of one cell. */
export const TABLE_MAX_CELL_CHARS = 10_000;
/** Characters of one CSV field or line buffer (csv-parse `max_record_size`). */
export const CSV_MAX_RECORD_CHARS = 64 * 1024;
/** CSV files up to this size are parsed on the request's thread (a few ms); larger ones in a worker. */
export const CSV_INLINE_MAX_BYTES = 64 * 1024;

// ICS calendars: ical.js expands a VTIMEZONE's rules from their DTSTART to five years past the latest time converted.
/** Frequencies a VTIMEZONE rule may have (real zone rules are yearly; ical.js stops impossible ones of these two). */
export const ICS_ZONE_FREQUENCIES: readonly string[] = ['YEARLY', 'MONTHLY'];
/** Changes of offset one VTIMEZONE may expand to (a zone from 1601 with two yearly rules has about 860). */
export const ICS_ZONE_MAX_CHANGES = 2_000;
/** Changes of offset all VTIMEZONEs of a file together may expand to. */
export const ICS_FILE_MAX_ZONE_CHANGES = 20_000;
/** Latest year a release may fall in: bounds the expansion's horizon. */
export const ICS_MAX_YEAR = 2200;

// The parse worker (server/infra/tables/parsePool.ts).
/** Wall time of one parse in the worker, queueing included; past it the worker is terminated. */
export const PARSE_TIME_LIMIT_MS = 10_000;
/** Heap of a parse worker: a file that needs more is refused instead of growing the server. */
export const PARSE_WORKER_HEAP_MB = 256;
/** Parse workers at most (fewer on a small machine: one core stays with the server's requests). */
export const PARSE_MAX_THREADS = 2;
