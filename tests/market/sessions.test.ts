/**
 * Trading sessions (common/domain/sessions.ts). Hours: SHFE/INE publish 21:00-23:00 (INE SC 21:00-02:30) plus
 * 09:00-10:15, 10:30-11:30, 13:30-15:00 Beijing time; CME Globex energy trades 18:00-17:00 New York time, Sunday to
 * Friday (17:00-16:00 Chicago time); CFETS USD/CNY 09:30-03:00 Beijing time, Monday to Friday. 2025-04-01 is a
 * Tuesday, 2025-04-04 a Friday, 2025-04-07 a Monday; Beijing is UTC+8, New York UTC-4 (EDT), Chicago UTC-5 (CDT).
 */
import { isInSession, localTime, openingDate, parseSessions, tradingDateAt, tradingDateOf } from '../../common/domain/sessions';
import { TradingCalendar } from '../../common/domain/tradingCalendar';

const FU = ['21:00-23:00', '09:00-10:15', '10:30-11:30', '13:30-15:00'];
const SC = ['21:00-02:30', '09:00-10:15', '10:30-11:30', '13:30-15:00'];
const WTI = ['18:00-17:00'];
const WTI_CT = ['17:00-16:00'];
const CFETS = ['09:30-03:00'];
const CHI = 'America/Chicago';
const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const utc = (iso: string) => Date.parse(iso);

describe('isInSession', () => {
  it.each([
    ['FU Tuesday 10:00 (day session)', FU, SH, '2025-04-01T02:00:00Z', true],
    ['FU Tuesday 10:20 (morning break)', FU, SH, '2025-04-01T02:20:00Z', false],
    ['FU Tuesday 15:00 (closed at the end minute)', FU, SH, '2025-04-01T07:00:00Z', false],
    ['FU Friday 22:00 (night session, booked on Monday)', FU, SH, '2025-04-04T14:00:00Z', true],
    ['FU Friday 23:30 (after the night session)', FU, SH, '2025-04-04T15:30:00Z', false],
    ['SC Saturday 00:30 (Friday night session after midnight)', SC, SH, '2025-04-04T16:30:00Z', true],
    ['SC Saturday 22:00', SC, SH, '2025-04-05T14:00:00Z', false],
    ['SC Sunday 21:30 (no Sunday night session)', SC, SH, '2025-04-06T13:30:00Z', false],
    ['SC Monday 00:30 (would be Sunday night)', SC, SH, '2025-04-06T16:30:00Z', false],
    ['WTI Sunday 19:00 (Globex opens)', WTI, NY, '2025-04-06T23:00:00Z', true],
    ['WTI Friday 16:00 (still Thursday evening session)', WTI, NY, '2025-04-04T20:00:00Z', true],
    ['WTI Friday 17:30 (daily break)', WTI, NY, '2025-04-04T21:30:00Z', false],
    ['WTI Friday 19:00 (closed for the weekend)', WTI, NY, '2025-04-04T23:00:00Z', false],
    ['WTI Saturday 10:00', WTI, NY, '2025-04-05T14:00:00Z', false],
    ['WTI (Chicago hours) Sunday 17:30 CDT', WTI_CT, CHI, '2025-04-06T22:30:00Z', true],
    ['WTI (Chicago hours) Friday 15:00 CDT', WTI_CT, CHI, '2025-04-04T20:00:00Z', true],
    ['WTI (Chicago hours) Friday 16:30 CDT', WTI_CT, CHI, '2025-04-04T21:30:00Z', false],
    ['USD/CNY (CFETS) Friday 10:00', CFETS, SH, '2025-04-04T02:00:00Z', true],
    ['USD/CNY (CFETS) Saturday 02:00 (Friday session)', CFETS, SH, '2025-04-04T18:00:00Z', true],
    ['USD/CNY (CFETS) Sunday 10:00', CFETS, SH, '2025-04-06T02:00:00Z', false],
    ['USD/CNY (CFETS) Monday 02:00 (no Sunday session)', CFETS, SH, '2025-04-06T18:00:00Z', false],
  ])('%s', (_label, sessions, zone, iso, expected) => {
    expect(isInSession(sessions, zone, utc(iso))).toBe(expected);
  });
});

describe('tradingDateAt and openingDate', () => {
  it.each([
    ['FU Tuesday day session', FU, SH, '2025-04-01T02:00:00Z', '2025-04-01'],
    ['FU Friday night session belongs to Monday', FU, SH, '2025-04-04T14:00:00Z', '2025-04-07'],
    ['SC Saturday 00:30 belongs to Monday', SC, SH, '2025-04-04T16:30:00Z', '2025-04-07'],
    ['WTI Sunday evening belongs to Monday', WTI, NY, '2025-04-06T23:00:00Z', '2025-04-07'],
    ['WTI (Chicago hours) Sunday evening belongs to Monday', WTI_CT, CHI, '2025-04-06T22:30:00Z', '2025-04-07'],
    ['USD/CNY Saturday 02:00 belongs to Friday', CFETS, SH, '2025-04-04T18:00:00Z', '2025-04-04'],
    ['FU out of session', FU, SH, '2025-04-01T02:20:00Z', null],
  ])('%s', (_label, sessions, zone, iso, expected) => {
    expect(tradingDateAt(parseSessions(sessions), localTime(utc(iso), zone))).toBe(expected);
  });

  it("a Monday's night session opens on Friday (China) or Sunday (Globex)", () => {
    expect(openingDate(parseSessions(['21:00-23:00'])[0], '2025-04-07')).toBe('2025-04-04');
    expect(openingDate(parseSessions(WTI)[0], '2025-04-07')).toBe('2025-04-06');
    expect(openingDate(parseSessions(WTI_CT)[0], '2025-04-07')).toBe('2025-04-06');
    expect(openingDate(parseSessions(CFETS)[0], '2025-04-07')).toBe('2025-04-07');
    expect(openingDate(parseSessions(['09:00-10:15'])[0], '2025-04-07')).toBe('2025-04-07');
  });
});

