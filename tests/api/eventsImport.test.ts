/**
 * Calendar file import (POST /v2/calendar/import/...), SQLite or PostgreSQL: each format (the shipped samples in
 * tests/fixtures/calendar, an Excel workbook built from the same rows), time zones (IANA, offsets, UTC, date only),
 * bad rows and unknown zones reported and not imported while the rest is, idempotent re-import by uid that updates
 * actuals and revisions, and the import history.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { CalendarEvent, CalendarImportPreview, CalendarImportRun } from '../../common/contract/events';
import { makeTestApp, type TestApp } from './helpers';

const FIXTURES = path.join(__dirname, '../fixtures/calendar');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name)).toString('base64');
const at = (iso: string) => Date.parse(iso);

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp({ seedQa: true });
  admin = await t.tokenFor('admin');
});
afterAll(() => t?.close());

const preview = async (fileName: string, format: string, content: string) => {
  const res = await t.call('/v2/calendar/import/preview', { fileName, format, content }, admin);
  expect(res.status).toBe(200);
  return res.body.data as CalendarImportPreview;
};
const commit = async (fileName: string, format: string, content: string) => {
  const res = await t.call('/v2/calendar/import/commit', { fileName, format, content }, admin);
  expect(res.status).toBe(200);
  return res.body.data as CalendarImportRun;
};
const byUid = async (uid: string): Promise<CalendarEvent | undefined> => {
  const row = await t.db.selectFrom('calendar_events').select(['id', 'event_key']).where('uid', '=', uid).executeTakeFirst();
  if (!row) return undefined;
  const history = await t.call('/v2/calendar/event/history', { eventKey: row.event_key }, admin);
  return (history.body.data as CalendarEvent[]).find((e) => e.id === row.id);
};

describe('formats', () => {
  test('CSV: IANA zones and offsets become UTC, an empty time is date only, numbers and products are read', async () => {
    const p = await preview('sample.csv', 'csv', fixture('sample.csv'));
    expect(p.errors).toEqual([]);
    expect(p.counts).toEqual({ new: 3, updated: 0, unchanged: 0, rejected: 0 });
    const cpi = p.rows.find((r) => r.uid === 'us-cpi-2026-10');
    // 08:30 in New York on 2026-11-12 (EST, UTC-5) is 13:30 UTC.
    expect(cpi).toMatchObject({
      releaseAt: at('2026-11-12T13:30:00Z'),
      importance: 3,
      dateStatus: 'official',
      consensus: 3.1,
      actual: null,
      products: ['HSFO', 'PTA'],
    });
    // 10:00 at +08:00 is 02:00 UTC.
    expect(p.rows.find((r) => r.uid === 'cn-gdp-2026-q3')).toMatchObject({ releaseAt: at('2026-10-20T02:00:00Z'), actual: 4.8, eventKey: 'CN.GDP.YOY' });
    expect(p.rows.find((r) => r.uid === 'us-eia-2026-11-18')).toMatchObject({ releaseAt: at('2026-11-18T00:00:00Z'), dateStatus: 'dateOnly', importance: 2 });
    const run = await commit('sample.csv', 'csv', fixture('sample.csv'));
    expect(run.counts).toEqual({ new: 3, updated: 0, unchanged: 0, rejected: 0 });
    expect(await byUid('us-cpi-2026-10')).toMatchObject({ country: 'US', source: 'BLS', releaseAt: at('2026-11-12T13:30:00Z') });
  });

  test('ICS: UTC, TZID and date-only starts, CATEGORIES and X- properties', async () => {
    const p = await preview('sample.ics', 'ics', fixture('sample.ics'));
    expect(p.errors).toEqual([]);
    expect(p.rows.map((r) => [r.uid, r.releaseAt, r.dateStatus, r.country, r.currency, r.importance])).toEqual([
      ['ics-us-nfp-2026-10', at('2026-11-06T13:30:00Z'), 'official', 'US', 'USD', 3],
      // 08:30 in Singapore (UTC+8) is 00:30 UTC.
      ['ics-sg-nodx-2026-10', at('2026-11-17T00:30:00Z'), 'official', 'SG', 'SGD', 2],
      ['ics-cn-holiday', at('2026-12-01T00:00:00Z'), 'dateOnly', 'CN', 'CNY', 1],
    ]);
    expect(p.rows[0]).toMatchObject({ eventKey: 'US.NFP', consensus: 150, previous: 140, unit: 'K', products: ['HSFO'], period: '2026-10' });
    expect((await commit('sample.ics', 'ics', fixture('sample.ics'))).counts.new).toBe(3);
  });

  test('Excel: date and time cells, the first sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Calendar');
    sheet.addRow(['uid', 'date', 'time', 'timezone', 'country', 'currency', 'event', 'importance', 'consensus']);
    sheet.addRow(['xl-1', new Date(Date.UTC(2026, 10, 20)), '09:00', 'Europe/London', 'GB', 'GBP', 'Retail sales', 'medium', 0.4]);
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    const p = await preview('cal.xlsx', 'xlsx', content);
    expect(p.errors).toEqual([]);
    // London is on GMT (UTC+0) in November.
    expect(p.rows[0]).toMatchObject({ uid: 'xl-1', releaseAt: at('2026-11-20T09:00:00Z'), importance: 2, consensus: 0.4, source: 'cal' });
  });
});

describe('bad input', () => {
  const header = 'uid,date,time,timezone,country,currency,event,importance,actual\n';
  const file = [
    'ok-1,2027-03-01,10:00,UTC,US,USD,Good one,high,1.5',
    'bad-number,2027-03-01,10:00,UTC,US,USD,Bad number,high,abc',
    'bad-zone,2027-03-01,10:00,Mars/Olympus,US,USD,Bad zone,high,',
    'missing,2027-03-01,10:00,UTC,,USD,No country,high,',
    'bad-date,2027-02-30,10:00,UTC,US,USD,Bad date,high,',
    'ok-2,2027-03-02,10:00,,US,USD,No zone,low,',
    'ok-1,2027-03-03,10:00,UTC,US,USD,Same uid again,high,',
  ].join('\n');

  test('each bad row is reported with its field and code; the valid rows are imported and nothing else', async () => {
    const p = await preview('bad.csv', 'csv', b64(header + file));
    expect(p.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'actual', 'badNumber'],
      [4, 'timezone', 'unknownTimeZone'],
      [5, 'country', 'missingField'],
      [6, 'date', 'badDate'],
      [8, 'uid', 'duplicateUid'],
    ]);
    expect(p.warnings.map((w) => [w.row, w.code])).toEqual([[7, 'noTimeZone']]);
    expect(p.rows.map((r) => r.uid)).toEqual(['ok-1', 'ok-2']);
    const run = await commit('bad.csv', 'csv', b64(header + file));
    expect(run.counts).toEqual({ new: 2, updated: 0, unchanged: 0, rejected: 5 });
    expect(await byUid('bad-zone')).toBeUndefined();
    expect(await byUid('ok-2')).toMatchObject({ releaseAt: at('2027-03-02T10:00:00Z') });
  });

  test('an unreadable file, a file without the required columns and a malformed ICS are refused whole, never a 500', async () => {
    expect((await preview('x.xlsx', 'xlsx', b64('not a workbook'))).errors[0].code).toBe('badFile');
    expect((await preview('x.csv', 'csv', b64('date,event\n2027-01-01,X\n'))).errors.map((e) => e.field)).toEqual(['country', 'currency']);
    expect((await preview('x.ics', 'ics', b64('BEGIN:VCALENDAR\ngarbage'))).errors[0].code).toBe('badFile');
    // Text without any component, a bare VEVENT and base64 of nothing calendar-like are not calendars.
    for (const text of ['', 'BEGIN:VEVENT\nEND:VEVENT', Buffer.from('原油 燃料油', 'base64').toString('utf8')])
      expect((await preview('x.ics', 'ics', b64(text) || 'eA==')).errors[0].code).toBe('badFile');
    const ics =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:z1\r\nDTSTART;TZID=Nowhere/Land:20270101T090000\r\nSUMMARY:X\r\nCATEGORIES:US,USD,High\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect((await preview('z.ics', 'ics', b64(ics))).errors.map((e) => e.code)).toEqual(['unknownTimeZone']);
    const res = await t.call('/v2/calendar/import/commit', { fileName: 'x.csv', format: 'pdf', content: 'eA==' }, admin);
    expect(res.status).toBe(400);
  });
});

describe('re-import', () => {
  test('by uid: actuals, revisions and times are updated, unchanged rows counted, no duplicates; the history lists every run', async () => {
    const header = 'uid,date,time,timezone,country,currency,event,importance,actual,consensus,revised\n';
    const first = `ri-1,2027-04-01,08:30,America/New_York,US,USD,Claims,high,,220,\nri-2,2027-04-02,08:30,America/New_York,US,USD,Claims,high,,221,\n`;
    expect((await commit('claims.csv', 'csv', b64(header + first))).counts).toEqual({ new: 2, updated: 0, unchanged: 0, rejected: 0 });
    // The same file again changes nothing.
    expect((await commit('claims.csv', 'csv', b64(header + first))).counts).toEqual({ new: 0, updated: 0, unchanged: 2, rejected: 0 });
    // Published actual and revision for ri-1, ri-2 moved by an hour, one new release.
    const second = `ri-1,2027-04-01,08:30,America/New_York,US,USD,Claims,high,215,220,218\nri-2,2027-04-02,09:30,America/New_York,US,USD,Claims,high,,221,\nri-3,2027-04-09,08:30,America/New_York,US,USD,Claims,high,,222,\n`;
    const p = await preview('claims.csv', 'csv', b64(header + second));
    expect(p.rows.map((r) => r.change)).toEqual(['updated', 'updated', 'new']);
    expect((await commit('claims.csv', 'csv', b64(header + second))).counts).toEqual({ new: 1, updated: 2, unchanged: 0, rejected: 0 });
    expect(await byUid('ri-1')).toMatchObject({ actual: 215, revised: 218, consensus: 220 });
    // 09:30 EDT (UTC-4) is 13:30 UTC.
    expect(await byUid('ri-2')).toMatchObject({ releaseAt: at('2027-04-02T13:30:00Z') });
    const count = await t.db
      .selectFrom('calendar_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('uid', 'like', 'ri-%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    const history = await t.call('/v2/calendar/import/history', undefined, admin);
    const runs = (history.body.data as CalendarImportRun[]).filter((r) => r.fileName === 'claims.csv');
    expect(runs.map((r) => r.counts.new)).toEqual([1, 0, 2]);
    expect(runs[0]).toMatchObject({ connector: 'file', format: 'csv', userName: expect.any(String) });
  });
});
