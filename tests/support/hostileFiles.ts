/**
 * Hostile import files, shared by the import-limit tests (tests/api/importLimits.test.ts: refused, off the server's
 * thread) and the bench that times the server's answers meanwhile (scripts/bench/importHold.ts).
 */
import ExcelJS from 'exceljs';
import { sheetOfRows, withSheet } from './zipFiles';

/** The 348-byte calendar of the issue: a VTIMEZONE whose offset "changes" every minute since 1970. */
export const zoneBomb = (freq: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//probe//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Probe',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `RRULE:FREQ=${freq}`,
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:probe-1',
    'SUMMARY:Probe release',
    'DTSTART;TZID=Probe:20261112T083000',
    'CATEGORIES:US,USD,high',
    'X-EVENT-KEY:PROBE.RELEASE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** A real workbook (exceljs) whose first sheet is replaced by `rows` rows (tests/support/zipFiles.ts sheetOfRows). */
export async function workbookOfRows(rows: number, numbered = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Bars').addRow(['date', 'open', 'high', 'low', 'close']);
  return withSheet(Buffer.from(await wb.xlsx.writeBuffer()), sheetOfRows(rows, numbered));
}

/** A CSV of 300,000 columns in 600 KB (one header line and one row). */
export const wideCsv = (): string => `date,open,high,low,close${',x'.repeat(300_000)}\n2025-06-09,1,1,1,1\n`;
