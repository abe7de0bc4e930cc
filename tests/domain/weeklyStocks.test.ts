/**
 * Known answers for common/domain/weeklyStocks.ts, hand-worked on a constructed weekly report (values in thousand
 * barrels, Friday week endings). The comparison is EIA's Weekly Petroleum Status Report's "five-year average for this
 * time of year" (https://www.eia.gov/petroleum/supply/weekly/).
 *
 * Latest: Friday 2026-11-20 = 460, the week before 2026-11-13 = 455 (change +5). The same date in earlier years and
 * the nearest report within 3.5 days:
 *   2025-11-20 (Thu) -> 2025-11-21 = 450 (1 day)
 *   2024-11-20 (Wed) -> 2024-11-22 = 440 (2 days; 2024-11-15 = 999 is 5 days away)
 *   2023-11-20 (Mon) -> 2023-11-17 = 410 (3 days; 2023-11-24 = 999 is 4 days away)
 *   2022-11-20 (Sun) -> 2022-11-18 = 430 (2 days; 2022-11-25 = 999 is 5 days away)
 *   2021-11-20 (Sat) -> 2021-11-19 = 420 (1 day)
 * Average (450 + 440 + 410 + 430 + 420) / 5 = 430, min 410, max 450, latest against the average +30.
 */
import { sameDateYearsBefore, stockAgainstYears } from '../../common/domain/weeklyStocks';

const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
const REPORT: [string, number][] = [
  ['2021-11-19', 420],
  ['2022-11-18', 430],
  ['2022-11-25', 999],
  ['2023-11-17', 410],
  ['2023-11-24', 999],
  ['2024-11-15', 999],
  ['2024-11-22', 440],
  ['2025-11-21', 450],
  ['2026-11-13', 455],
  ['2026-11-20', 460],
];
const points = (rows: [string, number][]) => rows.map(([d, v]) => [at(d), v] as [number, number]);

test('the latest week against the same week of the five years before (EIA five-year average)', () => {
  expect(stockAgainstYears(points(REPORT), 5)).toEqual({
    ts: at('2026-11-20'),
    value: 460,
    previousTs: at('2026-11-13'),
    change: 5,
    average: 430,
    min: 410,
    max: 450,
    years: 5,
    vsAverage: 30,
  });
});

test('a year with no report within 3.5 days of the date is left out, and `years` says so', () => {
  const without2023 = REPORT.filter(([d]) => d !== '2023-11-17');
  // 2023-11-24 is 4 days from 2023-11-20: too far. The other four: (450 + 440 + 430 + 420) / 4 = 435.
  expect(stockAgainstYears(points(without2023), 5)).toMatchObject({ average: 435, min: 420, max: 450, years: 4, vsAverage: 25 });
  // Six years asked, five found: 2020-11-20 has no report.
  expect(stockAgainstYears(points(REPORT), 6)).toMatchObject({ average: 430, years: 5 });
});

test('fewer years asked use the nearest ones only; a single point has no change and no average', () => {
  // Two years: (450 + 440) / 2 = 445.
  expect(stockAgainstYears(points(REPORT), 2)).toMatchObject({ average: 445, min: 440, max: 450, years: 2, vsAverage: 15 });
  expect(stockAgainstYears([[at('2026-11-20'), 460]], 5)).toEqual({
    ts: at('2026-11-20'),
    value: 460,
    previousTs: null,
    change: null,
    average: null,
    min: null,
    max: null,
    years: 0,
    vsAverage: null,
  });
  expect(stockAgainstYears([], 5)).toBeNull();
});

test('the same date years before keeps the time of day, and 29 February falls back to the 28th', () => {
  expect(sameDateYearsBefore(at('2024-02-29'), 1)).toBe(at('2023-02-28'));
  expect(sameDateYearsBefore(at('2024-02-29'), 4)).toBe(at('2020-02-29'));
  expect(sameDateYearsBefore(Date.parse('2026-11-20T15:30:00Z'), 3)).toBe(Date.parse('2023-11-20T15:30:00Z'));
});
