/**
 * Known answers for common/domain/releaseDating.ts, named after their sources:
 * - ALFRED, series EXCHUS (G.5 Foreign Exchange Rates): the February 2025 value "Updated: Mar 3, 2025 3:19 PM CST",
 *   the vintage of 2025-02-03 holding January 2025: both first Mondays of the following month.
 * - FRASER, G.5 Foreign Exchange Rates "July 5, 1977": June 1977's averages, the Tuesday after Independence Day
 *   (Monday 4 July 1977).
 * - federalreserve.gov/releases/H10/About.htm: data "updated weekly on Mondays at 4:15 p.m." (New York).
 * - cftc.gov/es/node/132401: COT "released at 3:30 p.m. Eastern time", usually Friday, data of the previous Tuesday
 *   (2024 schedule: 1, 8, 15, 22, 29 March).
 * - The case: on 2022-05-03 (China) the last published monthly average is April 2022's (6.431), not May's.
 */
import { CFTC_RELEASE, datedAtRelease, G5_RELEASE, g5ReleaseDay, knownFrom, releaseInstant } from '../../common/domain/releaseDating';

describe('G.5 monthly averages (FRED EXCHUS)', () => {
  it('are released on the first Monday of the next month', () => {
    expect(g5ReleaseDay('2025-02-01')).toBe('2025-03-03');
    expect(g5ReleaseDay('2025-01-01')).toBe('2025-02-03');
    expect(g5ReleaseDay('2022-04-01')).toBe('2022-05-02');
    expect(g5ReleaseDay('2022-05-01')).toBe('2022-06-06');
  });
  it('move to Tuesday when that Monday is a federal holiday', () => {
    expect(g5ReleaseDay('1977-06-01')).toBe('1977-07-05'); // Independence Day, Monday 4 July 1977 (FRASER)
    expect(g5ReleaseDay('2024-08-01')).toBe('2024-09-03'); // Labor Day, 2 September 2024
    expect(g5ReleaseDay('2017-12-01')).toBe('2018-01-02'); // New Year's Day, Monday 1 January 2018
    expect(g5ReleaseDay('2022-12-01')).toBe('2023-01-03'); // 1 January 2023 a Sunday: observed Monday 2 January
    expect(g5ReleaseDay('2021-06-01')).toBe('2021-07-06'); // 4 July 2021 a Sunday: observed Monday 5 July
  });
  it('publish at 16:15 New York, which is the next day in China', () => {
    expect(new Date(releaseInstant('2025-02-01', G5_RELEASE)).toISOString()).toBe('2025-03-03T21:15:00.000Z'); // EST
    expect(new Date(releaseInstant('2022-04-01', G5_RELEASE)).toISOString()).toBe('2022-05-02T20:15:00.000Z'); // EDT
    expect(knownFrom('2022-04-01', G5_RELEASE, 'Asia/Shanghai')).toBe('2022-05-03');
    expect(knownFrom('2022-05-01', G5_RELEASE, 'Asia/Shanghai')).toBe('2022-06-07');
  });
});

describe('CFTC Commitments of Traders', () => {
  it("dates Tuesday's positions at Friday 15:30 Eastern", () => {
    expect(new Date(releaseInstant('2024-03-05', CFTC_RELEASE)).toISOString()).toBe('2024-03-08T20:30:00.000Z'); // EST
    expect(new Date(releaseInstant('2024-03-26', CFTC_RELEASE)).toISOString()).toBe('2024-03-29T19:30:00.000Z'); // EDT
  });
  it('re-dates observations and keeps everything else', () => {
    const rows = [{ seriesId: 'cot:cl:mm_net', ts: Date.UTC(2024, 2, 5), value: 201_345, unit: 'contracts' }];
    expect(datedAtRelease(rows, CFTC_RELEASE)).toEqual([{ ...rows[0], ts: Date.parse('2024-03-08T20:30:00Z') }]);
  });
});
