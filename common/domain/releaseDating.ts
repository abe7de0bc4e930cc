/**
 * When a weekly or monthly statistic becomes known (issue 18, no look-ahead): a value "as of" a day (a week's
 * Tuesday positions, a month's average) is only usable from its publication, so backtests and dated reference rates
 * date it at release, not at its as-of date. Two published rules:
 *
 * - Federal Reserve G.5 (monthly averages of the H.10 daily rates; FRED series such as EXCHUS, USD/CNY): released on
 *   the first Monday of the following month, the next business day when that Monday is a U.S. federal holiday, with
 *   the H.10 data update at 16:15 New York time (federalreserve.gov/releases/H10/About.htm: "updated weekly on
 *   Mondays at 4:15 p.m."; ALFRED's EXCHUS vintages: February 2025 published 2025-03-03, January 2025 on
 *   2025-02-03; FRASER's G.5 of June 1977 is dated 1977-07-05, the Tuesday after Independence Day).
 * - CFTC Commitments of Traders: positions as of Tuesday, released the following Friday at 15:30 Eastern time
 *   (cftc.gov/es/node/132401, "Release Schedule": "released at 3:30 p.m. Eastern time ... usually on Friday ...
 *   data from the previous Tuesday"). A federal holiday delays a release by a day or two (2024: 24 June, 8 July,
 *   2 and 30 December); the rule does not know those weeks, so a source that has the real release time sends it
 *   (the `released` column of the series CSV layout, docs/datasources.md).
 */
import { addDays, dayKey, zonedToUtc } from './zonedTime';

export type IsoDay = string;

export type ReleaseRule =
  /** The first `weekday` (0 Sunday .. 6 Saturday) after the as-of day, at `time` in `timeZone`. */
  | { kind: 'weekly'; weekday: number; time: string; timeZone: string }
  /** The G.5 rule above: the as-of day is any day of the month whose average it is. */
  | { kind: 'g5' };

export const CFTC_RELEASE: ReleaseRule = { kind: 'weekly', weekday: 5, time: '15:30', timeZone: 'America/New_York' };
export const G5_RELEASE: ReleaseRule = { kind: 'g5' };

const NEW_YORK = 'America/New_York';
const G5_TIME = '16:15';

const weekdayOf = (day: IsoDay) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The U.S. federal holidays that can fall on a month's first Monday: New Year's Day (1 January, or Monday 2 January
 * when the 1st is a Sunday), Independence Day (4 July, or Monday 5 July when the 4th is a Sunday) and Labor Day (the
 * first Monday of September). 5 U.S.C. 6103.
 */
function isFirstMondayHoliday(day: IsoDay): boolean {
  const md = day.slice(5);
  return md === '01-01' || md === '01-02' || md === '07-04' || md === '07-05' || md.startsWith('09-');
}

/** The G.5 release day of the month holding `asOf`: the next month's first Monday, Tuesday when a holiday. */
export function g5ReleaseDay(asOf: IsoDay): IsoDay {
  const [y, m] = asOf.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1));
  let day = next.toISOString().slice(0, 10);
  while (weekdayOf(day) !== 1) day = addDays(day, 1);
  return isFirstMondayHoliday(day) ? addDays(day, 1) : day;
}

const at = (day: IsoDay, time: string, zone: string) => {
  const [year, month, d] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedToUtc({ year, month, day: d, hour, minute }, zone);
};

/** The instant (epoch ms) a value as of `asOf` is published under `rule`. */
export function releaseInstant(asOf: IsoDay, rule: ReleaseRule): number {
  if (rule.kind === 'g5') return at(g5ReleaseDay(asOf), G5_TIME, NEW_YORK);
  let day = addDays(asOf, 1);
  while (weekdayOf(day) !== rule.weekday) day = addDays(day, 1);
  return at(day, rule.time, rule.timeZone);
}

/** The date in `zone` from which a value as of `asOf` is known (the desk's dated rates use Asia/Shanghai). */
export const knownFrom = (asOf: IsoDay, rule: ReleaseRule, zone: string): IsoDay => dayKey(releaseInstant(asOf, rule), zone);

/** Observations re-dated at release: `ts` (the as-of day, midnight UTC) becomes the release instant. */
export function datedAtRelease<T extends { ts: number }>(rows: readonly T[], rule: ReleaseRule): T[] {
  return rows.map((r) => ({ ...r, ts: releaseInstant(new Date(r.ts).toISOString().slice(0, 10), rule) }));
}
