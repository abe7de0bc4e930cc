/**
 * ICS calendar files (docs/research/calendar.md, "ICS"), parsed with ical.js. Each VEVENT is a release:
 * UID -> uid, SUMMARY -> event, DTSTART -> release time (UTC `Z`, `TZID=` an IANA name or a VTIMEZONE of the
 * file, or `VALUE=DATE` for a date-only release; a floating time is read as UTC with a warning), STATUS:TENTATIVE ->
 * projected. CATEGORIES give the country (2 letters), currency (3 letters) and importance (low / medium / high);
 * X- properties override them and add the rest: X-COUNTRY, X-CURRENCY, X-IMPORTANCE, X-EVENT-KEY, X-PERIOD,
 * X-ACTUAL, X-CONSENSUS, X-PREVIOUS, X-REVISED, X-UNIT, X-SOURCE, X-PRODUCTS, X-DATE-STATUS.
 */
import ICAL from 'ical.js';
import { CALENDAR_IMPORT_MAX_ROWS, type CalendarImportIssue } from '../../../common/contract/events';
import { apiError } from '../../infra/http/apiError';
import { ICS_FILE_MAX_ZONE_CHANGES, ICS_MAX_YEAR, ICS_ZONE_FREQUENCIES, ICS_ZONE_MAX_CHANGES } from '../../infra/tables/importLimits';
import { outcomeOf } from '../../infra/tables/parseOutcome';
import { checkRow, type CheckedCalendarRow, importanceOf, issue, type RawCalendarRow } from './rowCheck';
import type { ParsedCalendar } from './tableFile';
import { type WallToUtc, zoneConverter } from './timeZones';

type Component = InstanceType<typeof ICAL.Component>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

/** How far past the latest converted year ical.js expands a zone's rules (its Timezone.EXTRA_COVERAGE). */
const ZONE_COVERAGE_YEARS = 5;

/**
 * Refuses (importTooComplex) VTIMEZONEs whose rules ical.js would expand beyond the import limits: ical.js expands
 * every rule from its DTSTART to five years past the latest time it converts, one change per occurrence, so one
 * `RRULE:FREQ=MINUTELY` meant tens of millions of changes on the server's thread. Rules must repeat at most monthly
 * (the two frequencies whose impossible rules ical.js gives up on), and each zone, and the file, may expand to a
 * bounded number of changes up to the horizon: the current year or the file's latest release year (at most
 * ICS_MAX_YEAR; later releases are refused row by row), plus ical.js's five years. Counting stops at the bound.
 * VEVENT RRULEs are never expanded: each VEVENT is one release at its DTSTART.
 */
function checkZoneRules(roots: Component[], events: Component[]): void {
  const latestYear = Math.max(ICAL.Time.now().year, ...events.map((ev) => Math.min(ICS_MAX_YEAR, yearOf(ev.getFirstPropertyValue('dtstart')))));
  const horizon = latestYear + ZONE_COVERAGE_YEARS;
  let fileChanges = 0;
  for (const vtz of roots.flatMap((root) => root.getAllSubcomponents('vtimezone'))) {
    const tzid = str(vtz.getFirstPropertyValue('tzid'));
    let zoneChanges = 0;
    const count = (n: number) => {
      zoneChanges += n;
      fileChanges += n;
      if (zoneChanges > ICS_ZONE_MAX_CHANGES) throw apiError('importTooComplex', `Time zone ${tzid} changes more than ${ICS_ZONE_MAX_CHANGES} times`);
      if (fileChanges > ICS_FILE_MAX_ZONE_CHANGES)
        throw apiError('importTooComplex', `The file's time zones change more than ${ICS_FILE_MAX_ZONE_CHANGES} times`);
    };
    for (const rule of vtz.getAllSubcomponents()) {
      count(rule.getAllProperties('rdate').length + 1);
      const recur = rule.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur> | null;
      const dtstart = rule.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time> | null;
      if (!recur || !dtstart || typeof recur !== 'object' || typeof dtstart !== 'object') continue;
      if (!ICS_ZONE_FREQUENCIES.includes(String(recur.freq)))
        throw apiError('importTooComplex', `Time zone ${tzid} repeats ${recur.freq}: zone rules may repeat at most monthly`);
      const it = recur.iterator(dtstart);
      for (let occ = it.next(); occ && occ.year <= horizon; occ = it.next()) count(1);
    }
  }
}

const yearOf = (v: unknown): number => (v && typeof v === 'object' && 'year' in v ? Number((v as { year: number }).year) || 0 : 0);

/** The parse as a worker task (icsWorker.cjs): refusals travel back as values (server/infra/tables/parseOutcome.ts). */
export const parseIcsTask = ({ content, source }: { content: string; source: string }) => outcomeOf(() => parseIcsFile(content, source));

/** A VTIMEZONE of the file as a converter (ical.js applies its rules); keyed by TZID, never registered globally. */
function fileZones(root: Component): Map<string, WallToUtc> {
  const zones = new Map<string, WallToUtc>();
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tz = new ICAL.Timezone(vtz);
    zones.set(tz.tzid, (year, month, day, hour, minute, second) => ICAL.Time.fromData({ year, month, day, hour, minute, second }, tz).toUnixTime() * 1000);
  }
  return zones;
}

