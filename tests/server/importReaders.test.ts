/**
 * The bounded readers behind the imports (issue 19 item 2, docs/security.md "Import limits"): the zip directory check
 * and what it refuses, a directory that lies about its sizes, reading that stops one row past the limit, and the
 * parse worker's wall-time limit.
 */
import ExcelJS from 'exceljs';
import path from 'node:path';
import { API_ERRORS, type ApiErrorName } from '../../common/contract/errors';
import { ApiError } from '../../server/infra/http/apiError';
import { TABLE_MAX_COLUMNS, XLSX_MAX_ENTRIES } from '../../server/infra/tables/importLimits';
import { closeParsePool, runParse } from '../../server/infra/tables/parsePool';
import { readCsvRows, readXlsxRows } from '../../server/infra/tables/tableReaders';
import { checkZipDirectory, verifyInflatedSizes } from '../../server/infra/tables/zipDirectory';
import { sheetOfRows, withSheet, zip, type ZipFileSpec } from '../support/zipFiles';

afterAll(() => closeParsePool());

const MIB = 1024 * 1024;
const zeros = (bytes: number) => Buffer.alloc(bytes, 0x30);
const archive = (files: Record<string, ZipFileSpec>) => zip(new Map(Object.entries(files)));

function refusal(run: () => unknown): ApiErrorName | string {
  try {
    run();
    return 'accepted';
  } catch (err) {
    return err instanceof ApiError ? err.error : `error: ${(err as Error).message}`;
  }
}

describe('zip directory', () => {
  test('refuses too many files, a file or a total declared too large, a ratio over the limit; nothing is inflated', () => {
    const many = Object.fromEntries(Array.from({ length: XLSX_MAX_ENTRIES + 1 }, (_, i) => [`f${i}.xml`, { data: zeros(10) }]));
    expect(refusal(() => checkZipDirectory(archive(many)))).toBe('importUnpackedTooLarge');
    // Declared, not real: the check reads the directory only.
    expect(refusal(() => checkZipDirectory(archive({ 'a.xml': { data: zeros(100), declaredSize: 0xffffffff } })))).toBe('importUnpackedTooLarge');
    expect(
      refusal(() =>
        checkZipDirectory(archive({ 'a.xml': { data: zeros(100), declaredSize: 60 * MIB }, 'b.xml': { data: zeros(100), declaredSize: 60 * MIB } })),
      ),
    ).toBe('importUnpackedTooLarge');
    // 4 MB of one byte deflates to about 4 KB: ~1000 to 1.
    expect(refusal(() => checkZipDirectory(archive({ 'sheet.xml': { data: zeros(4 * MIB) } })))).toBe('importUnpackedTooLarge');
    // Under the ratio's floor, or a plausible ratio: accepted.
    expect(refusal(() => checkZipDirectory(archive({ 'small.xml': { data: zeros(512 * 1024) } })))).toBe('accepted');
    expect(API_ERRORS.importUnpackedTooLarge.status).toBe(413);
  });

  test('a file that inflates past its declared size or hides outside the directory is refused; bytes that are no zip are a plain read error', () => {
    const lying = archive({ 'sheet.xml': { data: zeros(4 * MIB), declaredSize: 2048 } });
    expect(refusal(() => verifyInflatedSizes(lying, checkZipDirectory(lying)))).toBe('importUnpackedTooLarge');
    // A bomb left out of the directory, between listed files: the directory no longer accounts for every byte.
    const hiding = archive({ 'a.xml': { data: zeros(10) }, 'bomb.xml': { data: zeros(4 * MIB), hidden: true }, 'b.xml': { data: zeros(10) } });
    expect(refusal(() => verifyInflatedSizes(hiding, checkZipDirectory(hiding)))).toMatch(/^error: broken zip entry b\.xml/);
    const honest = archive({ 'sheet.xml': { data: zeros(2048) } });
    expect(refusal(() => verifyInflatedSizes(honest, checkZipDirectory(honest)))).toBe('accepted');
    expect(refusal(() => checkZipDirectory(Buffer.from('not a workbook')))).toMatch(/^error: not a zip/);
  });
});

describe('rows', () => {
  test('CSV: reading stops one row past the limit; a row over the column limit is refused', () => {
    const csv = ['a,b', ...Array.from({ length: 100 }, (_, i) => `${i},x`)].join('\n');
    expect(readCsvRows(csv, 10)).toHaveLength(12);
    expect(readCsvRows(csv, 1000)).toHaveLength(101);
    const wide = `${'x,'.repeat(TABLE_MAX_COLUMNS)}x\n`;
    expect(refusal(() => readCsvRows(wide, 10))).toBe('importTooComplex');
    expect(refusal(() => readCsvRows(`a\n"${'y'.repeat(20_000)}"\n`, 10))).toBe('importTooComplex');
  });

  test('Excel: the first sheet is streamed and reading stops one row past the limit, dates stay dates', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Bars');
    sheet.addRow(['date', 'open']);
    for (let i = 0; i < 50; i += 1) sheet.addRow([new Date(Date.UTC(2025, 0, 2 + i)), i]);
    wb.addWorksheet('Other').addRow(['not read']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const rows = await readXlsxRows(bytes, 10);
    expect(rows).toHaveLength(12);
    expect(rows[1]).toEqual([new Date(Date.UTC(2025, 0, 2)), 0]);
    expect(await readXlsxRows(bytes, 100)).toHaveLength(51);
    // A sheet deflated 1000 to 1 never reaches the XML reader.
    await expect(readXlsxRows(withSheet(bytes, sheetOfRows(100_000)), 10)).rejects.toMatchObject({ error: 'importUnpackedTooLarge' });
  });
});

test('a parse past its wall-time limit is stopped (the worker terminated) and answered importTimedOut', async () => {
  const job = {
    filename: path.join(__dirname, '../../server/features/events/icsWorker.cjs'),
    name: 'parseIcs',
    task: { content: 'BEGIN:VCALENDAR', source: 'x' },
  };
  // Starting a worker alone takes longer than 1 ms.
  await expect(runParse({ ...job, timeoutMs: 1 })).rejects.toMatchObject({ error: 'importTimedOut' });
  // The pool still serves the next parse.
  await expect(runParse({ ...job })).resolves.toMatchObject({ rows: [], errors: [expect.objectContaining({ code: 'badFile' })] });
});
