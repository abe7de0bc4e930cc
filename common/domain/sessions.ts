/**
 * Trading sessions, pure: is an instant inside one of a product's sessions, and which trading date it belongs to.
 * Sessions are `HH:mm-HH:mm` in the exchange's own time zone (server/market/ports.ts ProductSpec.sessions); a session
 * whose end is before its start crosses midnight (SHFE's `21:00-01:00`). A session opens on Monday to Friday (local);
 * its hours after midnight belong to the evening it opened (Friday 21:00-Saturday 01:00 trades, Sunday evening does
 * not). The exception is an evening-opening, around-the-clock session (opening at 15:00 or later, longer than 12 h,
 * crossing midnight), like CME Globex's `17:00-16:00`: it opens on Sunday to Thursday evenings for the next day. A
 * long session opening in the morning (CFETS USD/CNY `09:30-03:00`) opens Monday to Friday like any other.
 * Exchange holidays are not modelled (docs/market-data/feeds.md).
 *
 * A session that starts at or after 18:00 local, or an evening-opening around-the-clock one, is a night session: it
 * is booked on the next trading day, so its trades belong to that day's daily bar.
 */
import { addDays, dayKeyOf, wallClock } from './zonedTime';

export interface SessionSpan {
  /** Minutes after local midnight. */
  start: number;
  /** Minutes after local midnight of the opening day; above 1440 when the session crosses midnight. */
  end: number;
}

const MINUTES_PER_DAY = 1440;
const NIGHT_FROM = 18 * 60;

/** `['09:00-10:15', '21:00-01:00']` -> spans; throws on a malformed entry (reference data is validated on entry). */
export function parseSessions(sessions: readonly string[]): SessionSpan[] {
  return sessions.map((s) => {
    const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(s.trim());
    if (!m) throw new Error(`session "${s}" is not HH:mm-HH:mm`);
    const start = Number(m[1]) * 60 + Number(m[2]);
    let end = Number(m[3]) * 60 + Number(m[4]);
    if (start >= MINUTES_PER_DAY || end > MINUTES_PER_DAY) throw new Error(`session "${s}" is outside 00:00-24:00`);
    if (end <= start) end += MINUTES_PER_DAY;
    return { start, end };
  });
}

/** A local wall-clock position: weekday 0 (Sunday) to 6, minutes after midnight. */
export interface LocalTime {
  weekday: number;
  minute: number;
  /** `YYYY-MM-DD` local. */
  date: string;
}

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;
const AROUND_THE_CLOCK = 12 * 60;

const EVENING = 15 * 60;

/** Globex-like: opens in the evening, runs around the clock into the next day. */
const eveningOpen = (span: SessionSpan): boolean => span.end > MINUTES_PER_DAY && span.end - span.start > AROUND_THE_CLOCK && span.start >= EVENING;
/** A night session: booked on the next trading day. */
export const isNight = (span: SessionSpan): boolean => span.start >= NIGHT_FROM || eveningOpen(span);

/** Whether `span` opens on a day of the week (0 = Sunday): see the header for the two rules. */
export function opensOn(span: SessionSpan, weekday: number): boolean {
  if (eveningOpen(span)) return weekday >= 0 && weekday <= 4;
  return isWeekday(weekday);
}

/** Inside a session: opened on a weekday, today or (for a span crossing midnight) yesterday evening. */
export function inSessionAt(spans: readonly SessionSpan[], local: Pick<LocalTime, 'weekday' | 'minute'>): boolean {
  for (const span of spans) {
    if (opensOn(span, local.weekday) && local.minute >= span.start && local.minute < Math.min(span.end, MINUTES_PER_DAY)) return true;
    const yesterday = (local.weekday + 6) % 7;
    if (span.end > MINUTES_PER_DAY && opensOn(span, yesterday) && local.minute < span.end - MINUTES_PER_DAY) return true;
  }
  return false;
}

/** The local weekday, minute and date of an instant in `timeZone` (IANA name). */
export function localTime(epochMs: number, timeZone: string): LocalTime {
  const w = wallClock(epochMs, timeZone);
  // The local date's weekday: the date read as a UTC day has the same weekday.
  return { weekday: new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay(), minute: w.hour * 60 + w.minute, date: dayKeyOf(w) };
}

/** Whether `epochMs` falls in one of `sessions` (local to `timeZone`). */
export function isInSession(sessions: readonly string[], timeZone: string, epochMs: number): boolean {
  return inSessionAt(parseSessions(sessions), localTime(epochMs, timeZone));
}

const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The next Monday-to-Friday date after `date`. */
export function nextWeekday(date: string): string {
  let d = addDays(date, 1);
  while (!isWeekday(weekdayOf(d))) d = addDays(d, 1);
  return d;
}

/**
 * The trading date an in-session instant belongs to: its local date, or the next weekday for a night session
 * (opening at or after 18:00; after midnight it still belongs to the day after the evening it opened). Null outside
 * every session.
 */
export function tradingDateAt(spans: readonly SessionSpan[], local: LocalTime): string | null {
  for (const span of spans) {
    const night = isNight(span);
    if (opensOn(span, local.weekday) && local.minute >= span.start && local.minute < Math.min(span.end, MINUTES_PER_DAY))
      return night ? nextWeekday(local.date) : local.date;
    const yesterday = (local.weekday + 6) % 7;
    if (span.end > MINUTES_PER_DAY && opensOn(span, yesterday) && local.minute < span.end - MINUTES_PER_DAY) {
      const opened = addDays(local.date, -1);
      return night ? nextWeekday(opened) : opened;
    }
  }
  return null;
}

/** The local date a session of trading date `date` opens: the evening before for a night session, else `date`. */
export function openingDate(span: SessionSpan, date: string): string {
  if (!isNight(span)) return date;
  let d = addDays(date, -1);
  while (!opensOn(span, weekdayOf(d))) d = addDays(d, -1);
  return d;
}