export function parseIcsFile(content: string, defaultSource: string): ParsedCalendar {
  let roots: Component[];
  try {
    // ical.js answers one jCal component, or an array of them for several top-level components (none for text
    // without any): only VCALENDARs count.
    const jcal: unknown = ICAL.parse(content.replace(/^\uFEFF/, ''));
    const list = Array.isArray(jcal) && typeof jcal[0] === 'string' ? [jcal] : Array.isArray(jcal) ? jcal : [];
    roots = list.map((c) => new ICAL.Component(c)).filter((c) => c.name === 'vcalendar');
  } catch (err) {
    return { rows: [], errors: [issue('badFile', `The calendar cannot be read: ${(err as Error).message}`.slice(0, 300))], warnings: [] };
  }
  if (roots.length === 0) return { rows: [], errors: [issue('badFile', 'Not a calendar (no BEGIN:VCALENDAR)')], warnings: [] };
  const events = roots.flatMap((root) => root.getAllSubcomponents('vevent'));
  if (events.length === 0) return { rows: [], errors: [issue('empty', 'The calendar has no events (VEVENT)')], warnings: [] };
  if (events.length > CALENDAR_IMPORT_MAX_ROWS)
    return { rows: [], errors: [issue('tooManyRows', `At most ${CALENDAR_IMPORT_MAX_ROWS} events per file`)], warnings: [] };
  checkZoneRules(roots, events);
  const zones = new Map(roots.flatMap((root) => [...fileZones(root)]));

  const rows: CheckedCalendarRow[] = [];
  const errors: CalendarImportIssue[] = [];
  const warnings: CalendarImportIssue[] = [];
  events.forEach((ev, i) => {
    try {
      readEvent(ev, i + 1);
    } catch (err) {
      // A VEVENT ical.js cannot interpret (a malformed value) refuses that row only.
      errors.push(issue('badFile', `The event cannot be read: ${(err as Error).message}`.slice(0, 300), i + 1));
    }
  });
  return { rows, errors, warnings };

  function readEvent(ev: Component, rowNo: number): void {
    const x = (name: string) => str(ev.getFirstPropertyValue(name));
    const categories = ev.getAllProperties('categories').flatMap((p) => p.getValues().map(str));
    const fromCategories = { country: '', currency: '', importance: '' };
    for (const c of categories) {
      if (importanceOf(c) && !/^\d$/.test(c) && c.length > 1) fromCategories.importance ||= c;
      else if (/^[A-Za-z]{2}$/.test(c)) fromCategories.country ||= c;
      else if (/^[A-Za-z]{3}$/.test(c)) fromCategories.currency ||= c;
    }
    const raw: RawCalendarRow = {
      row: rowNo,
      uid: x('uid'),
      eventKey: x('x-event-key'),
      country: x('x-country') || fromCategories.country,
      currency: x('x-currency') || fromCategories.currency,
      title: x('summary'),
      period: x('x-period'),
      importance: x('x-importance') || fromCategories.importance,
      status: x('x-date-status') || (x('status').toUpperCase() === 'TENTATIVE' ? 'projected' : ''),
      actual: x('x-actual'),
      consensus: x('x-consensus'),
      previous: x('x-previous'),
      revised: x('x-revised'),
      unit: x('x-unit'),
      source: x('x-source'),
      products: x('x-products'),
    };
    const rowErrors: CalendarImportIssue[] = [];
    if (!raw.uid) rowErrors.push(issue('missingField', 'UID is missing', rowNo, 'uid'));

    let time: { releaseAt: number; hasTime: boolean } | null = null;
    let floating = false;
    const dtstart = ev.getFirstProperty('dtstart');
    const start = dtstart?.getFirstValue() as InstanceType<typeof ICAL.Time> | null | undefined;
    if (!dtstart || !start || typeof start !== 'object' || !('year' in start)) rowErrors.push(issue('missingField', 'DTSTART is missing', rowNo, 'dtstart'));
    else if (start.year > ICS_MAX_YEAR) rowErrors.push(issue('badDate', `DTSTART is after ${ICS_MAX_YEAR}`, rowNo, 'dtstart'));
    else if (start.isDate) time = { releaseAt: Date.UTC(start.year, start.month - 1, start.day), hasTime: false };
    else {
      const tzid = str(dtstart.getParameter('tzid'));
      const wall = [start.year, start.month, start.day, start.hour, start.minute, start.second] as const;
      if (tzid) {
        const convert = zones.get(tzid) ?? zoneConverter(tzid);
        if (convert) time = { releaseAt: convert(...wall), hasTime: true };
        else rowErrors.push(issue('unknownTimeZone', `Unknown time zone: ${tzid}`, rowNo, 'dtstart'));
      } else {
        // 'Z' times are UTC; floating ones (no zone at all) are read as UTC too, with a warning.
        floating = start.zone?.tzid !== 'UTC';
        time = { releaseAt: Date.UTC(wall[0], wall[1] - 1, wall[2], wall[3], wall[4], wall[5]), hasTime: true };
      }
    }
    errors.push(...rowErrors);
    const checked = checkRow(raw, rowErrors.length > 0 ? null : time, defaultSource, errors, warnings);
    if (!checked) return;
    if (floating) warnings.push(issue('noTimeZone', 'DTSTART has no time zone: read as UTC', rowNo, 'dtstart'));
    rows.push(checked);
  }
}
