/**
 * Known answers for common/domain/seasonality.ts, worked by hand on small inputs (the arithmetic is written next to
 * each number). Sources of the conventions: the calendar (Gregorian leap rule, ISO 8601 dates: 2023-01-01 is a
 * Sunday, 2024 is a leap year), the type 7 quantile h = (n - 1) p of Hyndman & Fan (1996), "Sample quantiles in
 * statistical packages", The American Statistician 50(4), numpy's default; the merge, week and fill rules are this
 * project's decisions (docs/analytics/seasonal.md).
 */
import { fillInteriorGaps, rebaseLine, seasonalAxis, seasonalDay, seasonality, seasonalWeek, yearLines } from '../../common/domain/seasonality';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const P = [10, 25, 50, 75, 90];

describe('seasonal day and week of year', () => {
  it('merges Feb 29 into Feb 28 and shifts the rest of a leap year by one day', () => {
    expect(seasonalDay(utc(2023, 1, 1))).toEqual({ year: 2023, day: 1 });
    // 2023: Jan 31 + Feb 28 = 59 days, so Mar 1 = 60. 2024: Feb 29 is ordinal 60 -> 59, Mar 1 ordinal 61 -> 60.
    expect(seasonalDay(utc(2023, 3, 1)).day).toBe(60);
    expect(seasonalDay(utc(2024, 2, 28)).day).toBe(59);
    expect(seasonalDay(utc(2024, 2, 29)).day).toBe(59);
    expect(seasonalDay(utc(2024, 3, 1)).day).toBe(60);
    // Dec 31: ordinal 365 in 2023, 366 - 1 = 365 in 2024; 1900 is not a leap year (divisible by 100), 2000 is.
    expect(seasonalDay(utc(2023, 12, 31)).day).toBe(365);
    expect(seasonalDay(utc(2024, 12, 31)).day).toBe(365);
    expect(seasonalDay(utc(1900, 3, 1)).day).toBe(60);
    expect(seasonalDay(utc(2000, 3, 1)).day).toBe(60);
    // A time of day later than 00:00 UTC is still that UTC date.
    expect(seasonalDay(utc(2023, 1, 2) + 23 * 3_600_000).day).toBe(2);
  });

  it('counts weeks as ceil(day / 7) with days 358-365 in week 52', () => {
    expect([1, 7, 8, 14, 357, 358, 364, 365].map(seasonalWeek)).toEqual([1, 1, 2, 2, 51, 52, 52, 52]);
    expect(seasonalAxis('dayOfYear')).toHaveLength(365);
    expect(seasonalAxis('weekOfYear')).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });
});

describe('year lines', () => {
  it('keeps the later of Feb 28 and Feb 29 (the latest value of a bucket wins), whatever the input order', () => {
    const pts: [number, number][] = [
      [utc(2024, 2, 29), 82],
      [utc(2024, 2, 28), 80],
      [utc(2023, 2, 28), 70],
    ];
    const lines = yearLines(pts, 'dayOfYear', 2023, 2024);
    expect(lines.get(2024)?.[58]).toBe(82);
    expect(lines.get(2023)?.[58]).toBe(70);
    // Without Feb 29, Feb 28 stands.
    expect(yearLines([[utc(2024, 2, 28), 80]], 'dayOfYear', 2024, 2024).get(2024)?.[58]).toBe(80);
  });

  it('leaves missing days null (never zero), skips non-finite values and years outside the window', () => {
    const line = yearLines(
      [
        [utc(2023, 1, 1), 5],
        [utc(2023, 1, 3), Number.NaN],
        [utc(2022, 12, 31), 9],
      ],
      'dayOfYear',
      2023,
      2023,
    );
    expect([...line.keys()]).toEqual([2023]);
    expect(line.get(2023)?.slice(0, 3)).toEqual([5, null, null]);
  });
});

