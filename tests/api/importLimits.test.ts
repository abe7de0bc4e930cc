/**
 * Import limits (issue 19 items 1 and 2, docs/security.md "Import limits"): hostile calendar and table files sent to
 * the imports are refused with their catalogue error (never a 500), either before anything is inflated or by a parse
 * worker, and another user's calls are answered meanwhile: the server's thread is never the one that pays for a bomb.
 * How long those calls wait is a budget, timed by the bench (scripts/bench/importHold.ts), not here (issue 17).
 */
import { performance } from 'node:perf_hooks';
import type { ApiErrorName } from '../../common/contract/errors';
import { CSV_INLINE_MAX_BYTES } from '../../server/infra/tables/importLimits';
import { parsesHandedOff } from '../../server/infra/tables/parsePool';
import { expectApiError } from './apiErrors';
import { type CallResult, makeTestApp, type TestApp } from './helpers';
import { wideCsv, workbookOfRows, zoneBomb } from '../support/hostileFiles';

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

/**
 * Sends the hostile call and, while it runs, sends another user's health checks one after the other (each must be
 * answered); answers the hostile call's result and how many parses it handed to the workers.
 */
async function whileHandling(hostile: () => Promise<CallResult>): Promise<{ res: CallResult; handedOff: number }> {
  const before = parsesHandedOff();
  let done = false;
  const pending = hostile().finally(() => {
    done = true;
  });
  const until = performance.now() + 5_000;
  do {
    const health = await t.call('/v1/setting/healthyCheck', undefined, viewer);
    expect(health.status).toBe(200);
    // inject answers without any I/O: give the worker's message (a macrotask) its turn, as real sockets would.
    await new Promise((resolve) => setImmediate(resolve));
  } while (!done && performance.now() < until);
  // A hostile call still running after 5 s is a failure in itself.
  expect(done).toBe(true);
  return { res: await pending, handedOff: parsesHandedOff() - before };
}

/** Refused with `error`, read by a parse worker (`worker`) or refused before any reading (`unread`). */
async function expectRefused(hostile: () => Promise<CallResult>, error: ApiErrorName, where: 'worker' | 'unread'): Promise<void> {
  const { res, handedOff } = await whileHandling(hostile);
  expectApiError(res, error);
  expect(handedOff).toBe(where === 'worker' ? 1 : 0);
}

const calendarPreview = (fileName: string, format: string, content: string) =>
  t.call('/v2/calendar/import/preview', { fileName, format, content }, admin) as Promise<CallResult>;
const barsPreview = (format: string, content: string) =>
  t.call(
    '/v2/marketData/bars/import/preview',
    { instrument: 'SHFE.FU2609', interval: '1d', fileName: `bars.${format}`, format, content },
    admin,
  ) as Promise<CallResult>;

describe('calendar files (ICS)', () => {
  test('the 348-byte VTIMEZONE that repeats every minute is refused at once, the server stays responsive', async () => {
    const ics = zoneBomb('MINUTELY');
    expect(Buffer.byteLength(ics)).toBeLessThan(400);
    await expectRefused(() => calendarPreview('probe.ics', 'ics', b64(ics)), 'importTooComplex', 'worker');
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
    await expectRefused(() => barsPreview('xlsx', b64(bomb)), 'importUnpackedTooLarge', 'unread');
    await expectRefused(() => calendarPreview('cal.xlsx', 'xlsx', b64(bomb)), 'importUnpackedTooLarge', 'unread');
  });

  test('a workbook within the limits but over the row limit stops reading at the limit: tooManyRows as before', async () => {
    // 6,000 rows for the calendar's 5,000 (about 270 KB of sheet XML, under the ratio's 1 MB floor).
    const many = await workbookOfRows(6_000, true);
    const res = await calendarPreview('many.xlsx', 'xlsx', b64(many));
    expect(res.status).toBe(200);
    expect((res.body.data as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(['tooManyRows']);
  });

  test('a CSV of 300,000 columns in 600 KB is refused (in a worker), the server stays responsive', async () => {
    const wide = wideCsv();
    await expectRefused(() => calendarPreview('wide.csv', 'csv', b64(wide)), 'importTooComplex', 'worker');
    expectApiError(await barsPreview('csv', b64(wide)), 'importTooComplex');
    // One line of 100,000 characters without a separator: over the record size.
    expectApiError(await barsPreview('csv', b64(`date,open,high,low,close\n${'9'.repeat(100_000)}\n`)), 'importTooComplex');
  });
});
