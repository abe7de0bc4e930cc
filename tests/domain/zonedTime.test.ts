/**
 * Known answers for common/domain/zonedTime.ts. Sources of the offsets and change times:
 * - the IANA time zone database (tzdata, files `northamerica`, `europe`, `asia`), which Node and browsers ship with ICU;
 * - United States: summer time from the second Sunday of March 02:00 local (clocks to 03:00) to the first Sunday of
 *   November 02:00 local (clocks back to 01:00), 15 U.S.C. 260a as amended by the Energy Policy Act of 2005, s. 110;
 *   Chicago is CST UTC-6, CDT UTC-5. 2025: 9 March and 2 November.
 * - European Union / United Kingdom: summer time from the last Sunday of March to the last Sunday of October, both
 *   at 01:00 UTC (Directive 2000/84/EC, art. 2-3; UK Summer Time Order 2002); London is GMT UTC+0, BST UTC+1.
 *   2025: 30 March and 26 October.
 * - China: UTC+8 all year, no summer time since 1991 (tzdata `asia`, Zone Asia/Shanghai: "8:00 PRC C%sT", last PRC
 *   rule 1991); before 1901 local mean time +8:05:43 (the same Zone line, "8:05:43 - LMT 1901").
 * The skipped and repeated hours answer what the import helpers this module replaced answered (two passes, see the
 * function's comment); those answers are pinned here so a change of algorithm shows.
 */
import { addDays, dayKey, dayKeyOf, isTimeZone, wallClock, zonedToUtc, zoneOffset } from '../../common/domain/zonedTime';

const CHI = 'America/Chicago';
const LON = 'Europe/London';
const SH = 'Asia/Shanghai';
const HOUR = 3_600_000;
const utc = (iso: string) => Date.parse(iso);
const wall = (year: number, month: number, day: number, hour: number, minute: number, second = 0) => ({ year, month, day, hour, minute, second });

describe('zonedToUtc', () => {
  it.each([
    ['Chicago winter (CST, UTC-6)', CHI, wall(2025, 1, 15, 9, 30), '2025-01-15T15:30:00Z'],
    ['Chicago summer (CDT, UTC-5)', CHI, wall(2025, 7, 15, 9, 30), '2025-07-15T14:30:00Z'],
    ['Chicago 01:59 before spring forward (CST)', CHI, wall(2025, 3, 9, 1, 59), '2025-03-09T07:59:00Z'],
    ['Chicago 03:00 after spring forward (CDT)', CHI, wall(2025, 3, 9, 3, 0), '2025-03-09T08:00:00Z'],
    ['Chicago 03:00 after fall back (CST)', CHI, wall(2025, 11, 2, 3, 0), '2025-11-02T09:00:00Z'],
    ['London winter (GMT)', LON, wall(2025, 1, 15, 9, 30), '2025-01-15T09:30:00Z'],
    ['London summer (BST, UTC+1)', LON, wall(2025, 7, 15, 9, 30), '2025-07-15T08:30:00Z'],
    ['London 00:59 before spring forward (GMT)', LON, wall(2025, 3, 30, 0, 59), '2025-03-30T00:59:00Z'],
    ['London 02:00 after spring forward (BST)', LON, wall(2025, 3, 30, 2, 0), '2025-03-30T01:00:00Z'],
    ['London 02:00 after fall back (GMT)', LON, wall(2025, 10, 26, 2, 0), '2025-10-26T02:00:00Z'],
    ['Shanghai in January (UTC+8)', SH, wall(2025, 1, 15, 9, 0), '2025-01-15T01:00:00Z'],
    ['Shanghai in July (UTC+8, no summer time)', SH, wall(2025, 7, 15, 9, 0), '2025-07-15T01:00:00Z'],
    ['Shanghai night session past midnight', SH, wall(2025, 4, 5, 0, 30), '2025-04-04T16:30:00Z'],
    ['Shanghai with seconds', SH, wall(2025, 4, 1, 21, 0, 15), '2025-04-01T13:00:15Z'],
    ['Shanghai local mean time before 1901 (+8:05:43)', SH, wall(1900, 1, 1, 0, 0), '1899-12-31T15:54:17Z'],
    ['UTC', 'UTC', wall(2025, 3, 30, 1, 30), '2025-03-30T01:30:00Z'],
  ])('%s', (_name, zone, w, expected) => {
    expect(zonedToUtc(w, zone)).toBe(utc(expected));
  });

  it('reads seconds as 0 when not given', () => {
    expect(zonedToUtc({ year: 2025, month: 7, day: 15, hour: 9, minute: 30 }, CHI)).toBe(utc('2025-07-15T14:30:00Z'));
  });

  // No instant shows these times: the answer is the time read with the offset of the first guess.
  it('a skipped hour west of Greenwich takes the summer offset (Chicago 02:30 on 2025-03-09 -> 07:30Z, 01:30 CST)', () => {
    expect(zonedToUtc(wall(2025, 3, 9, 2, 30), CHI)).toBe(utc('2025-03-09T07:30:00Z'));
    expect(wallClock(utc('2025-03-09T07:30:00Z'), CHI)).toEqual(wall(2025, 3, 9, 1, 30));
  });
  it('a skipped hour east of Greenwich takes the winter offset (London 01:30 on 2025-03-30 -> 01:30Z, 02:30 BST)', () => {
    expect(zonedToUtc(wall(2025, 3, 30, 1, 30), LON)).toBe(utc('2025-03-30T01:30:00Z'));
    expect(wallClock(utc('2025-03-30T01:30:00Z'), LON)).toEqual(wall(2025, 3, 30, 2, 30));
  });

  // Two instants show these times, one hour apart.
  it('a repeated hour west of Greenwich is the earlier instant (Chicago 01:30 on 2025-11-02 -> 06:30Z, CDT)', () => {
    expect(wallClock(utc('2025-11-02T06:30:00Z'), CHI)).toEqual(wallClock(utc('2025-11-02T07:30:00Z'), CHI));
    expect(zonedToUtc(wall(2025, 11, 2, 1, 30), CHI)).toBe(utc('2025-11-02T06:30:00Z'));
  });
  it('a repeated hour east of Greenwich is the later instant (London 01:30 on 2025-10-26 -> 01:30Z, GMT)', () => {
    expect(wallClock(utc('2025-10-26T00:30:00Z'), LON)).toEqual(wallClock(utc('2025-10-26T01:30:00Z'), LON));
    expect(zonedToUtc(wall(2025, 10, 26, 1, 30), LON)).toBe(utc('2025-10-26T01:30:00Z'));
  });

  it('goes back to the same instant from every wall clock outside the changes (every 5 minutes of a week around each change)', () => {
    for (const [zone, from] of [
      [CHI, '2025-03-06T00:00:00Z'],
      [CHI, '2025-10-30T00:00:00Z'],
      [LON, '2025-03-27T00:00:00Z'],
      [LON, '2025-10-23T00:00:00Z'],
      [SH, '2025-03-27T00:00:00Z'],
    ] as const) {
      for (let t = utc(from); t < utc(from) + 7 * 24 * HOUR; t += 5 * 60_000) {
        const w = wallClock(t, zone);
        const repeated = wallClock(t - HOUR, zone).hour === w.hour || wallClock(t + HOUR, zone).hour === w.hour;
        if (!repeated) expect(zonedToUtc(w, zone)).toBe(t);
      }
    }
  });
});