describe('trading dates with an exchange calendar (issue 18)', () => {
  // SHFE/INE 2024 National Day closure, 2024-10-01 to 10-07 (exchange notice); 2024-09-30 is a Monday.
  const CN_2024 = new TradingCalendar(['2024-10-01', '2024-10-02', '2024-10-03', '2024-10-04', '2024-10-07']);
  const at = (iso: string, zone: string) => localTime(utc(iso), zone);

  // SHFE/INE hold no night session on the last trading day before a statutory holiday (exchange holiday notices:
  // "节假日前最后一个交易日不进行夜盘交易"), so the first day after the closure has no night session either.
  it('no night session is held before the holiday; the first day after it opens with its day session', () => {
    expect(tradingDateAt(parseSessions(FU), at('2024-09-30T13:30:00Z', SH), CN_2024)).toBeNull();
    expect(tradingDateAt(parseSessions(SC), at('2024-09-30T17:00:00Z', SH), CN_2024)).toBeNull();
    expect(tradingDateOf(parseSessions(FU), at('2024-09-30T13:30:00Z', SH), CN_2024)).toBe('2024-09-30');
    expect(openingDate(parseSessions(FU)[0], '2024-10-08', CN_2024)).toBeNull();
    // The Friday before an ordinary weekend holds it, for Monday.
    expect(tradingDateAt(parseSessions(FU), at('2024-09-27T13:30:00Z', SH), CN_2024)).toBe('2024-09-30');
    expect(openingDate(parseSessions(FU)[0], '2024-09-30', CN_2024)).toBe('2024-09-27');
  });

  it('no day or night session opens on a holiday', () => {
    expect(tradingDateAt(parseSessions(FU), at('2024-10-02T02:00:00Z', SH), CN_2024)).toBeNull();
    expect(tradingDateAt(parseSessions(FU), at('2024-10-07T13:30:00Z', SH), CN_2024)).toBeNull();
    expect(isInSession(FU, SH, utc('2024-10-02T02:00:00Z'), CN_2024)).toBe(false);
    expect(isInSession(FU, SH, utc('2024-10-02T02:00:00Z'))).toBe(true);
  });
});

describe('tradingDateOf: any instant, in a session or between sessions', () => {
  it.each([
    ['FU Friday 23:30, after the night session: Monday', FU, SH, '2025-04-04T15:30:00Z', '2025-04-07'],
    ['FU Saturday 10:00: Monday (the Friday night session opened last)', FU, SH, '2025-04-05T02:00:00Z', '2025-04-07'],
    ['FU Tuesday 15:30, after the close: Tuesday', FU, SH, '2025-04-01T07:30:00Z', '2025-04-01'],
    ['FU Tuesday 20:50, night call auction: Wednesday', FU, SH, '2025-04-01T12:50:00Z', '2025-04-02'],
    ['Brent Friday 23:30 London: Friday, never Saturday', ['01:00-23:00'], 'Europe/London', '2025-04-04T22:30:00Z', '2025-04-04'],
    ['WTI Saturday noon: Friday', WTI_CT, CHI, '2025-04-05T17:00:00Z', '2025-04-04'],
    ['WTI (Chicago hours) Sunday 18:00: Monday', WTI_CT, CHI, '2025-04-06T23:00:00Z', '2025-04-07'],
    ['no sessions: the local date', [], SH, '2025-04-05T02:00:00Z', '2025-04-05'],
  ])('%s', (_label, sessions, zone, iso, expected) => {
    expect(tradingDateOf(parseSessions(sessions), localTime(utc(iso), zone))).toBe(expected);
  });
});

describe('parseSessions', () => {
  it('reads spans and crosses midnight', () => {
    expect(parseSessions(['09:00-10:15', '21:00-02:30'])).toEqual([
      { start: 540, end: 615 },
      { start: 1260, end: 1590 },
    ]);
  });
  it.each(['9:00-10:00', '25:00-26:00', 'always'])('refuses %s', (text) => {
    expect(() => parseSessions([text])).toThrow();
  });
});

describe('localTime', () => {
  it('gives weekday, minute and date in the zone', () => {
    expect(localTime(utc('2025-04-04T16:30:00Z'), SH)).toEqual({ weekday: 6, minute: 30, date: '2025-04-05' });
  });
});
