/**
 * Import limits (issue 19 items 1 and 2, docs/security.md "Import limits"): hostile calendar and table files sent to
 * the imports are refused with their catalogue error (never a 500), and while one is being handled another user's
 * health check still answers within 200 ms: the server's thread is never the one that pays for a bomb.
 */
import ExcelJS from 'exceljs';
import { performance } from 'node:perf_hooks';
import type { ApiErrorName } from '../../common/contract/errors';
import { CSV_INLINE_MAX_BYTES } from '../../server/infra/tables/importLimits';
import { expectApiError } from './apiErrors';
import { type CallResult, makeTestApp, type TestApp } from './helpers';
import { sheetOfRows, withSheet } from '../support/zipFiles';

let t: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  [admin, viewer] = await Promise.all([t.tokenFor('admin'), t.tokenFor('viewer')]);
  // A parse worker's first start (tsx compiling the parser, about a second of another core's time) happens once per
  // pool, not per file: start it with a harmless calendar and a CSV over the in-place size, so the health checks
  // below time the handling of each hostile file on a 2-core machine rather than that start.
  const csv = `date,event,country,currency\n${'2026-11-12,CPI,US,USD\n'.repeat(3_500)}`;
  expect(Buffer.byteLength(csv)).toBeGreaterThan(CSV_INLINE_MAX_BYTES);
  expect((await calendarPreview('warm.csv', 'csv', b64(csv))).status).toBe(200);
  expect((await calendarPreview('warm.ics', 'ics', b64(zoneBomb('YEARLY')))).status).toBe(200);
});
afterAll(() => t?.close());

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

/** The 348-byte calendar of the issue: a VTIMEZONE whose offset "changes" every minute since 1970. */
const zoneBomb = (freq: string) =>
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

/**
 * Sends the hostile call and, while it runs, times health checks of another user one after the other; answers the
 * hostile call's result and the slowest health check.
 */
async function whileHandling(hostile: () => Promise<CallResult>): Promise<{ res: CallResult; slowestMs: number }> {
  let done = false;
  const pending = hostile().finally(() => {
    done = true;
  });
  let slowestMs = 0;
  const until = performance.now() + 5_000;
  do {
    const started = performance.now();
    const health = await t.call('/v1/setting/healthyCheck', undefined, viewer);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    expect(health.status).toBe(200);
    // inject answers without any I/O: give the worker's message (a macrotask) its turn, as real sockets would.
    await new Promise((resolve) => setImmediate(resolve));
  } while (!done && performance.now() < until);
  // A hostile call still running after 5 s is a failure in itself.
  expect(done).toBe(true);
  return { res: await pending, slowestMs };
}

async function expectRefusedQuickly(hostile: () => Promise<CallResult>, error: ApiErrorName): Promise<void> {
  const { res, slowestMs } = await whileHandling(hostile);
  expectApiError(res, error);
  expect(slowestMs).toBeLessThan(200);
}

const calendarPreview = (fileName: string, format: string, content: string) =>
  t.call('/v2/calendar/import/preview', { fileName, format, content }, admin) as Promise<CallResult>;
const barsPreview = (format: string, content: string) =>
  t.call(
    '/v2/marketData/bars/import/preview',
    { instrument: 'SHFE.FU2609', interval: '1d', fileName: `bars.${format}`, format, content },
    admin,
  ) as Promise<CallResult>;

/** A real workbook (exceljs) whose first sheet is replaced by `rows` rows (tests/support/zipFiles.ts sheetOfRows). */
async function workbookOfRows(rows: number, numbered = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Bars').addRow(['date', 'open', 'high', 'low', 'close']);
  return withSheet(Buffer.from(await wb.xlsx.writeBuffer()), sheetOfRows(rows, numbered));
}

describe('calendar files (ICS)', () => {
  test('the 348-byte VTIMEZONE that repeats every minute is refused at once, the server stays responsive', async () => {
    const ics = zoneBomb('MINUTELY');
    expect(Buffer.byteLength(ics)).toBeLessThan(400);
    await expectRefusedQuickly(() => calendarPreview('probe.ics', 'ics', b64(ics)), 'importTooComplex');
    // Every second, and the commit call, the same.
    expectApiError(await calendarPreview('probe.ics', 'ics', b64(zoneBomb('SECONDLY'))), 'importTooComplex');
    expectApiError(
      await t.call('/v2/calendar/import/commit', { fileName: 'p.ics', format: 'ics', content: b64(zoneBomb('SECONDLY')) }, admin),
      'importTooComplex',
    );
  });

  test('a yearly VTIMEZONE since 1601 (as Outlook writes them) still converts; a VEVENT RRULE is never expanded', async () => {
    const outlookZone = zoneBomb('YEARLY;BYMONTH=3;BYDAY=2SU').replace('DTSTART:19700101T000000', 'DTSTART:16010101T020000');
    const ok = await calendarPreview('zone.ics', 'ics', b64(outlookZone));
    expect(ok.status).toBe(200);
    // 08:30 at +01:00 (the rule's offset) is 07:30 UTC.
    expect((ok.body.data as { rows: { releaseAt: number }[] }).rows.map((r) => r.releaseAt)).toEqual([Date.parse('2026-11-12T07:30:00Z')]);
    const everySecond = zoneBomb('YEARLY').replace('SUMMARY:Probe release', 'SUMMARY:Probe release\r\nRRULE:FREQ=SECONDLY');
    const res = await calendarPreview('event.ics', 'ics', b64(everySecond));
    expect(res.status).toBe(200);
    expect((res.body.data as { rows: unknown[] }).rows).toHaveLength(1);
  });

  test('a release after the horizon year is refused row by row', async () => {
    const far = zoneBomb('YEARLY').replace('DTSTART;TZID=Probe:20261112T083000', 'DTSTART;TZID=Probe:99991112T083000');
    const res = await calendarPreview('far.ics', 'ics', b64(far));
    expect(res.status).toBe(200);
    expect((res.body.data as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(['badDate']);
  });
});

describe('spreadsheets', () => {
  test('a workbook bomb (a 5 MB sheet deflated to a few KB) is refused before inflating, the server stays responsive', async () => {
    const bomb = await workbookOfRows(200_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefusedQuickly(() => barsPreview('xlsx', b64(bomb)), 'importUnpackedTooLarge');
    await expectRefusedQuickly(() => calendarPreview('cal.xlsx', 'xlsx', b64(bomb)), 'importUnpackedTooLarge');
  });

  test('a workbook within the limits but over the row limit stops reading at the limit: tooManyRows as before', async () => {
    // 6,000 rows for the calendar's 5,000 (about 270 KB of sheet XML, under the ratio's 1 MB floor).
    const many = await workbookOfRows(6_000, true);
    const res = await calendarPreview('many.xlsx', 'xlsx', b64(many));
    expect(res.status).toBe(200);
    expect((res.body.data as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(['tooManyRows']);
  });

  test('a CSV of 300,000 columns in 600 KB is refused (in a worker), the server stays responsive', async () => {
    const wide = `date,open,high,low,close${',x'.repeat(300_000)}\n2025-06-09,1,1,1,1\n`;
    await expectRefusedQuickly(() => calendarPreview('wide.csv', 'csv', b64(wide)), 'importTooComplex');
    expectApiError(await barsPreview('csv', b64(wide)), 'importTooComplex');
    // One line of 100,000 characters without a separator: over the record size.
    expectApiError(await barsPreview('csv', b64(`date,open,high,low,close\n${'9'.repeat(100_000)}\n`)), 'importTooComplex');
  });
});