describe('wallClock', () => {
  it.each([
    ['Chicago, the last CDT minute', CHI, '2025-11-02T06:59:00Z', wall(2025, 11, 2, 1, 59)],
    ['Chicago, the first CST minute (01:00 again)', CHI, '2025-11-02T07:00:00Z', wall(2025, 11, 2, 1, 0)],
    ['Chicago, the first CDT minute (02:00 skipped)', CHI, '2025-03-09T08:00:00Z', wall(2025, 3, 9, 3, 0)],
    ['London, the first BST minute (01:00 skipped)', LON, '2025-03-30T01:00:00Z', wall(2025, 3, 30, 2, 0)],
    ['Shanghai midnight (hour 0, not 24)', SH, '2025-04-04T16:00:00Z', wall(2025, 4, 5, 0, 0)],
    ['Shanghai with seconds, milliseconds dropped', SH, '2025-04-01T13:00:15.250Z', wall(2025, 4, 1, 21, 0, 15)],
  ])('%s', (_name, zone, iso, expected) => {
    expect(wallClock(utc(iso), zone)).toEqual(expected);
  });

  it('throws a RangeError for an unknown zone', () => {
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zoneOffset', () => {
  it.each([
    [CHI, '2025-01-15T12:00:00Z', -6 * HOUR],
    [CHI, '2025-07-15T12:00:00Z', -5 * HOUR],
    [LON, '2025-01-15T12:00:00Z', 0],
    [LON, '2025-07-15T12:00:00Z', HOUR],
    [SH, '2025-01-15T12:00:00Z', 8 * HOUR],
    [SH, '2025-07-15T12:00:00Z', 8 * HOUR],
    [SH, '1900-06-01T12:00:00Z', (8 * 3600 + 5 * 60 + 43) * 1000],
  ])('%s at %s', (zone, iso, expected) => {
    expect(zoneOffset(utc(iso), zone)).toBe(expected);
  });

  it('changes at the published instants (Chicago 08:00Z on 2025-03-09, London 01:00Z on 2025-10-26)', () => {
    expect(zoneOffset(utc('2025-03-09T07:59:59Z'), CHI)).toBe(-6 * HOUR);
    expect(zoneOffset(utc('2025-03-09T08:00:00Z'), CHI)).toBe(-5 * HOUR);
    expect(zoneOffset(utc('2025-10-26T00:59:59Z'), LON)).toBe(HOUR);
    expect(zoneOffset(utc('2025-10-26T01:00:00Z'), LON)).toBe(0);
  });
});

describe('dayKey', () => {
  it('is the local date, zero-padded', () => {
    expect(dayKey(utc('2025-04-04T16:00:00Z'), SH)).toBe('2025-04-05');
    expect(dayKey(utc('2025-04-04T16:00:00Z'), CHI)).toBe('2025-04-04');
    expect(dayKeyOf({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
  });
});

describe('addDays', () => {
  it('counts calendar days across month, year and leap-day ends, both ways', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('pads the day and month, and agrees with Date arithmetic everywhere', () => {
    expect(addDays('2026-11-09', 1)).toBe('2026-11-10');
    expect(addDays('2026-11-10', -1)).toBe('2026-11-09');
    expect(addDays('2026-11-01', 27)).toBe('2026-11-28');
    expect(addDays('2026-11-02', -1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2026-11-28', 1)).toBe('2026-11-29');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    // Every day of a leap year and the next, with offsets across month ends both ways, against Date.UTC.
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      const key = new Date(t).toISOString().slice(0, 10);
      for (const n of [-400, -366, -35, -29, -3, -1, 1, 3, 27, 31, 40, 365, 366, 401]) {
        const want = new Date(t + n * 86_400_000).toISOString().slice(0, 10);
        if (addDays(key, n) !== want) wrong.push(`${key} ${n}: ${addDays(key, n)} != ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('isTimeZone', () => {
  it.each([
    [SH, true],
    [CHI, true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s -> %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});