describe('rebasing and gap filling', () => {
  it('rebases to 100 at the first present value; a base <= 0 gives an all-null line', () => {
    // [null, 50, 55, null, 40] / 50 * 100 = [null, 100, 110, null, 80]
    expect(rebaseLine([null, 50, 55, null, 40])).toEqual([null, 100, 110, null, 80]);
    expect(rebaseLine([-5, 10])).toEqual([null, null]);
    expect(rebaseLine([null, null])).toEqual([null, null]);
  });

  it('fills interior runs up to the limit only', () => {
    // run of 2 (filled with 1), run of 3 (longer than 2: kept), trailing run (kept)
    expect(fillInteriorGaps([1, null, null, 4, null, null, null, 8, null], 2)).toEqual([1, 1, 1, 4, null, null, null, 8, null]);
    expect(fillInteriorGaps([null, 2, null, 3], 0)).toEqual([null, 2, null, 3]);
  });
});

describe('seasonality bands', () => {
  // Current year 2024, 3 band years: 2021, 2022, 2023. Year 2020 is outside the window.
  const pts: [number, number][] = [
    [utc(2020, 1, 1), 1000],
    [utc(2021, 1, 1), 10],
    [utc(2021, 1, 2), 12],
    [utc(2022, 1, 1), 20],
    [utc(2023, 1, 1), 40],
    [utc(2023, 1, 2), 44],
    [utc(2024, 1, 1), 50],
  ];

  it('computes min, max and type 7 percentiles per day over the band years, current year overlaid', () => {
    const r = seasonality(pts, { x: 'dayOfYear', mode: 'level', currentYear: 2024, years: 3, percentiles: P });
    expect(r.bandYears).toEqual([2021, 2022, 2023]);
    expect(r.currentYear).toBe(2024);
    expect(Object.keys(r.years)).toEqual(['2021', '2022', '2023', '2024']);
    expect(r.x).toHaveLength(365);
    // Day 1: sorted [10, 20, 40], n = 3.
    //   p10: h = 2 * 0.10 = 0.2 -> 10 + 0.2 * (20 - 10) = 12;  p25: h = 0.5 -> 15;  p50: h = 1 -> 20
    //   p75: h = 1.5 -> 20 + 0.5 * (40 - 20) = 30;             p90: h = 1.8 -> 20 + 0.8 * 20 = 36
    expect(r.min[0]).toBe(10);
    expect(r.max[0]).toBe(40);
    expect(r.bands['10'][0]).toBeCloseTo(12, 12);
    expect(r.bands['25'][0]).toBeCloseTo(15, 12);
    expect(r.bands['50'][0]).toBeCloseTo(20, 12);
    expect(r.bands['75'][0]).toBeCloseTo(30, 12);
    expect(r.bands['90'][0]).toBeCloseTo(36, 12);
    // Day 2: only 2021 (12) and 2023 (44), n = 2: p25: h = 0.25 -> 12 + 0.25 * 32 = 20; p50: h = 0.5 -> 28.
    expect(r.bands['25'][1]).toBeCloseTo(20, 12);
    expect(r.bands['50'][1]).toBeCloseTo(28, 12);
    // Day 3: no year has a value -> null, not 0. The current year (50) never enters the bands.
    expect(r.min[2]).toBeNull();
    expect(r.bands['50'][2]).toBeNull();
    expect(r.years['2024'][0]).toBe(50);
    expect(r.max.every((v) => v === null || v <= 44)).toBe(true);
  });

  it('rebases each year to its own first value before the bands', () => {
    const r = seasonality(
      [
        [utc(2022, 1, 2), 50],
        [utc(2022, 1, 3), 55],
        [utc(2023, 1, 1), 200],
        [utc(2023, 1, 2), 210],
        [utc(2024, 1, 1), 80],
        [utc(2024, 1, 2), 60],
      ],
      { x: 'dayOfYear', mode: 'rebased', currentYear: 2024, years: 2, percentiles: [50] },
    );
    // 2022: [null, 50, 55] / 50 -> [null, 100, 110]; 2023: [200, 210] / 200 -> [100, 105]; 2024: [80, 60] / 80 -> [100, 75]
    expect(r.years['2022'].slice(0, 3)).toEqual([null, 100, 110]);
    expect(r.years['2023'].slice(0, 2)).toEqual([100, 105]);
    expect(r.years['2024'].slice(0, 2)).toEqual([100, 75]);
    // Day 2 median of [100, 105] = 102.5; day 1 only 2023 = 100.
    expect(r.bands['50'][1]).toBeCloseTo(102.5, 12);
    expect(r.bands['50'][0]).toBe(100);
  });

  it('buckets weeks by their last value (week 1 = days 1-7, week 52 = days 358-365) and rebases on week 1', () => {
    // 2023 starts on a Sunday; values = day number on days 1-6 and 8-14 (day 7 missing), Dec 24 = 98, Dec 31 = 99.
    const pts2023: [number, number][] = [];
    for (const d of [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14]) pts2023.push([utc(2023, 1, d), d]);
    pts2023.push([utc(2023, 12, 24), 98], [utc(2023, 12, 31), 99]);
    const level = seasonality(pts2023, { x: 'weekOfYear', mode: 'level', currentYear: 2024, years: 1, percentiles: [50] });
    expect(level.x).toHaveLength(52);
    // Week 1 = last present of days 1-7 = day 6 -> 6; week 2 = day 14 -> 14; week 3 none -> null.
    // Dec 24 is day 358 (week 52), Dec 31 day 365 (week 52): the later, 99.
    expect(level.years['2023'].slice(0, 3)).toEqual([6, 14, null]);
    expect(level.years['2023'][51]).toBe(99);
    expect(level.bands['50'][0]).toBe(6);
    const rebased = seasonality(pts2023, { x: 'weekOfYear', mode: 'rebased', currentYear: 2024, years: 1, percentiles: [50] });
    // 14 / 6 * 100 = 233.333...; 99 / 6 * 100 = 1650
    expect(rebased.years['2023'][0]).toBe(100);
    expect(rebased.years['2023'][1]).toBeCloseTo(1400 / 6, 12);
    expect(rebased.years['2023'][51]).toBeCloseTo(1650, 12);
    // No current-year data: no current line.
    expect(rebased.years['2024']).toBeUndefined();
  });

  it('fills short gaps for the bands only, leaving the year lines unfilled', () => {
    const pts2: [number, number][] = [
      [utc(2022, 1, 1), 1],
      [utc(2022, 1, 4), 4],
      [utc(2023, 1, 2), 10],
    ];
    const plain = seasonality(pts2, { x: 'dayOfYear', mode: 'level', currentYear: 2024, years: 2, percentiles: [50] });
    // Day 2: only 2023 -> min = max = 10.
    expect([plain.min[1], plain.max[1]]).toEqual([10, 10]);
    const filled = seasonality(pts2, { x: 'dayOfYear', mode: 'level', currentYear: 2024, years: 2, percentiles: [50], bandFillDays: 2 });
    // 2022 days 2-3 take day 1's value 1 for the bands: day 2 over [1, 10] -> min 1, max 10, median 5.5.
    expect([filled.min[1], filled.max[1], filled.bands['50'][1]]).toEqual([1, 10, 5.5]);
    expect(filled.years['2022'].slice(0, 4)).toEqual([1, null, null, 4]);
  });

  it('keys the bands by the percentiles as sent', () => {
    const r = seasonality(pts, { x: 'dayOfYear', mode: 'level', currentYear: 2024, years: 3, percentiles: [12.5, 0, 100] });
    expect(Object.keys(r.bands).sort()).toEqual(['0', '100', '12.5']);
    // p0 and p100 are min and max; p12.5 on day 1: h = 2 * 0.125 = 0.25 -> 10 + 0.25 * 10 = 12.5.
    expect(r.bands['0'][0]).toBe(10);
    expect(r.bands['100'][0]).toBe(40);
    expect(r.bands['12.5'][0]).toBeCloseTo(12.5, 12);
  });
});
