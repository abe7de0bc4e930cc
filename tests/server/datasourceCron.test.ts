/** Known-answer tests of the schedule arithmetic (server/infra/scheduler/cron.ts); schedules run on Asia/Shanghai time. */
import { InvalidCronError, nextRunTimes, nextRunTime, previousRunTime, validateCron } from '../../server/infra/scheduler/cron';
import { SOURCE_DEFINITIONS, SOURCE_NAMES } from '../../server/features/datasource/registry';

/** ISO form of a run time; null stays null (no next run), so the expectation fails with it in view. */
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
// Friday 2024-01-05 20:00 in Shanghai.
const FRIDAY_EVENING = Date.UTC(2024, 0, 5, 12, 0, 0);

describe('nextRunTimes', () => {
  it('daily 18:00 Shanghai = 10:00 UTC, starting the next day when 18:00 has passed', () => {
    expect(nextRunTimes('0 18 * * *', FRIDAY_EVENING, 3).map(iso)).toEqual([
      '2024-01-06T10:00:00.000Z',
      '2024-01-07T10:00:00.000Z',
      '2024-01-08T10:00:00.000Z',
    ]);
  });

  it('weekly CFTC schedule: Saturday 06:00 Shanghai (Friday 22:00 UTC)', () => {
    expect(nextRunTimes(SOURCE_DEFINITIONS.cftc.cron, FRIDAY_EVENING, 2).map(iso)).toEqual(['2024-01-05T22:00:00.000Z', '2024-01-12T22:00:00.000Z']);
  });

  it('hourly Kpler schedule at minute 5', () => {
    expect(nextRunTimes(SOURCE_DEFINITIONS.kpler.cron, FRIDAY_EVENING, 2).map(iso)).toEqual(['2024-01-05T12:05:00.000Z', '2024-01-05T13:05:00.000Z']);
  });

  it('is strictly after the starting instant when that instant is itself a run time', () => {
    expect(iso(nextRunTime('0 18 * * *', Date.UTC(2024, 0, 6, 10, 0, 0)))).toBe('2024-01-07T10:00:00.000Z');
  });

  it('weekdays only: Friday evening jumps to Monday', () => {
    expect(iso(nextRunTime('30 9 * * 1-5', FRIDAY_EVENING))).toBe('2024-01-08T01:30:00.000Z');
  });

  it('honours another zone when asked', () => {
    expect(iso(nextRunTime('0 18 * * *', FRIDAY_EVENING, 'UTC'))).toBe('2024-01-05T18:00:00.000Z');
  });

  it('previousRunTime finds the last tick at or before the instant', () => {
    expect(iso(previousRunTime('0 18 * * *', FRIDAY_EVENING))).toBe('2024-01-05T10:00:00.000Z');
  });
});

describe('validateCron', () => {
  it('accepts every registry default', () => {
    for (const s of SOURCE_NAMES) expect(() => validateCron(SOURCE_DEFINITIONS[s].cron)).not.toThrow();
  });

  it.each(['61 * * * *', '* * *', '@daily', 'H * * * *', 'a b c d e', '0 0 31 2 *', '*/15 * * * * *', '0 25 * * *'])('refuses %s', (expr) => {
    expect(() => validateCron(expr)).toThrow(InvalidCronError);
  });

  it('accepts day names (THU is not the H hash value)', () => {
    expect(() => validateCron('0 9 * * THU')).not.toThrow();
  });
});
